import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { decimalToBani, formatDecimalLei } from '@shop/shared/money';
import type {
  AdminOrderDetail,
  AdminOrderEditBody,
  AdminOrderQuote,
  RefundMethod,
} from '@shop/shared/schemas/admin/orders';
import { addressFields, withLocality } from '@shop/shared/schemas/checkout';
import { AddressFields } from '@/components/form/address-fields';
import { Button } from '@/components/ui/button';
import { CheckboxOption, FormField, Input, Select } from '@/components/ui/form-field';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { failureMessage, refusalDetail } from '@/lib/error-message';
import { fieldMessagesResolver, messageKey } from '@/lib/form/field-messages';
import { useSharedSchemaForm } from '@/lib/form/use-shared-schema-form';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminScreen } from '../components/admin-screen';
import { useSubmissionKeys } from '../components/submission-keys';
import {
  addProduct,
  type DraftLine,
  LinesEditor,
  ProductPicker,
  QuoteSummary,
  useServerQuote,
  wireLines,
} from './order-lines-editor';
import { Section } from './order-new';
import { editOrder, orderKeys, orderQueryOptions, quoteOrderEdit } from './orders-api';
import { useAdminPath } from '@/lib/use-localized-path';

const addressSchema = withLocality(z.object(addressFields));
type AddressValues = z.input<typeof addressSchema>;
type AddressOutput = z.output<typeof addressSchema>;
const resolver = fieldMessagesResolver(addressSchema);

/** The order's lines as the editor starts from them (a deleted product's line cannot be edited). */
const draftOf = (order: AdminOrderDetail): DraftLine[] =>
  order.lines.flatMap((line) =>
    line.product_id === null
      ? []
      : [{ produs: line.product_id, titlu: line.titlu, sku: line.sku, cantitate: line.cantitate }],
  );

/**
 * What saving does to the money of a paid order (docs/decisions/061): what was paid, the
 * difference refunded (and where: staff may choose) or left to pay, and the invoice a credit
 * note cancels before a new one is issued. Nothing for an unpaid order but its new total.
 */
