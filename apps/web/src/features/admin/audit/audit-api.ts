import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AuditEntityType, AuditPage } from '@shop/shared/schemas/admin/audit';
import type { StaffList } from '@shop/shared/schemas/admin/staff';
import { api } from '@/lib/api-client';

export type AuditFilters = {
  entityType: AuditEntityType | '';
  entityId: string;
  /** A staff member's id, or '' for everyone. */
  actorId: string;
  from: string;
  to: string;
};

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
          actor_id: filters.actorId,
          from: filters.from,
          to: filters.to,
          before: pageParam,
        },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
}

/** The staff, for the actor filter; superusers only (same key as the staff screen, one cache). */
export function auditActorsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['admin', 'staff'] as const,
    queryFn: ({ signal }) => api.get<StaffList>('/admin/staff/', { signal }),
    enabled,
  });
}

/**
 * Where an entry's record is edited in the admin area, when it has a screen of its own: the
 * screen's path under /admin, for useAdminPath to prefix with the language.
 */
export function recordPath(entityType: string, entityId: string): string | null {
  const id = encodeURIComponent(entityId);
  switch (entityType) {
    case 'product':
    case 'price':
      return `products/${id}`;
    case 'stock':
      return 'stoc';
    case 'order':
      return `comenzi/${id}`;
    case 'coupon':
      return 'coupons';
    case 'category':
      return 'categories';
    case 'tag':
      return 'tags';
    case 'blog_post':
      return 'blog';
    case 'staff':
      return 'personal';
    case 'role':
      return 'roluri';
    case 'return':
      return `retururi/${id}`;
    case 'review':
      return 'recenzii';
    case 'contact_message':
      return 'mesaje';
    case 'wallet':
      return `clienti/${id}`;
    case 'voucher':
      return 'clienti';
    case 'shop_settings':
      return 'setari';
    default:
      return null;
  }
}
