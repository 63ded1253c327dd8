import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategoryWithCount } from '@shop/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** `GET /api/blog/categories/`: the categories with their published posts. */
export async function getBlogCategories(signal?: AbortSignal): Promise<BlogCategoryWithCount[]> {
  return (await api.get<{ results: BlogCategoryWithCount[] }>('/blog/categories/', { signal })).results;
}

export function getBlogCategoriesQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: ({ signal }) => getBlogCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useBlogCategories() {
  return useQuery(getBlogCategoriesQueryOptions());
}