function EditMoney({
  order,
  money,
  refundMethod,
  onRefundMethod,
}: {
  order: AdminOrderDetail;
  money: AdminOrderQuote['modificare'];
  refundMethod: RefundMethod | '';
  onRefundMethod: (method: RefundMethod | '') => void;
}) {
  const { t } = useTranslation();
  if (!money || order.paid_at === null) return null;
  const methods: RefundMethod[] = [
    ...(order.wallet_refund_available ? (['wallet'] as const) : []),
    ...(order.stripe_refund_available ? (['stripe'] as const) : []),
    'card',
    'bank',
  ];
  return (
    <div
      className="flex max-w-md flex-col gap-2 rounded-lg border border-line bg-sage-50 p-3"
      data-testid="edit-money"
      aria-live="polite"
    >
      <p>{t('admin_orders.edit.money.paid', { amount: formatDecimalLei(money.platit) })}</p>
      {money.rambursare ? (
        <>
          <p className="font-semibold">
            {t('admin_orders.edit.money.refund', {
              amount: formatDecimalLei(money.rambursare.suma),
              method: t(`admin_orders.refund_methods.${money.rambursare.metoda}`),
            })}
          </p>
          <FormField label={t('admin_orders.edit.money.refund_method')}>
            <Select
              value={refundMethod || money.rambursare.metoda}
              onChange={(event) => onRefundMethod(event.target.value as RefundMethod)}
            >
              {methods.map((method) => (
                <option key={method} value={method}>
                  {t(`admin_orders.refund_methods.${method}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </>
      ) : null}
      {(decimalToBani(money.rest_de_plata) ?? 0) > 0 ? (
        <p className="font-semibold">
          {t('admin_orders.edit.money.due', { amount: formatDecimalLei(money.rest_de_plata) })}
        </p>
      ) : null}
      {!money.rambursare && (decimalToBani(money.rest_de_plata) ?? 0) === 0 ? (
        <p>{t('admin_orders.edit.money.even')}</p>
      ) : null}
      {money.factura_stornata ? (
        <p className="text-sm">{t('admin_orders.edit.money.invoice', { code: money.factura_stornata })}</p>
      ) : null}
    </div>
  );
}

/** The edit form of an order that may be edited: its lines, its courier address and a note. */
function EditForm({ order }: { order: AdminOrderDetail }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<DraftLine[]>(() => draftOf(order));
  const [changeAddress, setChangeAddress] = useState(false);
  const [nota, setNota] = useState('');
  const courier = order.livrare.metoda === 'curier';
  const { form, addressControl } = useSharedSchemaForm<AddressValues, AddressOutput>(resolver, {
    judet: order.livrare.judet,
    localitate: order.livrare.localitate,
    adresa: courier ? order.livrare.adresa : '',
    cod_postal: courier ? order.livrare.cod_postal : '',
  });
  const [refundMethod, setRefundMethod] = useState<RefundMethod | ''>('');
  const preview: AdminOrderEditBody = {
    version: order.version,
    produse: wireLines(lines),
    ...(refundMethod ? { metoda_rambursare: refundMethod } : {}),
  };
  const quote = useServerQuote(['edit', order.id, order.version], preview, (body, signal) =>
    quoteOrderEdit(order.id, body, signal),
  );
  const keys = useSubmissionKeys();
  const save = useMutation({
    mutationFn: (body: AdminOrderEditBody) => editOrder(order.id, body, keys.keyFor(body)),
    onSuccess: async (updated) => {
      keys.reset();
      queryClient.setQueryData(orderKeys.detail(order.id), updated);
      showShopToast(t('admin_orders.edit.saved'));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      await navigate(adminLink(`comenzi/${order.id}`));
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        const name = path.replace(/^livrare\./, '') as keyof AddressValues;
        if (path.startsWith('livrare.') && name in addressFields) {
          form.setError(name, {
            type: 'server',
            message: messageKey(messages[0] ?? '') ?? 'checkout.errors.invalid',
          });
        }
      }
      // A conflict means someone else changed the order: the screen reads it again.
      if (error.code === 'conflict')
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    },
  });
  const [linesMissing, setLinesMissing] = useState(false);
  const body = (address: AddressOutput | null): AdminOrderEditBody => ({
    version: order.version,
    produse: wireLines(lines),
    ...(address ? { livrare: { metoda: 'curier', ...address } } : {}),
    ...(nota.trim() ? { nota: nota.trim() } : {}),
    ...(refundMethod ? { metoda_rambursare: refundMethod } : {}),
  });
  const submitWithAddress = form.handleSubmit((address) => {
    if (lines.length === 0) return setLinesMissing(true);
    save.mutate(body(address));
  });
  const failure = save.error;
  const failed =
    failure &&
    !(isApiError(failure) && Object.keys(failure.fieldErrors).some((path) => path.startsWith('livrare.')))
      ? isApiError(failure) && failure.code === 'conflict'
        ? t('admin.common.conflict')
        : (refusalDetail(failure) ?? failureMessage(failure, t))
      : null;

  return (
    <form
      noValidate
      aria-label={t('admin_orders.edit.title', { id: order.id })}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        if (changeAddress) return void submitWithAddress(event);
        event.preventDefault();
        if (lines.length === 0) return setLinesMissing(true);
        save.mutate(body(null));
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
      <Section title={t('admin_orders.delivery')}>
        <p>
          {order.livrare.metoda === 'easybox'
            ? t('admin_orders.locker', { name: order.livrare.nume })
            : t('admin_orders.courier')}
          {': '}
          {order.livrare.adresa}, {order.livrare.cod_postal} {order.livrare.localitate}, {order.livrare.judet}
        </p>
        <CheckboxOption
          label={t('admin_orders.edit.change_address')}
          help={t('admin_orders.edit.change_address_help')}
          checked={changeAddress}
          onChange={(event) => setChangeAddress(event.target.checked)}
        />
        {changeAddress ? (
          <AddressFields
            idPrefix="edit-order-address"
            autoCompleteSection="shipping"
            control={addressControl}
          />
        ) : null}
      </Section>
      <Section title={t('admin_orders.manual.totals')}>
        <dl className="grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt className="text-ink-muted">{t('admin_orders.edit.total_now')}</dt>
          <dd className="text-right tabular-nums">{formatDecimalLei(order.total)}</dd>
        </dl>
        <QuoteSummary query={quote} />
        <EditMoney
          order={order}
          money={quote.data?.modificare}
          refundMethod={refundMethod}
          onRefundMethod={setRefundMethod}
        />
        <FormField label={t('admin_orders.edit.note')} hint={t('admin_orders.edit.note_hint')}>
          <Input value={nota} maxLength={500} onChange={(event) => setNota(event.target.value)} />
        </FormField>
        {failed ? (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-danger">
            {failed}
          </p>
        ) : null}
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? t('admin_orders.edit.saving') : t('admin_orders.edit.save')}
        </Button>
      </Section>
    </form>
  );
}

/**
 * "Modifică comanda": an order's lines, quantities and courier address changed before it ships
 * (docs/decisions/061). The server prices the change before it is saved; an order that may not
 * be edited says why.
 */
export function EditOrder() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...orderQueryOptions(valid ? id : 0), enabled: valid });
  useDocumentTitle(t('admin.document_title', { page: t('admin_orders.edit.title', { id }) }));
  const order = query.data;
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);

  return (
    <AdminScreen
      id="edit-order"
      title={t('admin_orders.edit.title', { id })}
      actions={
        <Link
          to={adminLink(`comenzi/${valid ? id : ''}`)}
          className="inline-flex min-h-11 items-center gap-1 text-brand underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('admin_orders.edit.back')}
        </Link>
      }
    >
      {notFound ? (
        <EmptyState title={t('admin_orders.not_found')} />
      ) : query.isPending ? (
        <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : query.isError || !order ? (
        <ErrorState
          title={t('admin.common.load_error')}
          retryLabel={t('admin.common.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : order.edit_refused ? (
        <p role="status" className="rounded-lg bg-sage-50 p-3">
          {order.edit_refused}
        </p>
      ) : (
        <>
          <p className="text-ink-muted">{t('admin_orders.edit.intro')}</p>
          {/* Keyed by version: a conflict reloads the order and the form starts from what it is now. */}
          <EditForm key={order.version} order={order} />
        </>
      )}
    </AdminScreen>
  );
}
