import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import type { OrderPaymentState, OrderStatus } from '@shop/shared/order-status';
import type { AdminCustomerPage } from '@shop/shared/schemas/admin/customers';
import type { StockPage } from '@shop/shared/schemas/admin/stock';
import type {
  AdminManualOrderBody,
  AdminOrderAmountDueBody,
  AdminOrderBulkStatusResult,
  AdminOrderDetail,
  AdminOrderEditBody,
  AdminOrderQuote,
  AdminOrderQuoteRequestBody,
  AdminOrderPage,
  AdminOrderTagList,
  AdminOrderSort,
  AdminRefund,
  RefundMethod,
} from '@shop/shared/schemas/admin/orders';
import type { PaymentMethod } from '@shop/shared/schemas/checkout';
import { api } from '@/lib/api-client';
import { downloadCsv } from '../components/download-csv';

/** The list's state, as kept in the URL's query string. */
export type OrderFilters = {
  status: OrderStatus[];
  paymentMethod: PaymentMethod | '';
  paymentStatus: OrderPaymentState | '';
  from: string;
  to: string;
  q: string;
  tag: string;
  /** A customer account's id ('' for every order). */
  customer: string;
  ordering: AdminOrderSort;
  page: number;
};

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filters: OrderFilters) => [...orderKeys.all, 'list', filters] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  tags: () => [...orderKeys.all, 'tags'] as const,
};

/** The list's filters as the API's query parameters (the list and its CSV export alike). */
function filterParams(filters: Omit<OrderFilters, 'page' | 'ordering'>) {
  return {
    status: filters.status.join(','),
    payment_method: filters.paymentMethod,
    payment_status: filters.paymentStatus,
    from: filters.from,
    to: filters.to,
    q: filters.q.trim(),
    tag: filters.tag,
    customer: filters.customer,
  };
}

export function ordersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminOrderPage>('/admin/orders/', {
        signal,
        params: {
          ...filterParams(filters),
          ordering: filters.ordering === '-created' ? undefined : filters.ordering,
          page: filters.page > 1 ? filters.page : undefined,
          per: ADMIN_PAGE_SIZE,
        },
      }),
    // The table keeps the last page on screen while the next filter's page loads.
    placeholderData: keepPreviousData,
  });
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminOrderDetail>(`/admin/orders/${id}/`, { signal }),
  });
}

/** `key`: the submission's Idempotency-Key, so a retried request moves the order once. */
export const changeOrderStatus = (id: number, body: { status: OrderStatus; note?: string }, key: string) =>
  api.post<AdminOrderDetail>(`/admin/orders/${id}/status/`, body, { headers: { 'Idempotency-Key': key } });

/** `key`: the submission's Idempotency-Key, so a retried request refunds once. */
export const createRefund = (
  id: number,
  body: {
    amount: string;
    method: RefundMethod;
    reason: string;
    manual_transfer_done?: boolean;
    restock?: { product_id: number; cantitate: number }[];
  },
  key: string,
) => api.post<AdminRefund>(`/admin/orders/${id}/refunds/`, body, { headers: { 'Idempotency-Key': key } });

/** `key`: the confirmation's Idempotency-Key, so a retried request mails the customer once. */
export const confirmRefundTransfer = (orderId: number, refundId: number, key: string) =>
  api.post<AdminRefund>(`/admin/orders/${orderId}/refunds/${refundId}/transfer/`, undefined, {
    headers: { 'Idempotency-Key': key },
  });

export const addOrderNote = (id: number, body: { body: string }) =>
  api.post<AdminOrderDetail['notes'][number]>(`/admin/orders/${id}/notes/`, body);

/** The orders the list's filters match, as a dated CSV file. */
export const downloadOrdersCsv = (filters: OrderFilters) =>
  downloadCsv(
    '/admin/orders/export.csv',
    `comenzi-${new Date().toISOString().slice(0, 10)}.csv`,
    filterParams(filters),
  );

/** `key`: the submission's Idempotency-Key, so a retried request moves each order once. */
export const changeOrdersStatus = (
  body: { order_ids: number[]; status: OrderStatus; note?: string },
  key: string,
) =>
  api.post<AdminOrderBulkStatusResult>('/admin/orders/bulk/status/', body, {
    headers: { 'Idempotency-Key': key },
  });

/** The tags staff use, most used first (the list's tag filter). */
export const orderTagsQueryOptions = queryOptions({
  queryKey: orderKeys.tags(),
  queryFn: ({ signal }) => api.get<AdminOrderTagList>('/admin/orders/tags/', { signal }),
  staleTime: 60_000,
});

export const addOrderTag = (id: number, tag: string) =>
  api.post<{ tags: string[] }>(`/admin/orders/${id}/tags/`, { tag });

export const removeOrderTag = (id: number, tag: string) =>
  api.delete<{ tags: string[] }>(`/admin/orders/${id}/tags/${encodeURIComponent(tag)}/`);

// Manual orders and order editing (docs/decisions/061)

/** `key`: the submission's Idempotency-Key, so a retried request places one order. */
export const placeManualOrder = (body: AdminManualOrderBody, key: string) =>
  api.post<AdminOrderDetail>('/admin/orders/', body, { headers: { 'Idempotency-Key': key } });

/** What a manual order would cost now, priced by the server. */
export const quoteManualOrder = (body: AdminOrderQuoteRequestBody, signal?: AbortSignal) =>
  api.post<AdminOrderQuote>('/admin/orders/quote/', body, { signal });

/** `key`: the submission's Idempotency-Key, so a retried request moves the stock once. */
export const editOrder = (id: number, body: AdminOrderEditBody, key: string) =>
  api.patch<AdminOrderDetail>(`/admin/orders/${id}/`, body, { headers: { 'Idempotency-Key': key } });

/** Staff received what an edit of the paid order left due (docs/decisions/061). */
export const settleAmountDue = (id: number, body: AdminOrderAmountDueBody, key: string) =>
  api.post<AdminOrderDetail>(`/admin/orders/${id}/rest-de-plata/`, body, {
    headers: { 'Idempotency-Key': key },
  });

/** An edit's lines and totals as saving would make them; nothing is saved. */
export const quoteOrderEdit = (id: number, body: AdminOrderEditBody, signal?: AbortSignal) =>
  api.post<AdminOrderQuote>(`/admin/orders/${id}/quote/`, body, { signal });

/** Products found by title or SKU (the stock list's search), for adding a line. */
export function productSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'product-search', q] as const,
    queryFn: ({ signal }) => api.get<StockPage>('/admin/stock/', { signal, params: { q, page_size: 8 } }),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
  });
}

/** Customer accounts found by email, name or phone, for a manual order. */
export function customerSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'customer-search', q] as const,
    queryFn: ({ signal }) =>
      api.get<AdminCustomerPage>('/admin/customers/', { signal, params: { q, per: 8 } }),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
  });
}
