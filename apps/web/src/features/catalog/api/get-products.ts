import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_PRODUCTS } from '@shop/shared/constants';
import type { ProductListQuery, ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { catalogKeys } from './query-keys';

/** Contract §7: the home list, `GET /api/produse/?per=20&page=1&ordering=-id`. */
export const NEWEST_PRODUCTS_PARAMS = {
  per: HOME_PRODUCTS,
  page: 1,
  ordering: '-id',
} as const satisfies ProductListQuery;

export function getProducts(params: ProductListQuery, signal?: AbortSignal): Promise<Page<ProductSummary>> {
  return api.get<Page<ProductSummary>>('/produse/', { params, signal });
}

export function getProductsQueryOptions(params: ProductListQuery) {
  return queryOptions({
    queryKey: catalogKeys.productList(params),
    queryFn: ({ signal }) => getProducts(params, signal),
  });
}

type UseProductsOptions = {
  params: ProductListQuery;
  queryConfig?: QueryConfig<typeof getProductsQueryOptions>;
};

export function useProducts({ params, queryConfig }: UseProductsOptions) {
  return useQuery({ ...getProductsQueryOptions(params), ...queryConfig });
}
