import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import type {
  AdminInvoiceBuyerInput,
  AdminInvoiceDetail,
  AdminInvoicePage,
  AdminInvoiceSort,
  EfacturaFilter,
  InvoiceKind,
  InvoiceSeries,
  InvoiceSeriesInput,
} from '@shop/shared/schemas/admin/invoices';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** The list's state, as kept in the URL's query string. */
export type InvoiceFilters = {
  kind: InvoiceKind | '';
  efactura: EfacturaFilter | '';
  from: string;
  to: string;
  q: string;
  ordering: AdminInvoiceSort;
  page: number;
};

export const invoiceKeys = {
  all: ['admin', 'invoices'] as const,
  list: (filters: InvoiceFilters) => [...invoiceKeys.all, 'list', filters] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  series: ['admin', 'invoice-series'] as const,
};

export function invoicesQueryOptions(filters: InvoiceFilters) {
  return queryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminInvoicePage>('/admin/invoices/', {
        signal,
        params: {
          kind: filters.kind,
          efactura: filters.efactura,
          from: filters.from,
          to: filters.to,
          q: filters.q.trim(),
          ordering: filters.ordering === '-date' ? undefined : filters.ordering,
          page: filters.page > 1 ? filters.page : undefined,
          per: ADMIN_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function invoiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminInvoiceDetail>(`/admin/invoices/${id}/`, { signal }),
  });
}

export function invoiceSeriesQueryOptions() {
  return queryOptions({
    queryKey: invoiceKeys.series,
    queryFn: ({ signal }) => api.get<{ series: InvoiceSeries[] }>('/admin/invoice-series/', { signal }),
  });
}

/** `key`: the submission's Idempotency-Key, so a retried request queues the document once. */
export const resendInvoice = (id: number, key: string) =>
  api.post<AdminInvoiceDetail>(`/admin/invoices/${id}/efactura/resend/`, undefined, {
    headers: { 'Idempotency-Key': key },
  });

export const correctInvoiceBuyer = (id: number, body: AdminInvoiceBuyerInput) =>
  api.put<AdminInvoiceDetail>(`/admin/invoices/${id}/buyer/`, body);

export const saveInvoiceSeries = (body: InvoiceSeriesInput) =>
  api.put<{ series: InvoiceSeries[] }>('/admin/invoice-series/', body);

export const downloadInvoiceFile = (id: number, code: string, format: 'pdf' | 'xml') =>
  downloadFile(`/admin/invoices/${id}/${format}`, `${code}.${format}`);

export const downloadMonthExport = (month: string) =>
  downloadFile('/admin/invoices/export', `facturi-${month}.zip`, { month });

export const downloadSalesJournal = (month: string) =>
  downloadFile('/admin/invoices/journal', `jurnal-vanzari-${month}.csv`, { month });
