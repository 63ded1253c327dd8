import { queryOptions } from '@tanstack/react-query';
import type { Role, RoleInput, RoleList } from '@shop/shared/schemas/admin/roles';
import type { StaffCreateBody, StaffList, StaffMember } from '@shop/shared/schemas/admin/staff';
import { api } from '@/lib/api-client';

export const staffKeys = { all: ['admin', 'staff'] as const };

/** The staff accounts (the `staff` permission; anyone else gets 403). */
export function staffQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => api.get<StaffList>('/admin/staff/', { signal }),
    enabled,
  });
}

export const createStaff = (body: StaffCreateBody) => api.post<StaffMember>('/admin/staff/', body);

export const revokeStaff = (id: number) => api.patch<StaffMember>(`/admin/staff/${id}/`, { is_staff: false });

export const acceptInvitation = (body: { token: string; password: string }) =>
  api.post<null>('/staff-invitations/accept/', body, { anonymous: true });

export const rolesKeys = { all: ['admin', 'roles'] as const };

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: rolesKeys.all,
    queryFn: ({ signal }) => api.get<RoleList>('/admin/roles/', { signal }),
  });
}

export const createRole = (body: RoleInput) => api.post<Role>('/admin/roles/', body);
export const updateRole = (id: number, body: RoleInput) => api.put<Role>(`/admin/roles/${id}/`, body);
export const deleteRole = (id: number) => api.delete<null>(`/admin/roles/${id}/`);
export const assignRoles = (id: number, roleIds: number[]) =>
  api.put<StaffMember>(`/admin/staff/${id}/roles/`, { role_ids: roleIds });
