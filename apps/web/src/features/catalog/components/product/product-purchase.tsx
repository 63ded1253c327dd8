import { CircleAlert, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { localized, useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { toastAddedToCart } from '@/lib/toasts';
import { useCartStore } from '@/stores/cart-store';
import { toCartProduct } from '../../lib/product-helpers';
import { INITIAL_QUANTITY } from '../../lib/quantity';
import { FavouriteButton } from '../favourite-button';
import { QuantityStepper } from './quantity-stepper';

/**
 * Quantity, add to cart and the favourite toggle of the product page. Contract §5: with a stock below
 * 1 the out-of-stock alert shows ("Stoc epuizat!") and nothing is added. Keyed by product, so a
 * new product starts again at quantity 1.
 */
export function ProductPurchase({ product }: { product: ProductSummary }) {
  const { t, i18n } = useTranslation();
  const [quantity, setQuantity] = useState(INITIAL_QUANTITY);
  const [stockAlert, setStockAlert] = useState(false);

  const addToCart = () => {
    if (product.stoc < 1) {
      setStockAlert(true);
      return;
    }
    setStockAlert(false);
    useCartStore.getState().add(toCartProduct(product), quantity);
    toastAddedToCart(localized(product, 'titlu', i18n.language));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <Button size="lg" onClick={addToCart} className="min-w-0 grow basis-48">
          <ShoppingCart aria-hidden="true" />
          {t('product.add_to_cart')}
        </Button>
      </div>
      <div role="alert" className="empty:hidden">
        {stockAlert ? (
          <p className="flex items-center gap-2 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 font-semibold text-danger">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {t('product.stock_out')}
          </p>
        ) : null}
      </div>
      <FavouriteButton product={product} look="full" className="w-full sm:w-auto sm:self-start" />
    </div>
  );
}
