import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnCreateBody, ReturnList, ReturnRequest } from '@shop/shared/schemas/returns';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { accountKeys } from './account';

export function useReturns() {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: [...accountKeys.all, 'returns', token],
    queryFn: ({ signal }) => api.get<ReturnList>('/account/returns/', { signal }),
    enabled: token !== null,
    select: (list) => list.results,
  });
}

/** Sends a return request; the order and the returns list reload. */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnCreateBody) => api.post<ReturnRequest>('/account/returns/', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
