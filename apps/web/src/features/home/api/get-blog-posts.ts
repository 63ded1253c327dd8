import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_BLOG_POSTS } from '@shop/shared/constants';
import type { BlogPostSummary } from '@shop/shared/schemas/blog';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';
import { homeKeys } from './query-keys';

/** Contract §7: `GET /api/blog/posts/?page_size=6&ordering=-published_at`, a page or a plain array. */
export async function getHomeBlogPosts(signal?: AbortSignal): Promise<BlogPostSummary[]> {
  const answer = await api.get<Page<BlogPostSummary> | BlogPostSummary[]>('/blog/posts/', {
    params: { page_size: HOME_BLOG_POSTS, ordering: '-published_at' },
    signal,
  });
  return (Array.isArray(answer) ? answer : answer.results).slice(0, HOME_BLOG_POSTS);
}

export function getHomeBlogPostsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.blogPosts(),
    queryFn: ({ signal }) => getHomeBlogPosts(signal),
  });
}

export function useHomeBlogPosts() {
  return useQuery(getHomeBlogPostsQueryOptions());
}
