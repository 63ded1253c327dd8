import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@shop/shared/schemas/admin/dashboard';
import { api } from '@/lib/api-client';

export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

/** The dashboard's figures; refreshed each minute while it is open, so new orders show up. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api.get<Dashboard>('/admin/dashboard/', { signal }),
    refetchInterval: 60_000,
  });
}
