import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { api } from '@/lib/api-client';

export const shopSettingsKeys = { all: ['shop-settings'] as const };

/** `GET /api/shop/`: the shop's identity and the figures its pages and cart quote. */
export function getShopSettingsQueryOptions() {
  return queryOptions({
    queryKey: shopSettingsKeys.all,
    queryFn: ({ signal }) => api.get<ShopSettings>('/shop/', { signal }),
    // Staff change them rarely; an open tab picks a change up within minutes, the server prices
    // every order by the settings of the moment anyway.
    staleTime: 5 * 60_000,
  });
}

/**
 * For every route's loader: the footer, the header's free-shipping line and the cart quote the
 * settings, so a page renders with them (the server waits for them, the browser starts them with
 * the page's code). A failure is left to the parts that use them.
 */
export function ensureShopSettings(queryClient: QueryClient): Promise<unknown> {
  return queryClient.ensureQueryData(getShopSettingsQueryOptions()).catch(() => undefined);
}

/** The settings, or undefined until they have loaded (or when they could not). */
export function useShopSettings(): ShopSettings | undefined {
  return useQuery(getShopSettingsQueryOptions()).data;
}

/** The settings in a part rendered only with them (beneath a ShopSettingsGate). */
export function useLoadedShopSettings(): ShopSettings {
  const settings = useShopSettings();
  if (!settings) throw new Error('useLoadedShopSettings() outside a ShopSettingsGate');
  return settings;
}
