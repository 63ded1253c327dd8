import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/shared/schemas/checkout';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

/**
 * `GET /api/comenzi/{id}/?key=` (contract §7): the order for its owner, staff, or whoever holds its
 * key or a payment return token; anyone else gets 404.
 */
export function getOrder(id: number, key: string | undefined, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/comenzi/${id}/`, { params: { key }, signal });
}

export function isOrderId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

export function getOrderQueryOptions(id: number, key: string | undefined) {
  return queryOptions({
    queryKey: checkoutKeys.order(id, key),
    queryFn: ({ signal }) => getOrder(id, key, signal),
    enabled: isOrderId(id),
    // An order changes (payment, status): read it again when a page opens, but not twice in a row
    // (the route's prefetch and the page's own query).
    staleTime: 5_000,
  });
}

type UseOrderOptions = {
  enabled?: boolean;
  initialData?: Order | undefined;
  /** Milliseconds between reads while the answer says so (a payment being confirmed). */
  refetchInterval?: (order: Order | undefined, reads: number) => number | false;
};

export function useOrder(id: number, key: string | undefined, options: UseOrderOptions = {}) {
  const { enabled = true, initialData, refetchInterval } = options;
  return useQuery({
    ...getOrderQueryOptions(id, key),
    enabled: enabled && isOrderId(id),
    initialData,
    refetchInterval: refetchInterval
      ? (query) => refetchInterval(query.state.data, query.state.dataUpdateCount)
      : undefined,
  });
}
