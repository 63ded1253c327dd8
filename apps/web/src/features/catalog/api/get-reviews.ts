import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { api, isApiError } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const REVIEWS_PAGE_SIZE = 5;

const NO_REVIEWS: Page<Review> = { count: 0, next: null, previous: null, results: [] };

/**
 * Contract §7: `GET /api/recenzii/?produs_id={id}`, a page at a time. Contract §8: a load failure is a
 * warning and an empty list, not an error on the page.
 */
export async function getReviews(
  productId: number,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Review>> {
  try {
    return await api.get<Page<Review>>('/recenzii/', {
      params: { produs_id: productId, page, per: REVIEWS_PAGE_SIZE },
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'aborted') throw error;
    console.warn('[reviews] Nu am putut încărca recenziile', error);
    return NO_REVIEWS;
  }
}

export function getReviewsQueryOptions(productId: number) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.reviews(productId),
    queryFn: ({ pageParam, signal }) => getReviews(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.next ? lastPage + 1 : undefined),
  });
}

export function useReviews(productId: number) {
  return useInfiniteQuery(getReviewsQueryOptions(productId));
}
