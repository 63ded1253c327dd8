import { profileUpdateSchema, type AccountProfile } from '@shop/shared/schemas/account';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, Input } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { AuthForm } from '@/components/form/auth-form';
import { FormSuccess } from '@/components/form/form-success';
import { SubmitButton } from '@/components/form/submit-button';
import { keyedZodResolver } from '@/lib/form/field-errors';
import { accountFailureKey } from '@/lib/form/password-forms';
import { useAuthForm } from '@/lib/form/use-auth-form';
import { errorMessageKey } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { useAccountProfile, useResendVerification, useUpdateProfile } from '../api/account';
import { AccountSection } from './account-section';

const resolver = keyedZodResolver(profileUpdateSchema, {
  first_name: { required: 'auth.errors.name_long' },
  last_name: { required: 'auth.errors.name_long' },
  phone: { required: 'auth.errors.phone_invalid' },
});

function EmailStatus({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-canvas px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm text-ink-muted">{t('account.profile.email')}</span>
        <span className="font-semibold break-all">{profile.email}</span>
        {profile.email_verified ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('account.profile.verified')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-danger">
            <CircleAlert aria-hidden="true" className="size-4" />
            {t('account.profile.unverified')}
          </span>
        )}
      </div>
      {profile.pending_email ? (
        <p className="text-sm">{t('account.profile.pending', { email: profile.pending_email })}</p>
      ) : null}
      {profile.email_verified ? null : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-ink-muted">{t('account.profile.unverified_note')}</p>
          {resend.isSuccess ? (
            <FormSuccess>{t('account.profile.resent')}</FormSuccess>
          ) : (
            <Button
              variant="secondary"
              size="sm-touch"
              aria-disabled={resend.isPending || undefined}
              onClick={() => {
                if (!resend.isPending) resend.mutate();
              }}
            >
              {resend.isPending ? t('account.profile.resending') : t('account.profile.resend')}
            </Button>
          )}
          {resend.isError ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {t(accountFailureKey(resend.error, 'account.profile.resend_error'))}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

function ProfileForm({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(0);
  const { form, field, errorText, alert, showAlert } = useAuthForm(resolver, {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
  });

  const submit = form.handleSubmit(
    (body) => {
      showAlert(null);
      setSaved(0);
      update.mutate(body, {
        onSuccess: (next) => {
          form.reset({ first_name: next.first_name, last_name: next.last_name, phone: next.phone });
          setSaved((count) => count + 1);
        },
        onError: (error) => showAlert(t(accountFailureKey(error, 'account.profile.save_error'))),
      });
    },
    () => showAlert(null),
  );

  const busy = update.isPending;
  return (
    <AuthForm busy={busy} onSubmit={submit} alert={alert}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('account.profile.first_name')} error={errorText('first_name')}>
          <Input autoComplete="given-name" {...field('first_name')} />
        </FormField>
        <FormField label={t('account.profile.last_name')} error={errorText('last_name')}>
          <Input autoComplete="family-name" {...field('last_name')} />
        </FormField>
      </div>
      <FormField
        label={t('account.profile.phone')}
        hint={t('account.profile.phone_hint')}
        error={errorText('phone')}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
      </FormField>
      {saved > 0 ? <FormSuccess key={saved}>{t('account.profile.saved')}</FormSuccess> : null}
      <div className="sm:w-56">
        <SubmitButton busy={busy} label={t('account.profile.save')} busyLabel={t('account.profile.saving')} />
      </div>
    </AuthForm>
  );
}

/** The profile: the address and whether it is verified, the name and the phone number. */
export function ProfileSection() {
  const { t } = useTranslation();
  const profile = useAccountProfile();

  let content;
  if (profile.data) {
    content = (
      <div className="flex flex-col gap-6">
        <EmailStatus profile={profile.data} />
        <ProfileForm profile={profile.data} />
      </div>
    );
  } else if (profile.isError) {
    content = (
      <ErrorState
        title={t('account.profile.load_error')}
        description={t(errorMessageKey(profile.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        compact
      />
    );
  } else {
    content = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('account.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  return (
    <AccountSection id="profil" title={t('account.profile.title')}>
      {content}
    </AccountSection>
  );
}
