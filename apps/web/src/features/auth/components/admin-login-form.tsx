import { useNavigate } from 'react-router';
import { z } from 'zod';
import { textSchema } from '@shop/shared/schemas/common';
import { FormField, Input } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { MissingTokenError } from '../lib/complete-sign-in';
import { keyedZodResolver } from '@/lib/form/field-errors';
import { useAuthForm } from '@/lib/form/use-auth-form';
import { AuthForm } from '@/components/form/auth-form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';

/** Contract §5: the admin signs in with an email (type email) and a password, both required. */
const adminLoginSchema = z.object({
  email: textSchema().trim().min(1).max(254).pipe(z.email()),
  password: textSchema().min(1).max(128),
});

const resolver = keyedZodResolver(adminLoginSchema, {
  email: {
    required: 'auth.errors.email_required',
    invalid_format: 'auth.errors.email_invalid',
    too_big: 'auth.errors.email_long',
  },
  password: { required: 'auth.errors.login_password_required', too_big: 'auth.errors.login_password_long' },
});

/**
 * Staff sign-in (contract §2, §8): `POST /api/login/` with the email as the username, then on to
 * `/admin` or `next`. A failure reads "Autentificare eșuată: " and the reason: wrong credentials
 * and unreachable servers in the admin's language, any other refusal in the server's own words.
 */
export function AdminLoginForm({ destination }: { destination: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const { form, field, errorText, alert, showAlert } = useAuthForm(resolver, { email: '', password: '' });

  const reasonOf = (error: unknown): string | null => {
    if (error instanceof MissingTokenError) return null;
    if (!isApiError(error)) return error instanceof Error ? error.message : null;
    if (error.code === 'auth.invalid_credentials') return t('auth.login.failed');
    if (error.status === 429) return t('auth.rate_limited');
    if (error.status === 0 || error.status >= 500) return t(errorMessageKey(error));
    return error.detail;
  };

  const submit = form.handleSubmit((body) => {
    showAlert(null);
    login.mutate(
      { username: body.email, password: body.password },
      {
        onSuccess: () => void navigate(destination, { replace: true }),
        onError: (error) => {
          const reason = reasonOf(error);
          showAlert(reason === null ? null : t('auth.admin_login.failed', { reason }));
        },
      },
    );
  });

  const busy = login.isPending;
  return (
    <AuthForm busy={busy} onSubmit={submit} alert={alert}>
      <FormField label={t('auth.admin_login.email')} error={errorText('email')}>
        <Input
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field('email')}
        />
      </FormField>
      <PasswordField
        label={t('auth.admin_login.password')}
        autoComplete="current-password"
        required
        error={errorText('password')}
        {...field('password')}
      />
      <SubmitButton
        busy={busy}
        label={t('auth.admin_login.submit')}
        busyLabel={t('auth.admin_login.submitting')}
      />
    </AuthForm>
  );
}
