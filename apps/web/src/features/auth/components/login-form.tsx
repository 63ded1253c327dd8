import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { loginBodySchema } from '@shop/shared/schemas/auth';
import { useTranslation } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { loginFailureKey } from '../lib/failure-message';
import { fieldErrorKeys, firstInvalid, focusField, type FieldMessages } from '../lib/field-errors';
import { useAuthForm } from '../lib/use-auth-form';
import { useNextDestination } from '../lib/use-next-destination';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

type Field = 'username' | 'password';
const FIELDS: readonly Field[] = ['username', 'password'];

const MESSAGES: FieldMessages<Field> = {
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
};

/** Customer sign-in with a username or an email (contract §7), then on to `next` or home. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { destination } = useNextDestination();
  const login = useLogin();
  const { values, errors, setErrors, change, alert, showAlert } = useAuthForm<Field>({
    username: '',
    password: '',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = loginBodySchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorKeys(parsed.error.issues, values, MESSAGES);
      setErrors(found);
      const empty = values.username.trim() === '' || values.password === '';
      showAlert(empty ? t('auth.login.empty') : null);
      focusField(event.currentTarget, firstInvalid(FIELDS, found));
      return;
    }
    setErrors({});
    showAlert(null);
    login.mutate(parsed.data, {
      onSuccess: () => void navigate(destination, { replace: true }),
      onError: (error) => {
        const key = loginFailureKey(error);
        showAlert(key ? t(key) : null);
      },
    });
  };

  const busy = login.isPending;
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-5">
      {alert ? <FormAlert key={alert.attempt} message={alert.message} /> : null}
      <TextField
        name="username"
        label={t('auth.login.username')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        value={values.username}
        onChange={change('username')}
        error={errors.username ? t(errors.username) : undefined}
      />
      <PasswordField
        name="password"
        label={t('auth.login.password')}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password ? t(errors.password) : undefined}
      />
      <SubmitButton busy={busy} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
    </form>
  );
}
