import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@shop/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { completeSignIn } from '../lib/complete-sign-in';

/** Contract §7: `POST /api/login/` with a username or an email; answers `{token}` or `{detail}`. */
export function postLogin(body: LoginBody): Promise<unknown> {
  return api.post<unknown>('/login/', body);
}

/** Signs in and completes the sign-in (user, favourites) before it resolves. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: async (body: LoginBody) => completeSignIn(await postLogin(body), queryClient),
  });
}
