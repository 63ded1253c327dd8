import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { NEXT_PARAM, safeNextPath, STAFF_HOME_PATH } from '@/features/auth/lib/next-path';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';
import { AuthLogoLink } from './login';

/** Contract §2: the admin sign-in, then `next` (an admin page) or the dashboard. */
export function AdminLoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('auth.admin_login.document_title')} | ${t('app.name')}`);
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));
  const destination = next ?? STAFF_HOME_PATH;
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
