import { queryOptions } from '@tanstack/react-query';
import type {
  AdminDiscount,
  AdminDiscountInput,
  AdminDiscountPage,
  DiscountStatus,
} from '@shop/shared/schemas/admin/discounts';
import { api } from '@/lib/api-client';

export type DiscountFilters = { q: string; status: DiscountStatus | ''; page: number };

export const discountKeys = {
  all: ['admin', 'discounts'] as const,
  list: (filters: DiscountFilters) => [...discountKeys.all, 'list', filters] as const,
};

export function discountsQueryOptions(filters: DiscountFilters) {
  return queryOptions({
    queryKey: discountKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminDiscountPage>('/admin/discounts/', {
        signal,
        params: {
          q: filters.q.trim(),
          status: filters.status,
          page: filters.page > 1 ? filters.page : undefined,
        },
      }),
    placeholderData: (previous) => previous,
  });
}

export const saveDiscount = (id: number | null, body: AdminDiscountInput) =>
  id === null
    ? api.post<AdminDiscount>('/admin/discounts/', body)
    : api.put<AdminDiscount>(`/admin/discounts/${id}/`, body);

export const deleteDiscount = (id: number) => api.delete(`/admin/discounts/${id}/`);
