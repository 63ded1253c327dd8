import { passwordResetRequestSchema } from '@shop/shared/schemas/account';
import { FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { useRequestPasswordReset } from '../api/password-reset';
import { keyedZodResolver } from '@/lib/form/field-errors';
import { accountFailureKey } from '@/lib/form/password-forms';
import { useAuthForm } from '@/lib/form/use-auth-form';
import { AuthForm } from '@/components/form/auth-form';
import { FormSuccess } from '@/components/form/form-success';
import { SubmitButton } from '@/components/form/submit-button';

const resolver = keyedZodResolver(passwordResetRequestSchema, {
  email: { required: 'auth.errors.reset_email_invalid' },
});

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the page says "if" (spec §5: a bad address reads "Introdu un email valid.").
 */
export function PasswordResetRequestForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const { form, field, errorText, alert, showAlert } = useAuthForm(resolver, { email: '' });

  const submit = form.handleSubmit(
    ({ email }) => {
      showAlert(null);
      request.mutate(email, {
        onError: (error) => showAlert(t(accountFailureKey(error, 'errors.server'))),
      });
    },
    () => showAlert(null),
  );

  if (request.isSuccess) return <FormSuccess>{t('auth.reset.sent')}</FormSuccess>;
  const busy = request.isPending;
  return (
    <AuthForm busy={busy} onSubmit={submit} alert={alert}>
      <FormField label={t('auth.reset.email')} error={errorText('email')}>
        <Input
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field('email')}
        />
      </FormField>
      <SubmitButton busy={busy} label={t('auth.reset.submit')} busyLabel={t('auth.reset.submitting')} />
    </AuthForm>
  );
}
