import { CircleAlert, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { localized, useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { toastAddedToCart } from '@/lib/toasts';
import { remainingForLine, useCartStore } from '@/stores/cart-store';
import { toCartProduct } from '../../lib/product-helpers';
import { FavouriteButton } from '../favourite-button';

/** Contract §4: the product page's stepper starts at 1. */
const INITIAL_QUANTITY = 1;

/**
 * Quantity, add to cart and the favourite toggle of the product page. Contract §5: with a stock below
 * 1 the out-of-stock alert shows ("Stoc epuizat!") and nothing is added. The stepper goes no
 * higher than what the cart can still take of the product (its stock and what an order accepts,
 * less what the cart holds), and the toast says what an addition did. Keyed by product, so a new
 * product starts again at quantity 1. A product sold in variants is bought as the chosen variant;
 * until one is chosen the button is disabled and says which options to choose.
 */
export function ProductPurchase({
  product,
  favourite,
  choiceHint,
}: {
  /** What is bought: the product, or its chosen variant; null while a variant is to be chosen. */
  product: ProductSummary | null;
  /** What the favourite toggle keeps: the product whose page this is. */
  favourite: ProductSummary;
  /** Why nothing can be added yet (which options to choose), shown while `product` is null. */
  choiceHint: string;
}) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const [chosen, setChosen] = useState(INITIAL_QUANTITY);
  const [stockAlert, setStockAlert] = useState(false);
  const inCart = useCartStore(
    (state) => state.items.find((line) => product !== null && line.id === product.id)?.cantitate ?? 0,
  );
  const max = Math.max(INITIAL_QUANTITY, remainingForLine(product?.stoc ?? 0, inCart));
  const quantity = Math.min(chosen, max);

  const addToCart = () => {
    if (!product) return;
    if (product.stoc < 1) {
      setStockAlert(true);
      return;
    }
    setStockAlert(false);
    const added = useCartStore.getState().add(toCartProduct(product), quantity);
    toastAddedToCart(localized(product, 'titlu', i18n.language), {
      requested: quantity,
      added,
      stock: product.stoc,
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <QuantityStepper
          value={quantity}
          onChange={setChosen}
          max={max}
          label={t('product.quantity')}
          decreaseLabel={t('product.quantity_decrease')}
          increaseLabel={t('product.quantity_increase')}
          cappedMessage={(limit) => t('common.quantity_capped', { count: limit })}
        />
        <Button
          size="lg"
          onClick={addToCart}
          disabled={product === null}
          aria-describedby={product === null ? hintId : undefined}
          className="min-w-0 grow basis-48"
        >
          <ShoppingCart aria-hidden="true" />
          {t('product.add_to_cart')}
        </Button>
      </div>
      {product === null ? (
        <p id={hintId} className="text-sm font-semibold text-ink">
          {choiceHint}
        </p>
      ) : null}
      <div role="alert" className="empty:hidden">
        {stockAlert ? (
          <p className="flex items-center gap-2 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 font-semibold text-danger">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {t('product.stock_out')}
          </p>
        ) : null}
      </div>
      <FavouriteButton product={favourite} look="full" className="w-full sm:w-auto sm:self-start" />
    </div>
  );
}
