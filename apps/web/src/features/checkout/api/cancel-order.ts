import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/shared/schemas/checkout';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

/** `POST /api/comenzi/{id}/anulare/?key=`: cancels an unpaid order; its stock returns. */
export function cancelOrder({ id, key }: { id: number; key: string | undefined }): Promise<Order> {
  return api.post<Order>(`/comenzi/${id}/anulare/`, undefined, { params: { key } });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'cancel-order'],
    mutationFn: cancelOrder,
    onSuccess: (order, { id, key }) => queryClient.setQueryData(checkoutKeys.order(id, key), order),
  });
}
