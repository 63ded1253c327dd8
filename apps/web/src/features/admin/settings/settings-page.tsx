import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { type Resolver, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import { baniToDecimal, decimalToBani } from '@shop/shared/money';
import { COUNTIES } from '@shop/shared/romania';
import {
  type AdminShopSettings,
  type AdminShopSettingsInput,
  adminShopSettingsInputSchema,
  type OpeningHours,
} from '@shop/shared/schemas/shop-settings';
import { Button } from '@/components/ui/button';
import { checkboxClass, FormField, Input, Select } from '@/components/ui/form-field';
import { shopSettingsKeys } from '@/hooks/use-shop-settings';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { type TextKey, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { weekdayLabel } from '@/lib/weekday';
import { AdminQueryState, AdminScreen, useShopDateTimeFormat } from '../components/admin-screen';
import { useUnsavedChanges } from '../components/use-unsaved-changes';
import { InvoiceSeriesSettings } from '../invoices/series-settings';
import { IntegrationsSettings } from './integrations-section';
import { adminSettingsKeys, adminSettingsQueryOptions, saveShopSettings } from './settings-api';
import { usePermissions } from '../shell/admin-me';

const TEXT_FIELDS = [
  'company_name',
  'cui',
  'trade_register',
  'address',
  'phone',
  'email',
  'privacy_email',
  'bank_name',
  'iban',
] as const;
const MONEY_FIELDS = ['shipping_cost', 'free_shipping_from', 'share_capital'] as const;
/** The registered office as invoices state it: the checkout's address fields. */
type OfficePart = 'judet' | 'localitate' | 'adresa' | 'cod_postal';
const NUMBER_FIELDS = [
  'delivery_days_min',
  'delivery_days_max',
  'return_days',
  'refund_days',
  'warranty_months',
] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type FigureField = (typeof MONEY_FIELDS)[number] | (typeof NUMBER_FIELDS)[number];
type DayValues = { open: boolean; opens: string; closes: string };

/** What the inputs hold: text for every figure, and each weekday's hours on its own row. */
type SettingsFormValues = Record<TextField | FigureField, string> & {
  days: DayValues[];
  order_notifications: boolean;
  registered_office: Record<OfficePart, string>;
};
type OfficeField = `registered_office.${OfficePart}`;
type Field = TextField | FigureField | 'hours' | OfficeField;

function toFormValues(settings: AdminShopSettings['settings']): SettingsFormValues {
  const days = WEEKDAYS.map((day): DayValues => {
    const entry = settings.hours.find((hours) => hours.days.includes(day));
    return entry
      ? { open: true, opens: entry.open, closes: entry.close }
      : { open: false, opens: '09:00', closes: '17:00' };
  });
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, settings[field]])),
    ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, settings[field]])),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, String(settings[field])])),
    days,
    order_notifications: settings.order_notifications,
    registered_office: { ...settings.registered_office },
  } as SettingsFormValues;
}

/** "25", "25,5" or "25.50" become "25.00"/"25.50"; anything else is sent as typed, to be refused. */
const money = (text: string) => {
  const bani = decimalToBani(text);
  return bani === null ? text.trim() : baniToDecimal(bani);
};
/** A whole number as typed; an empty or unreadable one fails the schema as not a number. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Days with the same hours become one entry, as the shop's pages list them. */
function toHours(days: readonly DayValues[]): OpeningHours[] {
  const entries = new Map<string, OpeningHours>();
  days.forEach((day, index) => {
    if (!day.open) return;
    const key = `${day.opens}-${day.closes}`;
    const entry = entries.get(key) ?? { days: [], open: day.opens, close: day.closes };
    entry.days.push(index + 1);
    entries.set(key, entry);
  });
  return [...entries.values()];
}

export function toSettingsBody(values: SettingsFormValues): AdminShopSettingsInput {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])),
    ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, money(values[field])])),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, whole(values[field])])),
    hours: toHours(values.days),
    order_notifications: values.order_notifications,
    registered_office: values.registered_office,
  } as AdminShopSettingsInput;
}

