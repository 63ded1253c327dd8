import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  categoryDeleteQuerySchema,
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryReorderSchema,
} from '@shop/shared/schemas/admin/categories';
import { errorSchema } from '@shop/shared/schemas/common';
import { actorOf } from '../../admin/admin-scope';
import type { CategoriesAdminService } from './categories.service';

const fieldErrors = errorSchema.catchall(z.unknown());

/** The category tree's editor: the whole tree at once, writes audited. */
export async function categoriesAdminRoutes(
  app: FastifyInstance,
  options: { categories: CategoriesAdminService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { categories } = options;

  api.get(
    '/categories/',
    {
      schema: {
        summary: 'Every category as a flat list in display order, with parents and product counts',
        description:
          '`numar_produse` counts the products placed in the category itself, `numar_produse_total` those in it or below it, sold or not.',
        response: { 200: adminCategoryListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ results: await categories.list() }),
  );

  api.post(
    '/categories/',
    {
      schema: {
        summary: 'Creates a category',
        description:
          'An empty `slug` is made from the Romanian name (diacritics folded). `imagine` is a path answered by the media upload (`categories/<uuid>.webp`).',
        body: categoryInputSchema,
        response: {
          201: adminCategorySchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          409: fieldErrors,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await categories.create(actorOf(request), request.body)),
  );

  api.post(
    '/categories/reorder/',
    {
      schema: {
        summary: 'Moves and orders many categories in one transaction',
        description:
          "Each item sets a category's parent and sort number. Refused as a whole (400) when a category would sit under itself or one of its subcategories, or the tree would get too deep.",
        body: categoryReorderSchema,
        response: { 200: adminCategoryListSchema, 400: fieldErrors, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({ results: await categories.reorder(actorOf(request), request.body.items) }),
  );

  api.put(
    '/categories/:id/',
    {
      schema: {
        summary: 'Changes a category',
        params: categoryIdParamsSchema,
        body: categoryInputSchema,
        response: {
          200: adminCategorySchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: fieldErrors,
        },
      },
    },
    async (request) => categories.update(actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/categories/:id/',
    {
      schema: {
        summary: 'Deletes a category',
        description:
          'Its subcategories move up to its parent. When products are placed in it, `move_products_to` names the category they move to; without it the answer is 409 `admin.not_allowed` with `product_count`.',
        params: categoryIdParamsSchema,
        querystring: categoryDeleteQuerySchema,
        response: {
          204: z.null(),
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: fieldErrors,
        },
      },
    },
    async (request, reply) => {
      await categories.remove(actorOf(request), request.params.id, request.query.move_products_to);
      return reply.status(204).send(null);
    },
  );
}
