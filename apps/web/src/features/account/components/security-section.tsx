import { emailChangeSchema } from '@shop/shared/schemas/account';
import { LogOut } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { AuthForm } from '@/components/form/auth-form';
import { FormSuccess } from '@/components/form/form-success';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { keyedZodResolver } from '@/lib/form/field-errors';
import {
  accountFailureKey,
  NEW_PASSWORD_MESSAGES,
  passwordChangeFormSchema,
  SETTINGS_CONFIRM_MESSAGES,
} from '@/lib/form/password-forms';
import { useAuthForm } from '@/lib/form/use-auth-form';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useChangeEmail, useChangePassword, useSignOutEverywhere } from '../api/account';
import { AccountSection } from './account-section';

const passwordResolver = keyedZodResolver(passwordChangeFormSchema, {
  current_password: { required: 'auth.errors.current_password_required' },
  new_password: NEW_PASSWORD_MESSAGES,
  confirm: SETTINGS_CONFIRM_MESSAGES,
});

const emailResolver = keyedZodResolver(emailChangeSchema, {
  email: { required: 'auth.errors.reset_email_invalid' },
  password: { required: 'auth.errors.login_password_required' },
});

function Part({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-t border-line pt-6 first:border-t-0 first:pt-0"
    >
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        {intro ? <p className="mt-1 text-ink-muted">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [done, setDone] = useState(0);
  const { form, field, errorText, alert, showAlert } = useAuthForm(passwordResolver, {
    current_password: '',
    new_password: '',
    confirm: '',
  });

  const submit = form.handleSubmit(
    ({ current_password, new_password }) => {
      showAlert(null);
      setDone(0);
      change.mutate(
        { current_password, new_password },
        {
          onSuccess: () => {
            form.reset();
            setDone((count) => count + 1);
          },
          onError: (error) => {
            if (isApiError(error) && error.code === 'account.wrong_password') {
              form.setError('current_password', {
                type: 'server',
                message: 'auth.errors.current_password_wrong',
              });
              form.setFocus('current_password');
            } else showAlert(t(accountFailureKey(error, 'account.security.error')));
          },
        },
      );
    },
    () => showAlert(null),
  );

  const busy = change.isPending;
  return (
    <AuthForm busy={busy} onSubmit={submit} alert={alert}>
      <PasswordField
        label={t('account.security.current')}
        autoComplete="current-password"
        required
        error={errorText('current_password')}
        {...field('current_password')}
      />
      <PasswordField
        label={t('account.security.new')}
        hint={t('account.security.new_hint')}
        autoComplete="new-password"
        required
        error={errorText('new_password')}
        {...field('new_password')}
      />
      <PasswordField
        label={t('account.security.confirm')}
        autoComplete="new-password"
        required
        error={errorText('confirm')}
        {...field('confirm')}
      />
      {done > 0 ? <FormSuccess key={done}>{t('account.security.changed')}</FormSuccess> : null}
      <div className="sm:w-64">
        <SubmitButton
          busy={busy}
          label={t('account.security.save')}
          busyLabel={t('account.security.saving')}
        />
      </div>
    </AuthForm>
  );
}

function EmailChangeForm() {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, field, errorText, alert, showAlert } = useAuthForm(emailResolver, {
    email: '',
    password: '',
  });

  const submit = form.handleSubmit(
    (body) => {
      showAlert(null);
      setSentTo(null);
      change.mutate(body, {
        onSuccess: () => {
          form.reset();
          setSentTo(body.email);
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : undefined;
          if (code === 'account.wrong_password') {
            form.setError('password', { type: 'server', message: 'auth.errors.current_password_wrong' });
          } else if (code === 'account.email_taken') {
            form.setError('email', { type: 'server', message: 'auth.errors.email_taken' });
          } else if (code === 'account.email_same') {
            form.setError('email', { type: 'server', message: 'auth.errors.email_same' });
          } else showAlert(t(accountFailureKey(error, 'account.security.email_error')));
        },
      });
    },
    () => showAlert(null),
  );

  const busy = change.isPending;
  return (
    <AuthForm busy={busy} onSubmit={submit} alert={alert}>
      <FormField label={t('account.security.new_email')} error={errorText('email')}>
        <Input
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field('email')}
        />
      </FormField>
      <PasswordField
        label={t('account.security.password')}
        autoComplete="current-password"
        required
        error={errorText('password')}
        {...field('password')}
      />
      {sentTo ? <FormSuccess>{t('account.security.email_sent', { email: sentTo })}</FormSuccess> : null}
      <div className="sm:w-80">
        <SubmitButton
          busy={busy}
          label={t('account.security.email_save')}
          busyLabel={t('account.security.email_saving')}
        />
      </div>
    </AuthForm>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslation();
  const signOut = useSignOutEverywhere();
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant="secondary"
        aria-disabled={signOut.isPending || undefined}
        onClick={() => {
          if (!signOut.isPending) signOut.mutate();
        }}
      >
        <LogOut aria-hidden="true" />
        {signOut.isPending ? t('account.security.sessions_busy') : t('account.security.sessions_button')}
      </Button>
      {signOut.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t(accountFailureKey(signOut.error, 'account.security.sessions_error'))}
        </p>
      ) : null}
    </div>
  );
}

/** Security settings: the password, the address, the sessions. */
export function SecuritySection() {
  const { t } = useTranslation();
  return (
    <AccountSection id="securitate" title={t('account.security.title')}>
      <div className="flex flex-col gap-6">
        <Part title={t('account.security.password_title')}>
          <PasswordChangeForm />
        </Part>
        <Part title={t('account.security.email_title')} intro={t('account.security.email_intro')}>
          <EmailChangeForm />
        </Part>
        <Part title={t('account.security.sessions_title')} intro={t('account.security.sessions_body')}>
          <SignOutEverywhere />
        </Part>
      </div>
    </AccountSection>
  );
}
