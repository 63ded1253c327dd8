import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { localized, useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { toastAddedToCart } from '@/lib/toasts';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCartStore } from '@/stores/cart-store';
import { toCartProduct } from '../lib/product-helpers';
import { FavouriteButton } from './favourite-button';
import { ProductImage } from './product-image';
import { AutomaticDiscountNote } from '@/components/ui/automatic-discount-note';
import { PriceNotes } from '@/components/ui/price-notes';
import { discountPercent, ProductPrice } from './product-price';
import { ProductRating } from './product-rating';

type ProductCardProps = {
  product: ProductSummary;
  priority?: boolean;
  /** The level of the title in the page's outline: 3 under a section heading (default), 2 under the page's h1. */
  headingLevel?: 2 | 3;
};

/**
 * A product in a list (contract §2): image, title (2 lines) linking to its page, stars, price with
 * the old one struck through, add to cart and the favourite toggle. A product sold in variants
 * (sizes, shades) shows "from" its cheapest variant's price and leads to its page, where one is
 * chosen, instead of adding to the cart.
 */
export function ProductCard({ product, priority = false, headingLevel = 3 }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const titleId = useId();
  const title = localized(product, 'titlu', i18n.language);
  const discount = discountPercent(product.pret, product.pret_redus);
  const outOfStock = product.stoc < 1;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const addToCart = () => {
    const added = useCartStore.getState().add(toCartProduct(product));
    toastAddedToCart(title, { requested: 1, added, stock: product.stoc });
  };

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow duration-200 [contain-intrinsic-size:auto_22rem] [content-visibility:auto] hover:shadow-md">
      <div className="relative aspect-square bg-white p-3">
        <ProductImage
          src={product.imagine_principala_url ?? product.imagine_principala}
          priority={priority}
          className="transition-transform duration-200 ease-out-soft motion-safe:group-hover:scale-[1.03]"
        />
        {discount !== null ? (
          <span className="absolute top-2 left-2 rounded-full bg-honey-300 px-2 py-0.5 text-sm font-bold text-honey-900">
            <span aria-hidden="true">{t('catalog.discount_badge', { percent: discount })}</span>
            <span className="sr-only">{t('catalog.discount_label', { percent: discount })}</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-line p-3 sm:p-4">
        <Heading id={titleId} className="line-clamp-2 min-h-[2lh] text-base leading-snug font-semibold">
          {/* The link covers the whole card (after:), so the picture opens the product too. */}
          <Link
            to={localizedPath(`/produs/${product.slug}`)}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:outline-offset-4"
          >
            {title}
          </Link>
        </Heading>
        <ProductRating rating={product.rating_mediu} count={product.numar_recenzii} />
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <ProductPrice
            price={product.pret}
            discountedPrice={product.pret_redus}
            from={product.are_variante}
          />
          <PriceNotes
            price={product.pret}
            discountedPrice={product.pret_redus}
            lowest30Days={product.pret_minim_30_zile}
            netQuantity={product.cantitate_neta}
            unit={product.unitate}
          />
          <AutomaticDiscountNote productId={product.id} />
          {product.are_variante && !outOfStock ? (
            <Button asChild size="sm-tight" variant="primary" className="relative z-10 w-full">
              <Link to={localizedPath(`/produs/${product.slug}`)} aria-describedby={titleId}>
                {t('catalog.choose_variant')}
              </Link>
            </Button>
          ) : (
            <Button
              size="sm-tight"
              variant={outOfStock ? 'secondary' : 'primary'}
              disabled={outOfStock}
              onClick={addToCart}
              aria-describedby={titleId}
              className="relative z-10 w-full"
            >
              {outOfStock ? null : <ShoppingCart aria-hidden="true" />}
              {outOfStock ? t('catalog.stock_out') : t('catalog.add_to_cart')}
            </Button>
          )}
        </div>
      </div>
      <FavouriteButton product={product} className="absolute top-2 right-2 z-10" />
    </article>
  );
}
