import { useParams } from 'react-router';
import { CATEGORY_PAGE_DEBOUNCE_MS } from '@shop/shared/constants';
import { CategoryCardsPart, LISTING_PARTS, ShopListing } from '@/features/catalog/components/shop-listing';
import { LazyNotFound } from './lazy-not-found';

/** The listing's controls and the category cards, loaded with the route (router.tsx). */
export const firstPaintParts = [...LISTING_PARTS, 'category-cards'];

/**
 * /categorii/{slug?} (contract §2): like the shop listing, with a 120 ms debounce. Without a slug it
 * opens with the category tree as cards, above all products.
 */
export function CategoryRoute() {
  const { slug } = useParams();
  return (
    <ShopListing
      basePath="/categorii"
      categorySlug={slug ?? null}
      requestDelayMs={CATEGORY_PAGE_DEBOUNCE_MS}
      notFound={<LazyNotFound />}
      intro={slug ? undefined : <CategoryCardsPart />}
    />
  );
}
