import { useParams } from 'react-router';
import { LISTING_REQUEST_DELAY_MS } from '@shop/shared/constants';
import { LISTING_PARTS, ShopListing } from '@/features/catalog/components/shop-listing';
import { LazyNotFound } from './lazy-not-found';

/** The listing's controls, loaded with the route (router.tsx). */
export const firstPaintParts = LISTING_PARTS;

/** /produse and /produse/{categorySlug} (contract §2): the shop listing. */
export function ProductsRoute() {
  const { slug } = useParams();
  return (
    <ShopListing
      basePath="/produse"
      categorySlug={slug ?? null}
      requestDelayMs={LISTING_REQUEST_DELAY_MS}
      notFound={<LazyNotFound />}
    />
  );
}
