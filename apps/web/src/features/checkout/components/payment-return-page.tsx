import { CircleAlert, Hourglass, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { Order } from '@shop/shared/schemas/checkout';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { isApiError } from '@/lib/api-client';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCartStore } from '@/stores/cart-store';
import { isOrderId, useOrder } from '../api/get-order';
import { clearDraft, clearPendingPayment, pendingKeyFor } from '../lib/checkout-session';
import { ConfirmationSkeleton } from './checkout-success-page';
import { OrderConfirmation } from './order-confirmation';

/** How often, and how many times, the page asks again while the payment is being confirmed. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_POLL_READS = 10;

function isPaid(order: Order): boolean {
  return order.paid_at !== null || order.payment.status === 'succeeded';
}

function awaitsConfirmation(order: Order): boolean {
  return order.status === 'awaiting_payment' && order.payment.status === 'pending';
}

/**
 * /success, the card payment's return page (contract §2, no layout): `order` and `key` (a return
 * token, or the key this tab kept) open the order. Paid: the cart is emptied and the confirmation
 * shown. Not confirmed yet (the provider's notice is on its way): a calm wait, asking again a few
 * times. Declined: on to the retry page.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const [params] = useSearchParams();
  const id = Number(params.get('order') ?? NaN);
  // Read once: the stored key is dropped when the order is paid or cancelled, and the page keeps it.
  const [key] = useState(() => params.get('key') ?? (isOrderId(id) ? pendingKeyFor(id) : undefined));
  const query = useOrder(id, key, {
    refetchInterval: (order, reads) =>
      order && awaitsConfirmation(order) && reads < PAYMENT_POLL_READS ? PAYMENT_POLL_MS : false,
  });
  const order = query.data;
  const paid = order ? isPaid(order) : false;
  const cleared = useRef(false);

  // The order held the stock while the card was being paid; now the cart has done its job.
  useEffect(() => {
    if (!paid || cleared.current) return;
    cleared.current = true;
    useCartStore.getState().clear();
    clearDraft();
    clearPendingPayment();
  }, [paid]);

  if (!isOrderId(id)) return <Navigate to={localizedPath('/')} replace />;
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <Navigate to={localizedPath('/')} replace />;
  }
  if (query.isError && !order) {
    return (
      <ErrorState
        title={t('checkout.payment_return.error')}
        description={t('errors.network')}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!order) return <ConfirmationSkeleton label={t('checkout.payment_return.checking')} />;
  if (paid || order.plata !== 'card') return <OrderConfirmation order={order} orderKey={key} />;

  const retryPath = `${localizedPath('/checkout/plata')}?order=${order.id}${key ? `&key=${encodeURIComponent(key)}` : ''}&status=declined`;
  if (order.payment.status === 'failed' || order.status !== 'awaiting_payment') {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface p-6 text-center sm:p-8">
        <CircleAlert aria-hidden="true" className="size-10 text-danger" />
        <h1 className="text-2xl font-bold">{t('checkout.payment_return.failed_title')}</h1>
        <p className="text-ink-muted">{t('checkout.payment_return.failed_text')}</p>
        <Button asChild size="lg">
          <Link to={retryPath}>{t('checkout.payment_return.go_retry')}</Link>
        </Button>
      </div>
    );
  }

  const stillPolling = query.dataUpdatedAt > 0 && query.isFetching;
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface p-6 text-center sm:p-8">
      <Hourglass aria-hidden="true" className="size-10 text-brand motion-safe:animate-pulse" />
      <h1 className="text-2xl font-bold">{t('checkout.payment_return.waiting_title')}</h1>
      <p role="status" className="max-w-prose text-ink-muted">
        {t('checkout.payment_return.waiting_text')}
      </p>
      <Button
        variant="secondary"
        onClick={() => void query.refetch()}
        aria-disabled={stillPolling || undefined}
      >
        <RotateCw aria-hidden="true" className={stillPolling ? 'motion-safe:animate-spin' : undefined} />
        {t('checkout.payment_return.check_again')}
      </Button>
    </div>
  );
}
