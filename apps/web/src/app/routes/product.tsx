import { useParams } from 'react-router';
import { PRODUCT_PARTS, ProductPage } from '@/features/catalog/components/product/product-page';
import { LazyNotFound } from './lazy-not-found';

/** The gallery and the buy box, loaded with the route (router.tsx). */
export const firstPaintParts = PRODUCT_PARTS;

/** /produs/{slug} (contract §2). An unknown slug shows the 404 page. */
export function ProductRoute() {
  const { slug = '' } = useParams();
  return <ProductPage slug={slug} notFound={<LazyNotFound />} />;
}
