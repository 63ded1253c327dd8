import { formatLei } from '@shop/shared/money';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { CartCouponTotals } from '@/stores/cart-store';

type OrderTotalsProps = {
  totals: Pick<CartCouponTotals, 'subtotal' | 'discount' | 'shipping' | 'total'>;
  /** The applied coupon's code, named on the discount line. */
  couponCode?: string | null;
  /** The discount is a referred customer's first-order discount. */
  referralDiscount?: boolean;
  /** What the wallet pays of the total (bani): shown with what is left to pay. */
  fromWallet?: number;
  /** The part of `totals.discount` the automatic discounts took (bani), shown on its own line. */
  automaticDiscount?: number;
  className?: string;
};

/**
 * Subtotal, the coupon's discount, delivery ("free" from the threshold) and the total, with the VAT
 * note: the same figures on the cart page and in the checkout summary.
 */
export function OrderTotals({
  totals,
  couponCode,
  referralDiscount = false,
  fromWallet = 0,
  automaticDiscount = 0,
  className,
}: OrderTotalsProps) {
  const { t } = useTranslation();
  const otherDiscount = totals.discount - automaticDiscount;
  return (
    <>
      <dl className={cn('flex flex-col', className)}>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-ink-muted">{t('checkout.summary.subtotal')}</dt>
          <dd className="font-semibold tabular-nums">{formatLei(totals.subtotal)}</dd>
        </div>
        {automaticDiscount > 0 ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-muted">{t('checkout.summary.discount_automatic')}</dt>
            <dd className="font-semibold text-honey-700 tabular-nums">−{formatLei(automaticDiscount)}</dd>
          </div>
        ) : null}
        {otherDiscount > 0 ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-muted">
              {referralDiscount
                ? t('checkout.summary.discount_referral')
                : couponCode
                  ? t('checkout.summary.discount_code', { code: couponCode })
                  : t('checkout.summary.discount')}
            </dt>
            <dd className="font-semibold text-honey-700 tabular-nums">−{formatLei(otherDiscount)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-ink-muted">{t('checkout.summary.shipping')}</dt>
          <dd className="font-semibold tabular-nums">
            {totals.shipping === 0 && totals.subtotal > 0 ? (
              <span className="text-brand">{t('checkout.summary.shipping_free')}</span>
            ) : (
              formatLei(totals.shipping)
            )}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-lg font-bold">{t('checkout.summary.total')}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatLei(totals.total)}</dd>
        </div>
        {fromWallet > 0 ? (
          <>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-muted">{t('checkout.summary.from_wallet')}</dt>
              <dd className="font-semibold text-brand tabular-nums">−{formatLei(fromWallet)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="font-bold">{t('checkout.summary.left_to_pay')}</dt>
              <dd className="text-lg font-bold tabular-nums">{formatLei(totals.total - fromWallet)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className="-mt-3 text-sm text-ink-muted">{t('checkout.summary.vat_note')}</p>
    </>
  );
}
