import type { QueryClient } from '@tanstack/react-query';
import { parseListingSearch, listingQuery } from '../lib/listing-filters';
import { getCategoriesQueryOptions } from '@/hooks/use-categories';
import { getCategoryQueryOptions } from './get-category';
import { getProductQueryOptions } from './get-product';
import { getProductsQueryOptions } from './get-products';

/**
 * For route loaders: start the page's requests while its code downloads, without holding the page
 * back (errors are left to the page, which shows them with a retry).
 */
export function prefetchProductPage(queryClient: QueryClient, slug: string | undefined): void {
  if (slug) void queryClient.prefetchQuery(getProductQueryOptions(slug));
}

export function prefetchListing(
  queryClient: QueryClient,
  categorySlug: string | undefined,
  url: string,
): void {
  void queryClient.prefetchQuery(getCategoriesQueryOptions());
  if (categorySlug) void queryClient.prefetchQuery(getCategoryQueryOptions(categorySlug));
  const filters = parseListingSearch(new URL(url).searchParams);
  void queryClient.prefetchQuery(getProductsQueryOptions(listingQuery(filters, categorySlug ?? null)));
}
