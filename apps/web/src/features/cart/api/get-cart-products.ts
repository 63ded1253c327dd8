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

export const cartKeys = {
  all: ['cart'] as const,
  products: (ids: readonly number[]) => [...cartKeys.all, 'products', ids] as const,
};

/** What the shop says now about the cart's products; `ids` are the ones asked about. */
export type CartProductsAnswer = { ids: number[]; products: ProductSummary[] };

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/**
 * The cart's products as they are now, in one list call per 100 lines:
 * `GET /api/produse/?ids=1,2,3&per=100`. A product missing from the answer no longer exists.
 * An API without the `ids` filter would answer with unrelated products; then nothing can be
 * concluded and the answer is null (the cart keeps showing its own copies).
 */
export async function getCartProducts(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<CartProductsAnswer | null> {
  const pages = await Promise.all(
    chunks(ids, IDS_PER_CALL).map((chunk) =>
      api.get<Page<ProductSummary>>('/produse/', {
        params: { ids: chunk.join(','), per: IDS_PER_CALL },
        signal,
      }),
    ),
  );
  const asked = new Set(ids);
  const products = pages.flatMap((page) => page.results);
  if (products.some((product) => !asked.has(product.id))) return null;
  return { ids: [...ids], products };
}

/** A cached answer for a larger cart already tells everything about a smaller one. */
function fromLargerCart(queryClient: QueryClient, ids: readonly number[]) {
  const wanted = new Set(ids);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...cartKeys.all, 'products'] })) {
    const data = query.state.data as CartProductsAnswer | null | undefined;
    if (!data || !ids.every((id) => data.ids.includes(id))) continue;
    return {
      data: { ids: [...ids], products: data.products.filter((product) => wanted.has(product.id)) },
      updatedAt: query.state.dataUpdatedAt,
    };
  }
  return undefined;
}

export function getCartProductsQueryOptions(ids: readonly number[], queryClient?: QueryClient) {
  // Sorted, so reordering or a changed quantity asks nothing new.
  const sorted = validIds(ids);
  const cached = queryClient ? fromLargerCart(queryClient, sorted) : undefined;
  return queryOptions({
    queryKey: cartKeys.products(sorted),
    queryFn: ({ signal }) => getCartProducts(sorted, signal),
    enabled: sorted.length > 0,
    staleTime: 30_000,
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
  });
}

/** Removing a line asks nothing new, and any other change keeps the last answer until its own. */
export function useCartProducts(ids: readonly number[]) {
  const queryClient = useQueryClient();
  return useQuery({ ...getCartProductsQueryOptions(ids, queryClient), placeholderData: keepPreviousData });
}
