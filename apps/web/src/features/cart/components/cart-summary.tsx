import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { decimalToBani } from '@shop/shared/money';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { CouponField } from '@/components/ui/coupon-field';
import { OrderTotals } from '@/components/ui/order-totals';
import { useLocalizedPath } from '@/lib/use-localized-path';
import type { ServerTotals } from '@/hooks/use-cart-pricing';
import { useCartStore } from '@/stores/cart-store';
import { FreeShippingProgress } from './free-shipping-progress';
import { TrustFacts } from './trust-facts';

type CartSummaryProps = {
  shop: ShopSettings;
  totals: ServerTotals;
  /** Some lines cannot be bought and are left out of the figures. */
  hasUnavailable: boolean;
};

/**
 * Subtotal, the automatic discounts, the coupon's discount, delivery (the shop's cost, free from
 * its threshold after the discounts) and total: the server's figures (`POST /api/cos/pret/`), the
 * shared rules' estimate until it answers.
 */
export function CartSummary({ shop, totals, hasUnavailable }: CartSummaryProps) {
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
      <OrderTotals
        totals={totals}
        couponCode={coupon?.code}
        automaticDiscount={totals.automaticDiscount}
        className="gap-3"
      />
      {totals.couponMessage ? (
        <p role="status" className="text-sm font-semibold text-honey-700">
          {t('checkout.summary.coupon_not_counted', { reason: totals.couponMessage })}
        </p>
      ) : null}
      {hasUnavailable ? (
        <p className="text-sm font-semibold text-danger">{t('cart.unavailable_note')}</p>
      ) : null}
      {totals.subtotal > 0 ? (
        <FreeShippingProgress
          subtotal={totals.subtotal - totals.discount}
          threshold={decimalToBani(shop.free_shipping_from) ?? 0}
        />
      ) : null}
      <CouponField subtotal={totals.subtotal} />
      {totals.count > 0 && totals.subtotal > 0 ? (
        <Button asChild size="lg" className="w-full">
          <Link to={localizedPath('/checkout')}>
            {t('header.go_to_checkout')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
      <div className="border-t border-line pt-5">
        <TrustFacts shop={shop} />
      </div>
    </section>
  );
}
