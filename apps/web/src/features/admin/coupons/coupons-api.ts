import { queryOptions } from '@tanstack/react-query';
import type {
  AdminCoupon,
  AdminCouponDetail,
  AdminCouponInput,
  AdminCouponPage,
  CouponStatus,
} from '@shop/shared/schemas/admin/coupons';
import { api } from '@/lib/api-client';

export type CouponFilters = { q: string; status: CouponStatus | ''; page: number };

export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (filters: CouponFilters) => [...couponKeys.all, 'list', filters] as const,
  detail: (id: number) => [...couponKeys.all, 'detail', id] as const,
};

export function couponsQueryOptions(filters: CouponFilters) {
  return queryOptions({
    queryKey: couponKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminCouponPage>('/admin/coupons/', {
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

export function couponQueryOptions(id: number) {
  return queryOptions({
    queryKey: couponKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminCouponDetail>(`/admin/coupons/${id}/`, { signal }),
  });
}

export const saveCoupon = (id: number | null, body: AdminCouponInput) =>
  id === null
    ? api.post<AdminCoupon>('/admin/coupons/', body)
    : api.put<AdminCoupon>(`/admin/coupons/${id}/`, body);

export const deleteCoupon = (id: number) => api.delete(`/admin/coupons/${id}/`);

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code nobody guesses: 10 characters without look-alikes (0/O, 1/I). */
export function randomCouponCode(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}
