import { CircleAlert, CircleCheck, CreditCard, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { decimalToBani, formatLei } from '@shop/shared/money';
import { orderStatusLabel } from '@shop/shared/order-status';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ParcelTracking } from '@/components/ui/parcel-tracking';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useConfetti } from '../hooks/use-confetti';
import { OrderLines, type ConfirmationOrder } from './order-lines';
import { TransferDetails } from './transfer-details';

type OrderConfirmationProps = {
  order: ConfirmationOrder;
  /** The key that opened the order: a card order not paid yet links to its payment page with it. */
  orderKey?: string | undefined;
};

/**
 * Contract §2 "Checkout success": a headline with the order id, thanks by surname and first name,
 * the lines (title, quantity, price × quantity in lei), shipping, total and a way back to the
 * shop; the bank details for a transfer; confetti for about 1.8 s. Partial data (navigation state
 * from elsewhere) shows what there is and says the rest is missing.
 */
export function OrderConfirmation({ order, orderKey }: OrderConfirmationProps) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const productsId = useId();
  const language = i18n.language === 'en' ? 'en' : 'ro';
  const cancelled = order.status === 'cancelled' || order.status === 'refunded';
  const cardPending = order.plata === 'card' && order.status === 'awaiting_payment';
  useConfetti(!cancelled && !cardPending);

  // What a staff edit of the paid order left to pay (docs/decisions/061).
  const due = decimalToBani(order.rest_de_plata ?? '0') ?? 0;
  const name = [order.nume, order.prenume].filter(Boolean).join(' ');
  const complete = (order.produse?.length ?? 0) > 0;
  const delivery = order.livrare;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className={
            cancelled
              ? 'grid size-16 place-items-center rounded-full bg-danger-soft text-danger'
              : 'grid size-16 place-items-center rounded-full bg-sage-100 text-brand'
          }
        >
          {cancelled ? <CircleAlert className="size-9" /> : <CircleCheck className="size-9" />}
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {order.status === 'awaiting_payment'
            ? t('checkout.success.headline_awaiting', { id: order.id })
            : t('checkout.success.headline', { id: order.id })}
        </h1>
        <p className="text-lg">
          {name ? t('checkout.success.thanks', { name }) : t('checkout.success.thanks_anonymous')}
        </p>
        {order.email ? (
          <p className="text-ink-muted">{t('checkout.success.email_note', { email: order.email })}</p>
        ) : null}
        {order.status ? (
          <p className="rounded-full bg-sage-100 px-3 py-1 text-sm font-semibold text-brand">
            {t('checkout.success.status', {
              status: orderStatusLabel(order.status, Boolean(order.paid_at), language),
            })}
          </p>
        ) : null}
      </div>

      {cancelled ? (
        <p role="status" className="rounded-lg bg-danger-soft px-4 py-3 font-semibold">
          {t('checkout.success.cancelled')}
        </p>
      ) : null}

      {cardPending ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-honey-300 bg-honey-100/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold">{t('checkout.success.card_pending')}</p>
          <Button asChild size="sm">
            <Link
              to={`${localizedPath('/checkout/plata')}?order=${order.id}${orderKey ? `&key=${encodeURIComponent(orderKey)}` : ''}`}
            >
              <CreditCard aria-hidden="true" />
              {t('checkout.success.pay_now')}
            </Link>
          </Button>
        </div>
      ) : null}

      {due > 0 && !cancelled ? (
        <p
          role="status"
          className="rounded-lg border border-honey-300 bg-honey-100/60 px-4 py-3"
          data-testid="amount-due"
        >
          <strong className="block">{t('checkout.success.amount_due', { amount: formatLei(due) })}</strong>
          {t('checkout.success.amount_due_how')}
        </p>
      ) : null}

      {order.transfer && !cancelled ? (
        <TransferDetails transfer={order.transfer} expiresAt={order.expires_at} />
      ) : null}

      <section aria-labelledby={productsId} className="rounded-card border border-line bg-surface p-4 sm:p-6">
        <h2 id={productsId} className="mb-4 text-lg font-bold">
          {t('checkout.success.products')}
        </h2>
        {complete ? null : (
          <p className="mb-4 flex items-start gap-2 rounded-lg bg-sage-50 px-3 py-2.5 text-sm">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            {t('checkout.success.missing_details')}
          </p>
        )}
        <OrderLines order={order} headingId={productsId} />
      </section>

      {delivery || order.plata ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {delivery ? (
            <div className="rounded-card border border-line bg-surface p-4">
              <h2 className="flex items-center gap-2 font-bold">
                <MapPin aria-hidden="true" className="size-4 text-brand" />
                {t('checkout.success.delivery_title')}
              </h2>
              <p className="mt-1 text-sm">
                {delivery.metoda === 'easybox'
                  ? t('checkout.success.delivery_locker', {
                      name: delivery.nume,
                      address: `${delivery.adresa}, ${delivery.localitate}`,
                    })
                  : t('checkout.success.delivery_courier', {
                      address: `${delivery.adresa}, ${delivery.localitate}, ${delivery.judet}, ${delivery.cod_postal}`,
                    })}
              </p>
              <ParcelTracking tracking={order.livrare_awb} className="mt-3" />
            </div>
          ) : null}
          {order.plata ? (
            <div className="rounded-card border border-line bg-surface p-4">
              <h2 className="flex items-center gap-2 font-bold">
                <CreditCard aria-hidden="true" className="size-4 text-brand" />
                {t('checkout.success.payment_title')}
              </h2>
              <p className="mt-1 text-sm">{t(`checkout.success.payment_${order.plata}`)}</p>
            </div>
          ) : null}
        </div>
      ) : null}

      <Button asChild size="lg" className="self-center">
        <Link to={localizedPath('/')}>{t('checkout.success.back_to_shop')}</Link>
      </Button>
    </div>
  );
}
