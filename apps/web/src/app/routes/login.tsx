import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { isAdminPath, withNextPath } from '@/features/auth/lib/next-path';
import { useNextDestination } from '@/features/auth/lib/use-next-destination';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useAuthStore } from '@/stores/auth-store';
import { Logo } from '../layout/logo';

/** The logo link home on the screens without the site layout. */
export function AuthLogoLink() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  return (
    <Link to={localizedPath('/')} aria-label={t('app.home_link')} className="-m-1 rounded-lg p-1">
      <Logo name={t('app.name')} />
    </Link>
  );
}

export function LoginRoute() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const { next, destination } = useNextDestination();
  useDocumentTitle(`${t('auth.login.document_title')} | ${t('app.name')}`);
  // Someone already signed in who opens the page goes straight on; a sign-in made here
  // navigates by itself once the user and favourites are loaded. A customer sent here by the admin
  // guard (contract §6) stays, to sign in with a staff account: going on would bounce back.
  const [signedInOnArrival] = useState(() => {
    const { token, isAdmin } = useAuthStore.getState();
    return token !== null && (isAdmin || !isAdminPath(next));
  });
  if (signedInOnArrival) return <Navigate to={destination} replace />;

  return (
    <AuthShell
      logo={<AuthLogoLink />}
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.no_account')}{' '}
          <Link
            to={withNextPath(localizedPath('/register'), next)}
            className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
          >
            {t('auth.login.register_link')}
          </Link>
        </>
      }
    >
      <LoginForm />
      <SocialSignIn next={destination} />
    </AuthShell>
  );
}
