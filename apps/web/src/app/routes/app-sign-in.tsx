import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { exchangeAppSignInCode, takeAppSignInNext } from '@/features/auth/api/social';
import { completeSignIn } from '@/features/auth/lib/complete-sign-in';
import { safeNextPath } from '@/features/auth/lib/next-path';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';

/**
 * `/autentificare/aplicatie?code=…`: where the app's social sign-in comes back (through
 * `ro.salvia.shop://app/autentificare/aplicatie?code=…`). The one-time code is exchanged for the
 * session's token (`POST /api/auth/app-code/`), kept as a sign-in's token is, the system browser
 * is closed and the customer goes on to where they were going.
 */
export function AppSignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const started = useRef(false);
  useDocumentTitle(`${t('auth.social.signing_in')} | ${t('app.name')}`);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The build mode, not isAppBuild: the web build then holds no native chunk (lib/external-page.ts).
    if (import.meta.env.MODE === 'app')
      void import('@/native/browser').then(({ closeSystemBrowser }) => closeSystemBrowser());
    const code = new URLSearchParams(search).get('code');
    const next = safeNextPath(takeAppSignInNext()) ?? localizedPath('/');
    // Every way out replaces this history entry, so the code leaves the history with it.
    const failed = () => navigate(`${localizedPath('/login')}?social=failed`, { replace: true });
    if (!code) {
      void failed();
      return;
    }
    exchangeAppSignInCode(code)
      .then((answer) => completeSignIn(answer, queryClient))
      .then(
        () => navigate(next, { replace: true }),
        () => failed(),
      );
  }, [navigate, localizedPath, queryClient, search]);

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <h1 className="sr-only">{t('auth.social.signing_in')}</h1>
      <Spinner label={t('auth.social.signing_in')} />
    </div>
  );
}
