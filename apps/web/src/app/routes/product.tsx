import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ProductPage } from '@/features/catalog/components/product/product-page';

// Only an unknown slug needs it, so its code is not part of every product page's first load.
const NotFoundRoute = lazy(() => import('./not-found').then((module) => ({ default: module.NotFoundRoute })));

/** /produs/{slug} (spec §2). An unknown slug shows the 404 page. */
export function ProductRoute() {
  const { slug = '' } = useParams();
  return (
    <ProductPage
      slug={slug}
      notFound={
        <Suspense fallback={null}>
          <NotFoundRoute />
        </Suspense>
      }
    />
  );
}
