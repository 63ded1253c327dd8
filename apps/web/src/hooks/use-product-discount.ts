import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDiscount, ProductDiscounts } from '@shop/shared/schemas/discounts';
import { api } from '@/lib/api-client';

/** At most this many ids in one `GET /api/reduceri/produse/`. */
const PER_CALL = 100;

type Waiting = {
  id: number;
  resolve: (value: ProductDiscount | null) => void;
  reject: (error: unknown) => void;
};
let waiting: Waiting[] = [];
let scheduled = false;

/** The ids asked for in one tick (a page of cards) go in one request per 100. */
async function flush(): Promise<void> {
  scheduled = false;
  const batch = waiting;
  waiting = [];
  const ids = [...new Set(batch.map((entry) => entry.id))];
  for (let index = 0; index < ids.length; index += PER_CALL) {
    const chunk = ids.slice(index, index + PER_CALL);
    const asked = batch.filter((entry) => chunk.includes(entry.id));
    try {
      const { results } = await api.get<ProductDiscounts>('/reduceri/produse/', {
        params: { produse: chunk.join(',') },
      });
      const found = new Map(results.map((result) => [result.produs, result]));
      for (const entry of asked) entry.resolve(found.get(entry.id) ?? null);
    } catch (error) {
      for (const entry of asked) entry.reject(error);
    }
  }
}

function productDiscount(id: number): Promise<ProductDiscount | null> {
  return new Promise((resolve, reject) => {
    waiting.push({ id, resolve, reject });
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  });
}

export const productDiscountKeys = {
  all: ['product-discount'] as const,
  of: (id: number) => [...productDiscountKeys.all, id] as const,
};

function productDiscountQueryOptions(productId: number) {
  return queryOptions({
    queryKey: productDiscountKeys.of(productId),
    queryFn: () => productDiscount(productId),
    staleTime: 60_000,
  });
}

/**
 * The automatic discount running on a product (decision 062), with its Omnibus reference; null
 * when none covers it. Cards on one page share one request.
 */
export function useProductDiscount(productId: number) {
  return useQuery({ ...productDiscountQueryOptions(productId), enabled: productId > 0 });
}

/**
 * For route loaders: the discounts of the products a page shows, in one request (the same the
 * cards would make), so the server renders the notes and the browser hydrates with them instead of
 * asking again. Failures are left to the notes, which then ask themselves.
 */
export async function prefetchProductDiscounts(
  queryClient: QueryClient,
  products: readonly { id: number }[],
): Promise<void> {
  const ids = [...new Set(products.map((product) => product.id))].filter((id) => id > 0);
  await Promise.all(ids.map((id) => queryClient.prefetchQuery(productDiscountQueryOptions(id))));
}
