import { useQuery } from '@tanstack/react-query';
import type { PreferredLocker, SavedAddress, SavedCompany } from '@shop/shared/schemas/account';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

/**
 * The signed-in customer's address book, read by the account page (which changes it) and by the
 * checkout (which offers it). Under the account's query root, so whatever reloads the account
 * reloads these.
 */
export const addressBookKeys = {
  addresses: (token: string | null) => ['account', 'addresses', token] as const,
  companies: (token: string | null) => ['account', 'companies', token] as const,
  locker: (token: string | null) => ['account', 'locker', token] as const,
};

function useSignedInQuery<T>(key: (token: string | null) => readonly unknown[], path: string) {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: key(token),
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    enabled: token !== null,
  });
}

export const useAddresses = () =>
  useSignedInQuery<SavedAddress[]>(addressBookKeys.addresses, '/account/addresses/');
export const useCompanies = () =>
  useSignedInQuery<SavedCompany[]>(addressBookKeys.companies, '/account/companies/');
export const usePreferredLocker = () =>
  useSignedInQuery<PreferredLocker>(addressBookKeys.locker, '/account/locker/');
