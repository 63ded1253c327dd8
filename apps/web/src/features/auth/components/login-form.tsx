import { useNavigate } from 'react-router';
import { loginBodySchema } from '@shop/shared/schemas/auth';
import { FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { loginFailureKey } from '../lib/failure-message';
import { keyedZodResolver } from '../lib/field-errors';
import { useAuthForm } from '../lib/use-auth-form';
import { useNextDestination } from '../lib/use-next-destination';
import { AuthForm } from './auth-form';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

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

/** Customer sign-in with a username or an email (contract §7), then on to `next` or home. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { destination } = useNextDestination();
  const login = useLogin();
  const { form, field, errorText, alert, showAlert } = useAuthForm(resolver, { username: '', password: '' });

  const submit = form.handleSubmit(
    (body) => {
      showAlert(null);
      login.mutate(body, {
        onSuccess: () => void navigate(destination, { replace: true }),
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
      <SubmitButton busy={busy} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
    </AuthForm>
  );
}
