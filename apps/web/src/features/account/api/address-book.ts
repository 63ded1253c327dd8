import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddressInput,
  CompanyInput,
  CompanyLookup,
  PreferredLocker,
  SavedAddress,
  SavedCompany,
} from '@shop/shared/schemas/account';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { accountKeys } from './account';

const keys = {
  addresses: (token: string | null) => [...accountKeys.all, 'addresses', token] as const,
  companies: (token: string | null) => [...accountKeys.all, 'companies', token] as const,
  locker: (token: string | null) => [...accountKeys.all, 'locker', token] as const,
};

function useSignedInQuery<T>(key: (token: string | null) => readonly unknown[], path: string) {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: key(token),
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    enabled: token !== null,
  });
}

/** A change of the address book; the list it changed loads again. */
function useBookMutation<Vars, Result>(
  key: (token: string | null) => readonly unknown[],
  send: (vars: Vars) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(token) }),
  });
}

export const useAddresses = () => useSignedInQuery<SavedAddress[]>(keys.addresses, '/account/addresses/');

export const useSaveAddress = () =>
  useBookMutation(keys.addresses, ({ id, body }: { id: number | null; body: AddressInput }) =>
    id === null
      ? api.post<SavedAddress>('/account/addresses/', body)
      : api.put<SavedAddress>(`/account/addresses/${id}/`, body),
  );

export const useDeleteAddress = () =>
  useBookMutation(keys.addresses, (id: number) => api.delete(`/account/addresses/${id}/`));

export const useMakeDefaultAddress = () =>
  useBookMutation(keys.addresses, (id: number) =>
    api.post<SavedAddress>(`/account/addresses/${id}/default/`),
  );

export const useCompanies = () => useSignedInQuery<SavedCompany[]>(keys.companies, '/account/companies/');

export const useSaveCompany = () =>
  useBookMutation(keys.companies, ({ id, body }: { id: number | null; body: CompanyInput }) =>
    id === null
      ? api.post<SavedCompany>('/account/companies/', body)
      : api.put<SavedCompany>(`/account/companies/${id}/`, body),
  );

export const useDeleteCompany = () =>
  useBookMutation(keys.companies, (id: number) => api.delete(`/account/companies/${id}/`));

export const useCompanyLookup = () =>
  useMutation({
    mutationFn: (cui: string) => api.get<CompanyLookup>('/account/companies/lookup/', { params: { cui } }),
  });

export const usePreferredLocker = () => useSignedInQuery<PreferredLocker>(keys.locker, '/account/locker/');

export const useSetPreferredLocker = () =>
  useBookMutation(keys.locker, (lockerId: string | null) =>
    api.put<PreferredLocker>('/account/locker/', { locker_id: lockerId }),
  );
