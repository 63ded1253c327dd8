import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { completeSignIn } from '@/features/auth/lib/complete-sign-in';
import { safeNextPath } from '@/features/auth/lib/next-path';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';

/**
 * `/social-success#token=…&next=…`: where a social sign-in lands. The token comes in the fragment,
 * which no server sees; it is kept as a sign-in's token is, the fragment is wiped from the address
 * bar and history, and the customer goes on to `next`.
 */
export function SocialSuccessRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useDocumentTitle(`${t('auth.social.signing_in')} | ${t('app.name')}`);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const token = fragment.get('token');
    const next = safeNextPath(fragment.get('next')) ?? localizedPath('/');
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      void navigate(`${localizedPath('/login')}?social=failed`, { replace: true });
      return;
    }
    completeSignIn({ token }, queryClient).then(
      () => navigate(next, { replace: true }),
      () => navigate(`${localizedPath('/login')}?social=failed`, { replace: true }),
    );
  }, [navigate, localizedPath, queryClient]);

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <h1 className="sr-only">{t('auth.social.signing_in')}</h1>
      <Spinner label={t('auth.social.signing_in')} />
    </div>
  );
}
