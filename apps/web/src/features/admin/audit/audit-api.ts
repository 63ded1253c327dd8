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

/** Where an entry's record is edited in the admin area, when it has a screen of its own. */
export function recordPath(entityType: string, entityId: string): string | null {
  const id = encodeURIComponent(entityId);
  switch (entityType) {
    case 'product':
    case 'price':
      return `/admin/products/${id}`;
    case 'stock':
      return '/admin/stoc';
    case 'order':
      return `/admin/comenzi/${id}`;
    case 'coupon':
      return '/admin/coupons';
    case 'category':
      return '/admin/categories';
    case 'tag':
      return '/admin/tags';
    case 'blog_post':
      return '/admin/blog';
    case 'staff':
      return '/admin/personal';
    case 'role':
      return '/admin/roluri';
    case 'return':
      return `/admin/retururi/${id}`;
    case 'review':
      return '/admin/recenzii';
    case 'contact_message':
      return '/admin/mesaje';
    case 'wallet':
      return `/admin/clienti/${id}`;
    case 'voucher':
      return '/admin/clienti';
    case 'shop_settings':
      return '/admin/setari';
    default:
      return null;
  }
}
