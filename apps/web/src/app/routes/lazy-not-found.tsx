import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';

const NotFoundRoute = lazyPart('not-found', () =>
  import('./not-found').then((module) => module.NotFoundRoute),
);

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
