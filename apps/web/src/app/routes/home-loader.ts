import type { QueryClient } from '@tanstack/react-query';
import { getHomeBlogPostsQueryOptions } from '@/features/home/api/get-blog-posts';
import { getPopularProductsQueryOptions } from '@/features/home/api/get-popular-products';
import { getProductCountQueryOptions } from '@/features/home/api/get-product-count';
import { getRecommendedProductsQueryOptions } from '@/features/home/api/get-recommended-products';
import { getCategoriesQueryOptions } from '@/hooks/use-categories';

/**
 * Starts the home's requests while its code downloads, without holding the page back: the page
 * shows skeletons and then the cached answers. Kept apart from the page so the router's bundle
 * does not carry the page itself.
 */
export function prefetchHome(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getRecommendedProductsQueryOptions());
  void queryClient.prefetchQuery(getPopularProductsQueryOptions());
  void queryClient.prefetchQuery(getProductCountQueryOptions());
  void queryClient.prefetchQuery(getHomeBlogPostsQueryOptions());
  // A fresh local copy (contract §3, one hour) answers at once; otherwise the list loads for the hero.
  void queryClient.prefetchQuery(getCategoriesQueryOptions());
}
