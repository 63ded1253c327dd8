import type { QueryClient } from '@tanstack/react-query';
import { prefetchProductDiscounts } from '@/hooks/use-product-discount';
import { searchProductsQueryOptions } from '@/features/search/api/search-products';
import { normalizeQuery, parsePage, SEARCH_PARAM } from '@/features/search/lib/search-path';

/** Starts loading the asked-for page of results while the search page's code downloads. */
export async function prefetchSearch(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const query = normalizeQuery(params.get(SEARCH_PARAM) ?? '');
  if (!query) return;
  // With the cards' automatic discounts, whose notes the server then renders.
  await queryClient
    .fetchQuery(searchProductsQueryOptions(query, parsePage(params.get('page'))))
    .then((page) => prefetchProductDiscounts(queryClient, page.results))
    .catch(() => undefined);
}
