import { useParams } from 'react-router';
import { ProductPage } from '@/features/catalog/components/product/product-page';
import { LazyNotFound } from './lazy-not-found';

/** /produs/{slug} (contract §2). An unknown slug shows the 404 page. */
export function ProductRoute() {
  const { slug = '' } = useParams();
  return <ProductPage slug={slug} notFound={<LazyNotFound />} />;
}
