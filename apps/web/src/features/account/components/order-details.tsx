import type { AccountOrder } from '@shop/shared/schemas/account';
import { decimalToBani, formatLei } from '@shop/shared/money';
import { orderStatusLabel } from '@shop/shared/order-status';
import { useId, type ReactNode } from 'react';
import { ParcelTracking } from '@/components/ui/parcel-tracking';
import { useTranslation } from '@/lib/i18n';
import { formatDate } from '../lib/format';

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-semibold text-ink-muted">{title}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Delivery (with the parcel's AWB once there is one), payment and billing of an order. */
export function OrderFacts({
  order,
}: {
  order: Pick<AccountOrder, 'livrare' | 'plata' | 'paid_at' | 'facturare' | 'livrare_awb'> &
    Partial<Pick<AccountOrder, 'rest_de_plata' | 'transfer'>>;
}) {
  const { t, i18n } = useTranslation();
  const delivery = order.livrare;
  const billing = order.facturare;
  // What a staff edit of the paid order left to pay (docs/decisions/061).
  const due = decimalToBani(order.rest_de_plata ?? '0') ?? 0;
  const place = `${delivery.adresa}, ${delivery.localitate}, ${delivery.judet}, ${delivery.cod_postal}`;
  return (
    <dl className="grid gap-4 rounded-lg border border-line p-4 sm:grid-cols-3">
      <Fact title={t('account.order.delivery')}>
        {delivery.metoda === 'easybox'
          ? t('account.order.locker', { name: `${delivery.nume}, ${place}` })
          : t('account.order.courier', { address: place })}
        <ParcelTracking tracking={order.livrare_awb} className="mt-2" />
      </Fact>
      <Fact title={t('account.order.payment')}>
        <span className="block">{t(`account.order.payment_${order.plata}`)}</span>
        <span className="block text-sm text-ink-muted">
          {order.paid_at
            ? t('account.order.paid_on', { date: formatDate(order.paid_at, i18n.language) })
            : t('account.order.unpaid')}
        </span>
        {due > 0 ? (
          <span className="mt-1 block rounded-lg bg-honey-100 p-2 text-sm" data-testid="amount-due">
            <strong className="block">{t('account.order.amount_due', { amount: formatLei(due) })}</strong>
            {t('account.order.amount_due_how', { reference: order.transfer?.referinta ?? '' })}
          </span>
        ) : null}
      </Fact>
      <Fact title={t('account.order.billing')}>
        {billing.tip === 'companie'
          ? t('account.order.billing_company', { name: billing.denumire, cui: billing.cui })
          : t('account.order.billing_person')}
      </Fact>
    </dl>
  );
}

/** Each change of the order's status, oldest first. */
export function OrderHistory({ order }: { order: AccountOrder }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const language = i18n.language === 'en' ? 'en' : 'ro';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('account.order.history')}
      </h2>
      <ol className="flex flex-col gap-3 border-l-2 border-sage-200 pl-4">
        {order.history.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`} className="flex flex-col">
            <span className="font-semibold">{orderStatusLabel(entry.to_status, false, language)}</span>
            <time dateTime={entry.created_at} className="text-sm text-ink-muted">
              {formatDate(entry.created_at, i18n.language, true)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
