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

export const productsByIdsKeys = {
  all: ['products-by-ids'] as const,
  list: (ids: readonly number[]) => [...productsByIdsKeys.all, ids] as const,
};

/** What the shop says now about some products; `ids` are the ones asked about. */
export type ProductsByIds = { ids: number[]; products: ProductSummary[] };

/**
 * Products known only by id (cart lines, a guest's `fav_prod_ids`), as they are now, one list call
 * per 100 ids: `GET /api/produse/?ids=1,2,3&per=100`. A product missing from the answer no longer
 * exists. An API without the `ids` filter would answer with unrelated products; then nothing can be
 * concluded and the answer is null (callers keep what they had).
 */
export async function getProductsByIds(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<ProductsByIds | null> {
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
  const products = (await Promise.all(calls)).flatMap((page) => page.results);
  if (products.some((product) => !asked.has(product.id))) return null;
  return { ids: [...ids], products };
}

/** A cached answer for a larger set already tells everything about a smaller one (a removal). */
function fromLargerSet(queryClient: QueryClient, ids: readonly number[]) {
  const wanted = new Set(ids);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: productsByIdsKeys.all })) {
    const data = query.state.data as ProductsByIds | null | undefined;
    if (!data || !ids.every((id) => data.ids.includes(id))) continue;
    return {
      data: { ids: [...ids], products: data.products.filter((product) => wanted.has(product.id)) },
      updatedAt: query.state.dataUpdatedAt,
    };
  }
  return undefined;
}

export function productsByIdsQueryOptions(ids: readonly number[], queryClient?: QueryClient) {
  // Sorted, so a reordering or a changed quantity asks nothing new.
  const sorted = validIds(ids);
  const cached = queryClient ? fromLargerSet(queryClient, sorted) : undefined;
  return queryOptions({
    queryKey: productsByIdsKeys.list(sorted),
    queryFn: ({ signal }) => getProductsByIds(sorted, signal),
    enabled: sorted.length > 0,
    staleTime: 30_000,
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
  });
}

/** Removing an id asks nothing new, and any other change keeps the last answer until its own. */
export function useProductsByIds(ids: readonly number[]) {
  const queryClient = useQueryClient();
  return useQuery({ ...productsByIdsQueryOptions(ids, queryClient), placeholderData: keepPreviousData });
}
