import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { STAFF_PASSWORD_MIN } from '@shop/shared/schemas/admin/staff';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { acceptInvitation } from './staff-api';
import { useAdminPath } from '@/lib/use-localized-path';

type Values = { password: string; confirm: string };

/**
 * /admin/invitatie?token=…: the invited person chooses a password (twice), then signs in. Outside
 * the guarded admin layout: they have no token yet.
 */
export function InvitationPage() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  useDocumentTitle(t('admin.document_title', { page: t('admin_staff.invitation.title') }));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useForm<Values>({ defaultValues: { password: '', confirm: '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: Values) => acceptInvitation({ token, password: values.password }),
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors.password?.[0]) {
        form.setError('password', { message: error.fieldErrors.password[0] });
        return;
      }
      setAlert(failureMessage(error, t));
    },
  });
  const errors = form.formState.errors;

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">{t('admin_staff.invitation.title')}</h1>
      {mutation.isSuccess ? (
        <div className="flex flex-col gap-3">
          <p role="status">{t('admin_staff.invitation.done')}</p>
          <Button asChild>
            <Link to={adminLink('login')}>{t('admin_staff.invitation.sign_in')}</Link>
          </Button>
        </div>
      ) : !token ? (
        <p role="alert">{t('admin_staff.invitation.missing_token')}</p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) =>
            void form.handleSubmit((values) => {
              setAlert(null);
              mutation.mutate(values);
            })(event)
          }
        >
          <p className="text-ink-muted">{t('admin_staff.invitation.subtitle')}</p>
          {alert ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {alert}
            </p>
          ) : null}
          <FormField label={t('admin_staff.invitation.password')} error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('password', {
                validate: (value) =>
                  value.length >= STAFF_PASSWORD_MIN || t('admin_staff.invitation.too_short'),
              })}
            />
          </FormField>
          <FormField label={t('admin_staff.invitation.confirm')} error={errors.confirm?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('confirm', {
                validate: (value, values) =>
                  value === values.password || t('admin_staff.invitation.mismatch'),
              })}
            />
          </FormField>
          <Button type="submit" aria-disabled={mutation.isPending || undefined}>
            {mutation.isPending ? t('admin_staff.invitation.submitting') : t('admin_staff.invitation.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
