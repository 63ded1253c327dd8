import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '@shop/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { completeSignIn } from '../lib/complete-sign-in';

/** Contract §7: `POST /api/register/`; answers `{token}` (201) or `{error}`. */
export function postRegister(body: RegisterBody): Promise<unknown> {
  return api.post<unknown>('/register/', body);
}

/** Creates the account, which also signs in (contract §4), and completes the sign-in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: async (body: RegisterBody) => completeSignIn(await postRegister(body), queryClient),
  });
}
