import type { MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { isAppBuild } from '@/lib/env';
import { openExternalPage } from '@/lib/external-page';
import { useTranslation } from '@/lib/i18n';
import { rememberAppSignInNext, socialStartUrl, useSocialProviders } from '../api/social';

/**
 * In the app, the provider's page opens in the system browser (Google refuses sign-in inside an
 * embedded web view), and the customer comes back through a link into the app.
 */
function openInSystemBrowser(event: MouseEvent<HTMLAnchorElement>, next: string) {
  event.preventDefault();
  rememberAppSignInNext(next);
  void openExternalPage(event.currentTarget.href);
}

const FAILURES = ['cancelled', 'expired', 'failed', 'email', 'staff'] as const;

/**
 * "Continue with Google / Facebook" on the sign-in and sign-up screens, for the providers the shop
 * has configured; plain links, as the provider's page is a full navigation. A failed attempt comes
 * back with `?social=` and says why.
 */
export function SocialSignIn({ next }: { next: string }) {
  const { t } = useTranslation();
  const providers = useSocialProviders().data ?? [];
  const [params] = useSearchParams();
  const failure = FAILURES.find((reason) => reason === params.get('social'));

  if (providers.length === 0 && !failure) return null;
  return (
    <div className="flex flex-col gap-3">
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 font-semibold text-danger">
          {t(`auth.social.failures.${failure}`)}
        </p>
      ) : null}
      {providers.map((provider) => (
        <a
          key={provider}
          href={socialStartUrl(provider, next)}
          onClick={isAppBuild ? (event) => openInSystemBrowser(event, next) : undefined}
          className={buttonClass({ variant: 'secondary' })}
        >
          {t(`auth.social.continue_${provider}`)}
        </a>
      ))}
      {providers.length > 0 ? (
        <p className="text-center text-sm text-ink-muted">{t('auth.social.terms')}</p>
      ) : null}
    </div>
  );
}
