import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shop/shared/schemas/auth';
import { api, isApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

export const authKeys = {
  all: ['auth'] as const,
  user: (token: string | null) => [...authKeys.all, 'user', token] as const,
};

/**
 * The signed-in user (contract §4): fetched when there is a token; the `is_admin` mirror follows it,
 * and a refused token signs out.
 */
export function currentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: authKeys.user(token),
    queryFn: async ({ signal }) => {
      try {
        const user = await api.get<User>('/user/', { signal });
        useAuthStore.getState().setAdmin(user.is_staff || user.is_superuser);
        return user;
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.status === 403))
          useAuthStore.getState().signOut();
        throw error;
      }
    },
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUser() {
  const token = useAuthStore((state) => state.token);
  return useQuery(currentUserQueryOptions(token));
}
