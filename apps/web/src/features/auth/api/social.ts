import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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

/** Where a provider's button leads: the API starts the flow, then the provider takes over. */
export const socialStartUrl = (provider: SocialProviderName, next: string) =>
  `/api/auth/social/${provider}/start/?${new URLSearchParams({ next })}`;
