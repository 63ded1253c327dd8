import { create } from 'zustand';
import { STORAGE_KEYS } from '@shop/shared/constants';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * The client side of sign-in (contract §4): the token, restored from local storage at start-up, and the
 * `is_admin` mirror of the user's is_staff/is_superuser. The user itself is server state and is
 * read with TanStack Query (`/api/user/`); a failed read signs out.
 */
type AuthState = {
  token: string | null;
  isAdmin: boolean;
  signIn: (token: string) => void;
  /** Mirrors the fetched user's rights into `is_admin`. */
  setAdmin: (isAdmin: boolean) => void;
  signOut: () => void;
};

// Created signed out, as the server renders every page; the stored sign-in is applied just after,
// so a server-rendered page hydrates as a guest's and then shows the visitor's own header.
export const useAuthStore = create<AuthState>()((set) => ({
  token: null,
  isAdmin: false,
  signIn: (token) => {
    writeStorage(STORAGE_KEYS.token, token);
    set({ token });
  },
  setAdmin: (isAdmin) => {
    writeStorage(STORAGE_KEYS.isAdmin, String(isAdmin));
    set({ isAdmin });
  },
  signOut: () => {
    removeStorage(STORAGE_KEYS.token);
    removeStorage(STORAGE_KEYS.isAdmin);
    set({ token: null, isAdmin: false });
  },
}));

export const useIsSignedIn = () => useAuthStore((state) => state.token !== null);

useAuthStore.setState({
  token: readStorage(STORAGE_KEYS.token),
  isAdmin: readStorage(STORAGE_KEYS.isAdmin) === 'true',
});
