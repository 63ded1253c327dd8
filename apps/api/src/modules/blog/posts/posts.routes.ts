import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogCategoryListSchema,
  blogListQuerySchema,
  blogPostDetailSchema,
  blogPostPageSchema,
} from '@shop/shared/schemas/blog';
import { errorSchema, slugParamsSchema } from '@shop/shared/schemas/common';
import { pageRequest, toPage } from '../../../lib/pagination';
import type { BlogPostsService } from './posts.service';

const BLOG_PAGE_SIZE = 12;

export async function blogPostsRoutes(
  app: FastifyInstance,
  options: { posts: BlogPostsService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/blog/posts/',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published blog posts',
        description:
          'Published posts only (scheduled ones appear at their `published_at`). `ordering` is `-published_at` (default, newest first) or `published_at`; `category` filters by a blog category slug; `page_size` (or `per`) sets the page size, 12 by default.',
        querystring: blogListQuerySchema,
        response: { 200: blogPostPageSchema, 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, BLOG_PAGE_SIZE);
      const { results, count } = await options.posts.list(
        { category: request.query.category, ordering: request.query.ordering },
        page,
      );
      return toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.get(
    '/blog/categories/',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog categories with their published posts, by name',
        response: { 200: blogCategoryListSchema },
      },
    },
    async () => ({ results: await options.posts.categories() }),
  );

  api.get(
    '/blog/posts/:slug/',
    {
      schema: {
        tags: ['blog'],
        summary:
          'One published blog post by slug: sanitized HTML body, reading time, related posts and products',
        params: slugParamsSchema,
        response: { 200: blogPostDetailSchema, 404: errorSchema },
      },
    },
    async (request) => options.posts.detail(request.params.slug),
  );
}
