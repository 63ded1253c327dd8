import { queryOptions } from '@tanstack/react-query';
import type { AdminCustomerPage, AdminCustomerSummary } from '@shop/shared/schemas/admin/customers';
import type { Voucher, VoucherIssueBody, VoucherList } from '@shop/shared/schemas/vouchers';
import type { Wallet, WalletAdjustmentBody, WalletEntry } from '@shop/shared/schemas/wallet';
import { api } from '@/lib/api-client';

export const CUSTOMERS_PER_PAGE = 25;
export const WALLET_ENTRIES_PER_PAGE = 20;

export type CustomerFilters = { q: string; page: number };

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (filters: CustomerFilters) => [...customerKeys.all, 'list', filters] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  wallet: (id: number, page: number) => [...customerKeys.all, 'wallet', id, page] as const,
  vouchers: (id: number) => [...customerKeys.all, 'vouchers', id] as const,
};

export function customersQueryOptions(filters: CustomerFilters) {
  return queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminCustomerPage>('/admin/customers/', {
        signal,
        params: {
          q: filters.q.trim() || undefined,
          page: filters.page > 1 ? filters.page : undefined,
          per: CUSTOMERS_PER_PAGE,
        },
      }),
    placeholderData: (previous) => previous,
  });
}

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminCustomerSummary>(`/admin/customers/${id}/`, { signal }),
  });

export const customerWalletQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: customerKeys.wallet(id, page),
    queryFn: ({ signal }) =>
      api.get<Wallet>(`/admin/customers/${id}/wallet/`, {
        signal,
        params: { page: page > 1 ? page : undefined, per: WALLET_ENTRIES_PER_PAGE },
      }),
    placeholderData: (previous) => previous,
  });

export const customerVouchersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.vouchers(id),
    queryFn: ({ signal }) => api.get<VoucherList>(`/admin/customers/${id}/vouchers/`, { signal }),
    select: (list) => list.results,
  });

/** A retried request with the same key makes no second movement. */
export const adjustWallet = (id: number, body: WalletAdjustmentBody, key: string) =>
  api.post<WalletEntry>(`/admin/customers/${id}/wallet/adjustments/`, body, {
    headers: { 'Idempotency-Key': key },
  });

/** `key`: the submission's Idempotency-Key, so a retried request issues one voucher. */
export const issueVoucher = (id: number, body: VoucherIssueBody, key: string) =>
  api.post<Voucher>(`/admin/customers/${id}/vouchers/`, body, { headers: { 'Idempotency-Key': key } });
