import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_CACHE_MS, STORAGE_KEYS } from '@shop/shared/constants';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { readStorage, writeStorage } from '@/lib/storage';
import { sortCategoryTree } from '../lib/categories';
import { catalogKeys } from './query-keys';

type CachedCategories = { savedAt: number; categories: CategoryNode[] };

/** Spec §3, §9: the category list is kept locally with a timestamp and trusted for an hour. */
function readCache(): CachedCategories | undefined {
  try {
    const parsed = JSON.parse(
      readStorage(STORAGE_KEYS.categories) ?? 'null',
    ) as Partial<CachedCategories> | null;
    if (!parsed || typeof parsed.savedAt !== 'number' || !Array.isArray(parsed.categories)) return undefined;
    if (Date.now() - parsed.savedAt > CATEGORY_CACHE_MS) return undefined;
    return { savedAt: parsed.savedAt, categories: parsed.categories };
  } catch {
    return undefined;
  }
}

/** Spec §7: `GET /api/categorii/`, following `next` links; top level with nested subcategorii. */
export async function getCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  try {
    const categories = sortCategoryTree(await fetchAllPages<CategoryNode>('/categorii/', { signal }));
    writeStorage(STORAGE_KEYS.categories, JSON.stringify({ savedAt: Date.now(), categories }));
    return categories;
  } catch (error) {
    // Spec §8: logged with this text; the screens then show no categories.
    if (!signal?.aborted) console.error('Eroare la încărcarea categoriilor', error);
    throw error;
  }
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.categoryTree(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATEGORY_CACHE_MS,
    initialData: () => readCache()?.categories,
    initialDataUpdatedAt: () => readCache()?.savedAt,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
