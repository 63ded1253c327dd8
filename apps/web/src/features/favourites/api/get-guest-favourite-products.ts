import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';

/** The most ids one `GET /api/produse/?ids=` call takes (its `per` limit). */
const IDS_PER_CALL = 100;
/** The filter takes ids of up to 9 digits; a stored value beyond that could only be corrupt. */
const MAX_ID = 999_999_999;

/** Distinct, sorted ids the filter accepts, so one odd stored value cannot fail the whole call. */
function validIds(ids: readonly number[]): number[] {
  return [...new Set(ids)]
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID)
    .sort((a, b) => a - b);
}

export const guestFavouriteKeys = {
  all: ['guest-favourites'] as const,
  products: (ids: readonly number[]) => [...guestFavouriteKeys.all, 'products', ids] as const,
};

/**
 * A guest's favourites are only product ids (`fav_prod_ids`, spec §3); their products come from
 * `GET /api/produse/?ids=1,2,3&per=100`, one call per 100 ids. Products that no longer exist
 * are simply absent; anything not asked for is dropped.
 */
export async function getGuestFavouriteProducts(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const calls: Promise<Page<ProductSummary>>[] = [];
  for (let index = 0; index < ids.length; index += IDS_PER_CALL) {
    const chunk = ids.slice(index, index + IDS_PER_CALL);
    calls.push(
      api.get<Page<ProductSummary>>('/produse/', {
        params: { ids: chunk.join(','), per: IDS_PER_CALL },
        signal,
      }),
    );
  }
  const asked = new Set(ids);
  return (await Promise.all(calls))
    .flatMap((page) => page.results)
    .filter((product) => asked.has(product.id));
}

/**
 * A cached answer for a larger set already holds every product of a smaller one: removing a
 * favourite then needs no request, and the page changes at once.
 */
function fromLargerSet(queryClient: QueryClient, ids: readonly number[]) {
  const wanted = new Set(ids);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: guestFavouriteKeys.all })) {
    const asked = query.queryKey[2];
    const data = query.state.data as ProductSummary[] | undefined;
    if (!data || !Array.isArray(asked) || !ids.every((id) => asked.includes(id))) continue;
    return { data: data.filter((product) => wanted.has(product.id)), updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

export function getGuestFavouriteProductsQueryOptions(ids: readonly number[], queryClient?: QueryClient) {
  const sorted = validIds(ids);
  const cached = queryClient ? fromLargerSet(queryClient, sorted) : undefined;
  return queryOptions({
    queryKey: guestFavouriteKeys.products(sorted),
    queryFn: ({ signal }) => getGuestFavouriteProducts(sorted, signal),
    enabled: sorted.length > 0,
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
  });
}

/** The guest's favourite products; a new set keeps showing the last answer until its own comes. */
export function useGuestFavouriteProducts(ids: readonly number[]) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getGuestFavouriteProductsQueryOptions(ids, queryClient),
    placeholderData: keepPreviousData,
  });
}
