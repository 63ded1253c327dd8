import { Link, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod';
import { registerBodySchema } from '@shop/shared/schemas/auth';
import { checkboxClass, FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { Trans } from '@/lib/trans';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useRegister } from '../api/register';
import { registerFailure } from '../lib/failure-message';
import { keyedZodResolver } from '@/lib/form/field-errors';
import { useAuthForm } from '@/lib/form/use-auth-form';
import { useNextDestination } from '../lib/use-next-destination';
import { AuthForm } from '@/components/form/auth-form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';

/** The API's sign-up body plus the terms box, which only the form asks for (contract §5). */
const registerFormSchema = registerBodySchema
  .omit({ accept_terms: true })
  .extend({ terms: z.boolean().refine((agreed) => agreed) });

const resolver = keyedZodResolver(registerFormSchema, {
  username: {
    required: 'auth.errors.username_required',
    too_small: 'auth.errors.username_short',
    too_big: 'auth.errors.username_long',
    invalid_format: 'auth.errors.username_chars',
  },
  email: {
    required: 'auth.errors.email_required',
    invalid_format: 'auth.errors.email_invalid',
    too_big: 'auth.errors.email_long',
  },
  password: {
    required: 'auth.errors.password_required',
    too_small: 'auth.errors.password_short',
    too_big: 'auth.errors.password_long',
  },
  cod_recomandare: { required: 'auth.errors.referral_invalid' },
  terms: { required: 'auth.register.terms_required' },
});

/** Customer sign-up (contract §5: agreeing to the terms and the privacy policy is required). */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const { destination } = useNextDestination();
  const register = useRegister();
  // A friend's share link carries their code: /register?ref=CODE.
  const [searchParams] = useSearchParams();
  const { form, field, errorText, alert, showAlert } = useAuthForm(resolver, {
    username: '',
    email: '',
    password: '',
    cod_recomandare: (searchParams.get('ref') ?? '').slice(0, 20),
    terms: false,
  });

  const submit = form.handleSubmit(
    ({ terms, ...body }) => {
      showAlert(null);
      register.mutate(
        { ...body, accept_terms: terms },
        {
          onSuccess: () => void navigate(destination, { replace: true }),
          onError: (error) => {
            const failure = registerFailure(error);
            for (const [name, key] of Object.entries(failure.fields)) {
              form.setError(name as keyof typeof failure.fields, { type: 'server', message: key });
            }
            const shown = failure.alert;
            showAlert(shown === null ? null : 'key' in shown ? t(shown.key) : shown.text);
          },
        },
      );
    },
    () => showAlert(null),
  );

  const busy = register.isPending;
  const policyLink = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-strong';
  return (
    <AuthForm busy={busy} onSubmit={submit} alert={alert}>
      <FormField
        label={t('auth.register.username')}
        hint={t('auth.register.username_hint')}
        error={errorText('username')}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          maxLength={150}
          {...field('username')}
        />
      </FormField>
      <FormField label={t('auth.register.email')} error={errorText('email')}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          {...field('email')}
        />
      </FormField>
      <PasswordField
        label={t('auth.register.password')}
        hint={t('auth.register.password_hint')}
        autoComplete="new-password"
        required
        maxLength={128}
        error={errorText('password')}
        {...field('password')}
      />
      <FormField
        label={
          <>
            {t('auth.register.referral_code')}
            <span className="font-normal text-ink-muted"> ({t('auth.register.optional')})</span>
          </>
        }
        hint={t('auth.register.referral_hint')}
        error={errorText('cod_recomandare')}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          {...field('cod_recomandare')}
        />
      </FormField>
      <FormField
        layout="inline"
        error={errorText('terms')}
        label={
          <Trans
            i18nKey="auth.register.terms"
            components={{
              terms: <Link to={localizedPath('/termeni-conditii')} className={policyLink} />,
              privacy: <Link to={localizedPath('/politica-confidentialitate')} className={policyLink} />,
            }}
          />
        }
      >
        <input type="checkbox" required className={checkboxClass} {...field('terms')} />
      </FormField>
      <SubmitButton busy={busy} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
    </AuthForm>
  );
}
