import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDecimalLei } from '@shop/shared/money';
import type { AdminCustomerOrderStats, AdminOrderPage } from '@shop/shared/schemas/admin/orders';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { downloadCsv } from '../components/download-csv';
import { ExportCsvButton } from '../components/export-csv-button';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { customerKeys } from './customers-api';
import { useAdminPath } from '@/lib/use-localized-path';

/** How many of a customer's latest orders their page lists (the orders list has them all). */
const LATEST_ORDERS = 10;

/** "Exportă CSV" on the customers list: the customers its search finds. */
export function ExportCustomersButton({ q }: { q: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ExportCsvButton
        download={() =>
          downloadCsv('/admin/customers/export.csv', `clienti-${new Date().toISOString().slice(0, 10)}.csv`, {
            q: q.trim() || undefined,
          })
        }
      />
    </div>
  );
}

/** A customer's orders on their page: what they spent, their average order, and the latest orders. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const dates = useShopDateTimeFormat('medium', 'short');
  const stats = useQuery({
    queryKey: [...customerKeys.all, 'order-stats', customerId],
    queryFn: ({ signal }) =>
      api.get<AdminCustomerOrderStats>(`/admin/customers/${customerId}/order-stats/`, { signal }),
  });
  const orders = useQuery({
    queryKey: [...customerKeys.all, 'orders', customerId],
    queryFn: ({ signal }) =>
      api.get<AdminOrderPage>('/admin/orders/', {
        signal,
        params: { customer: customerId, per: LATEST_ORDERS },
      }),
  });
  const failed = stats.isError || orders.isError;
  return (
    <section aria-labelledby="customer-orders" className="rounded-card border border-line bg-surface p-5">
      <h2 id="customer-orders" className="mb-3 text-lg font-bold">
        {t('admin_customers.orders.title')}
      </h2>
      {failed ? (
        <ErrorState
          title={t('admin.common.load_error')}
          retryLabel={t('admin.common.retry')}
          onRetry={() => void Promise.all([stats.refetch(), orders.refetch()])}
          retrying={stats.isFetching || orders.isFetching}
        />
      ) : !stats.data || !orders.data ? (
        <div role="status" aria-label={t('admin.common.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-ink-muted">{t('admin_customers.orders.count')}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="customer-orders-count">
                {stats.data.orders}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">{t('admin_customers.orders.total_spent')}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="customer-total-spent">
                {formatDecimalLei(stats.data.total_spent)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">{t('admin_customers.orders.average')}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="customer-average-order">
                {formatDecimalLei(stats.data.average_order)}
              </dd>
            </div>
          </dl>
          {orders.data.results.length === 0 ? (
            <p className="text-ink-muted">{t('admin_customers.orders.none')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {orders.data.results.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                  <Link
                    to={adminLink(`comenzi/${order.id}`)}
                    className="font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    {t('admin_orders.order_title', { id: order.id })}
                  </Link>
                  <span className="text-ink-muted">{dates.format(new Date(order.created_at))}</span>
                  <OrderStatusBadge status={order.status} />
                  <span className="ml-auto font-semibold tabular-nums">{formatDecimalLei(order.total)}</span>
                </li>
              ))}
            </ul>
          )}
          {stats.data.orders > orders.data.results.length ? (
            <Link
              to={adminLink(`comenzi?client=${customerId}`)}
              className="self-start text-brand underline underline-offset-4"
            >
              {t('admin_customers.orders.all', { count: stats.data.orders })}
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
}
