import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_SUGGESTION_LIMIT } from '@shop/shared/constants';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';
import { searchKeys } from './query-keys';

const SUGGESTIONS_STALE_MS = 5 * 60_000;

/** Contract §7: `GET /api/produse/?q=…&limit=8`, answered as `{results}` or a plain array. */
export async function getSearchSuggestions(query: string, signal?: AbortSignal): Promise<ProductSummary[]> {
  const answer = await api.get<Page<ProductSummary> | ProductSummary[]>('/produse/', {
    params: { q: query, limit: SEARCH_SUGGESTION_LIMIT },
    signal,
  });
  const products = Array.isArray(answer) ? answer : answer.results;
  return products.slice(0, SEARCH_SUGGESTION_LIMIT);
}

export function getSearchSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(query),
    // The query reads the signal, so TanStack Query aborts the request once a newer query
    // replaces it (contract §4: a newer request cancels an older one).
    queryFn: ({ signal }) => getSearchSuggestions(query, signal),
    enabled: query !== '',
    staleTime: SUGGESTIONS_STALE_MS,
  });
}

/** Suggestions for an already debounced, normalized query; the previous list stays while typing. */
export function useSearchSuggestions(query: string) {
  return useQuery({ ...getSearchSuggestionsQueryOptions(query), placeholderData: keepPreviousData });
}
