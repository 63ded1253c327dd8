import type { QueryClient } from '@tanstack/react-query';
import { getOrderQueryOptions, isOrderId } from '@/features/checkout/api/get-order';
import { productsByIdsQueryOptions } from '@/hooks/use-products-by-ids';
import { useCartStore } from '@/stores/cart-store';

/**
 * Requests the checkout pages start while their code downloads, without holding them back. Kept
 * apart from the pages so the router's bundle does not carry them.
 */
export function prefetchCheckout(queryClient: QueryClient): void {
  const ids = useCartStore.getState().items.map((line) => line.id);
  if (ids.length > 0) void queryClient.prefetchQuery(productsByIdsQueryOptions(ids, queryClient));
}

/** An order named by the URL (`?id=&key=` on /checkout/success, `?order=&key=` on the payment pages). */
export function prefetchOrder(queryClient: QueryClient, url: string, idParam: 'id' | 'order'): void {
  const params = new URL(url).searchParams;
  const id = Number(params.get(idParam) ?? NaN);
  const key = params.get('key') ?? undefined;
  if (isOrderId(id) && key) void queryClient.prefetchQuery(getOrderQueryOptions(id, key));
}
