import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentStartFields } from '@/lib/external-page';

/** The answer of `paymentStartedSchema`: where the customer pays. */
type PaymentStarted = { payment_url: string };

/** `POST /api/comenzi/{id}/plata/?key=`: a new card payment attempt for an unpaid card order. */
export function retryPayment({ id, key }: { id: number; key: string | undefined }): Promise<PaymentStarted> {
  return api.post<PaymentStarted>(`/comenzi/${id}/plata/`, paymentStartFields(), { params: { key } });
}

export function useRetryPayment() {
  return useMutation({ mutationKey: ['checkout', 'retry-payment'], mutationFn: retryPayment });
}
