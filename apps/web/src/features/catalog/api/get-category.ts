import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_CACHE_MS } from '@shop/shared/constants';
import type { CategoryNode, CategoryRef } from '@shop/shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** A category with the chain of its parents, root first (for the breadcrumb). */
export type CategoryDetail = CategoryNode & { parinti: CategoryRef[] };

/** `GET /api/categorii/{slug}/`; an unknown slug answers 404. */
export function getCategory(slug: string, signal?: AbortSignal): Promise<CategoryDetail> {
  return api.get<CategoryDetail>(`/categorii/${encodeURIComponent(slug)}/`, { signal });
}

export function getCategoryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogKeys.categoryDetail(slug),
    queryFn: ({ signal }) => getCategory(slug, signal),
    staleTime: CATEGORY_CACHE_MS,
  });
}

export function useCategory(slug: string | null) {
  return useQuery({ ...getCategoryQueryOptions(slug ?? ''), enabled: slug !== null });
}
