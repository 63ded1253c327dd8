import type { BlogCategoryWithCount, BlogPostDetail, BlogPostSummary } from '@shop/shared/schemas/blog';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { ProductsService } from '../../catalog/products/products.service';
import { badRequest, notFound } from '../../../lib/errors';
import { invalidPage, type PageRequest } from '../../../lib/pagination';
import type { MediaBase } from '../../../lib/media';
import { toBlogCategory, toBlogPostDetail, toBlogPostSummary } from './posts.mapper';
import type { BlogPostSort, BlogPostsRepository } from './posts.repository';

export type BlogListOptions = { category?: string; ordering?: '-published_at' | 'published_at' };

export function createBlogPostsService(deps: {
  posts: BlogPostsRepository;
  media: MediaBase;
  products: Pick<ProductsService, 'summariesByIds'>;
}) {
  const { posts, media, products } = deps;

  return {
    /** A page of published posts, newest first unless asked otherwise. */
    async list(
      options: BlogListOptions,
      page: PageRequest,
    ): Promise<{ results: BlogPostSummary[]; count: number }> {
      const sort: BlogPostSort = options.ordering === 'published_at' ? 'published_asc' : 'published_desc';
      const { rows, total } = await posts.list({ category: options.category }, sort, {
        limit: page.size,
        offset: page.offset,
      });
      if (total !== null) return { results: rows.map((row) => toBlogPostSummary(row, media)), count: total };
      if (options.category && !(await posts.categoryExists(options.category))) {
        throw badRequest('blog.category_not_found', 'Categoria de articole nu există.', {
          category: ['Categoria de articole nu există.'],
        });
      }
      if (page.page > 1) throw invalidPage();
      return { results: [], count: 0 };
    },

    async detail(slug: string): Promise<BlogPostDetail> {
      const row = await posts.findBySlug(slug);
      if (!row) throw notFound('blog.post_not_found', 'Articolul nu a fost găsit.');
      const summaries = row.related_product_ids.length
        ? await products.summariesByIds(row.related_product_ids)
        : new Map<number, ProductSummary>();
      const relatedProducts = row.related_product_ids.flatMap((id) => summaries.get(id) ?? []);
      return toBlogPostDetail(row, media, relatedProducts);
    },

    /** Blog categories with their published posts' count, for the blog's filter. */
    async categories(): Promise<BlogCategoryWithCount[]> {
      return (await posts.categoriesWithCounts()).map((row) => ({
        ...toBlogCategory(row),
        post_count: row.post_count,
      }));
    },

    /** Published posts for the sitemap: slug and last change. */
    async sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]> {
      const rows = await posts.listVisibleSlugs();
      return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
    },
  };
}

export type BlogPostsService = ReturnType<typeof createBlogPostsService>;
