import type { QueryClient } from '@tanstack/react-query';
import { searchProductsQueryOptions } from '@/features/search/api/search-products';
import { normalizeQuery, parsePage } from '@/features/search/lib/search-path';

/** Starts loading the asked-for page of results while the search page's code downloads. */
export function prefetchSearch(queryClient: QueryClient, params: URLSearchParams): void {
  const query = normalizeQuery(params.get('searchText') ?? '');
  if (query) void queryClient.prefetchQuery(searchProductsQueryOptions(query, parsePage(params.get('page'))));
}
