import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Printer } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { decimalToBani, formatDecimalLei, formatLei } from '@shop/shared/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/shared/order-status';
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, Input } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NoteForm, RefundDialog } from './order-forms';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTags } from './order-tools';
import { changeOrderStatus, orderKeys, orderQueryOptions } from './orders-api';
import { RefundTransfer } from './refund-transfer';
import { AmountDue } from './amount-due';
import { usePermissions } from '../shell/admin-me';
import { ShipmentPanel } from './shipment-panel';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { useSubmissionKeys } from '../components/submission-keys';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useAdminPath, useLocalizedPath } from '@/lib/use-localized-path';

const lei = formatDecimalLei;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-4">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The status buttons staff may press now; cancelling asks first. */
function StatusActions({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useSubmissionKeys();
  const mutation = useMutation({
    mutationFn: (status: OrderStatus) => {
      const body = { status, ...(note.trim() ? { note } : {}) };
      return changeOrderStatus(order.id, body, keys.keyFor(body));
    },
    onSuccess: async (updated) => {
      keys.reset();
      // Cleared before the list refreshes, so a note typed for the next step meanwhile is kept.
      queryClient.setQueryData(orderKeys.detail(order.id), updated);
      setConfirming(null);
      setNote('');
      setFailure(null);
      showShopToast(
        t('admin_orders.status_changed', { status: ORDER_STATUS_LABELS[updated.status][i18n.language] }),
      );
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      setConfirming(null);
      setFailure(
        isApiError(error) && error.code === 'conflict'
          ? t('admin.common.conflict')
          : (refusalDetail(error) ?? t('admin_orders.error')),
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    },
  });
  const press = (status: OrderStatus) =>
    status === 'cancelled' ? setConfirming(status) : mutation.mutate(status);

  return (
    <div className="flex flex-col gap-2">
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-danger">
          {failure}
        </p>
      ) : null}
      {order.allowed_transitions.length > 0 ? (
        <>
          <FormField label={t('admin_orders.status_note')}>
            <Input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            {order.allowed_transitions.map((status) => (
              <Button
                key={status}
                variant={status === 'cancelled' ? 'secondary-danger' : 'primary'}
                size="sm-touch"
                disabled={mutation.isPending}
                onClick={() => press(status)}
              >
                {t(`admin_orders.move_to.${status}`)}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <p className="text-ink-muted">{t('admin_orders.no_actions')}</p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => mutation.mutate('cancelled')}
        title={t('admin_orders.cancel_title', { id: order.id })}
        description={t('admin_orders.cancel_body')}
        cancelLabel={t('admin_orders.keep')}
        confirmLabel={t('admin_orders.cancel_confirm')}
        busy={mutation.isPending}
      />
    </div>
  );
}

function Lines({ order }: { order: AdminOrderDetail }) {
  const localizedPath = useLocalizedPath();
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('admin_orders.subtotal'), lei(order.subtotal)],
    ...(decimalToBani(order.discount)
      ? [
          [
            order.reducere_recomandare
              ? t('admin_orders.referral_discount')
              : order.cupon
                ? t('admin_orders.coupon', { code: order.cupon })
                : t('admin_orders.discount'),
            `−${lei(order.discount)}`,
          ] as [string, string],
        ]
      : []),
    [t('admin_orders.shipping'), lei(order.shipping_cost)],
    [t('admin_orders.total'), lei(order.total)],
    ...(decimalToBani(order.din_portofel)
      ? ([
          [t('admin_orders.from_wallet'), `−${lei(order.din_portofel)}`],
          [
            t('admin_orders.rest'),
            formatLei((decimalToBani(order.total) ?? 0) - (decimalToBani(order.din_portofel) ?? 0)),
          ],
        ] as [string, string][])
      : []),
    [t('admin_orders.vat'), lei(order.tva)],
  ];
  return (
    <>
      <Table caption={t('admin_orders.lines')} captionHidden density="dense">
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('admin_orders.product')}</TableHeaderCell>
            <TableHeaderCell>{t('admin_orders.sku')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_orders.quantity')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_orders.unit_price')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_orders.line_total')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line, index) => (
            <TableRow key={`${line.product_id ?? 'x'}-${index}`}>
              <TableCell>
                {line.product_slug ? (
                  <Link
                    to={localizedPath(`/produs/${line.product_slug}`)}
                    className="text-brand underline-offset-4 hover:underline"
                  >
                    {line.titlu}
                  </Link>
                ) : (
                  <>
                    {line.titlu} <span className="text-ink-muted">({t('admin_orders.deleted_product')})</span>
                  </>
                )}
              </TableCell>
              <TableCell>{line.sku ?? '—'}</TableCell>
              <TableCell align="end">{line.cantitate}</TableCell>
              <TableCell align="end" className="whitespace-nowrap">
                {lei(line.pret)}
              </TableCell>
              <TableCell align="end" className="whitespace-nowrap">
                {lei(line.total_linie)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Parties({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const delivery = order.livrare;
  const billing = order.facturare;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Section title={t('admin_orders.customer')}>
        <p className="font-semibold">
          {order.prenume} {order.nume}
        </p>
        <p>
          <a href={`mailto:${order.email}`} className="text-brand underline-offset-4 hover:underline">
            {order.email}
          </a>
        </p>
        <p>
          <a href={`tel:${order.telefon}`} className="text-brand underline-offset-4 hover:underline">
            {order.telefon}
          </a>
        </p>
        <p className="mt-2 text-ink-muted">
          {order.customer.account_email
            ? t('admin_orders.account', { email: order.customer.account_email })
            : t('admin_orders.guest')}
        </p>
        {order.observatii ? (
          <p className="mt-2">
            <span className="font-semibold">{t('admin_orders.customer_notes')}:</span> {order.observatii}
          </p>
        ) : null}
      </Section>
      <Section title={t('admin_orders.delivery')}>
        <p className="font-semibold">
          {delivery.metoda === 'easybox'
            ? t('admin_orders.locker', { name: delivery.nume })
            : t('admin_orders.courier')}
        </p>
        {delivery.metoda === 'easybox' ? <p className="text-ink-muted">{delivery.locker_id}</p> : null}
        <p>{delivery.adresa}</p>
        <p>
          {delivery.cod_postal} {delivery.localitate}, {delivery.judet}
        </p>
        <ShipmentPanel order={order} />
      </Section>
      <Section title={t('admin_orders.billing')}>
        {billing.tip === 'companie' ? (
          <>
            <p className="font-semibold">{billing.denumire}</p>
            <p>
              {t('admin_orders.cui')}: {billing.cui}
            </p>
            <p>
              {t('admin_orders.reg_no')}: {billing.nr_reg_com}
            </p>
            {billing.sediu ? (
              <p>
                {billing.sediu.adresa}, {billing.sediu.cod_postal} {billing.sediu.localitate},{' '}
                {billing.sediu.judet}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p>{t('admin_orders.person')}</p>
            {/* Masked but the last three digits by the API (decision 049); the invoice has it whole. */}
            {billing.cnp ? (
              <p>
                {t('admin_orders.cnp')}: <span className="font-mono">{billing.cnp}</span>
              </p>
            ) : null}
          </>
        )}
      </Section>
    </div>
  );
}

function Money({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const dateTime = useShopDateTimeFormat('medium');
  const [refunding, setRefunding] = useState(false);
  // Paying money back is its own permission: a "Magazin" ships but does not refund (ADR 055).
  const mayRefund = usePermissions().can('refunds');
  const refundable = mayRefund && (decimalToBani(order.refundable_amount) ?? 0) > 0;
  return (
    <Section title={t('admin_orders.payments')}>
      <dl className="mb-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 sm:max-w-sm">
        <dt className="text-ink-muted">{t('admin_orders.payment_method')}</dt>
        <dd className="text-right">{t(`admin_orders.methods.${order.plata}`)}</dd>
        <dt className="text-ink-muted">{t('admin_orders.payment_status')}</dt>
        <dd className="text-right">{t(`admin_orders.payment_states.${order.payment_status}`)}</dd>
        <dt className="text-ink-muted">{t('admin_orders.paid_amount')}</dt>
        <dd className="text-right tabular-nums">{lei(order.paid_amount)}</dd>
        <dt className="text-ink-muted">{t('admin_orders.refunded_amount')}</dt>
        <dd className="text-right tabular-nums">{lei(order.refunded_amount)}</dd>
        <dt className="text-ink-muted">{t('admin_orders.refundable_amount')}</dt>
        <dd className="text-right font-semibold tabular-nums">{lei(order.refundable_amount)}</dd>
      </dl>
      <AmountDue order={order} />
      {order.payments.length === 0 ? (
        <p className="text-ink-muted">{t('admin_orders.no_payments')}</p>
      ) : (
        <ul className="mb-3 flex flex-col gap-1 text-sm">
          {order.payments.map((payment) => (
            <li key={payment.id}>
              {dateTime.format(new Date(payment.created_at))} ·{' '}
              {t(`admin_orders.providers.${payment.provider}`)} ·{' '}
              {t(`admin_orders.attempt_statuses.${payment.status}`)} · {lei(payment.amount)}
              {payment.failure_reason ? (
                <span className="text-ink-muted"> ({payment.failure_reason})</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-2 mb-1 font-semibold">{t('admin_orders.refunds')}</h3>
      {order.refunds.length === 0 ? (
        <p className="text-ink-muted">{t('admin_orders.no_refunds')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              {dateTime.format(new Date(refund.created_at))} · {lei(refund.amount)} ·{' '}
              {t(`admin_orders.refund_methods.${refund.method}`)} · {refund.reason}
              {refund.created_by ? <span className="text-ink-muted"> — {refund.created_by}</span> : null}
              <RefundTransfer orderId={order.id} refund={refund} />
            </li>
          ))}
        </ul>
      )}
      {refundable ? (
        <Button variant="secondary" size="sm-touch" className="mt-3" onClick={() => setRefunding(true)}>
          {t('admin_orders.refund')}
        </Button>
      ) : null}
      {refunding ? <RefundDialog order={order} onClose={() => setRefunding(false)} /> : null}
    </Section>
  );
}

function Timeline({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  const dateTime = useShopDateTimeFormat('medium');
  return (
    <Section title={t('admin_orders.history')}>
      <ol className="flex flex-col gap-3 border-l-2 border-line pl-4">
        {order.history.map((entry, index) => (
          <li key={index}>
            <p className="font-semibold">{ORDER_STATUS_LABELS[entry.to_status][i18n.language]}</p>
            <p className="text-sm text-ink-muted">
              {dateTime.format(new Date(entry.created_at))} ·{' '}
              {entry.actor in { customer: 1, payment: 1, system: 1, staff: 1 }
                ? t(`admin_orders.actors.${entry.actor as 'customer' | 'payment' | 'system' | 'staff'}`)
                : entry.actor}
            </p>
            {entry.note ? <p className="text-sm">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Notes({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const dateTime = useShopDateTimeFormat('medium');
  return (
    <Section title={t('admin_orders.notes')}>
      {order.notes.length === 0 ? (
        <p className="mb-3 text-ink-muted">{t('admin_orders.no_notes')}</p>
      ) : (
        <ul className="mb-3 flex flex-col gap-2">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-sage-50 p-2">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="text-sm text-ink-muted">
                {note.author ?? '—'} · {dateTime.format(new Date(note.created_at))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <NoteForm orderId={order.id} />
    </Section>
  );
}

/** One order for staff: what was bought, by whom, where it goes, its money, history and notes. */
export function OrderDetail() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...orderQueryOptions(valid ? id : 0), enabled: valid });
  const dateTime = useShopDateTimeFormat('medium');
  useDocumentTitle(t('admin.document_title', { page: t('admin_orders.order_title', { id }) }));
  const order = query.data;
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);

  return (
    <div className="flex flex-col gap-4">
      <Link
        to={adminLink('comenzi')}
        className="inline-flex items-center gap-1 self-start text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin_orders.back')}
      </Link>
      {notFound ? (
        <EmptyState title={t('admin_orders.not_found')} />
      ) : query.isPending ? (
        <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : query.isError || !order ? (
        <ErrorState
          title={t('admin.common.load_error')}
          retryLabel={t('admin.common.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight">
                {t('admin_orders.order_title', { id: order.id })}
                <OrderStatusBadge status={order.status} size="md" />
              </h1>
              <p className="text-ink-muted">
                {t('admin_orders.placed_on', { date: dateTime.format(new Date(order.created_at)) })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {order.edit_refused === null ? (
                <Button asChild variant="secondary" size="sm-touch">
                  <Link to={adminLink(`comenzi/${order.id}/modifica`)}>
                    <Pencil aria-hidden="true" />
                    {t('admin_orders.edit.open')}
                  </Link>
                </Button>
              ) : null}
              <Button asChild variant="secondary" size="sm-touch">
                <Link to={adminLink(`comenzi/${order.id}/print`)}>
                  <Printer aria-hidden="true" />
                  {t('admin_orders.print')}
                </Link>
              </Button>
            </div>
          </div>
          <Section title={t('admin_orders.actions')}>
            <StatusActions order={order} />
          </Section>
          <Section title={t('admin_orders.tags.title')}>
            <OrderTags orderId={order.id} tags={order.tags} />
          </Section>
          <Section title={t('admin_orders.lines')}>
            <Lines order={order} />
          </Section>
          <Parties order={order} />
          <div className="grid gap-4 lg:grid-cols-2">
            <Money order={order} />
            <Timeline order={order} />
          </div>
          <Notes order={order} />
        </>
      )}
    </div>
  );
}
