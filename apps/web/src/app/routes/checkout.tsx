import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cartView, purchasableLines } from '@/features/cart/lib/cart-view';
import { ShopSettingsGate } from '@/components/shop-settings-gate';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useProductsByIds } from '@/hooks/use-products-by-ids';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCartStore } from '@/stores/cart-store';

/**
 * /checkout: the cart's lines as the shop sees them now (the cart feature's reading of current
 * prices and stock) handed to the checkout form.
 */
export function CheckoutRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('checkout.document_title')} | ${t('app.name')}`);
  const items = useCartStore((state) => state.items);
  const current = useProductsByIds(items.map((line) => line.id));
  const view = useMemo(() => cartView(items, current.data), [items, current.data]);
  const lines = useMemo(() => purchasableLines(view), [view]);
  const unavailable = useMemo(
    () => view.filter((entry) => entry.status !== 'ok').map((entry) => entry.line),
    [view],
  );

  // As in the cart: a line never asks for more than the stock now holds.
  useEffect(() => {
    for (const entry of view) {
      if (entry.overStock && typeof entry.line.stoc === 'number') {
        useCartStore.getState().setQuantity(entry.line.id, entry.line.stoc);
      }
    }
  }, [view]);

  const { refetch } = current;
  const refreshStock = useCallback(async () => {
    const { data } = await refetch();
    if (!data) return null;
    const stock = new Map<number, number>(data.ids.map((id) => [id, 0]));
    for (const product of data.products) stock.set(product.id, product.stoc);
    return stock;
  }, [refetch]);

  return (
    <ShopSettingsGate>
      {(shop) => (
        <CheckoutPage shop={shop} lines={lines} unavailable={unavailable} refreshStock={refreshStock} />
      )}
    </ShopSettingsGate>
  );
}
