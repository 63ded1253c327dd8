import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CONTACT_LIMITS, type ContactMessageInput } from '@shop/shared/schemas/contact';
import { Button } from '@/components/ui/button';
import { checkboxClass, FormField, Input, Textarea } from '@/components/ui/form-field';
import { useCurrentUser } from '@/hooks/use-current-user';
import { api, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';

type ContactValues = { name: string; email: string; subject: string; message: string; consent: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact form: name, email, subject, message and the consent the contract requires (§5).
 * Sent, it is replaced by the confirmation; a failure keeps what was typed and says so.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const user = useCurrentUser();
  const headingId = useId();
  const form = useForm<ContactValues>({
    defaultValues: { name: '', email: '', subject: '', message: '', consent: false },
    values: user.data
      ? {
          name: [user.data.first_name, user.data.last_name].filter(Boolean).join(' '),
          email: user.data.email,
          subject: '',
          message: '',
          consent: false,
        }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, formState, setError } = form;
  const send = useMutation({
    mutationFn: (body: ContactMessageInput) => api.post<{ id: number; detail: string }>('/contact/', body),
    onError: (error) => {
      if (!isApiError(error)) return;
      const fields = error.fieldErrors;
      if (fields.nume) setError('name', { message: t('contact.errors.name') });
      if (fields.email) setError('email', { message: t('contact.errors.email') });
      if (fields.subiect) setError('subject', { message: t('contact.errors.subject') });
      if (fields.mesaj) setError('message', { message: t('contact.errors.message') });
      if (fields.consimtamant) setError('consent', { message: t('contact.errors.consent') });
    },
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate({
      nume: values.name.trim(),
      email: values.email.trim(),
      subiect: values.subject.trim(),
      mesaj: values.message.trim(),
      consimtamant: true,
      lang: i18n.language === 'en' ? 'en' : 'ro',
    }),
  );

  if (send.isSuccess) {
    return (
      <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-5 sm:p-6">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <CircleCheck aria-hidden="true" className="size-6 text-brand" />
          {t('contact.sent_title')}
        </h2>
        <p role="status" className="mt-2 text-ink-muted">
          {t('contact.sent_text')}
        </p>
      </section>
    );
  }

  const errors = formState.errors;
  const length = (min: number, max: number, key: 'name' | 'subject' | 'message') => (value: string) => {
    const text = value.trim();
    if (!text) return t(`contact.errors.${key}_required`);
    return (text.length >= min && text.length <= max) || t(`contact.errors.${key}`);
  };
  const rateLimited = isApiError(send.error) && send.error.code === 'rate_limited';
  const failed =
    send.isError && Object.keys(isApiError(send.error) ? send.error.fieldErrors : {}).length === 0;

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {t('contact.title')}
      </h2>
      <p className="mt-1 mb-5 text-ink-muted">{t('contact.intro')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('contact.name')} error={errors.name?.message}>
            <Input
              autoComplete="name"
              maxLength={CONTACT_LIMITS.nameMax}
              {...register('name', {
                validate: length(CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax, 'name'),
              })}
            />
          </FormField>
          <FormField label={t('contact.email')} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              {...register('email', {
                validate: (value) =>
                  !value.trim()
                    ? t('contact.errors.email_required')
                    : EMAIL.test(value.trim()) || t('contact.errors.email'),
              })}
            />
          </FormField>
        </div>
        <FormField label={t('contact.subject')} error={errors.subject?.message}>
          <Input
            maxLength={CONTACT_LIMITS.subjectMax}
            {...register('subject', {
              validate: length(CONTACT_LIMITS.subjectMin, CONTACT_LIMITS.subjectMax, 'subject'),
            })}
          />
        </FormField>
        <FormField
          label={t('contact.message')}
          error={errors.message?.message}
          hint={t('contact.message_hint', { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax })}
        >
          <Textarea
            rows={6}
            maxLength={CONTACT_LIMITS.messageMax}
            {...register('message', {
              validate: length(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax, 'message'),
            })}
          />
        </FormField>
        <FormField
          layout="inline"
          error={errors.consent?.message}
          label={
            <>
              {t('contact.consent')}{' '}
              <Link
                to={localizedPath('/politica-confidentialitate')}
                className="font-semibold text-brand underline underline-offset-2"
              >
                {t('contact.privacy_link')}
              </Link>
            </>
          }
        >
          <input
            type="checkbox"
            className={checkboxClass}
            {...register('consent', { validate: (value) => value || t('contact.errors.consent') })}
          />
        </FormField>
        {failed ? (
          <p
            role="alert"
            className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 font-semibold text-danger"
          >
            {rateLimited ? t('contact.rate_limited') : t('contact.error')}
          </p>
        ) : null}
        <Button type="submit" className="self-start" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
    </section>
  );
}
