import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP_PAGE_SIZE } from '@shop/shared/constants';
import { productDetailSchema, productListQuerySchema, productPageSchema } from '@shop/shared/schemas/catalog';
import { errorSchema, slugParamsSchema } from '@shop/shared/schemas/common';
import { pageLinks, pageRequest, sendPageJson } from '../../../lib/pagination';
import type { ProductsService } from './products.service';

export async function productsRoutes(
  app: FastifyInstance,
  options: { products: ProductsService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/produse/',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Products: shop list, home lists and search suggestions',
        description:
          'Filters combine. `categorie` (slug or id) includes subcategories; `pret_min`/`pret_max` apply to the effective price (discounted when there is one), in lei. `q` searches titles, tags and categories in Romanian and English, without diacritics and tolerant of a typo; with `q` and no `ordering`, the best match comes first. `limit` caps the result (suggestions).',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const page = query.limit
        ? { page: 1, size: query.limit, offset: 0 }
        : pageRequest(query, SHOP_PAGE_SIZE);
      const { resultsJson, count } = await options.products.list(query, page);
      // `limit` asks for the first few (suggestions): there is no page after it.
      const links = query.limit
        ? { count, next: null, previous: null }
        : pageLinks(count, page, { publicUrl: options.publicUrl, url: request.url });
      // The cards are stored as the schema above describes them (card-facts.test.ts parses every one
      // strictly), so the page goes out as text, without parsing and encoding 24 cards again.
      return sendPageJson(reply, links, resultsJson);
    },
  );

  api.get(
    '/produse/:slug/',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'One product by slug',
        description:
          "A product with variants lists its options (`optiuni`) and the variants on sale (`variante`), each with its own SKU, prices, Omnibus reference, unit price figures, stock and image; one without has both empty. A variant's own slug answers 301 to its parent with `?varianta=<slug>`.",
        params: slugParamsSchema,
        querystring: z.object({ varianta: z.string().max(200).optional() }),
        response: {
          200: productDetailSchema,
          301: z.null().describe("A variant's slug: `Location` is its parent's, with `?varianta=<slug>`"),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const page = await options.products.detail(request.params.slug);
      if ('variantOf' in page) {
        const list = (request.url.split('?')[0] ?? '').replace(/[^/]+\/?$/, '');
        const target = `${list}${encodeURIComponent(page.variantOf)}/?varianta=${encodeURIComponent(request.params.slug)}`;
        return reply.redirect(target, 301);
      }
      return page.product;
    },
  );
}
