import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECOMMENDED_PRODUCTS } from '@shop/shared/constants';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';
import { homeKeys } from './query-keys';

/** Contract §7: the recommended carousel, `GET /api/produse/?per=10&page=1&sort=id_desc`. */
export const RECOMMENDED_PARAMS = { per: RECOMMENDED_PRODUCTS, page: 1, sort: 'id_desc' } as const;

export function getRecommendedProducts(signal?: AbortSignal): Promise<Page<ProductSummary>> {
  return api.get<Page<ProductSummary>>('/produse/', { params: RECOMMENDED_PARAMS, signal });
}

export function getRecommendedProductsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.recommended(),
    queryFn: ({ signal }) => getRecommendedProducts(signal),
  });
}

export function useRecommendedProducts() {
  return useQuery(getRecommendedProductsQueryOptions());
}
