import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/order-status';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useTranslation } from '@/lib/i18n';
import { couponQueryOptions } from './coupons-api';
import { CouponStatusBadge, useCouponFormat } from './coupon-format';
import { useAdminPath } from '@/lib/use-localized-path';

/** One coupon's rules and the latest orders that used it. */
export function CouponDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const query = useQuery(couponQueryOptions(id));
  const format = useCouponFormat();
  const coupon = query.data;

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-2">
        <DialogTitle className="sr-only">{t('admin.common.loading')}</DialogTitle>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (!coupon) {
    return (
      <>
        <DialogTitle className="sr-only">{t('admin.common.load_error')}</DialogTitle>
        <ErrorState
          title={t('admin.common.load_error')}
          retryLabel={t('admin.common.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  return (
    <>
      <DialogTitle className="font-mono">{coupon.cod}</DialogTitle>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t('admin_coupons.status')}</dt>
        <dd>
          <CouponStatusBadge status={coupon.status} />
        </dd>
        <dt className="font-semibold">{t('admin_coupons.discount')}</dt>
        <dd>{format.discount(coupon)}</dd>
        <dt className="font-semibold">{t('admin_coupons.min_subtotal')}</dt>
        <dd>{format.lei(coupon.min_subtotal)}</dd>
        <dt className="font-semibold">{t('admin_coupons.validity')}</dt>
        <dd>{format.validity(coupon)}</dd>
        <dt className="font-semibold">{t('admin_coupons.usage')}</dt>
        <dd className="tabular-nums">{format.usage(coupon)}</dd>
        <dt className="font-semibold">{t('admin_coupons.usage_limit_per_customer')}</dt>
        <dd>{coupon.usage_limit_per_customer ?? t('admin_coupons.unlimited')}</dd>
        <dt className="font-semibold">{t('admin_coupons.first_order_only')}</dt>
        <dd>{coupon.first_order_only ? t('admin.common.yes') : t('admin.common.no')}</dd>
      </dl>
      <h3 className="mt-2 text-lg font-bold">{t('admin_coupons.orders')}</h3>
      {coupon.orders.length === 0 ? (
        <p className="text-ink-muted">{t('admin_coupons.orders_empty')}</p>
      ) : (
        <Table caption={t('admin_coupons.orders')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin_coupons.order')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_coupons.date')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_coupons.email')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_coupons.order_discount')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_coupons.order_status')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {coupon.orders.map((order) => (
              <TableRow key={order.order_id}>
                <TableCell>
                  <Link
                    to={adminLink(`comenzi/${order.order_id}`)}
                    className="font-semibold text-brand underline underline-offset-2"
                  >
                    #{order.order_id}
                  </Link>
                </TableCell>
                <TableCell className="whitespace-nowrap">{format.date(order.created_at)}</TableCell>
                <TableCell className="break-all">{order.email}</TableCell>
                <TableCell className="whitespace-nowrap">{format.lei(order.discount)}</TableCell>
                <TableCell>
                  {(ORDER_STATUSES as readonly string[]).includes(order.status)
                    ? t(`admin_coupons.order_statuses.${order.status as OrderStatus}`)
                    : order.status}
                  {order.released ? ` (${t('admin_coupons.released')})` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('admin_coupons.close')}
        </Button>
      </DialogActions>
    </>
  );
}
