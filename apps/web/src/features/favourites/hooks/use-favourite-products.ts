import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { serverFavouritesQueryOptions } from '@/hooks/use-favourites';
import { useAuthStore } from '@/stores/auth-store';
import { useGuestFavouritesStore } from '@/stores/favourites-store';
import { useProductsByIds } from '@/hooks/use-products-by-ids';

export type FavouriteProducts = {
  signedIn: boolean;
  /** Newest first; undefined until the first answer. */
  products: ProductSummary[] | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
};

/**
 * The favourites page's products: the server list for a signed-in customer (each favourite
 * carries its product), the local ids' products for a guest. A removed id disappears at once,
 * without waiting for the next answer.
 */
export function useFavouriteProducts(): FavouriteProducts {
  const token = useAuthStore((state) => state.token);
  const guestIds = useGuestFavouritesStore((state) => state.ids);
  const signedIn = token !== null;
  const server = useQuery(serverFavouritesQueryOptions(token));
  const guest = useProductsByIds(signedIn ? [] : guestIds);

  if (signedIn) {
    return {
      signedIn,
      products: server.data?.map((favourite) => favourite.produs),
      isError: server.isError && !server.data,
      error: server.error,
      isFetching: server.isFetching,
      refetch: () => void server.refetch(),
    };
  }

  let products: ProductSummary[] | undefined;
  if (guestIds.length === 0) products = [];
  else if (guest.data !== undefined) {
    // null: the API ignored the ids filter, so nothing it said can be trusted as a favourite.
    const byId = new Map((guest.data?.products ?? []).map((product) => [product.id, product]));
    // The set keeps the order of adding; the newest favourite comes first.
    products = [...guestIds].reverse().flatMap((id) => byId.get(id) ?? []);
  }
  return {
    signedIn,
    products,
    isError: guest.isError && guest.data === undefined,
    error: guest.error,
    isFetching: guest.isFetching,
    refetch: () => void guest.refetch(),
  };
}
