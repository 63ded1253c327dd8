import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { decimalToBani, formatLei } from '@shop/shared/money';
import { type AdminOrderDetail, ORDER_BULK_MAX } from '@shop/shared/schemas/admin/orders';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { orderQueryOptions } from './orders-api';
import { useAdminPath } from '@/lib/use-localized-path';

// On paper only the slips show: the admin's menu and header are hidden without touching the
// layout, and each slip starts a page of its own.
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden; }
  .packing-slips, .packing-slips * { visibility: visible; }
  .packing-slips { position: absolute; inset: 0 auto auto 0; width: 100%; gap: 0; }
  .packing-slip { border: 0; padding: 0; break-after: page; }
  .packing-slip:last-child { break-after: auto; }
  .packing-slip-tools { display: none; }
}`;

/** The packing slip of one order: what goes in the parcel and where it goes, ready to print. */
export function PackingSlip() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...orderQueryOptions(valid ? id : 0), enabled: valid });
  useDocumentTitle(t('admin.document_title', { page: `${t('admin_orders.packing_slip')} #${id}` }));
  const order = query.data;

  if (!valid || (isApiError(query.error) && query.error.status === 404)) {
    return <EmptyState title={t('admin_orders.not_found')} />;
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError || !order) {
    return (
      <ErrorState
        title={t('admin.common.load_error')}
        retryLabel={t('admin.common.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <style>{PRINT_CSS}</style>
      <div className="packing-slip-tools flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm-touch">
          <Link to={adminLink(`comenzi/${order.id}`)}>
            <ArrowLeft aria-hidden="true" />
            {t('admin_orders.order_title', { id: order.id })}
          </Link>
        </Button>
        <Button size="sm-touch" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('admin_orders.print_now')}
        </Button>
      </div>
      <div className="packing-slips flex flex-col gap-4">
        <SlipSheet order={order} heading="h1" />
      </div>
    </div>
  );
}

/** The order numbers of `?comenzi=1,2,3`, each once, in the order given (at most a bulk's worth). */
function orderIdsOf(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, ORDER_BULK_MAX);
}

/**
 * The packing slips of the orders the list chose (`?comenzi=1,2,3`), one after the other on one
 * page, each printed on a sheet of its own; an order that cannot be read is named, not skipped.
 */
export function PackingSlips() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = orderIdsOf(params.get('comenzi'));
  const queries = useQueries({ queries: ids.map((id) => orderQueryOptions(id)) });
  const title = t('admin_orders.slips.title', { count: ids.length });
  useDocumentTitle(t('admin.document_title', { page: title }));
  const pending = queries.some((query) => query.isPending);
  const failed = ids.filter((_, index) => queries[index]!.isError);

  if (ids.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('admin_orders.packing_slip')}</h1>
        <EmptyState
          title={t('admin_orders.slips.none')}
          action={
            <Link to={adminLink('comenzi')} className="text-brand underline underline-offset-4">
              {t('admin_orders.back')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <style>{PRINT_CSS}</style>
      <div className="packing-slip-tools flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm-touch">
            <Link to={adminLink('comenzi')}>
              <ArrowLeft aria-hidden="true" />
              {t('admin_orders.back')}
            </Link>
          </Button>
          <Button size="sm-touch" disabled={pending} onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('admin_orders.print_now')}
          </Button>
        </div>
        {failed.length > 0 ? (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-danger">
            {t('admin_orders.slips.failed', { ids: failed.map((id) => `#${id}`).join(', ') })}
          </p>
        ) : null}
      </div>
      {pending ? (
        <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <div className="packing-slips flex flex-col gap-4">
          {queries.map((query) =>
            query.data ? <SlipSheet key={query.data.id} order={query.data} heading="h2" /> : null,
          )}
        </div>
      )}
    </div>
  );
}

/**
 * What the courier collects on delivery, in bani: for cash on delivery, the total less what the
 * wallet paid and what was already received; null for any other way of paying.
 */
export function cashToCollect(order: {
  plata: string;
  total: string;
  din_portofel: string;
  paid_amount: string;
}): number | null {
  if (order.plata !== 'ramburs') return null;
  const owed = (decimalToBani(order.total) ?? 0) - (decimalToBani(order.din_portofel) ?? 0);
  return Math.max(0, owed - (decimalToBani(order.paid_amount) ?? 0));
}

/** One order's slip: what goes in the parcel and where it goes (a page of its own on paper). */
function SlipSheet({ order, heading }: { order: AdminOrderDetail; heading: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const Heading = heading;
  const Subheading = heading === 'h1' ? 'h2' : 'h3';
  const delivery = order.livrare;
  const toCollect = cashToCollect(order);
  const headingId = `slip-${order.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="packing-slip flex flex-col gap-4 rounded-card border border-line bg-surface p-6 text-ink"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-3">
        <div>
          <p className="text-xl font-bold text-brand">{t('app.name')}</p>
          <Heading id={headingId} className="text-2xl font-bold">
            {t('admin_orders.packing_slip')} · {t('admin_orders.order_title', { id: order.id })}
          </Heading>
        </div>
        <p className="text-3xl font-bold tabular-nums">#{order.id}</p>
      </header>
      <section aria-labelledby={`${headingId}-ship-to`}>
        <Subheading id={`${headingId}-ship-to`} className="font-semibold uppercase">
          {t('admin_orders.ship_to')}
        </Subheading>
        <p className="text-lg font-semibold">
          {order.prenume} {order.nume}
        </p>
        <p>{order.telefon}</p>
        {delivery.metoda === 'easybox' ? (
          <p className="font-semibold">
            {t('admin_orders.locker', { name: delivery.nume })} ({delivery.locker_id})
          </p>
        ) : null}
        <p>{delivery.adresa}</p>
        <p>
          {delivery.cod_postal} {delivery.localitate}, {delivery.judet}
        </p>
      </section>
      <section aria-labelledby={`${headingId}-payment`} className="flex flex-col gap-1">
        <Subheading id={`${headingId}-payment`} className="font-semibold uppercase">
          {t('admin_orders.slip.payment')}
        </Subheading>
        <p>{t(`admin_orders.methods.${order.plata}`)}</p>
        {toCollect === null ? null : (
          <p className="text-xl font-bold">
            {toCollect > 0
              ? t('admin_orders.slip.collect', { amount: formatLei(toCollect) })
              : t('admin_orders.slip.nothing_to_collect')}
          </p>
        )}
      </section>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('admin_orders.lines')}</caption>
        <thead>
          <tr className="border-b-2 border-ink">
            <th scope="col" className="py-1 pr-2">
              {t('admin_orders.sku')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('admin_orders.product')}
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              {t('admin_orders.quantity')}
            </th>
            <th scope="col" className="py-1 text-center">
              {t('admin_orders.packed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index} className="border-b border-line">
              <td className="py-2 pr-2 font-mono">{line.sku ?? '—'}</td>
              <td className="py-2 pr-2">{line.titlu}</td>
              <td className="py-2 pr-2 text-right text-lg font-bold tabular-nums">{line.cantitate}</td>
              <td className="py-2 text-center">
                <span aria-hidden="true" className="inline-block size-5 border-2 border-ink" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.observatii ? (
        <section aria-labelledby={`${headingId}-notes`} className="rounded-lg border-2 border-ink p-3">
          <Subheading id={`${headingId}-notes`} className="font-semibold uppercase">
            {t('admin_orders.customer_notes')}
          </Subheading>
          <p className="whitespace-pre-line">{order.observatii}</p>
        </section>
      ) : null}
    </article>
  );
}
