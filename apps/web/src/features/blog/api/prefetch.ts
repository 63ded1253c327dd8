import type { QueryClient } from '@tanstack/react-query';
import { prefetchProductDiscounts } from '@/hooks/use-product-discount';
import { getBlogCategoriesQueryOptions } from './get-blog-categories';
import { getBlogPostQueryOptions } from './get-blog-post';
import { getBlogPostsQueryOptions } from './get-blog-posts';
import { blogIndexSearch } from '../lib/blog-search';

/** For the blog index's loader: the page of posts its URL names and the category filter. */
export async function prefetchBlogIndex(queryClient: QueryClient, url: string): Promise<void> {
  const { page, category } = blogIndexSearch(new URL(url).searchParams);
  await Promise.all([
    queryClient.prefetchQuery(getBlogPostsQueryOptions(page, category)),
    queryClient.prefetchQuery(getBlogCategoriesQueryOptions()),
  ]);
}

/**
 * For a post's loader, with its products' automatic discounts (their cards' notes); failures (a
 * 404 included) are left to the page.
 */
export async function prefetchBlogPost(queryClient: QueryClient, slug: string | undefined): Promise<void> {
  if (!slug) return;
  await queryClient
    .fetchQuery(getBlogPostQueryOptions(slug))
    .then((post) => prefetchProductDiscounts(queryClient, post.related_products))
    .catch(() => undefined);
}
