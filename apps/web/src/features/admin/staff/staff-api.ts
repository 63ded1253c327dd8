import { queryOptions } from '@tanstack/react-query';
import type { StaffCreateBody, StaffList, StaffMember } from '@shop/shared/schemas/admin/staff';
import { api } from '@/lib/api-client';

export const staffKeys = { all: ['admin', 'staff'] as const };

/** The staff accounts (superusers only; anyone else gets 403). */
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
