import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import {
  adminProductDetailSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  productBulkResultSchema,
  productBulkSchema,
  productCreateSchema,
  productIdParamsSchema,
  productUpdateSchema,
  priceInputToBani,
  productReferencePriceQuerySchema,
  productReferencePriceSchema,
} from '@shop/shared/schemas/admin/products';
import { errorSchema } from '@shop/shared/schemas/common';
import { pageRequest, toPage } from '../../../lib/pagination';
import { actorOf } from '../../admin/admin-scope';
import type { ProductsAdminService } from './products.admin-service';

const fieldErrors = errorSchema.catchall(z.unknown());
const denied = { 401: errorSchema, 403: errorSchema };

/** Staff's products: every product, published or not, with the rules of a valid one. */
export async function productsAdminRoutes(
  app: FastifyInstance,
  options: { products: ProductsAdminService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { products } = options;

  api.get(
    '/products/',
    {
      schema: {
        summary: 'Products, paged, searched, filtered and sorted',
        description:
          "Variants are not listed: their product is, with `numar_variante` and the cheapest active variant's price. `q` searches as the shop does (without diacritics, tolerant of a typo), and finds a product through a variant's title, value, or its SKU or EAN typed whole; `category` includes its subcategories. `sort` is a column, `-` first for descending; without it, the best match first for a search, else the last changed first.",
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, ADMIN_PAGE_SIZE);
      const { results, count } = await products.list(request.query, page);
      return toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.post(
    '/products/',
    {
      schema: {
        summary: 'Create a product',
        description:
          "An empty `slug` is made from `titlu`. HTML fields are cleaned with the shop allowlist. `stoc` is the initial stock (logged as the initial movement); later changes go through the stock screen. `optiuni` and `variante` (ADR 065) give it options and variants, each variant a product row of its own (title and slug made from the product's and its values, its own SKU, EAN, prices, initial `stoc`, weight, net quantity and image); the product then takes the cheapest active variant's price and the sum of their stock, and its own `pret` and `stoc` are ignored. A SKU or EAN another product has is 409 naming the field (`variante.0.sku`).",
        body: productCreateSchema,
        response: { 201: adminProductDetailSchema, 400: fieldErrors, 409: fieldErrors, ...denied },
      },
    },
    async (request, reply) => {
      const created = await products.create(actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/products/bulk/',
    {
      schema: {
        summary: 'Publish, unpublish, put in a category or delete many products at once',
        description:
          'All or nothing, in one transaction. `set_category` replaces every category of the products with `category_id`; `add_category` adds it to those they have. Orders keep their lines when a product is deleted.',
        body: productBulkSchema,
        response: { 200: productBulkResultSchema, 400: fieldErrors, ...denied },
      },
    },
    async (request) => products.bulk(actorOf(request), request.body),
  );

  api.get(
    '/products/:id/',
    {
      schema: {
        summary: 'One product, every field, with its latest prices',
        params: productIdParamsSchema,
        response: { 200: adminProductDetailSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => products.detail(request.params.id),
  );

  api.get(
    '/products/:id/reference-price/',
    {
      schema: {
        summary: 'The reference price the shop would show for prices not yet saved',
        description:
          'The Omnibus rule (the lowest price of the 30 days before the reduction began) applied to `pret` and `pret_redus` as if saved now, computed by the same SQL as the storefront and rolled back. A further reduction of a product already on sale keeps the reference of the reduction that started it.',
        params: productIdParamsSchema,
        querystring: productReferencePriceQuerySchema,
        response: { 200: productReferencePriceSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => ({
      pret_referinta: await products.referencePrice(request.params.id, {
        price: priceInputToBani(request.query.pret),
        discounted: priceInputToBani(request.query.pret_redus),
      }),
    }),
  );

  api.put(
    '/products/:id/',
    {
      schema: {
        summary: 'Update a product',
        description:
          "Send the `version` read with the product: when someone saved in between, the answer is 409 `conflict` and nothing changes. Stock is not written here (a new variant's `stoc` is its initial stock). `optiuni` and `variante` are saved with the product, in the same transaction: options, values and variants sent with their `id` are kept (renamed, re-priced, their titles and slugs following), those left out are removed (a variant that was sold is deactivated and kept, not deleted), those without an `id` are created. Both left out: the options and variants stay as they are; both empty: the product has none (refused while a variant of it was ever sold).",
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: {
          200: adminProductDetailSchema,
          400: fieldErrors,
          404: errorSchema,
          409: fieldErrors,
          ...denied,
        },
      },
    },
    async (request) => products.update(actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/products/:id/',
    {
      schema: {
        summary: 'Delete a product',
        description: 'Orders keep their lines (a snapshot of the product).',
        params: productIdParamsSchema,
        response: { 204: z.null(), 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await products.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
