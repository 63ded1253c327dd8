import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { withNextPath } from '@/features/auth/lib/next-path';
import { useNextDestination } from '@/features/auth/lib/use-next-destination';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useAuthStore } from '@/stores/auth-store';
import { AuthLogoLink } from './login';

export function RegisterRoute() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const { next, destination } = useNextDestination();
  useDocumentTitle(`${t('auth.register.document_title')} | ${t('app.name')}`);
  const [signedInOnArrival] = useState(() => useAuthStore.getState().token !== null);
  if (signedInOnArrival) return <Navigate to={destination} replace />;

  return (
    <AuthShell
      logo={<AuthLogoLink />}
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.has_account')}{' '}
          <Link
            to={withNextPath(localizedPath('/login'), next)}
            className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
          >
            {t('auth.register.login_link')}
          </Link>
        </>
      }
    >
      <RegisterForm />
      <SocialSignIn next={destination} />
    </AuthShell>
  );
}
