import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '@shop/shared/schemas/catalog';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { catalogKeys } from './query-keys';

/** Contract §7: `GET /api/tags/`, optionally `?categorie={id}`. */
export function getTags(categoryId: number | null, signal?: AbortSignal): Promise<Tag[]> {
  return fetchAllPages<Tag>('/tags/', {
    params: categoryId === null ? { per: 200 } : { categorie: categoryId, per: 200 },
    signal,
  });
}

export function getTagsQueryOptions(categoryId: number | null) {
  return queryOptions({
    queryKey: catalogKeys.tags(categoryId),
    queryFn: ({ signal }) => getTags(categoryId, signal),
    staleTime: 5 * 60_000,
  });
}

/** `enabled` waits for the category's id when a category is selected. */
export function useTags(categoryId: number | null, enabled = true) {
  return useQuery({ ...getTagsQueryOptions(categoryId), enabled, placeholderData: keepPreviousData });
}
