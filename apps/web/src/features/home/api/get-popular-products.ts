import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_POPULAR, HOME_PRODUCTS } from '@shop/shared/constants';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';
import { homeKeys } from './query-keys';

/** Contract §7 and §9: the home list `GET /api/produse/?per=20&page=1&ordering=-id`; the grid shows 10. */
export const POPULAR_PARAMS = { per: HOME_PRODUCTS, page: 1, ordering: '-id' } as const;

export async function getPopularProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  const page = await api.get<Page<ProductSummary>>('/produse/', { params: POPULAR_PARAMS, signal });
  return page.results.slice(0, HOME_POPULAR);
}

export function getPopularProductsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.popular(),
    queryFn: ({ signal }) => getPopularProducts(signal),
  });
}

export function usePopularProducts() {
  return useQuery(getPopularProductsQueryOptions());
}
