import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { withNextPath } from '@/features/auth/lib/next-path';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useIsSignedIn } from '@/stores/auth-store';

/**
 * What opening a mailed link did (`/verificare`, `/anulare-schimbare-email`): a card with the
 * outcome, a retry when the server could not be reached, and the ways on (the account, the shop).
 */
export function LinkOutcome({
  state,
  title,
  body,
  onRetry,
}: {
  state: 'checking' | 'good' | 'bad' | 'error';
  title: string;
  body?: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const signedIn = useIsSignedIn();
  const headingId = useId();
  const checking = state === 'checking';
  const icon = checking ? (
    <LoaderCircle className="size-6 motion-safe:animate-spin" />
  ) : state === 'good' ? (
    <CircleCheck className="size-6" />
  ) : (
    <CircleAlert className="size-6" />
  );

  return (
    <div className="mx-auto w-full max-w-page px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <section
        aria-labelledby={headingId}
        aria-busy={checking}
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-10 text-center"
      >
        <span
          aria-hidden="true"
          className={
            state === 'good' || checking
              ? 'grid size-12 place-items-center rounded-full bg-sage-100 text-brand'
              : 'grid size-12 place-items-center rounded-full bg-danger-soft text-danger'
          }
        >
          {icon}
        </span>
        <div role={checking ? undefined : 'status'} className="flex flex-col gap-2">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          {body ? <p className="text-ink-muted">{body}</p> : null}
        </div>
        {state === 'error' ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
        {!checking ? (
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link
                to={
                  signedIn
                    ? localizedPath('/contul-meu')
                    : withNextPath(localizedPath('/login'), localizedPath('/contul-meu'))
                }
              >
                {t('account.verify.to_account')}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={localizedPath('/produse')}>{t('account.verify.to_shop')}</Link>
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
