import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { STAFF_HOME_PATH } from '@/features/auth/lib/next-path';
import { useNextDestination } from '@/features/auth/lib/use-next-destination';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useAuthStore } from '@/stores/auth-store';
import { AuthLogoLink } from './login';

/** Contract §2: the admin sign-in, then `next` (an admin page) or the dashboard. */
export function AdminLoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('auth.admin_login.document_title')} | ${t('app.name')}`);
  const localizedPath = useLocalizedPath();
  // `next` as is when it names its language, else in the sign-in's; the dashboard in it too.
  const { next, destination: nextDestination } = useNextDestination();
  const destination = next ? nextDestination : localizedPath(STAFF_HOME_PATH);
  // An admin already signed in goes straight on; a sign-in made here navigates by itself.
  const [adminOnArrival] = useState(() => {
    const state = useAuthStore.getState();
    return state.token !== null && state.isAdmin;
  });
  if (adminOnArrival) return <Navigate to={destination} replace />;

  return (
    <AuthShell
      logo={<AuthLogoLink />}
      title={t('auth.admin_login.title')}
      subtitle={t('auth.admin_login.subtitle')}
      footer={null}
    >
      <AdminLoginForm destination={destination} />
    </AuthShell>
  );
}
