import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagListQuerySchema, tagPageSchema } from '@shop/shared/schemas/catalog';
import { errorSchema } from '@shop/shared/schemas/common';
import { invalidPage, pageRequest, toPage } from '../../../lib/pagination';
import { toTag } from '../products/products.mapper';
import type { TagsRepository } from './tags.repository';

const TAG_PAGE_SIZE = 100;

export async function tagsRoutes(app: FastifyInstance, options: { tags: TagsRepository; publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tags/',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Tags in use, optionally those of a category (slug or id, subcategories included)',
        querystring: tagListQuerySchema,
        response: { 200: tagPageSchema, 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, TAG_PAGE_SIZE);
      const { rows, total } = await options.tags.list({
        category: request.query.categorie,
        limit: page.size,
        offset: page.offset,
      });
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      return toPage(rows.map(toTag), total, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );
}
