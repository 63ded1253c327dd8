import { useQuery } from '@tanstack/react-query';
import { api, API_BASE } from '@/lib/api-client';
import { isAppBuild } from '@/lib/env';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

export type SocialProviderName = 'google' | 'facebook';

/** The social sign-ins the shop offers (none until their client ids are configured). */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['auth', 'social-providers'],
    queryFn: ({ signal }) =>
      api.get<{ providers: SocialProviderName[] }>('/auth/social/providers/', { signal }),
    select: (answer) => answer.providers,
    staleTime: 60 * 60_000,
  });
}

/**
 * Where a provider's button leads: the API starts the flow, then the provider takes over. The
 * app's start (`app=1`) ends with a link back into the app carrying a one-time code instead of
 * the web's `/social-success#token=…`.
 */
export const socialStartUrl = (provider: SocialProviderName, next: string) =>
  `${API_BASE}/auth/social/${provider}/start/?${new URLSearchParams(isAppBuild ? { next, app: '1' } : { next })}`;

/**
 * The app's way back from a social sign-in carries only the code, so where the customer was
 * going is kept on this device meanwhile: in local storage, as the system may end the app while
 * the customer is in the system browser.
 */
const APP_SIGN_IN_NEXT_KEY = 'shop-app-sign-in-next';

export function rememberAppSignInNext(next: string): void {
  writeStorage(APP_SIGN_IN_NEXT_KEY, next);
}

export function takeAppSignInNext(): string | null {
  const next = readStorage(APP_SIGN_IN_NEXT_KEY);
  removeStorage(APP_SIGN_IN_NEXT_KEY);
  return next;
}

/** `POST /api/auth/app-code/`: the one-time code of an app's social sign-in, for the session's token. */
export function exchangeAppSignInCode(code: string): Promise<{ token: string }> {
  return api.post<{ token: string }>('/auth/app-code/', { code }, { anonymous: true });
}
