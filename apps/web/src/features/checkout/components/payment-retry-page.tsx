import { CircleAlert, CircleCheck, CreditCard, LoaderCircle, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { orderStatusLabel } from '@shop/shared/order-status';
import type { Order } from '@shop/shared/schemas/checkout';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCancelOrder } from '../api/cancel-order';
import { isOrderId, useOrder } from '../api/get-order';
import { useRetryPayment } from '../api/retry-payment';
import { clearPendingPayment, pendingKeyFor, savePendingPayment } from '../lib/checkout-session';
import { goToPaymentPage } from '../lib/navigation';
import { OrderLines } from './order-lines';

type Reason = 'declined' | 'cancelled' | 'closed' | null;

function reasonOf(value: string | null): Reason {
  return value === 'declined' || value === 'cancelled' || value === 'closed' ? value : null;
}

function formatDeadline(value: string | null, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ro-RO', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Bucharest',
  }).format(date);
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6">
      {children}
    </div>
  );
}

/** The order's state, and what can be done about it from here. */
function PaymentActions({
  order,
  orderKey,
  reason,
}: {
  order: Order;
  orderKey: string | undefined;
  reason: Reason;
}) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const retry = useRetryPayment();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const language = i18n.language === 'en' ? 'en' : 'ro';
  const busy = retry.isPending || cancel.isPending || leaving;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (cancel.isSuccess) doneRef.current?.focus();
  }, [cancel.isSuccess]);

  const payAgain = async () => {
    if (busy) return;
    try {
      const { payment_url: url } = await retry.mutateAsync({ id: order.id, key: orderKey });
      if (orderKey) savePendingPayment({ id: order.id, key: orderKey });
      setLeaving(true);
      goToPaymentPage(url);
    } catch {
      // The alert below says why.
    }
  };

  const cancelOrder = async () => {
    if (busy) return;
    try {
      await cancel.mutateAsync({ id: order.id, key: orderKey });
      clearPendingPayment();
      setConfirming(false);
    } catch {
      setConfirming(false);
    }
  };

  const failure = retry.error ?? cancel.error;
  const failureText = failure
    ? isApiError(failure) && failure.status >= 400 && failure.status < 500
      ? failure.detail
      : t(errorMessageKey(failure))
    : null;

  if (order.status === 'cancelled' || order.status === 'refunded') {
    return (
      <div ref={doneRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        <p role="status" className="flex items-start gap-2 font-semibold">
          <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          {cancel.isSuccess
            ? t('checkout.retry.cancelled_done', { id: order.id })
            : t('checkout.retry.not_payable', {
                id: order.id,
                status: orderStatusLabel(order.status, order.paid_at !== null, language),
              })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={localizedPath('/checkout')}>{t('checkout.retry.to_checkout')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={localizedPath('/cart')}>{t('checkout.retry.to_cart')}</Link>
          </Button>
        </div>
      </div>
    );
  }

  if (order.paid_at || order.status !== 'awaiting_payment') {
    return (
      <div className="flex flex-col gap-4">
        <p className="flex items-start gap-2 font-semibold">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          {order.paid_at
            ? t('checkout.retry.already_paid', { id: order.id })
            : t('checkout.retry.not_payable', {
                id: order.id,
                status: orderStatusLabel(order.status, order.paid_at !== null, language),
              })}
        </p>
        <Button asChild className="self-start">
          <Link
            to={`${localizedPath('/checkout/success')}?id=${order.id}${orderKey ? `&key=${encodeURIComponent(orderKey)}` : ''}`}
          >
            {t('checkout.retry.view_order')}
          </Link>
        </Button>
      </div>
    );
  }

  const deadline = formatDeadline(order.expires_at, language);
  return (
    <div className="flex flex-col gap-4">
      {reason !== 'closed' && deadline ? <p>{t('checkout.retry.reserved', { date: deadline })}</p> : null}
      {failureText ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-danger-soft px-3.5 py-3 font-semibold"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          {failureText}
        </p>
      ) : null}
      {confirming ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="retry-cancel-title"
          className="flex flex-col gap-3 rounded-lg border border-danger/30 bg-danger-soft/50 p-4 outline-none"
        >
          <p id="retry-cancel-title" className="font-bold">
            {t('checkout.retry.cancel_confirm_title', { id: order.id })}
          </p>
          <p className="text-sm">{t('checkout.retry.cancel_confirm_text')}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary-danger"
              onClick={() => void cancelOrder()}
              aria-disabled={busy || undefined}
            >
              {cancel.isPending ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : null}
              {cancel.isPending ? t('checkout.retry.cancelling') : t('checkout.retry.cancel_confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('checkout.retry.cancel_keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => void payAgain()} aria-disabled={busy || undefined}>
            {retry.isPending || leaving ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : (
              <CreditCard aria-hidden="true" />
            )}
            {retry.isPending || leaving ? t('checkout.retry.starting') : t('checkout.retry.try_again')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
            {t('checkout.retry.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * /checkout/plata: where a declined, abandoned or cancelled card payment lands. It explains,
 * shows the order, and offers to pay again (a new attempt, `POST …/plata/`) or to cancel the
 * order (`POST …/anulare/`, the stock returns). The key comes from the URL (a return token) or
 * from this tab, which kept it before leaving for the card page.
 */
export function PaymentRetryPage() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const [params] = useSearchParams();
  const id = Number(params.get('order') ?? NaN);
  const reason = reasonOf(params.get('status'));
  // Read once: the stored key is dropped when the order is paid or cancelled, and the page keeps it.
  const [key] = useState(() => params.get('key') ?? (isOrderId(id) ? pendingKeyFor(id) : undefined));
  const query = useOrder(id, key);
  const summaryId = useId();
  const order = query.data;

  const notFound =
    !isOrderId(id) ||
    (query.isError && isApiError(query.error) && [400, 401, 404].includes(query.error.status));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {notFound ? (
        <Panel>
          <h1 className="text-2xl font-bold">{t('checkout.retry.no_access_title')}</h1>
          <p className="text-ink-muted">{t('checkout.retry.no_access_text')}</p>
          <Button asChild className="self-start">
            <Link to={localizedPath('/')}>{t('checkout.retry.back_home')}</Link>
          </Button>
        </Panel>
      ) : query.isError && !order ? (
        <ErrorState
          title={t('checkout.retry.load_error')}
          description={t(errorMessageKey(query.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !order ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <>
          <Panel>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {order.status !== 'awaiting_payment'
                ? t('checkout.retry.generic_title', { id: order.id })
                : reason === 'declined'
                  ? t('checkout.retry.declined_title')
                  : reason === 'cancelled'
                    ? t('checkout.retry.cancelled_title')
                    : reason === 'closed'
                      ? t('checkout.retry.closed_title')
                      : t('checkout.retry.generic_title', { id: order.id })}
            </h1>
            {order.status === 'awaiting_payment' && reason === 'declined' ? (
              <p className="text-ink-muted">{t('checkout.retry.declined_text', { id: order.id })}</p>
            ) : null}
            {order.status === 'awaiting_payment' && reason === 'cancelled' ? (
              <p className="text-ink-muted">{t('checkout.retry.cancelled_text', { id: order.id })}</p>
            ) : null}
            <PaymentActions order={order} orderKey={key} reason={reason} />
          </Panel>
          <section
            aria-labelledby={summaryId}
            className="rounded-card border border-line bg-surface p-5 sm:p-6"
          >
            <h2 id={summaryId} className="mb-4 text-lg font-bold">
              {t('checkout.retry.summary')} #{order.id}
            </h2>
            <OrderLines order={order} headingId={summaryId} />
          </section>
        </>
      )}
    </div>
  );
}
