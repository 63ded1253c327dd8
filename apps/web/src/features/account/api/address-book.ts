import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { addressBookKeys } from '@/hooks/use-address-book';

const keys = addressBookKeys;

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

export const useSetPreferredLocker = () =>
  useBookMutation(keys.locker, (lockerId: string | null) =>
    api.put<PreferredLocker>('/account/locker/', { locker_id: lockerId }),
  );
