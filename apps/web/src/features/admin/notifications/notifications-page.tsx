import { useMutation, useQuery } from '@tanstack/react-query';
import { BellOff, UserRoundCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import {
  type AdminNotification,
  adminNotificationSchema,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
} from '@shop/shared/schemas/push';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/choice-card';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError, FormField, Input, Textarea } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { AdminQueryState, AdminScreen } from '../components/admin-screen';
import { applyServerErrors, keyedResolver, translatedError } from '../components/keyed-form';
import { useSubmissionKeys } from '../components/submission-keys';
import { customersQueryOptions } from '../customers/customers-api';
import { notificationStatusQueryOptions, sendNotification } from './notifications-api';

const SEARCH_DELAY_MS = 250;
const SHOWN_CUSTOMERS = 8;

type FormValues = AdminNotification;
type Body = z.output<typeof adminNotificationSchema>;

const EMPTY: FormValues = { title: '', body: '', url: '', audience: 'all', customer_id: null };

/** The one customer a notification goes to: found by email, name or phone, then chosen. */
function CustomerPicker({
  value,
  onChange,
  error,
}: {
  value: { id: number; email: string } | null;
  onChange: (customer: { id: number; email: string } | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const searchId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const results = useQuery({ ...customersQueryOptions({ q: search, page: 1 }), enabled: search.length >= 2 });

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <p id={labelId} className="font-semibold">
        {t('admin_notifications.customer')}
      </p>
      {value ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex items-center gap-2">
            <UserRoundCheck aria-hidden="true" className="size-5 text-brand" />
            {t('admin_notifications.customer_chosen', { email: value.email })}
          </p>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('admin_notifications.customer_change')}
          </Button>
        </div>
      ) : (
        <>
          <label htmlFor={searchId} className="text-sm">
            {t('admin_notifications.customer_search')}
          </label>
          <Input
            id={searchId}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {search.length >= 2 ? (
            <div aria-live="polite">
              {results.isPending ? (
                <Spinner label={t('admin_notifications.customer_searching')} />
              ) : results.isError ? (
                <p className="text-sm text-danger">{t('admin_notifications.customer_search_error')}</p>
              ) : (results.data?.results.length ?? 0) === 0 ? (
                <p className="text-sm text-ink-muted">{t('admin_notifications.customer_no_results')}</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {results.data!.results.slice(0, SHOWN_CUSTOMERS).map((customer) => (
                    <li key={customer.id}>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="w-full justify-start"
                        onClick={() => onChange({ id: customer.id, email: customer.email })}
                      >
                        <span className="truncate">
                          {t('admin_notifications.customer_choose', { email: customer.email })}
                        </span>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
        </>
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function NotificationForm() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [reached, setReached] = useState<number | null>(null);
  const [customer, setCustomer] = useState<{ id: number; email: string } | null>(null);
  const form = useForm<FormValues, unknown, Body>({
    resolver: keyedResolver(adminNotificationSchema, {
      title: 'admin_notifications.errors.title',
      body: 'admin_notifications.errors.body',
      url: 'admin_notifications.errors.url',
      customer_id: 'admin_notifications.errors.customer',
    }),
    defaultValues: EMPTY,
  });
  const [audience, title, body] = useWatch({ control: form.control, name: ['audience', 'title', 'body'] });
  const keys = useSubmissionKeys();
  const mutation = useMutation({
    mutationFn: (values: Body) => sendNotification(values, keys.keyFor(values)),
    onSuccess: (answer) => {
      keys.reset();
      form.reset(EMPTY);
      setCustomer(null);
      setReached(answer.reached);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'push.not_configured') {
        setFailure(t('admin_notifications.not_configured'));
        return;
      }
      setFailure(
        applyServerErrors(error, ['title', 'body', 'url', 'audience', 'customer_id'], form.setError) ??
          t('admin_notifications.errors.failed'),
      );
    },
  });
  const chooseCustomer = (chosen: { id: number; email: string } | null) => {
    setCustomer(chosen);
    form.setValue('customer_id', chosen?.id ?? null, { shouldValidate: form.formState.isSubmitted });
  };
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="notification-form-title"
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          setFailure(null);
          setReached(null);
          mutation.mutate({
            ...values,
            customer_id: values.audience === 'customer' ? values.customer_id : null,
          });
        })(event)
      }
      className="flex max-w-3xl flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="notification-form-title" className="text-xl font-semibold">
        {t('admin_notifications.form_title')}
      </h2>
      {reached !== null ? (
        <p role="status" className="rounded-lg bg-sage-50 p-3 font-semibold">
          {reached === 0
            ? t('admin_notifications.sent_none')
            : t('admin_notifications.sent', { count: reached })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : null}
      <FormField
        label={t('admin_notifications.notification_title')}
        error={translatedError(t, errors.title?.message)}
        counter={t('admin_notifications.counter', { used: title.length, max: NOTIFICATION_TITLE_MAX })}
      >
        <Input autoComplete="off" maxLength={NOTIFICATION_TITLE_MAX} {...form.register('title')} />
      </FormField>
      <FormField
        label={t('admin_notifications.notification_body')}
        error={translatedError(t, errors.body?.message)}
        counter={t('admin_notifications.counter', { used: body.length, max: NOTIFICATION_BODY_MAX })}
      >
        <Textarea rows={3} maxLength={NOTIFICATION_BODY_MAX} {...form.register('body')} />
      </FormField>
      <FormField
        label={t('admin_notifications.url')}
        hint={t('admin_notifications.url_hint')}
        error={translatedError(t, errors.url?.message)}
      >
        <Input autoComplete="off" spellCheck={false} placeholder="/produse/" {...form.register('url')} />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('admin_notifications.audience')}</legend>
        {NOTIFICATION_AUDIENCES.map((option) => (
          <ChoiceCard
            key={option}
            value={option}
            title={t(`admin_notifications.audiences.${option}`)}
            description={t(`admin_notifications.audience_hints.${option}`)}
            {...form.register('audience')}
          />
        ))}
      </fieldset>
      {audience === 'customer' ? (
        <CustomerPicker
          value={customer}
          onChange={chooseCustomer}
          error={translatedError(t, errors.customer_id?.message)}
        />
      ) : null}
      <Button type="submit" className="self-start" disabled={mutation.isPending}>
        {mutation.isPending ? t('admin_notifications.sending') : t('admin_notifications.send')}
      </Button>
    </form>
  );
}

/** /admin/notificari: a push notification to the app's users (docs/decisions/042). */
export function NotificationsPage() {
  const { t } = useTranslation();
  const status = useQuery(notificationStatusQueryOptions());
  return (
    <AdminScreen id="notifications" title={t('admin_notifications.title')}>
      <p className="max-w-prose text-ink-muted">{t('admin_notifications.intro')}</p>
      <AdminQueryState query={status} empty={!status.data} emptyTitle={t('admin.common.load_error')}>
        {status.data?.configured === false ? (
          <div role="alert">
            <EmptyState
              icon={<BellOff className="size-6" />}
              title={t('admin_notifications.not_configured_title')}
              description={t('admin_notifications.not_configured')}
            />
          </div>
        ) : (
          <NotificationForm />
        )}
      </AdminQueryState>
    </AdminScreen>
  );
}
