import type { QueryClient } from '@tanstack/react-query';
import { getHomeBlogPostsQueryOptions } from '@/features/home/api/get-blog-posts';
import { getPopularProductsQueryOptions } from '@/features/home/api/get-popular-products';
import { getProductCountQueryOptions } from '@/features/home/api/get-product-count';
import { getRecommendedProductsQueryOptions } from '@/features/home/api/get-recommended-products';
import { getCategoriesQueryOptions } from '@/hooks/use-categories';

/**
 * Starts the home's requests while its code downloads (the server renderer waits for them): the page
 * shows skeletons and then the cached answers. Kept apart from the page so the router's bundle
 * does not carry the page itself.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(getRecommendedProductsQueryOptions()),
    queryClient.prefetchQuery(getPopularProductsQueryOptions()),
    queryClient.prefetchQuery(getProductCountQueryOptions()),
    queryClient.prefetchQuery(getHomeBlogPostsQueryOptions()),
    // A fresh local copy (contract §3, one hour) answers at once; otherwise the list loads for the hero.
    queryClient.prefetchQuery(getCategoriesQueryOptions()),
  ]);
}
