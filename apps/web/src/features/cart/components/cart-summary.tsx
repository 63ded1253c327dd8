import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLei } from '@shop/shared/money';
import type { CartTotals } from '@/stores/cart-store';
import { FreeShippingProgress } from './free-shipping-progress';
import { TrustFacts } from './trust-facts';

type CartSummaryProps = {
  totals: CartTotals;
  /** Some lines cannot be bought and are left out of the figures. */
  hasUnavailable: boolean;
};

/**
 * Subtotal, delivery (25 lei, free from 200 lei) and total, as `cartTotals()` computes them for
 * display; the server recomputes everything at checkout.
 */
export function CartSummary({ totals, hasUnavailable }: CartSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();

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
      {totals.subtotal > 0 ? <FreeShippingProgress subtotal={totals.subtotal} /> : null}
      {/* The checkout button comes with the /checkout route (part 3); until then no dead link. */}
      <div className="border-t border-line pt-5">
        <TrustFacts />
      </div>
    </section>
  );
}
