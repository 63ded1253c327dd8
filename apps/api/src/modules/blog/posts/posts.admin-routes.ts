import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import {
  adminBlogCategoryInputSchema,
  adminBlogCategorySchema,
  adminBlogPostInputSchema,
  adminBlogPostPageSchema,
  adminBlogPostListQuerySchema,
  adminBlogPostSchema,
  adminBlogPostUpdateSchema,
  blogIdParamsSchema,
} from '@shop/shared/schemas/admin/blog';
import { errorSchema } from '@shop/shared/schemas/common';
import { pageRequest, toPage } from '../../../lib/pagination';
import { actorOf } from '../../admin/admin-scope';
import type { BlogPostsAdminService } from './posts.admin-service';

const fieldErrors = errorSchema.catchall(z.unknown());
const denied = { 401: errorSchema, 403: errorSchema };

/** The blog for staff: posts in every state, and the blog's categories. */
export async function blogPostsAdminRoutes(
  app: FastifyInstance,
  options: { posts: BlogPostsAdminService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { posts } = options;

  api.get(
    '/blog/posts/',
    {
      schema: {
        summary: 'Blog posts in every state, last changed first',
        description:
          '`q` searches titles (diacritics ignored) and slugs; `status` is `draft`, `published` or `scheduled` (published, public from a later `published_at`); `category` is a blog category id.',
        querystring: adminBlogPostListQuerySchema,
        response: { 200: adminBlogPostPageSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, ADMIN_PAGE_SIZE);
      const { results, count } = await posts.list(
        { q: request.query.q || undefined, status: request.query.status, categoryId: request.query.category },
        page,
      );
      return toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.get(
    '/blog/posts/:id/',
    {
      schema: {
        summary: 'One blog post, whatever its state',
        params: blogIdParamsSchema,
        response: { 200: adminBlogPostSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => posts.detail(request.params.id),
  );

  api.post(
    '/blog/posts/',
    {
      schema: {
        summary: 'Write a blog post',
        description:
          "Bodies are cleaned by the shop's HTML allowlist. An empty `slug` is made from the title (diacritics folded); a taken one answers 409 `admin.duplicate`. `status` `published` publishes now, `scheduled` needs a future `published_at`. `cover` is a path from `POST /api/admin/media/?folder=blog`.",
        body: adminBlogPostInputSchema,
        response: { 201: adminBlogPostSchema, 400: fieldErrors, 409: fieldErrors, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await posts.create(actorOf(request), request.body)),
  );

  api.put(
    '/blog/posts/:id/',
    {
      schema: {
        summary: 'Change a blog post (the whole record)',
        description:
          '`updated_at` is the version the editor read; when the post changed since, 409 `conflict`.',
        params: blogIdParamsSchema,
        body: adminBlogPostUpdateSchema,
        response: {
          200: adminBlogPostSchema,
          400: fieldErrors,
          404: errorSchema,
          409: fieldErrors,
          ...denied,
        },
      },
    },
    async (request) => posts.update(actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/blog/posts/:id/',
    {
      schema: {
        summary: 'Delete a blog post',
        params: blogIdParamsSchema,
        response: { 204: z.null(), 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await posts.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/blog/categories/',
    {
      schema: {
        summary: 'Blog categories with their number of posts',
        response: { 200: z.array(adminBlogCategorySchema), ...denied },
      },
    },
    async () => posts.categories(),
  );

  api.post(
    '/blog/categories/',
    {
      schema: {
        summary: 'Create a blog category',
        body: adminBlogCategoryInputSchema,
        response: { 201: adminBlogCategorySchema, 400: fieldErrors, 409: fieldErrors, ...denied },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await posts.saveCategory(actorOf(request), null, request.body)),
  );

  api.put(
    '/blog/categories/:id/',
    {
      schema: {
        summary: 'Rename a blog category',
        params: blogIdParamsSchema,
        body: adminBlogCategoryInputSchema,
        response: {
          200: adminBlogCategorySchema,
          400: fieldErrors,
          404: errorSchema,
          409: fieldErrors,
          ...denied,
        },
      },
    },
    async (request) => posts.saveCategory(actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/blog/categories/:id/',
    {
      schema: {
        summary: 'Delete a blog category; its posts stay, without a category',
        params: blogIdParamsSchema,
        response: { 204: z.null(), 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await posts.removeCategory(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
