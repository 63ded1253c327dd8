import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditEntityType, AuditPage } from '@shop/shared/schemas/admin/audit';
import { api } from '@/lib/api-client';

export type AuditFilters = { entityType: AuditEntityType | ''; entityId: string; from: string; to: string };

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

/** The log, newest first, one page after another ("older"). */
export function auditQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditPage>('/admin/audit/', {
        signal,
        params: {
          entity_type: filters.entityType,
          entity_id: filters.entityId.trim(),
          from: filters.from,
          to: filters.to,
          before: pageParam,
        },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
}
