import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_PAGE_SIZE } from '@shop/shared/constants';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';
import { searchKeys } from './query-keys';

/** One page of search results: `GET /api/produse/?q=…&per=24&page=N`. */
export function searchProducts(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ProductSummary>> {
  return api.get<Page<ProductSummary>>('/produse/', {
    params: { q: query, per: SHOP_PAGE_SIZE, page },
    signal,
  });
}

export function searchProductsQueryOptions(query: string, page: number) {
  return queryOptions({
    queryKey: searchKeys.results(query, page),
    queryFn: ({ signal }) => searchProducts(query, page, signal),
    enabled: query !== '',
  });
}

/**
 * The page asked for. While another page of the same search loads, the page shown stays (no flash
 * of skeletons); a different search never shows the previous one's results under its title.
 */
export function useSearchProducts(query: string, page: number) {
  return useQuery({
    ...searchProductsQueryOptions(query, page),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].query === query ? previous : undefined,
  });
}
