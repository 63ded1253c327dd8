import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { PasswordResetForm } from '@/features/auth/components/password-reset-form';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-request-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { AuthLogoLink } from './login';

/** `/resetare-parola`: asks for a reset link; with `?token=…` (the mailed link), sets the new password. */
export function PasswordResetRoute() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(`${t('auth.reset.document_title')} | ${t('app.name')}`);

  return (
    <AuthShell
      logo={<AuthLogoLink />}
      title={token ? t('auth.reset.new_title') : t('auth.reset.title')}
      subtitle={token ? t('auth.reset.new_subtitle') : t('auth.reset.subtitle')}
      footer={
        <Link
          to={localizedPath('/login')}
          className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
        >
          {t('auth.reset.back_to_login')}
        </Link>
      }
    >
      {/* A new link opened in the same tab starts a fresh form. */}
      {token ? <PasswordResetForm key={token} token={token} /> : <PasswordResetRequestForm />}
    </AuthShell>
  );
}
