import { queryOptions } from '@tanstack/react-query';
import type {
  AdminNetopiaSettings,
  AdminNetopiaSettingsInput,
  AdminSamedaySettings,
  AdminSamedaySettingsInput,
  IntegrationName,
  IntegrationTestResult,
} from '@shop/shared/schemas/admin/integrations';
import { api } from '@/lib/api-client';

export type IntegrationViews = { netopia: AdminNetopiaSettings; sameday: AdminSamedaySettings };
export type IntegrationInputs = { netopia: AdminNetopiaSettingsInput; sameday: AdminSamedaySettingsInput };

export const integrationKeys = {
  one: (name: IntegrationName) => ['admin', 'integrations', name] as const,
};

/** Superusers only; the server refuses anyone else. */
export function integrationQueryOptions<N extends IntegrationName>(name: N) {
  return queryOptions({
    queryKey: integrationKeys.one(name),
    queryFn: ({ signal }) => api.get<IntegrationViews[N]>(`/admin/integrations/${name}`, { signal }),
  });
}

export const saveIntegration = <N extends IntegrationName>(name: N, body: IntegrationInputs[N]) =>
  api.put<IntegrationViews[N]>(`/admin/integrations/${name}`, body);

export const testIntegration = (name: IntegrationName) =>
  api.post<IntegrationTestResult>(`/admin/integrations/${name}/test`);
