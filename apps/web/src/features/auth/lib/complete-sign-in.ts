import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/hooks/use-current-user';
import { syncGuestFavourites } from '@/hooks/use-favourites';
import { useAuthStore } from '@/stores/auth-store';

/** Contract §8: an answer without a token is a failure, shown with no message. */
export class MissingTokenError extends Error {
  override name = 'MissingTokenError';
  constructor() {
    super('The server answered without a token');
  }
}

function tokenOf(answer: unknown): string {
  const token =
    typeof answer === 'object' && answer !== null ? (answer as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') throw new MissingTokenError();
  return token;
}

/**
 * What follows a login or register answer (contract §4): keep the token, fetch the user (which also
 * mirrors `is_admin`), then move the guest's favourites to the server. A user fetch that fails
 * signs out again and fails the sign-in, so the form can say so.
 */
export async function completeSignIn(answer: unknown, queryClient: QueryClient): Promise<void> {
  const token = tokenOf(answer);
  useAuthStore.getState().signIn(token);
  try {
    await queryClient.fetchQuery(currentUserQueryOptions(token));
  } catch (error) {
    useAuthStore.getState().signOut();
    throw error;
  }
  await syncGuestFavourites(queryClient);
}
