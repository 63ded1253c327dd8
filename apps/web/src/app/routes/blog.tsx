import { BlogIndexPage } from '@/features/blog/components/blog-index-page';

/** /blog (contract §2): the blog index, a page at a time, filtered by category. */
export function BlogRoute() {
  return <BlogIndexPage />;
}
