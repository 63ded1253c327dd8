import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authKeys } from '@/hooks/use-current-user';
import { favouriteKeys } from '@/hooks/use-favourites';
import { api } from '@/lib/api-client';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useAuthStore } from '@/stores/auth-store';

/** Revokes the token on the server (contract §7: `POST /api/logout/`). */
export function postLogout(): Promise<void> {
  return api.post<void>('/logout/');
}

let loggingOut = false;

/**
 * True between signing out and arriving home. A guarded page still on screen then must not send
 * the visitor to /login?next=… (see RequireAuth): they asked to leave, not to sign in again.
 */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/**
 * Signs this device out and goes home: clears the token, the user and the `is_admin` flag
 * (contract §4), and whatever was loaded for them.
 */
export function useLocalSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  return async () => {
    // Signed out before leaving, so the home page asks for nothing with the revoked token.
    loggingOut = true;
    try {
      useAuthStore.getState().signOut();
      queryClient.removeQueries({ queryKey: authKeys.all });
      queryClient.removeQueries({ queryKey: favouriteKeys.all });
      queryClient.removeQueries({ queryKey: ['account'] });
      // Rendered at once rather than in a transition, so no guarded page outlives the flag.
      await navigate(localizedPath('/'), { flushSync: true });
    } finally {
      loggingOut = false;
    }
  };
}

/**
 * Logout for every place that offers it (account page, header menu). The local sign-out happens
 * even when the server cannot be reached: a visitor who asked to leave must not stay signed in on
 * this device.
 */
export function useLogout() {
  const signOutLocally = useLocalSignOut();
  const mutation = useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: postLogout,
    onSettled: signOutLocally,
  });

  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
