import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { Favourite } from '@shop/shared/schemas/favourites';
import { api } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { localized } from '@/lib/i18n';
import { toastFavourite } from '@/lib/toasts';
import { useAuthStore } from '@/stores/auth-store';
import { useGuestFavouritesStore } from '@/stores/favourites-store';

export const favouriteKeys = {
  all: ['favourites'] as const,
  list: (token: string | null) => [...favouriteKeys.all, 'list', token] as const,
};

export function serverFavouritesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: favouriteKeys.list(token),
    queryFn: ({ signal }) => fetchAllPages<Favourite>('/favorite/', { params: { per: 100 }, signal }),
    enabled: token !== null,
  });
}

/** The product of a toggle: enough to name it in the toast. */
export type FavouriteProduct = Pick<ProductSummary, 'id' | 'titlu' | 'titlu_en'>;

async function removeOnServer(productId: number): Promise<void> {
  // Contract §4: look the favourite up by product, then delete the first match.
  const matches = await fetchAllPages<Favourite>('/favorite/', { params: { produs: productId } });
  const first = matches[0];
  if (first) await api.delete(`/favorite/${first.id}/`);
}

/**
 * Favourites for guests (a local set) and signed-in customers (the server), behind one interface:
 * `isFavourite(id)` and `toggle(product)`, which shows the contract's toast. Server errors are only
 * logged and leave the shown state as it was (contract §8).
 */
export function useFavourites() {
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  const guestIds = useGuestFavouritesStore((state) => state.ids);
  const server = useQuery(serverFavouritesQueryOptions(token));
  const signedIn = token !== null;
  const ids = new Set(signedIn ? (server.data ?? []).map((favourite) => favourite.produs.id) : guestIds);

  const mutation = useMutation({
    mutationKey: ['favourites', 'toggle'],
    mutationFn: async ({ product, present }: { product: FavouriteProduct; present: boolean }) => {
      if (present) await removeOnServer(product.id);
      else await api.post<Favourite>('/favorite/', { produs: product.id });
      return present ? ('removed' as const) : ('added' as const);
    },
    onSuccess: (outcome, { product }) => {
      toastFavourite(localized(product, 'titlu'), outcome);
      return queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
    },
  });

  return {
    ids,
    count: ids.size,
    isLoading: signedIn && server.isLoading,
    isFavourite: (productId: number) => ids.has(productId),
    isPending: mutation.isPending,
    toggle: (product: FavouriteProduct) => {
      if (!signedIn) {
        const outcome = useGuestFavouritesStore.getState().toggle(product.id);
        toastFavourite(localized(product, 'titlu'), outcome);
        return;
      }
      mutation.mutate({ product, present: ids.has(product.id) });
    },
  };
}

/**
 * Contract §4, on sign-in: load the server list, push the guest favourites it lacks, then clear the
 * local set. Failures are only logged; the local set is kept so nothing is lost.
 */
export async function syncGuestFavourites(queryClient: QueryClient): Promise<void> {
  const local = useGuestFavouritesStore.getState().ids;
  const token = useAuthStore.getState().token;
  try {
    const onServer = await queryClient.fetchQuery(serverFavouritesQueryOptions(token));
    const known = new Set(onServer.map((favourite) => favourite.produs.id));
    for (const productId of local) {
      if (!known.has(productId)) await api.post<Favourite>('/favorite/', { produs: productId });
    }
    useGuestFavouritesStore.getState().clear();
    await queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
  } catch (error) {
    console.error('[favourites] sync after sign-in failed', error);
  }
}
