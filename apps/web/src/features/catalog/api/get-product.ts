import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@shop/shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** Contract §7: `GET /api/produse/{slug}/`; an unknown slug answers 404. */
export function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/produse/${encodeURIComponent(slug)}/`, { signal });
}

export function getProductQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogKeys.productDetail(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
    // An answer the page already has, a 404 included (the server renders the not-found page and
    // hands the browser that answer), is shown as it is rather than asked again on mount, which
    // would show the loading state over the server's page. The error state offers a retry.
    retryOnMount: false,
  });
}

export function useProduct(slug: string) {
  return useQuery(getProductQueryOptions(slug));
}
