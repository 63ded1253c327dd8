import { queryOptions } from '@tanstack/react-query';
import type {
  AWB_LABEL_FORMATS,
  AwbBulkResult,
  AwbCreateBody,
  AwbDefaults,
  Shipment,
} from '@shop/shared/schemas/admin/shipping';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { orderKeys } from './orders-api';

export type AwbLabelFormat = (typeof AWB_LABEL_FORMATS)[number];

export const shippingKeys = {
  defaults: (orderId: number) => [...orderKeys.detail(orderId), 'awb-defaults'] as const,
};

/** What the "Generează AWB" dialog shows first; read each time the dialog opens. */
export function awbDefaultsQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: shippingKeys.defaults(orderId),
    queryFn: ({ signal }) => api.get<AwbDefaults>(`/admin/orders/${orderId}/awb/defaults`, { signal }),
    staleTime: 0,
  });
}

/** `key`: the submission's Idempotency-Key, so a retried request makes one AWB. */
export const createAwb = (orderId: number, body: AwbCreateBody, key: string) =>
  api.post<Shipment>(`/admin/orders/${orderId}/awb`, body, { headers: { 'Idempotency-Key': key } });

/** `key`: the confirmation's Idempotency-Key, so a retried request cancels once. */
export const cancelAwb = (orderId: number, key: string) =>
  api.delete(`/admin/orders/${orderId}/awb`, { headers: { 'Idempotency-Key': key } });

/** One AWB per order, as the single route would make each; each order answers on its own. */
export const createAwbs = (orderIds: number[], key: string) =>
  api.post<AwbBulkResult>(
    '/admin/awb/bulk',
    { order_ids: orderIds },
    { headers: { 'Idempotency-Key': key } },
  );

/** The AWBs of the orders placed on `day` that may ship and have none yet (100 a call). */
export const createDayAwbs = (day: string, key: string) =>
  api.post<AwbBulkResult>('/admin/awb/bulk', { day }, { headers: { 'Idempotency-Key': key } });

export const downloadLabel = (orderId: number, awb: string, format: AwbLabelFormat = 'A6') =>
  downloadFile(`/admin/orders/${orderId}/awb/label.pdf`, `awb-${awb}.pdf`, { format });

/** Every live AWB's label of the orders, in one PDF (A6 pages). */
export const downloadLabels = (orderIds: number[]) =>
  downloadFile('/admin/awb/labels.pdf', `etichete-awb-${orderIds.length}.pdf`, {
    order_ids: orderIds.join(','),
  });

/** Every live AWB's label of the orders placed on `day`, in one PDF (A6 pages). */
export const downloadDayLabels = (day: string) =>
  downloadFile('/admin/awb/labels.pdf', `etichete-awb-${day}.pdf`, { day });
