import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostSummary } from '@shop/shared/schemas/blog';
import type { Page } from '@shop/shared/schemas/common';
import { api } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** Posts on one page of the blog index. */
export const BLOG_PAGE_SIZE = 9;

/** `GET /api/blog/posts/`: a page of published posts, newest first, optionally of one category. */
export function getBlogPosts(
  page: number,
  category: string | null,
  signal?: AbortSignal,
): Promise<Page<BlogPostSummary>> {
  return api.get<Page<BlogPostSummary>>('/blog/posts/', {
    params: {
      page,
      page_size: BLOG_PAGE_SIZE,
      ordering: '-published_at',
      ...(category ? { category } : {}),
    },
    signal,
  });
}

export function getBlogPostsQueryOptions(page: number, category: string | null) {
  return queryOptions({
    queryKey: blogKeys.posts(page, category),
    queryFn: ({ signal }) => getBlogPosts(page, category, signal),
    retryOnMount: false,
  });
}

export function useBlogPosts(page: number, category: string | null) {
  // The previous page stays on screen while the next one loads, so the list does not jump.
  return useQuery({ ...getBlogPostsQueryOptions(page, category), placeholderData: keepPreviousData });
}
