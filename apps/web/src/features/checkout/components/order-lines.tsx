import { decimalToBani, formatLei } from '@shop/shared/money';
import type { Order, OrderLine } from '@shop/shared/schemas/checkout';
import { useShopSettings } from '@/hooks/use-shop-settings';
import { localized, useTranslation } from '@/lib/i18n';

/** An order as a confirmation may receive it: from navigation state it may lack parts (contract §2). */
export type ConfirmationOrder = Partial<Omit<Order, 'produse'>> & {
  id: number;
  produse?: Partial<OrderLine>[] | undefined;
};

const bani = (value: string | undefined | null): number | null =>
  typeof value === 'string' ? decimalToBani(value) : null;

/** A line's amount: price × quantity (the server's line total when it sent one). */
function lineTotal(line: Partial<OrderLine>): number {
  const total = bani(line.total_linie);
  if (total !== null) return total;
  return (bani(line.pret) ?? 0) * (line.cantitate ?? 0);
}

/**
 * The order's product lines (title, quantity, price × quantity in lei) and its figures: subtotal,
 * discount, shipping (the shop's delivery cost when the order does not say, contract §3), total and
 * the VAT it contains.
 */
export function OrderLines({ order, headingId }: { order: ConfirmationOrder; headingId: string }) {
  const { t, i18n } = useTranslation();
  const lines = order.produse ?? [];
  const shop = useShopSettings();
  const shipping = bani(order.shipping_cost) ?? bani(shop?.shipping_cost) ?? 0;
  const discount = bani(order.discount) ?? 0;
  const subtotal = bani(order.subtotal);
  // The VAT the total contains, as the order computed it (not known from partial navigation state).
  const vat = bani(order.tva);
  const total =
    bani(order.total) ?? lines.reduce((sum, line) => sum + lineTotal(line), 0) - discount + shipping;
  const fromWallet = bani(order.din_portofel) ?? 0;
  // The automatic discounts' part of the discount (decision 062); the rest is the coupon's.
  const automatic = bani(order.reducere_automata) ?? 0;
  const otherDiscount = discount - automatic;

  return (
    <div className="flex flex-col gap-4">
      <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-line">
        {lines.map((line, index) => (
          <li
            key={line.produs ?? index}
            className="flex items-baseline justify-between gap-4 py-3 first:pt-0"
          >
            <span className="min-w-0">
              <span className="font-semibold">
                {localized(
                  { titlu: line.titlu ?? '', titlu_en: line.titlu_en ?? null },
                  'titlu',
                  i18n.language,
                )}
              </span>
              <span className="text-ink-muted"> × {line.cantitate ?? 0}</span>
              {line.reducere_automata && (bani(line.reducere_automata) ?? 0) > 0 ? (
                <span
                  data-testid="order-line-discount"
                  className="block text-sm font-semibold text-honey-700"
                >
                  {t('checkout.summary.line_discount', {
                    name: line.reducere_automata_nume ?? '',
                    amount: formatLei(bani(line.reducere_automata) ?? 0),
                  })}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 font-semibold tabular-nums">{formatLei(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-line pt-4">
        {subtotal !== null ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-muted">{t('checkout.summary.subtotal')}</dt>
            <dd className="tabular-nums">{formatLei(subtotal)}</dd>
          </div>
        ) : null}
        {automatic > 0 ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-muted">{t('checkout.summary.discount_automatic')}</dt>
            <dd className="text-honey-700 tabular-nums">−{formatLei(automatic)}</dd>
          </div>
        ) : null}
        {otherDiscount > 0 ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-muted">
              {order.reducere_recomandare
                ? t('checkout.summary.discount_referral')
                : order.cupon
                  ? t('checkout.summary.discount_code', { code: order.cupon })
                  : t('checkout.success.discount')}
            </dt>
            <dd className="text-honey-700 tabular-nums">−{formatLei(otherDiscount)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-ink-muted">{t('checkout.success.shipping')}</dt>
          <dd className="tabular-nums">
            {shipping === 0 ? t('checkout.success.shipping_free') : formatLei(shipping)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-lg font-bold">{t('checkout.success.total')}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatLei(total)}</dd>
        </div>
        {fromWallet > 0 ? (
          <>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-muted">{t('checkout.summary.from_wallet')}</dt>
              <dd className="text-brand tabular-nums">−{formatLei(fromWallet)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="font-bold">{t('checkout.summary.left_to_pay')}</dt>
              <dd className="font-bold tabular-nums">{formatLei(total - fromWallet)}</dd>
            </div>
          </>
        ) : null}
        {vat !== null ? (
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <dt className="text-ink-muted">{t('checkout.success.vat')}</dt>
            <dd className="text-ink-muted tabular-nums">{formatLei(vat)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
