import type { QueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { shopSettingsKeys } from '@/hooks/use-shop-settings';

/** The demo shop's settings, as `GET /api/shop/` answers them on a fresh database. */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  company_name: 'Salvia Naturals SRL',
  cui: 'RO45281631',
  trade_register: 'J40/11873/2021',
  address: 'Str. Doamnei nr. 12, et. 2, 030167 București, Sector 3',
  phone: '021 310 45 67',
  email: 'contact@salvia-naturals.ro',
  privacy_email: 'protectia.datelor@salvia-naturals.ro',
  bank_name: 'Banca Transilvania',
  iban: 'RO59BTRLRONCRT0481739201',
  hours: [
    { days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' },
    { days: [6], open: '10:00', close: '14:00' },
  ],
  shipping_cost: '25.00',
  free_shipping_from: '200.00',
  delivery_days_min: 1,
  delivery_days_max: 4,
  return_days: 30,
  refund_days: 7,
  warranty_months: 24,
};

/** The demo shop's shipping rule in bani. */
export const DEMO_SHIPPING_RULE = { cost: 2500, freeFrom: 20_000 };

/** A query client that already holds the demo settings, as a page rendered by the server would. */
export function withShopSettings(queryClient: QueryClient): QueryClient {
  queryClient.setQueryData(shopSettingsKeys.all, DEMO_SHOP_SETTINGS);
  return queryClient;
}
