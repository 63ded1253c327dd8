import type { QueryClient } from '@tanstack/react-query';
import { getHomeBlogPostsQueryOptions } from '@/features/home/api/get-blog-posts';
import { getPopularProductsQueryOptions } from '@/features/home/api/get-popular-products';
import { getProductCountQueryOptions } from '@/features/home/api/get-product-count';
import { getRecommendedProductsQueryOptions } from '@/features/home/api/get-recommended-products';
import { getCategoriesQueryOptions } from '@/hooks/use-categories';
import { prefetchProductDiscounts } from '@/hooks/use-product-discount';

/**
 * Starts the home's requests while its code downloads (the server renderer waits for them): the page
 * shows skeletons and then the cached answers. Kept apart from the page so the router's bundle
 * does not carry the page itself.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  // The cards' automatic discounts too, so their notes are part of the server's page.
  await Promise.all([
    queryClient
      .fetchQuery(getRecommendedProductsQueryOptions())
      .then((page) => prefetchProductDiscounts(queryClient, page.results))
      .catch(() => undefined),
    queryClient
      .fetchQuery(getPopularProductsQueryOptions())
      .then((cards) => prefetchProductDiscounts(queryClient, cards))
      .catch(() => undefined),
    queryClient.prefetchQuery(getProductCountQueryOptions()),
    queryClient.prefetchQuery(getHomeBlogPostsQueryOptions()),
    // A fresh local copy (contract §3, one hour) answers at once; otherwise the list loads for the hero.
    queryClient.prefetchQuery(getCategoriesQueryOptions()),
  ]);
}