const ERROR_KEYS: Record<Field, TextKey> = {
  company_name: 'admin_settings.errors.required',
  cui: 'admin_settings.errors.cui',
  trade_register: 'admin_settings.errors.trade_register',
  address: 'admin_settings.errors.required',
  phone: 'admin_settings.errors.phone',
  email: 'admin_settings.errors.email',
  privacy_email: 'admin_settings.errors.email',
  bank_name: 'admin_settings.errors.required',
  iban: 'admin_settings.errors.iban',
  shipping_cost: 'admin_settings.errors.shipping_cost',
  free_shipping_from: 'admin_settings.errors.free_shipping_from',
  delivery_days_min: 'admin_settings.errors.delivery_days',
  delivery_days_max: 'admin_settings.errors.delivery_days',
  return_days: 'admin_settings.errors.return_days',
  refund_days: 'admin_settings.errors.refund_days',
  warranty_months: 'admin_settings.errors.warranty_months',
  share_capital: 'admin_settings.errors.share_capital',
  hours: 'admin_settings.errors.hours',
  'registered_office.judet': 'admin_settings.errors.county',
  'registered_office.localitate': 'admin_settings.errors.city',
  'registered_office.adresa': 'admin_settings.errors.street',
  'registered_office.cod_postal': 'admin_settings.errors.postal_code',
};

/** The field an API or schema path names ("hours.0.open" is the hours, "registered_office.judet" its county). */
const fieldOf = (path: string): Field | null => {
  const parts = path.split('.');
  const name = (parts[0] === 'registered_office' ? parts.slice(0, 2).join('.') : parts[0]) as Field;
  return name in ERROR_KEYS ? name : null;
};

/** The error a field shows: the whole-field message, or the order rule of the delivery days. */
function errorFor(field: Field, values: SettingsFormValues): TextKey {
  const ordered =
    field === 'delivery_days_max' &&
    whole(values.delivery_days_min) > whole(values.delivery_days_max) &&
    whole(values.delivery_days_max) >= 1;
  return ordered ? 'admin_settings.errors.delivery_order' : ERROR_KEYS[field];
}

/** A field's error in react-hook-form's nested errors ("registered_office.judet"). */
function errorAt(errors: Record<string, unknown>, field: Field): { message?: string } | undefined {
  const [head, part] = field.split('.') as [string, string | undefined];
  const found = errors[head] as Record<string, unknown> | undefined;
  return (part ? found?.[part] : found) as { message?: string } | undefined;
}

