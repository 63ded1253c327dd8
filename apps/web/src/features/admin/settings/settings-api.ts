import { queryOptions } from '@tanstack/react-query';
import type { AdminShopSettings, AdminShopSettingsInput } from '@shop/shared/schemas/shop-settings';
import { api } from '@/lib/api-client';

export const adminSettingsKeys = { all: ['admin', 'settings'] as const };

export function adminSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminSettingsKeys.all,
    queryFn: ({ signal }) => api.get<AdminShopSettings>('/admin/settings/', { signal }),
  });
}

/** Superusers only; the server refuses anyone else. */
export const saveShopSettings = (body: AdminShopSettingsInput) =>
  api.put<AdminShopSettings>('/admin/settings/', body);
