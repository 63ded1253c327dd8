import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { accountKeys, confirmEmail } from '@/features/account/api/account';
import { withNextPath } from '@/features/auth/lib/next-path';
import { authKeys } from '@/hooks/use-current-user';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useIsSignedIn } from '@/stores/auth-store';

type Outcome = 'checking' | 'verified' | 'changed' | 'expired' | 'invalid' | 'taken' | 'error';

function outcomeOf(query: ReturnType<typeof useConfirmation>): Outcome {
  if (query.data) return query.data.outcome === 'verified' ? 'verified' : 'changed';
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : undefined;
    if (code === 'account.link_expired') return 'expired';
    if (code === 'account.email_taken') return 'taken';
    if (code === 'account.link_invalid' || code === 'validation_error') return 'invalid';
    return 'error';
  }
  return 'checking';
}

/**
 * Opens the link once per token: a link works once, so a second request (a re-render, React's
 * development double effects) must not turn "verified" into "already used".
 */
function useConfirmation(token: string | null) {
  return useQuery({
    queryKey: [...accountKeys.all, 'email-confirmation', token],
    queryFn: () => confirmEmail(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** `/verificare?token=…`: the result of a verification link (spec §2): ok, expired or invalid. */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const queryClient = useQueryClient();
  const signedIn = useIsSignedIn();
  const headingId = useId();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmation(token);
  const outcome = token === null ? 'invalid' : outcomeOf(confirmation);
  useDocumentTitle(`${t('account.verify.document_title')} | ${t('app.name')}`);

  useEffect(() => {
    if (confirmation.data) {
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'profile'] });
    }
  }, [confirmation.data, queryClient]);

  const email = confirmation.data?.email ?? '';
  const content: Record<Outcome, { icon: ReactNode; title: string; body?: string }> = {
    checking: {
      icon: <LoaderCircle className="size-6 motion-safe:animate-spin" />,
      title: t('account.verify.checking'),
    },
    verified: {
      icon: <CircleCheck className="size-6" />,
      title: t('account.verify.verified_title'),
      body: t('account.verify.verified_body', { email }),
    },
    changed: {
      icon: <CircleCheck className="size-6" />,
      title: t('account.verify.changed_title'),
      body: t('account.verify.changed_body', { email }),
    },
    expired: {
      icon: <CircleAlert className="size-6" />,
      title: t('account.verify.expired_title'),
      body: t('account.verify.expired_body'),
    },
    invalid: {
      icon: <CircleAlert className="size-6" />,
      title: t('account.verify.invalid_title'),
      body: t('account.verify.invalid_body'),
    },
    taken: {
      icon: <CircleAlert className="size-6" />,
      title: t('account.verify.taken_title'),
      body: t('account.verify.taken_body'),
    },
    error: { icon: <CircleAlert className="size-6" />, title: t('account.verify.error_title') },
  };
  const shown = content[outcome];
  const good = outcome === 'verified' || outcome === 'changed';

  return (
    <div className="mx-auto w-full max-w-page px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <section
        aria-labelledby={headingId}
        aria-busy={outcome === 'checking'}
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-10 text-center"
      >
        <span
          aria-hidden="true"
          className={
            good || outcome === 'checking'
              ? 'grid size-12 place-items-center rounded-full bg-sage-100 text-brand'
              : 'grid size-12 place-items-center rounded-full bg-danger-soft text-danger'
          }
        >
          {shown.icon}
        </span>
        <div role={outcome === 'checking' ? undefined : 'status'} className="flex flex-col gap-2">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight">
            {shown.title}
          </h1>
          {shown.body ? <p className="text-ink-muted">{shown.body}</p> : null}
        </div>
        {outcome === 'error' ? (
          <Button variant="secondary" onClick={() => void confirmation.refetch()}>
            {t('common.retry')}
          </Button>
        ) : null}
        {outcome !== 'checking' ? (
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
