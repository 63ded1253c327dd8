import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type OrderCreateBody, type OrderCreated } from '@shop/shared/schemas/checkout';
import { api } from '@/lib/api-client';
import { paymentStartFields } from '@/lib/external-page';

export type CreateOrderInput = { body: OrderCreateBody; idempotencyKey: string };

/**
 * `POST /api/comenzi/` (contract §7). The Idempotency-Key makes a retried submit (lost answer,
 * double click) answer the same order instead of placing a second one.
 */
export function createOrder({ body, idempotencyKey }: CreateOrderInput): Promise<OrderCreated> {
  return api.post<OrderCreated>(
    '/comenzi/',
    { ...body, ...paymentStartFields(body.plata === 'card') },
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}

export function useCreateOrder() {
  return useMutation({ mutationKey: ['checkout', 'create-order'], mutationFn: createOrder });
}