/** The shared schema judges the body the form would send, as the API will; errors become locale keys. */
const settingsResolver: Resolver<SettingsFormValues> = async (values) => {
  const parsed = adminShopSettingsInputSchema.safeParse(toSettingsBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    if (field && !errorAt(errors, field)) {
      // react-hook-form reads the errors nested as the values are ("registered_office" → "judet").
      const [head, part] = field.split('.') as [string, string | undefined];
      const error = { type: issue.code, message: errorFor(field, values) };
      if (part) errors[head] = { ...(errors[head] as object | undefined), [part]: error };
      else errors[head] = error;
    }
  }
  return { values: {}, errors: errors as never };
};

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-ink-muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** What invoices state of the seller beyond its identity: the registered office, the share capital. */
function SellerFields({
  register,
  message,
  shareCapital,
}: {
  register: UseFormRegister<SettingsFormValues>;
  message: (field: Field) => string | undefined;
  shareCapital: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin_settings.invoicing')} hint={t('admin_settings.invoicing_hint')}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('admin_settings.office_county')} error={message('registered_office.judet')}>
          <Select autoComplete="off" {...register('registered_office.judet')}>
            <option value="">{t('admin_settings.office_county_placeholder')}</option>
            {COUNTIES.map((county) => (
              <option key={county.name} value={county.name}>
                {county.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('admin_settings.office_city')}
          hint={t('admin_settings.office_city_hint')}
          error={message('registered_office.localitate')}
        >
          <Input autoComplete="off" maxLength={100} {...register('registered_office.localitate')} />
        </FormField>
        <FormField label={t('admin_settings.office_street')} error={message('registered_office.adresa')}>
          <Input autoComplete="off" maxLength={200} {...register('registered_office.adresa')} />
        </FormField>
        <FormField
          label={t('admin_settings.office_postal_code')}
          error={message('registered_office.cod_postal')}
        >
          <Input
            autoComplete="off"
            inputMode="numeric"
            maxLength={7}
            {...register('registered_office.cod_postal')}
          />
        </FormField>
        {shareCapital}
      </div>
    </Section>
  );
}

function SettingsForm({ data, canEdit }: { data: AdminShopSettings; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<SettingsFormValues>({
    defaultValues: toFormValues(data.settings),
    resolver: settingsResolver,
  });
  const { register, handleSubmit, setError, formState, reset, control } = form;
  const days = useWatch({ control, name: 'days' });
  const unsaved = useUnsavedChanges(formState.isDirty);
  const notificationsHintId = useId();

  const save = useMutation({
    mutationFn: (values: SettingsFormValues) => saveShopSettings(toSettingsBody(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminSettingsKeys.all, saved);
      // What the storefront reads: the published settings, without the shop's own choices.
      const {
        order_notifications: _ownChoice,
        registered_office: _office,
        share_capital: _capital,
        ...published
      } = saved.settings;
      queryClient.setQueryData(shopSettingsKeys.all, published);
      reset(toFormValues(saved.settings));
      showShopToast(t('admin.common.saved'));
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      let focused = false;
      for (const path of Object.keys(error.fieldErrors)) {
        const field = fieldOf(path);
        if (!field || field === 'hours') continue;
        setError(field, { type: 'server', message: ERROR_KEYS[field] }, { shouldFocus: !focused });
        focused = true;
      }
    },
  });

  const message = (field: Field): string | undefined => {
    const key = errorAt(formState.errors as Record<string, unknown>, field)?.message;
    return key ? t(key as TextKey) : undefined;
  };
  const hoursError =
    message('hours') ??
    (isApiError(save.error) && Object.keys(save.error.fieldErrors).some((path) => fieldOf(path) === 'hours')
      ? t(ERROR_KEYS.hours)
      : undefined);
  const failure = save.error;
  const explained = isApiError(failure) && Object.keys(failure.fieldErrors).length > 0;
  const failed = !failure || explained ? null : (refusalDetail(failure) ?? t('admin_settings.save_error'));

  const textField = (
    field: TextField,
    options: { hint?: string; autoComplete?: string; type?: string } = {},
  ) => (
    <FormField label={t(`admin_settings.${field}`)} hint={options.hint} error={message(field)}>
      <Input
        {...register(field)}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        maxLength={200}
      />
    </FormField>
  );
  const figureField = (field: FigureField, options: { hint?: string; decimal?: boolean } = {}) => (
    <FormField label={t(`admin_settings.${field}`)} hint={options.hint} error={message(field)}>
      <Input
        {...register(field)}
        inputMode={options.decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        maxLength={12}
      />
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
      aria-label={t('admin_settings.title')}
      className="flex flex-col gap-5"
    >
      {unsaved.prompt}
      {failed ? (
        <p role="alert" className="font-semibold text-danger">
          {failed}
        </p>
      ) : null}
      {/* A disabled fieldset disables every control in it: whoever may not change them reads only. */}
      <fieldset disabled={!canEdit || save.isPending} className="flex min-w-0 flex-col gap-5">
        <Section title={t('admin_settings.identity')} hint={t('admin_settings.identity_hint')}>
          <div className="grid gap-4 md:grid-cols-2">
            {textField('company_name', { autoComplete: 'organization' })}
            {textField('address')}
            {textField('cui')}
            {textField('trade_register')}
            {textField('phone', { type: 'tel' })}
            {textField('email', { type: 'email' })}
            {textField('privacy_email', { type: 'email' })}
            {textField('bank_name')}
            {textField('iban', { hint: t('admin_settings.iban_hint') })}
          </div>
        </Section>

        <SellerFields
          register={register}
          message={message}
          shareCapital={figureField('share_capital', { decimal: true })}
        />

        <Section title={t('admin_settings.hours')} hint={t('admin_settings.hours_hint')}>
          {hoursError ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {hoursError}
            </p>
          ) : null}
          <div className="flex flex-col divide-y divide-line">
            {WEEKDAYS.map((day, index) => {
              const name = weekdayLabel(day, i18n.language);
              const open = days?.[index]?.open ?? false;
              return (
                <div
                  key={day}
                  role="group"
                  aria-label={name}
                  className="grid grid-cols-[8rem_auto] items-center gap-x-4 gap-y-2 py-2 sm:grid-cols-[10rem_7rem_1fr_1fr]"
                >
                  <span className="font-semibold">{name}</span>
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                    <input type="checkbox" className={checkboxClass} {...register(`days.${index}.open`)} />
                    {t('admin_settings.open')}
                  </label>
                  <label className="col-span-2 flex items-center gap-2 sm:col-span-1">
                    <span className="w-16 text-sm text-ink-muted sm:w-auto">{t('admin_settings.opens')}</span>
                    <Input
                      type="time"
                      disabled={!open}
                      {...register(`days.${index}.opens`)}
                      className="max-w-36"
                    />
                  </label>
                  <label className="col-span-2 flex items-center gap-2 sm:col-span-1">
                    <span className="w-16 text-sm text-ink-muted sm:w-auto">
                      {t('admin_settings.closes')}
                    </span>
                    <Input
                      type="time"
                      disabled={!open}
                      {...register(`days.${index}.closes`)}
                      className="max-w-36"
                    />
                  </label>
                </div>
              );
            })}
          </div>
        </Section>

        <Section title={t('admin_settings.figures')}>
          <div className="grid gap-4 md:grid-cols-2">
            {figureField('shipping_cost', { decimal: true })}
            {figureField('free_shipping_from', {
              decimal: true,
              hint: t('admin_settings.free_shipping_hint'),
            })}
            {figureField('delivery_days_min')}
            {figureField('delivery_days_max')}
            {figureField('return_days', { hint: t('admin_settings.return_days_hint') })}
            {figureField('refund_days', { hint: t('admin_settings.refund_days_hint') })}
            {figureField('warranty_months', { hint: t('admin_settings.warranty_months_hint') })}
          </div>
        </Section>

        <Section title={t('admin_settings.notifications')}>
          <div className="flex flex-col gap-1">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
              <input
                type="checkbox"
                className={checkboxClass}
                aria-describedby={notificationsHintId}
                {...register('order_notifications')}
              />
              {t('admin_settings.order_notifications')}
            </label>
            <p id={notificationsHintId} className="ml-8 text-sm text-ink-muted">
              {t('admin_settings.order_notifications_hint')}
            </p>
          </div>
        </Section>
      </fieldset>
      {canEdit ? (
        <Button type="submit" size="lg" disabled={save.isPending} className="self-start">
          {save.isPending ? t('admin.common.saving') : t('admin.common.save')}
        </Button>
      ) : null}
    </form>
  );
}

/** /admin/setari: the shop's identity and figures, for the `settings` permission (ADR 055). */
export function SettingsPage() {
  const { t } = useTranslation();
  const query = useQuery(adminSettingsQueryOptions());
  const canEdit = usePermissions().can('settings');
  const date = useShopDateTimeFormat('medium');
  const data = query.data;

  return (
    <AdminScreen id="settings" title={t('admin_settings.title')}>
      <p className="max-w-prose text-ink-muted">{t('admin_settings.intro')}</p>
      <AdminQueryState query={query} empty={!data} emptyTitle={t('admin.common.load_error')}>
        {data ? (
          <>
            <p className="text-sm text-ink-muted">
              {data.updated_at
                ? t('admin_settings.last_changed', {
                    date: date.format(new Date(data.updated_at)),
                    who: data.updated_by ?? '—',
                  })
                : t('admin_settings.never_changed')}
            </p>
            {canEdit ? null : (
              <p role="note" className="rounded-lg bg-honey-50 p-3 font-semibold">
                {t('admin_settings.read_only')}
              </p>
            )}
            {/* Keyed by the saved version: another save elsewhere starts the form afresh. */}
            <SettingsForm key={data.updated_at ?? 'demo'} data={data} canEdit={canEdit} />
            <InvoiceSeriesSettings canEdit={canEdit} />
            <IntegrationsSettings canEdit={canEdit} />
          </>
        ) : null}
      </AdminQueryState>
    </AdminScreen>
  );
}
