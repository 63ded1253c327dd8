import { useParams } from 'react-router';
import { CATEGORY_PAGE_DEBOUNCE_MS } from '@shop/shared/constants';
import { CategoryCards } from '@/features/catalog/components/category-cards';
import { ShopListing } from '@/features/catalog/components/shop-listing';
import { LazyNotFound } from './lazy-not-found';

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
      intro={slug ? undefined : <CategoryCards />}
    />
  );
}
