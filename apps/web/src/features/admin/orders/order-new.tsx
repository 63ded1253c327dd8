import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ComponentType, type ReactNode, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { AdminCustomerSummary } from '@shop/shared/schemas/admin/customers';
import {
  type AdminManualOrderBody,
  MANUAL_ORDER_PAYMENTS,
  type ManualOrderPayment,
} from '@shop/shared/schemas/admin/orders';
import { addressFields, type Locker, orderCreateSchema, withLocality } from '@shop/shared/schemas/checkout';
import { AddressFields } from '@/components/form/address-fields';
import { Button } from '@/components/ui/button';
import { checkboxClass, FormField, Input, Textarea } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { isApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/error-message';
import { fieldMessagesResolver, messageKey } from '@/lib/form/field-messages';
import { useSharedSchemaForm } from '@/lib/form/use-shared-schema-form';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminScreen } from '../components/admin-screen';
import { useSubmissionKeys } from '../components/submission-keys';
import { usePermissions } from '../shell/admin-me';
import {
  addProduct,
  type DraftLine,
  LinesEditor,
  ProductPicker,
  QuoteSummary,
  useServerQuote,
  wireLines,
} from './order-lines-editor';
import { customerSearchQueryOptions, orderKeys, placeManualOrder, quoteManualOrder } from './orders-api';
import { useAdminPath } from '@/lib/use-localized-path';

/** The customer's contact and the courier address, checked by the checkout's own rules. */
const contactSchema = withLocality(
  orderCreateSchema.pick({ email: true, telefon: true, nume: true, prenume: true }).extend(addressFields),
);
type ContactValues = z.input<typeof contactSchema>;
type ContactOutput = z.output<typeof contactSchema>;
const resolver = fieldMessagesResolver(contactSchema);
const EMPTY: ContactValues = {
  email: '',
  telefon: '',
  nume: '',
  prenume: '',
  judet: '',
  localitate: '',
  adresa: '',
  cod_postal: '',
};
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A choice of a few options as radio buttons, each a touch target's height. */
export function RadioChoice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2.5">
          <input
            type="radio"
            name={name}
            className={checkboxClass}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Finds a customer account by email, name or phone; choosing one fills the contact fields. */
