import { queryOptions } from '@tanstack/react-query';
import type {
  AdminReturn,
  AdminReturnDecisionBody,
  AdminReturnPage,
  AdminReturnRefundBody,
  ReturnStatus,
} from '@shop/shared/schemas/returns';
import { api } from '@/lib/api-client';

export const RETURNS_PER_PAGE = 25;

export type ReturnFilters = { status: ReturnStatus | ''; page: number };

export const returnKeys = {
  all: ['admin', 'returns'] as const,
  list: (filters: ReturnFilters) => [...returnKeys.all, 'list', filters] as const,
  detail: (id: number) => [...returnKeys.all, 'detail', id] as const,
};

export const returnsQueryOptions = (filters: ReturnFilters) =>
  queryOptions({
    queryKey: returnKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminReturnPage>('/admin/returns/', {
        signal,
        params: {
          status: filters.status || undefined,
          page: filters.page > 1 ? filters.page : undefined,
          per: RETURNS_PER_PAGE,
        },
      }),
    placeholderData: (previous) => previous,
  });

export const returnQueryOptions = (id: number) =>
  queryOptions({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminReturn>(`/admin/returns/${id}/`, { signal }),
  });

export const decideReturn = (id: number, body: AdminReturnDecisionBody) =>
  api.post<AdminReturn>(`/admin/returns/${id}/decision/`, body);
/** `key`: the submission's Idempotency-Key, so a retried request moves the stock once. */
export const receiveReturn = (id: number, key: string) =>
  api.post<AdminReturn>(`/admin/returns/${id}/receipt/`, undefined, { headers: { 'Idempotency-Key': key } });
/** `key`: the submission's Idempotency-Key, so a retried request pays back once. */
export const refundReturn = (id: number, body: AdminReturnRefundBody, key: string) =>
  api.post<AdminReturn>(`/admin/returns/${id}/refund/`, body, { headers: { 'Idempotency-Key': key } });
