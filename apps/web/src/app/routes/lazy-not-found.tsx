import { lazy, Suspense } from 'react';

const NotFoundRoute = lazy(() => import('./not-found').then((module) => ({ default: module.NotFoundRoute })));

/**
 * The 404 page for a route whose slug turns out to be unknown (a product, a category): only
 * such a visit needs its code, so it is not part of those pages' first load.
 */
export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundRoute />
    </Suspense>
  );
}
