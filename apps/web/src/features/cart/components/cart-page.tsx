import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { shippingRuleOf } from '@shop/shared/pricing';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { cartTotalsWithCoupon, useCartStore } from '@/stores/cart-store';
import { useProductsByIds } from '@/hooks/use-products-by-ids';
import { serverTotals, useCartPricing } from '@/hooks/use-cart-pricing';
import { cartView, purchasableLines } from '../lib/cart-view';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { ClearCartButton } from './clear-cart-button';

/**
 * The cart (contract §2, §4): the stored lines, refreshed with the shop's current prices and stock,
 * and the totals. Stored copies show at once; current data replaces them in place when it comes.
 */
export function CartPage({ shop }: { shop: ShopSettings }) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const items = useCartStore((state) => state.items);
  const coupon = useCartStore((state) => state.coupon);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = useProductsByIds(items.map((line) => line.id));
  const view = useMemo(() => cartView(items, current.data), [items, current.data]);
  const purchasable = purchasableLines(view);
  // The server prices the cart (decision 062); the shared rules estimate it until it answers.
  const pricing = useCartPricing(purchasable, coupon?.code);
  const totals = serverTotals(
    cartTotalsWithCoupon(purchasable, coupon, shippingRuleOf(shop)),
    pricing.data,
    purchasable,
  );
  const count = items.reduce((sum, line) => sum + line.cantitate, 0);

  // Stock fell below a line's quantity since it was added: the line follows the stock (the
  // store keeps quantities within it), and the line's note says how many are left.
  useEffect(() => {
    for (const entry of view) {
      if (entry.overStock && typeof entry.line.stoc === 'number') {
        useCartStore.getState().setQuantity(entry.line.id, entry.line.stoc);
      }
    }
  }, [view]);

  // The pressed button goes away with its line (or with the whole list): focus the heading.
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  return (
    <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          {t('cart.title')}
          {items.length > 0 ? (
            <span className="ml-3 align-middle text-lg font-semibold text-ink-muted">
              {t('cart.items_count', { count })}
            </span>
          ) : null}
        </h1>
        {items.length > 0 ? <ClearCartButton onCleared={focusHeading} /> : null}
      </div>

      {items.length === 0 ? (
        <EmptyState
          icon={<ShoppingBag className="size-6" />}
          title={t('cart.empty_title')}
          description={t('cart.empty_text')}
          action={
            <Button asChild>
              <Link to={localizedPath('/produse')}>{t('cart.browse')}</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
          <section aria-label={t('cart.lines_label')} className="flex flex-col gap-4">
            <ul className="divide-y divide-line rounded-card border border-line bg-surface p-4 sm:p-6">
              {view.map((entry) => (
                <CartLineItem
                  key={entry.line.id}
                  entry={entry}
                  onRemoved={focusHeading}
                  priced={totals.lines.get(entry.line.id)}
                />
              ))}
            </ul>
            <Link
              to={localizedPath('/produse')}
              className="inline-flex h-11 items-center gap-2 self-start rounded-lg px-2 font-semibold text-brand hover:bg-sage-100"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('cart.continue_shopping')}
            </Link>
          </section>
          <div className="lg:sticky lg:top-24">
            <CartSummary shop={shop} totals={totals} hasUnavailable={purchasable.length < view.length} />
          </div>
        </div>
      )}
    </div>
  );
}
