import { queryOptions } from '@tanstack/react-query';
import type { EfacturaConnection, EfacturaConsentStart } from '@shop/shared/schemas/admin/efactura';
import { api } from '@/lib/api-client';

export const efacturaConnectionQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'efactura', 'connection'] as const,
    queryFn: ({ signal }) => api.get<EfacturaConnection>('/admin/efactura/connection', { signal }),
  });

/** Starts ANAF's consent: the URL the browser goes to next; the way back lands in `locale`. */
export const startEfacturaConsent = (locale: 'ro' | 'en') =>
  api.post<EfacturaConsentStart>('/admin/efactura/connection/start', { locale });
