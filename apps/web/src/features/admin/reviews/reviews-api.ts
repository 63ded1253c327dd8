import { queryOptions } from '@tanstack/react-query';
import type { AdminReview, AdminReviewPage, ReviewStatus } from '@shop/shared/schemas/admin/reviews';
import { api } from '@/lib/api-client';

export const REVIEWS_PER_PAGE = 20;

export type ReviewFilters = { status: ReviewStatus | ''; q: string; page: number };

export const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (filters: ReviewFilters) => [...reviewKeys.all, 'list', filters] as const,
};

export const reviewsQueryOptions = (filters: ReviewFilters) =>
  queryOptions({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminReviewPage>('/admin/reviews/', {
        signal,
        params: {
          status: filters.status || undefined,
          q: filters.q.trim() || undefined,
          page: filters.page > 1 ? filters.page : undefined,
          page_size: REVIEWS_PER_PAGE,
        },
      }),
    placeholderData: (previous) => previous,
  });

export const moderateReview = (id: number, action: 'approve' | 'hide') =>
  api.post<AdminReview>(`/admin/reviews/${id}/moderation/`, { action });

export const replyToReview = (id: number, reply: string) =>
  api.put<AdminReview>(`/admin/reviews/${id}/reply/`, { reply });
