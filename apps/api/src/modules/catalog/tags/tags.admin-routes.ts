import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import {
  adminTagPageSchema,
  adminTagQuerySchema,
  adminTagSchema,
  tagIdParamsSchema,
  tagInputSchema,
  tagMergeSchema,
} from '@shop/shared/schemas/admin/tags';
import { errorSchema } from '@shop/shared/schemas/common';
import { actorOf } from '../../admin/admin-scope';
import type { TagsAdminService } from './tags.service';

const fieldErrors = errorSchema.catchall(z.unknown());

export async function tagsAdminRoutes(app: FastifyInstance, options: { tags: TagsAdminService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { tags } = options;

  api.get(
    '/tags/',
    {
      schema: {
        summary: 'Every tag with its product count, optionally searched',
        description: '`q` matches part of the Romanian or English name or of the slug, diacritics ignored.',
        querystring: adminTagQuerySchema,
        response: { 200: adminTagPageSchema, 400: fieldErrors, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? ADMIN_PAGE_SIZE;
      const page = request.query.page ?? 1;
      return tags.list({ search: request.query.q || undefined, limit, offset: (page - 1) * limit });
    },
  );

  api.post(
    '/tags/',
    {
      schema: {
        summary: 'Creates a tag',
        description: 'An empty `slug` is made from the Romanian name (diacritics folded).',
        body: tagInputSchema,
        response: {
          201: adminTagSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          409: fieldErrors,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await tags.create(actorOf(request), request.body)),
  );

  api.put(
    '/tags/:id/',
    {
      schema: {
        summary: 'Renames a tag',
        params: tagIdParamsSchema,
        body: tagInputSchema,
        response: {
          200: adminTagSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: fieldErrors,
        },
      },
    },
    async (request) => tags.update(actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/tags/:id/',
    {
      schema: {
        summary: 'Deletes a tag; the products that carried it lose it',
        params: tagIdParamsSchema,
        response: { 204: z.null(), 400: fieldErrors, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await tags.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/tags/:id/merge/',
    {
      schema: {
        summary: 'Merges a tag into another',
        description:
          'The products of the tag in the path get the tag `into`; the tag in the path is deleted.',
        params: tagIdParamsSchema,
        body: tagMergeSchema,
        response: {
          200: adminTagSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => tags.merge(actorOf(request), request.params.id, request.body.into),
  );
}
