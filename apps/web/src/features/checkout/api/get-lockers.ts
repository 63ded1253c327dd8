import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locker } from '@shop/shared/schemas/checkout';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

/** How many lockers the picker lists at once; more words narrow the list. */
export const LOCKERS_SHOWN = 10;

/** `GET /api/lockers/?q=&per=`: easybox lockers matching any words, diacritics optional. */
export function getLockers(search: string, signal?: AbortSignal): Promise<Page<Locker>> {
  return api.get<Page<Locker>>('/lockers/', {
    params: { q: search.trim() || undefined, per: LOCKERS_SHOWN, page: 1 },
    signal,
  });
}

export function getLockersQueryOptions(search: string) {
  const normalized = search.trim().replace(/\s+/g, ' ').slice(0, 100);
  return queryOptions({
    queryKey: checkoutKeys.lockers(normalized.toLowerCase()),
    queryFn: ({ signal }) => getLockers(normalized, signal),
    staleTime: 10 * 60_000,
  });
}

/** Lockers for the search; the previous list stays while the next one loads. */
export function useLockers(search: string, enabled = true) {
  return useQuery({ ...getLockersQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
