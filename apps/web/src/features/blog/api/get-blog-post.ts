import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostDetail } from '@shop/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** `GET /api/blog/posts/{slug}/`: an unknown or unpublished slug answers 404. */
export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPostDetail> {
  return api.get<BlogPostDetail>(`/blog/posts/${encodeURIComponent(slug)}/`, { signal });
}

export function getBlogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    // A 404 the server rendered is shown as it is, not asked again on mount (as product pages).
    retryOnMount: false,
  });
}

export function useBlogPost(slug: string) {
  return useQuery(getBlogPostQueryOptions(slug));
}
