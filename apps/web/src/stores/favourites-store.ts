import { create } from 'zustand';
import { STORAGE_KEYS } from '@shop/shared/constants';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * A guest's favourites: a set of product ids under `fav_prod_ids` (contract §4). Signed-in customers'
 * favourites live on the server; on sign-in these are pushed there and this set is cleared.
 */
type GuestFavouritesState = {
  ids: number[];
  /** Adds the id if absent, removes it if present; tells which it did. */
  toggle: (productId: number) => 'added' | 'removed';
  has: (productId: number) => boolean;
  clear: () => void;
};

// One empty list: the stored set applied after creation is then the very state the server rendered
// with when a guest has none, and React has nothing to render again after hydration.
const NO_IDS: number[] = [];

function readIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.guestFavourites) ?? '[]');
    const ids = Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is number => Number.isInteger(id)))]
      : [];
    return ids.length > 0 ? ids : NO_IDS;
  } catch {
    return NO_IDS;
  }
}

function writeIds(ids: number[]): void {
  if (ids.length === 0) removeStorage(STORAGE_KEYS.guestFavourites);
  else writeStorage(STORAGE_KEYS.guestFavourites, JSON.stringify(ids));
}

// Created empty, as the server renders every page; the stored ids are applied just after (see auth-store).
export const useGuestFavouritesStore = create<GuestFavouritesState>()((set, get) => ({
  ids: NO_IDS,
  toggle: (productId) => {
    const present = get().ids.includes(productId);
    const ids = present ? get().ids.filter((id) => id !== productId) : [...get().ids, productId];
    writeIds(ids);
    set({ ids });
    return present ? 'removed' : 'added';
  },
  has: (productId) => get().ids.includes(productId),
  clear: () => {
    writeIds([]);
    set({ ids: [] });
  },
}));

useGuestFavouritesStore.setState({ ids: readIds() });

/** Another tab changed the guest favourites: follow it. */
export function watchGuestFavourites(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.guestFavourites || event.key === null) {
      useGuestFavouritesStore.setState({ ids: readIds() });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
