import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_CACHE_MS, CATEGORY_SORT_DEFAULT, STORAGE_KEYS } from '@shop/shared/constants';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { readStorage, writeStorage } from '@/lib/storage';

/** Contract §8: the message a failed category load logs; the list then stays empty. */
export const CATEGORY_LOAD_ERROR = 'Eroare la încărcarea categoriilor';

/** The stored shape of contract §3's cached category list. */
type CachedCategories = { savedAt: number; categories: CategoryNode[] };

export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
};

function isCategoryNode(value: unknown): value is CategoryNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Partial<CategoryNode>;
  return (
    typeof node.id === 'number' &&
    typeof node.slug === 'string' &&
    typeof node.nume === 'string' &&
    Array.isArray(node.subcategorii) &&
    node.subcategorii.every(isCategoryNode)
  );
}

/** Contract §3: the cached category list with its timestamp, or null when absent or unreadable. */
export function readCachedCategories(): CachedCategories | null {
  const raw = readStorage(STORAGE_KEYS.categories);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CachedCategories>;
    if (typeof parsed.savedAt !== 'number' || !Array.isArray(parsed.categories)) return null;
    if (!parsed.categories.every(isCategoryNode)) return null;
    return { savedAt: parsed.savedAt, categories: parsed.categories };
  } catch {
    return null;
  }
}

function writeCachedCategories(categories: CategoryNode[], savedAt = Date.now()): void {
  writeStorage(STORAGE_KEYS.categories, JSON.stringify({ savedAt, categories } satisfies CachedCategories));
}

/** Contract §3: by sort_number, a missing value sorting last (9999); the API's order breaks ties. */
export function sortCategories(nodes: CategoryNode[]): CategoryNode[] {
  return nodes
    .map((node, index) => ({ node, index }))
    .sort(
      (a, b) =>
        (a.node.sort_number ?? CATEGORY_SORT_DEFAULT) - (b.node.sort_number ?? CATEGORY_SORT_DEFAULT) ||
        a.index - b.index,
    )
    .map(({ node }) => ({ ...node, subcategorii: sortCategories(node.subcategorii ?? []) }));
}

/** Contract §7: every page of `GET /api/categorii/` (next links followed), kept locally for an hour. */
export async function getCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  try {
    const categories = sortCategories(await fetchAllPages<CategoryNode>('/categorii/', { signal }));
    writeCachedCategories(categories);
    return categories;
  } catch (error) {
    if (!signal?.aborted) console.error(CATEGORY_LOAD_ERROR, error);
    throw error;
  }
}

/**
 * The category tree. The local copy (contract §3) is the query's initial data with its own timestamp,
 * so a copy younger than an hour is used without a request and an older one is shown while the
 * fresh list loads.
 */
export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATEGORY_CACHE_MS,
    initialData: () => readCachedCategories()?.categories,
    initialDataUpdatedAt: () => readCachedCategories()?.savedAt,
  });
}

/**
 * The categories, or an empty list while they load or when loading failed (contract §8). Components
 * that need them are mounted only when shown (an open menu, the search panel, the home), so the
 * request is made only then.
 */
export function useCategories() {
  const query = useQuery(getCategoriesQueryOptions());
  return {
    categories: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError && query.data === undefined,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}

/** Top-level categories with the most products first (the search panel's "popular categories"). */
export function popularCategories(categories: CategoryNode[], limit: number): CategoryNode[] {
  return [...categories].sort((a, b) => b.numar_produse - a.numar_produse).slice(0, limit);
}