function CustomerSearch({ onPick }: { onPick: (customer: AdminCustomerSummary) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q.trim(), 300);
  const query = useQuery(customerSearchQueryOptions(debounced));
  const results = query.data?.results ?? [];
  const searching = debounced.length >= 2;
  return (
    <div className="flex flex-col gap-2">
      <FormField
        label={t('admin_orders.manual.find_customer')}
        hint={t('admin_orders.manual.find_customer_hint')}
      >
        <Input
          type="search"
          value={q}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setQ(event.target.value)}
        />
      </FormField>
      <div aria-live="polite">
        {!searching ? null : query.isPending ? (
          <p className="text-ink-muted">{t('admin_orders.manual.searching')}</p>
        ) : query.isError ? (
          <p role="alert" className="text-danger">
            {failureMessage(query.error, t)}
          </p>
        ) : results.length === 0 ? (
          <p className="text-ink-muted">{t('admin_orders.manual.no_customers')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
            {results.map((customer) => (
              <li key={customer.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
                <span className="min-w-0 break-words">
                  <span className="block font-semibold">
                    {`${customer.first_name} ${customer.last_name}`.trim() || customer.email}
                  </span>
                  <span className="text-sm text-ink-muted">{customer.email}</span>
                </span>
                <Button type="button" variant="secondary" size="sm-touch" onClick={() => onPick(customer)}>
                  {t('admin_orders.manual.choose_customer')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Who the order is for: a customer account found by search, or a guest; their contact. */
function CustomerFields({
  mayPickCustomer,
  who,
  onWho,
  client,
  onClient,
  field,
  errorText,
}: {
  mayPickCustomer: boolean;
  who: 'guest' | 'account';
  onWho: (who: 'guest' | 'account') => void;
  client: AdminCustomerSummary | null;
  onClient: (customer: AdminCustomerSummary | null) => void;
  field: (name: keyof ContactValues) => object;
  errorText: (name: keyof ContactValues) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin_orders.customer')}>
      {mayPickCustomer ? (
        <RadioChoice
          legend={t('admin_orders.manual.who')}
          name="who"
          value={who}
          onChange={onWho}
          options={[
            { value: 'guest', label: t('admin_orders.manual.guest') },
            { value: 'account', label: t('admin_orders.manual.account') },
          ]}
        />
      ) : null}
      {who === 'account' ? (
        client ? (
          <p className="flex flex-wrap items-center gap-2">
            <span>{t('admin_orders.manual.chosen_customer', { email: client.email })}</span>
            <Button type="button" variant="link" size="sm-touch" onClick={() => onClient(null)}>
              {t('admin_orders.manual.change_customer')}
            </Button>
          </p>
        ) : (
          <CustomerSearch onPick={onClient} />
        )
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin_orders.manual.last_name')} error={errorText('nume')}>
          <Input autoComplete="off" maxLength={100} {...field('nume')} />
        </FormField>
        <FormField label={t('admin_orders.manual.first_name')} error={errorText('prenume')}>
          <Input autoComplete="off" maxLength={100} {...field('prenume')} />
        </FormField>
        <FormField label={t('admin_orders.manual.email')} error={errorText('email')}>
          <Input type="email" autoComplete="off" maxLength={254} {...field('email')} />
        </FormField>
        <FormField label={t('admin_orders.manual.phone')} error={errorText('telefon')}>
          <Input type="tel" autoComplete="off" maxLength={30} {...field('telefon')} />
        </FormField>
      </div>
    </Section>
  );
}

/** How the order is paid, its coupon and the customer's notes. */
function PaymentFields(props: {
  plata: ManualOrderPayment;
  onPlata: (plata: ManualOrderPayment) => void;
  cupon: string;
  onCupon: (cupon: string) => void;
  observatii: string;
  onObservatii: (notes: string) => void;
}) {
  const { t } = useTranslation();
  const { plata, onPlata, cupon, onCupon, observatii, onObservatii } = props;
  return (
    <Section title={t('admin_orders.payments')}>
      <RadioChoice
        legend={t('admin_orders.payment_method')}
        name="plata"
        value={plata}
        onChange={onPlata}
        options={MANUAL_ORDER_PAYMENTS.map((value) => ({
          value,
          label: t(`admin_orders.manual.payments.${value}`),
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin_orders.manual.coupon')} hint={t('admin_orders.manual.coupon_hint')}>
          <Input
            value={cupon}
            maxLength={50}
            autoComplete="off"
            onChange={(event) => onCupon(event.target.value)}
          />
        </FormField>
        <FormField label={t('admin_orders.manual.notes')}>
          <Textarea
            value={observatii}
            maxLength={500}
            rows={2}
            onChange={(event) => onObservatii(event.target.value)}
          />
        </FormField>
      </div>
    </Section>
  );
}

/**
 * "Comandă nouă": an order staff take by phone or at the counter (docs/decisions/061). The
 * products are found by title or SKU, the customer is an account or a guest, the totals are the
 * server's (asked again as the order changes), and placing goes through the storefront's own code.
 */
/** The easybox picker the screen is given (the checkout's, composed by the route). */
export type LockerPickerComponent = ComponentType<{
  name: string;
  value: Locker | null;
  onChange: (locker: Locker | null) => void;
  error?: string | undefined;
}>;

export function NewOrder({ LockerPicker }: { LockerPicker: LockerPickerComponent }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayPickCustomer = usePermissions().can('customers');
  useDocumentTitle(t('admin.document_title', { page: t('admin_orders.manual.title') }));
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [linesMissing, setLinesMissing] = useState(false);
  const [who, setWho] = useState<'guest' | 'account'>('guest');
  const [client, setClient] = useState<AdminCustomerSummary | null>(null);
  const [method, setMethod] = useState<'curier' | 'easybox'>('curier');
  const [locker, setLocker] = useState<Locker | null>(null);
  const [lockerMissing, setLockerMissing] = useState(false);
  const [plata, setPlata] = useState<ManualOrderPayment>('ramburs');
  const [cupon, setCupon] = useState('');
  const [observatii, setObservatii] = useState('');
  const { form, field, errorText, addressControl } = useSharedSchemaForm<ContactValues, ContactOutput>(
    resolver,
    EMPTY,
  );
  const email = useWatch({ control: form.control, name: 'email' }) ?? '';
  const account = who === 'account' ? client : null;
  const quoteBody = {
    produse: wireLines(lines),
    cupon: cupon.trim() || undefined,
    client: account?.id,
    email: !account && LOOKS_LIKE_EMAIL.test(email.trim()) ? email.trim() : undefined,
  };
  const quote = useServerQuote(['new'], quoteBody, quoteManualOrder);
  const keys = useSubmissionKeys();
  const place = useMutation({
    mutationFn: (body: AdminManualOrderBody) => placeManualOrder(body, keys.keyFor(body)),
    onSuccess: async (order) => {
      keys.reset();
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      showShopToast(t('admin_orders.manual.placed', { id: order.id }));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      await navigate(adminLink(`comenzi/${order.id}`));
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        const name = path.replace(/^livrare\./, '') as keyof ContactValues;
        if (name in EMPTY) {
          form.setError(name, {
            type: 'server',
            message: messageKey(messages[0] ?? '') ?? 'checkout.errors.invalid',
          });
        }
      }
    },
  });

  const pickCustomer = (customer: AdminCustomerSummary) => {
    setClient(customer);
    form.setValue('email', customer.email);
    if (customer.first_name) form.setValue('prenume', customer.first_name);
    if (customer.last_name) form.setValue('nume', customer.last_name);
    if (customer.phone) form.setValue('telefon', customer.phone);
    form.clearErrors();
  };

  type Contact = Pick<ContactValues, 'email' | 'telefon' | 'nume' | 'prenume'>;
  const send = (contact: Contact, address: Omit<ContactValues, keyof Contact> | null) => {
    if (lines.length === 0) return setLinesMissing(true);
    if (!address && !locker) return setLockerMissing(true);
    place.mutate({
      produse: wireLines(lines),
      email: contact.email.trim(),
      telefon: contact.telefon,
      nume: contact.nume,
      prenume: contact.prenume,
      livrare: address ? { metoda: 'curier', ...address } : { metoda: 'easybox', locker_id: locker!.id },
      facturare: { tip: 'persoana_fizica' },
      plata,
      ...(cupon.trim() ? { cupon: cupon.trim() } : {}),
      observatii,
      ...(account ? { client: account.id } : {}),
    });
  };
  const submitCourier = form.handleSubmit(
    ({ email: to, telefon, nume, prenume, ...address }) =>
      send({ email: to, telefon, nume, prenume }, address),
    () => {
      if (lines.length === 0) setLinesMissing(true);
    },
  );
  // An easybox takes no typed address: only the contact fields are checked.
  const submitLocker = async () => {
    if (await form.trigger(['email', 'telefon', 'nume', 'prenume'], { shouldFocus: true })) {
      send(form.getValues(), null);
    } else if (lines.length === 0) setLinesMissing(true);
  };

  const failure = place.error;
  const refused =
    failure &&
    !(
      isApiError(failure) &&
      Object.keys(failure.fieldErrors).some((path) => path.replace(/^livrare\./, '') in EMPTY)
    )
      ? failureMessage(failure, t)
      : null;

  return (
    <AdminScreen
      id="new-order"
      title={t('admin_orders.manual.title')}
      actions={
        <Link
          to={adminLink('comenzi')}
          className="inline-flex min-h-11 items-center gap-1 text-brand underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('admin_orders.back')}
        </Link>
      }
    >
      <p className="text-ink-muted">{t('admin_orders.manual.intro')}</p>
      <form
        noValidate
        aria-label={t('admin_orders.manual.title')}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          if (method === 'curier') return void submitCourier(event);
          event.preventDefault();
          void submitLocker();
        }}
      >
        <Section title={t('admin_orders.manual.products')}>
          <ProductPicker
            onAdd={(item) => {
              setLines((current) => addProduct(current, item));
              setLinesMissing(false);
            }}
          />
          <LinesEditor lines={lines} onChange={setLines} quote={quote.data} />
          {linesMissing ? (
            <p role="alert" className="font-semibold text-danger">
              {t('admin_orders.manual.lines_required')}
            </p>
          ) : null}
        </Section>

        <CustomerFields
          mayPickCustomer={mayPickCustomer}
          who={who}
          onWho={setWho}
          client={client}
          onClient={(customer) => (customer ? pickCustomer(customer) : setClient(null))}
          field={field}
          errorText={errorText}
        />

        <Section title={t('admin_orders.delivery')}>
          <RadioChoice
            legend={t('admin_orders.manual.delivery_method')}
            name="livrare"
            value={method}
            onChange={setMethod}
            options={[
              { value: 'curier', label: t('admin_orders.courier') },
              { value: 'easybox', label: t('admin_orders.manual.easybox') },
            ]}
          />
          {method === 'curier' ? (
            <AddressFields
              idPrefix="new-order-address"
              autoCompleteSection="shipping"
              control={addressControl}
            />
          ) : (
            <LockerPicker
              name="locker"
              value={locker}
              onChange={(chosen) => {
                setLocker(chosen);
                setLockerMissing(false);
              }}
              error={lockerMissing ? t('checkout.errors.lockerRequired') : undefined}
            />
          )}
        </Section>

        <PaymentFields
          plata={plata}
          onPlata={setPlata}
          cupon={cupon}
          onCupon={setCupon}
          observatii={observatii}
          onObservatii={setObservatii}
        />

        <Section title={t('admin_orders.manual.totals')}>
          <QuoteSummary query={quote} />
          {refused ? (
            <p role="alert" className="rounded-lg bg-danger-soft p-3 text-danger">
              {refused}
            </p>
          ) : null}
          <Button type="submit" className="self-start" disabled={place.isPending}>
            {place.isPending ? t('admin_orders.manual.placing') : t('admin_orders.manual.place')}
          </Button>
        </Section>
      </form>
    </AdminScreen>
  );
}
