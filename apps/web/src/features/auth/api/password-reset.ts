import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a reset link (`POST /api/account/password-reset/`): 202 whether or not the address has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => api.post<{ detail: string }>('/account/password-reset/', { email }),
  });

export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<{ detail: string }>('/account/password-reset/confirm/', body, { anonymous: true }),
  });
