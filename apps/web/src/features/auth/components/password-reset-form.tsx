import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useConfirmPasswordReset } from '../api/password-reset';
import { keyedZodResolver } from '@/lib/form/field-errors';
import {
  accountFailureKey,
  CONFIRM_MESSAGES,
  NEW_PASSWORD_MESSAGES,
  newPasswordTwiceSchema,
} from '@/lib/form/password-forms';
import { useAuthForm } from '@/lib/form/use-auth-form';
import { AuthForm } from '@/components/form/auth-form';
import { FormSuccess } from '@/components/form/form-success';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';

const resolver = keyedZodResolver(newPasswordTwiceSchema, {
  password: NEW_PASSWORD_MESSAGES,
  confirm: CONFIRM_MESSAGES,
});

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-strong';

/** The new password a reset link (`?token=…`) lets its holder choose. */
export function PasswordResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const reset = useConfirmPasswordReset();
  const { form, field, errorText, alert, showAlert } = useAuthForm(resolver, { password: '', confirm: '' });

  const submit = form.handleSubmit(
    ({ password }) => {
      showAlert(null);
      reset.mutate(
        { token, password },
        {
          onError: (error) => {
            const code = isApiError(error) ? error.code : undefined;
            if (code === 'account.link_expired') showAlert(t('auth.reset.link_expired'));
            else if (code === 'account.link_invalid' || code === 'validation_error')
              showAlert(t('auth.reset.link_invalid'));
            else showAlert(t(accountFailureKey(error, 'auth.reset.failed')));
          },
        },
      );
    },
    () => showAlert(null),
  );

  if (reset.isSuccess) {
    return (
      <FormSuccess>
        {t('auth.reset.done')}{' '}
        <Link to={localizedPath('/login')} className={linkClass}>
          {t('auth.reset.login_link')}
        </Link>
      </FormSuccess>
    );
  }
  const busy = reset.isPending;
  return (
    <AuthForm busy={busy} onSubmit={submit} alert={alert}>
      <PasswordField
        label={t('auth.reset.password')}
        hint={t('auth.register.password_hint')}
        autoComplete="new-password"
        required
        error={errorText('password')}
        {...field('password')}
      />
      <PasswordField
        label={t('auth.reset.confirm')}
        autoComplete="new-password"
        required
        error={errorText('confirm')}
        {...field('confirm')}
      />
      <SubmitButton busy={busy} label={t('auth.reset.save')} busyLabel={t('auth.reset.saving')} />
      {alert ? (
        <Link to={localizedPath('/resetare-parola')} className={linkClass}>
          {t('auth.reset.request_again')}
        </Link>
      ) : null}
    </AuthForm>
  );
}
