import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryDetailSchema,
  categoryListQuerySchema,
  categoryPageSchema,
} from '@shop/shared/schemas/catalog';
import { errorSchema, slugParamsSchema } from '@shop/shared/schemas/common';
import { pageRequest, toPage } from '../../../lib/pagination';
import type { CategoriesService } from './categories.service';

const CATEGORY_PAGE_SIZE = 100;

export async function categoriesRoutes(
  app: FastifyInstance,
  options: { categories: CategoriesService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/categorii/',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Category tree',
        description:
          'Top-level categories ordered by `sort_number` (missing last), each with nested `subcategorii`; `numar_produse` counts the products of the category and its subcategories.',
        querystring: categoryListQuerySchema,
        response: { 200: categoryPageSchema, 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, CATEGORY_PAGE_SIZE);
      const { results, count } = await options.categories.list(page);
      return toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.get(
    '/categorii/:slug/',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'One category with its subcategories and the chain of its parents',
        params: slugParamsSchema,
        response: {
          200: categoryDetailSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => options.categories.detail(request.params.slug),
  );
}
