import { Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageKey } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { ACCOUNT_ORDERS_PER_PAGE, useAccountOrders } from '../api/account';
import { orderTitles } from '../lib/customer-texts';
import { formatAmount, formatDate } from '../lib/format';
import { AccountSection } from './account-section';
import { OrderStatusBadge } from './order-status-badge';

/** The customer's orders, newest first, a page at a time; each opens its own page. */
export function OrdersSection() {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const [page, setPage] = useState(1);
  const orders = useAccountOrders(page);

  let content;
  if (orders.data && orders.data.count === 0) {
    content = (
      <EmptyState
        icon={<Package className="size-6" />}
        title={t('account.orders.empty')}
        description={t('account.orders.empty_hint')}
        action={
          <Button asChild variant="secondary">
            <Link to={localizedPath('/produse')}>{t('account.orders.to_shop')}</Link>
          </Button>
        }
      />
    );
  } else if (orders.data) {
    const totalPages = Math.ceil(orders.data.count / ACCOUNT_ORDERS_PER_PAGE);
    content = (
      <div className="flex flex-col gap-4" aria-busy={orders.isPlaceholderData}>
        <ul className="flex flex-col gap-3">
          {orders.data.results.map((order) => (
            <li
              key={order.id}
              className="relative flex flex-col gap-2 rounded-lg border border-line p-4 transition-colors hover:border-brand sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                {/* The whole card opens the order; the link's name stays its visible text. */}
                <Link
                  to={localizedPath(`/contul-meu/comenzi/${order.id}`)}
                  className="font-semibold after:absolute after:inset-0 after:rounded-lg hover:text-brand"
                >
                  {t('account.orders.number', { id: order.id })}
                </Link>
                <span className="text-sm text-ink-muted">
                  {t('account.orders.placed_on', { date: formatDate(order.created_at, i18n.language) })}
                  {' · '}
                  {t('account.orders.items', { count: order.produse_count })}
                </span>
                <span className="truncate text-sm">{orderTitles(order, i18n.language).join(', ')}</span>
              </div>
              <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
                <OrderStatusBadge status={order.status} paid={false} />
                <span className="font-semibold">
                  {t('account.orders.total', { total: formatAmount(order.total) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={totalPages}
          label={t('account.orders.pagination')}
          onChange={setPage}
        />
      </div>
    );
  } else if (orders.isError) {
    content = (
      <ErrorState
        title={t('account.orders.load_error')}
        description={t(errorMessageKey(orders.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
        compact
      />
    );
  } else {
    content = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('account.orders.loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <AccountSection id="comenzi" title={t('account.orders.title')}>
      {content}
    </AccountSection>
  );
}
