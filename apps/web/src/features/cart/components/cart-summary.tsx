import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLei } from '@shop/shared/money';
import { Button } from '@/components/ui/button';
import { CouponField } from '@/components/ui/coupon-field';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCartStore, type CartCouponTotals } from '@/stores/cart-store';
import { FreeShippingProgress } from './free-shipping-progress';
import { TrustFacts } from './trust-facts';

type CartSummaryProps = {
  totals: CartCouponTotals;
  /** Some lines cannot be bought and are left out of the figures. */
  hasUnavailable: boolean;
};

/**
 * Subtotal, the coupon's discount, delivery (25 lei, free from 200 lei after the discount) and
 * total, as `cartTotalsWithCoupon()` computes them for display; the server recomputes everything
 * at checkout.
 */
export function CartSummary({ totals, hasUnavailable }: CartSummaryProps) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();
  const coupon = useCartStore((state) => state.coupon);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {t('cart.summary_title')}
      </h2>
      <dl className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-ink-muted">{t('cart.subtotal')}</dt>
          <dd className="font-semibold tabular-nums">{formatLei(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-muted">
              {coupon
                ? t('checkout.summary.discount_code', { code: coupon.code })
                : t('checkout.summary.discount')}
            </dt>
            <dd className="font-semibold text-honey-700 tabular-nums">−{formatLei(totals.discount)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-ink-muted">{t('cart.shipping')}</dt>
          <dd className="font-semibold tabular-nums">
            {totals.shipping === 0 && totals.subtotal > 0 ? (
              <span className="text-brand">{t('cart.shipping_free')}</span>
            ) : (
              formatLei(totals.shipping)
            )}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-lg font-bold">{t('cart.total')}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatLei(totals.total)}</dd>
        </div>
      </dl>
      <p className="-mt-3 text-sm text-ink-muted">{t('cart.vat_note')}</p>
      {hasUnavailable ? (
        <p className="text-sm font-semibold text-danger">{t('cart.unavailable_note')}</p>
      ) : null}
      {totals.subtotal > 0 ? <FreeShippingProgress subtotal={totals.subtotal - totals.discount} /> : null}
      <CouponField minimum={totals.couponMinimum} />
      {totals.count > 0 && totals.subtotal > 0 ? (
        <Button asChild size="lg" className="w-full">
          <Link to={localizedPath('/checkout')}>
            {t('checkout.go_to_checkout')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
      <div className="border-t border-line pt-5">
        <TrustFacts />
      </div>
    </section>
  );
}
