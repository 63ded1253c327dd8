import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Referral } from '@shop/shared/schemas/referral';
import type { VoucherList } from '@shop/shared/schemas/vouchers';
import type { Wallet } from '@shop/shared/schemas/wallet';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

/**
 * The customer's money in the account: wallet, vouchers and referral. Shared by the account page
 * and the checkout (which offers the wallet and the referral discount). Under the account's query
 * root, so whatever reloads the account reloads these.
 */
const root = ['account'] as const;

export const WALLET_ENTRIES_PER_PAGE = 10;

/** The wallet's balance and a page of its movements. */
export function useWallet(page = 1) {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: [...root, 'wallet', token, page],
    queryFn: ({ signal }) =>
      api.get<Wallet>('/account/wallet/', { signal, params: { page, per: WALLET_ENTRIES_PER_PAGE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useVouchers() {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: [...root, 'vouchers', token],
    queryFn: ({ signal }) => api.get<VoucherList>('/account/vouchers/', { signal }),
    enabled: token !== null,
    select: (list) => list.results,
  });
}

export function useReferral() {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: [...root, 'referral', token],
    queryFn: ({ signal }) => api.get<Referral>('/account/referral/', { signal }),
    enabled: token !== null,
  });
}
