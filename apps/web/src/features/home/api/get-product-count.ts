import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';
import { homeKeys } from './query-keys';

/** Contract §7: `GET /api/produse/?per=1&page=1`, read only for its `count` (the shop's total). */
export async function getProductCount(signal?: AbortSignal): Promise<number> {
  const page = await api.get<Page<ProductSummary>>('/produse/', { params: { per: 1, page: 1 }, signal });
  return page.count;
}

export function getProductCountQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.productCount(),
    queryFn: ({ signal }) => getProductCount(signal),
  });
}

export function useProductCount() {
  return useQuery(getProductCountQueryOptions());
}
