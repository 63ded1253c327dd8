import { queryOptions } from '@tanstack/react-query';
import type { AdminSubscriberPage, NewsletterStatus } from '@shop/shared/schemas/newsletter';
import { api } from '@/lib/api-client';
import { downloadCsv } from '../components/download-csv';

export const SUBSCRIBERS_PER_PAGE = 50;

export type SubscriberFilters = { status: NewsletterStatus | ''; q: string; page: number };

const filterParams = (filters: SubscriberFilters) => ({
  status: filters.status || undefined,
  q: filters.q.trim() || undefined,
});

export const subscribersQueryOptions = (filters: SubscriberFilters) =>
  queryOptions({
    queryKey: ['admin', 'newsletter', 'subscribers', filters] as const,
    queryFn: ({ signal }) =>
      api.get<AdminSubscriberPage>('/admin/newsletter/subscribers/', {
        signal,
        params: {
          ...filterParams(filters),
          page: filters.page > 1 ? filters.page : undefined,
          page_size: SUBSCRIBERS_PER_PAGE,
        },
      }),
    placeholderData: (previous) => previous,
  });

/** The subscribers the filters show, as a dated CSV file. */
export function downloadSubscribersCsv(filters: SubscriberFilters): Promise<void> {
  return downloadCsv(
    '/admin/newsletter/subscribers.csv',
    `abonati-newsletter-${new Date().toISOString().slice(0, 10)}.csv`,
    filterParams(filters),
  );
}
