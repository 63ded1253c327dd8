import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { registerBodySchema } from '@shop/shared/schemas/auth';
import { useTranslation } from '@/lib/i18n';
import { Trans } from '@/lib/trans';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useRegister } from '../api/register';
import { registerFailure, type RegisterField } from '../lib/failure-message';
import { fieldErrorKeys, firstInvalid, focusField, type FieldMessages } from '../lib/field-errors';
import { useAuthForm } from '../lib/use-auth-form';
import { useNextDestination } from '../lib/use-next-destination';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { FieldError, TextField } from './text-field';

type Field = RegisterField | 'terms';
const FIELDS: readonly Field[] = ['username', 'email', 'password', 'terms'];

const MESSAGES: FieldMessages<RegisterField> = {
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
};

type TermsError = { terms: 'auth.register.terms_required' };

/** Customer sign-up (contract §5: agreeing to the terms and the privacy policy is required). */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const { destination } = useNextDestination();
  const register = useRegister();
  const { values, errors, setErrors, change, alert, showAlert } = useAuthForm<RegisterField, TermsError>({
    username: '',
    email: '',
    password: '',
  });
  const [terms, setTerms] = useState(false);
  const termsId = useId();
  const termsErrorId = `${termsId}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const parsed = registerBodySchema.safeParse(values);
    const found: typeof errors = parsed.success ? {} : fieldErrorKeys(parsed.error.issues, values, MESSAGES);
    if (!terms) found.terms = 'auth.register.terms_required';
    if (!parsed.success || !terms) {
      setErrors(found);
      showAlert(null);
      focusField(event.currentTarget, firstInvalid(FIELDS, found));
      return;
    }
    setErrors({});
    showAlert(null);
    register.mutate(parsed.data, {
      onSuccess: () => void navigate(destination, { replace: true }),
      onError: (error) => {
        const failure = registerFailure(error);
        setErrors(failure.fields);
        const shown = failure.alert;
        showAlert(shown === null ? null : 'key' in shown ? t(shown.key) : shown.text);
      },
    });
  };

  const busy = register.isPending;
  const policyLink = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-strong';
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-5">
      {alert ? <FormAlert key={alert.attempt} message={alert.message} /> : null}
      <TextField
        name="username"
        label={t('auth.register.username')}
        hint={t('auth.register.username_hint')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        maxLength={150}
        value={values.username}
        onChange={change('username')}
        error={errors.username ? t(errors.username) : undefined}
      />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        label={t('auth.register.email')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        value={values.email}
        onChange={change('email')}
        error={errors.email ? t(errors.email) : undefined}
      />
      <PasswordField
        name="password"
        label={t('auth.register.password')}
        hint={t('auth.register.password_hint')}
        autoComplete="new-password"
        required
        maxLength={128}
        value={values.password}
        onChange={change('password')}
        error={errors.password ? t(errors.password) : undefined}
      />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            name="terms"
            required
            checked={terms}
            onChange={(event) => {
              setTerms(event.target.checked);
              if (event.target.checked) setErrors((current) => ({ ...current, terms: undefined }));
            }}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
            className={cn(
              'mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand',
              errors.terms && 'outline-2 outline-offset-2 outline-danger',
            )}
          />
          <label htmlFor={termsId} className="text-base leading-snug">
            <Trans
              i18nKey="auth.register.terms"
              components={{
                terms: <Link to={localizedPath('/termeni-conditii')} className={policyLink} />,
                privacy: <Link to={localizedPath('/politica-confidentialitate')} className={policyLink} />,
              }}
            />
          </label>
        </div>
        {errors.terms ? <FieldError id={termsErrorId}>{t(errors.terms)}</FieldError> : null}
      </div>
      <SubmitButton busy={busy} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
    </form>
  );
}
