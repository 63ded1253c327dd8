import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountOrder,
  AccountOrderSummary,
  AccountProfile,
  EmailChange,
  EmailChangeCancelled,
  EmailConfirmed,
  PasswordChange,
  ProfileUpdate,
} from '@shop/shared/schemas/account';
import { authKeys } from '@/hooks/use-current-user';
import { useLocalSignOut } from '@/hooks/use-logout';
import type { OwnReview } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import type { AccountInvoice } from '@shop/shared/schemas/admin/invoices';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { paymentStartFields } from '@/lib/external-page';
import { useAuthStore } from '@/stores/auth-store';

export const accountKeys = {
  all: ['account'] as const,
  profile: (token: string | null) => [...accountKeys.all, 'profile', token] as const,
};

function profileQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: accountKeys.profile(token),
    queryFn: ({ signal }) => api.get<AccountProfile>('/account/profile/', { signal }),
    enabled: token !== null,
  });
}

export function useAccountProfile() {
  const token = useAuthStore((state) => state.token);
  return useQuery(profileQueryOptions(token));
}

/** A change that answers the new profile: the profile and the signed-in user show it at once. */
function useProfileMutation<Body>(send: (body: Body) => Promise<AccountProfile>) {
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(token), profile);
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((body: ProfileUpdate) => api.patch<AccountProfile>('/account/profile/', body));

export const useChangeEmail = () =>
  useProfileMutation((body: EmailChange) => api.post<AccountProfile>('/account/email/', body));

export const useResendVerification = () =>
  useMutation({ mutationFn: () => api.post<{ detail: string }>('/account/email-verification/') });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: PasswordChange) => api.post<{ detail: string }>('/account/password/', body),
  });

/** Ends every session of the account on the server, then signs this device out. */
export function useSignOutEverywhere() {
  const signOutLocally = useLocalSignOut();
  return useMutation({
    mutationFn: () => api.delete('/account/sessions/'),
    onSuccess: signOutLocally,
  });
}

/** Opens the link that stops a change of address (`/anulare-schimbare-email?token=…`). */
export const cancelEmailChange = (token: string) =>
  api.post<EmailChangeCancelled>('/account/email-change/cancellation/', { token }, { anonymous: true });

/** Opens a verification link (`/verificare?token=…`). */
export const confirmEmail = (token: string) =>
  api.post<EmailConfirmed>('/account/email-confirmation/', { token }, { anonymous: true });

export const ACCOUNT_ORDERS_PER_PAGE = 10;

export function useAccountOrders(page: number) {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: [...accountKeys.all, 'orders', token, page],
    queryFn: ({ signal }) =>
      api.get<Page<AccountOrderSummary>>('/account/orders/', {
        signal,
        params: { page, per: ACCOUNT_ORDERS_PER_PAGE },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAccountOrder(id: number) {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: [...accountKeys.all, 'order', token, id],
    queryFn: ({ signal }) => api.get<AccountOrder>(`/account/orders/${id}/`, { signal }),
    enabled: token !== null,
  });
}

/** Cancels an unpaid order (`POST /api/comenzi/{id}/anulare/`); the order and the list reload. */
export function useCancelOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`/comenzi/${id}/anulare/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** A new card attempt (`POST /api/comenzi/{id}/plata/`); answers where to pay. */
export function usePayAgain(id: number) {
  return useMutation({
    mutationFn: () => api.post<{ payment_url: string }>(`/comenzi/${id}/plata/`, paymentStartFields()),
  });
}

/** Everything the shop keeps about the customer, saved as a JSON file. */
export function useDataExport() {
  return useMutation({
    mutationFn: async () => {
      const data = await api.get<unknown>('/account/data-export/');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `date-personale-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  });
}

/** Closes the account (password confirmed), then signs this device out. */
/**
 * Closes the account, signs out here and then tells the customer (`onClosed`). Told from the
 * mutation itself, not from `mutate`'s callbacks: those never run once signing out has taken the
 * account page away, and the customer was left on the home page without a word.
 */
export function useCloseAccount(onClosed: () => void) {
  const signOutLocally = useLocalSignOut();
  return useMutation({
    mutationFn: (password: string) => api.delete('/account/', { body: { password } }),
    onSuccess: async () => {
      await signOutLocally();
      onClosed();
    },
  });
}

/** The customer's own reviews, approved or waiting. */
export function useOwnReviews() {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: [...accountKeys.all, 'reviews', token],
    queryFn: ({ signal }) => api.get<{ results: OwnReview[] }>('/account/reviews/', { signal }),
    enabled: token !== null,
    // A review posted on a product page since: shown on arrival, whatever the cache holds.
    refetchOnMount: 'always',
    select: (answer) => answer.results,
  });
}

/** The invoice and credit notes of one of the customer's orders. */
export function useOrderInvoices(orderId: number) {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: [...accountKeys.all, 'order-invoices', token, orderId],
    queryFn: ({ signal }) =>
      api.get<{ results: AccountInvoice[] }>(`/account/orders/${orderId}/invoices/`, { signal }),
    enabled: token !== null && orderId > 0,
  });
}

/** One of them as a PDF download. */
export const downloadOrderInvoice = (orderId: number, invoice: Pick<AccountInvoice, 'id' | 'code'>) =>
  downloadFile(`/account/orders/${orderId}/invoices/${invoice.id}/pdf`, `${invoice.code}.pdf`);
