import { MutationCache, QueryCache, QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

const MAX_QUERY_RETRIES = 1;

/** A request the server understood and refused will be refused again; only transient failures retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/**
 * `logErrors: false` for the server renderer, where a failed load (an unknown product's 404) is
 * the page's answer, not a fault; the browser logs them (contract §8).
 */
export function createQueryClient({ logErrors = true }: { logErrors?: boolean } = {}): QueryClient {
  return new QueryClient({
    // Contract §8: load failures are logged; the screens show their own error states.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (logErrors) console.error('[query]', query.queryKey, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        console.error('[mutation]', mutation.options.mutationKey ?? '', error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
      },
      mutations: {
        // A repeated POST could place an order twice; the user retries knowingly.
        retry: false,
      },
    },
  });
}

/** Options a feature hook lets its callers tune, as bulletproof-react types them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type QueryConfig<T extends (...args: any[]) => UseQueryOptions<any, any, any, any>> = Omit<
  ReturnType<T>,
  'queryKey' | 'queryFn'
>;
