import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminMe, allows, type Permission } from '@shop/shared/schemas/admin/roles';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

export const adminMeKeys = { all: ['admin', 'me'] as const };

/**
 * The signed-in staff member's roles and permissions (docs/decisions/055). Only the screens'
 * mirror: the server checks every /api/admin call itself. Keyed by the token, so the next person
 * to sign in on the same browser never sees the last one's menu.
 */
export function adminMeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...adminMeKeys.all, token] as const,
    queryFn: ({ signal }) => api.get<AdminMe>('/admin/me/', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useAdminMe() {
  const token = useAuthStore((state) => state.token);
  return useQuery(adminMeQueryOptions(token));
}

/**
 * `can(needed)`: whether the signed-in person may use something that needs any one of these
 * permissions (none: any staff). False while their permissions load, so nothing flashes and hides.
 */
export function usePermissions() {
  const query = useAdminMe();
  const held = query.data?.permissions;
  return {
    ...query,
    can: (needed: Permission | readonly Permission[]) =>
      held !== undefined && allows(held, typeof needed === 'string' ? [needed] : needed),
  };
}
