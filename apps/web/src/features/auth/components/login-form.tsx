import { Link, useNavigate } from 'react-router';
import { loginBodySchema } from '@shop/shared/schemas/auth';
import { FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useLogin } from '../api/login';
import { loginFailureKey } from '../lib/failure-message';
import { keyedZodResolver } from '@/lib/form/field-errors';
import { useAuthForm } from '@/lib/form/use-auth-form';
import { STAFF_HOME_PATH } from '../lib/next-path';
import { useNextDestination } from '../lib/use-next-destination';
import { useAuthStore } from '@/stores/auth-store';
import { AuthForm } from '@/components/form/auth-form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';

const resolver = keyedZodResolver(loginBodySchema, {
  username: {
    required: 'auth.errors.login_username_required',
    too_small: 'auth.errors.login_username_required',
    too_big: 'auth.errors.login_username_long',
  },
  password: {
    required: 'auth.errors.login_password_required',
    too_small: 'auth.errors.login_password_required',
    too_big: 'auth.errors.login_password_long',
  },
});

/**
 * Customer sign-in with a username or an email (contract §7), then on to `next` or home (staff
 * without a `next`: the admin's dashboard).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const { next, destination } = useNextDestination();
  const login = useLogin();
  const { form, field, errorText, alert, showAlert } = useAuthForm(resolver, { username: '', password: '' });

  const submit = form.handleSubmit(
    (body) => {
      showAlert(null);
      login.mutate(body, {
        // Staff who sign in here without a destination came to work: the admin's dashboard.
        onSuccess: () =>
          void navigate(
            next === null && useAuthStore.getState().isAdmin ? localizedPath(STAFF_HOME_PATH) : destination,
            {
              replace: true,
            },
          ),
        onError: (error) => {
          const key = loginFailureKey(error);
          showAlert(key ? t(key) : null);
        },
      });
    },
    () => {
      const { username, password } = form.getValues();
      showAlert(username.trim() === '' || password === '' ? t('auth.login.empty') : null);
    },
  );

  const busy = login.isPending;
  return (
    <AuthForm busy={busy} onSubmit={submit} alert={alert}>
      <FormField label={t('auth.login.username')} error={errorText('username')}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          {...field('username')}
        />
      </FormField>
      <PasswordField
        label={t('auth.login.password')}
        autoComplete="current-password"
        required
        error={errorText('password')}
        {...field('password')}
      />
      <Link
        to={localizedPath('/resetare-parola')}
        className="-mt-2 self-end rounded text-sm font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
      >
        {t('auth.login.forgot')}
      </Link>
      <SubmitButton busy={busy} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
    </AuthForm>
  );
}
