import type { Readable } from 'node:stream';
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
  productDeleteResultSchema,
  productIdParamsSchema,
  productUpdateSchema,
  priceInputToBani,
  productReferencePriceQuerySchema,
  productReferencePriceSchema,
} from '@shop/shared/schemas/admin/products';
import {
  PRODUCT_IMPORT_MAX_BYTES,
  productBulkEditResultSchema,
  productBulkEditSchema,
  productImportQuerySchema,
  productImportResultSchema,
} from '@shop/shared/schemas/admin/product-tools';
import { errorSchema } from '@shop/shared/schemas/common';
import { csvBatches, sendCsv } from '../../../lib/csv';
import { badRequest } from '../../../lib/errors';
import { pageRequest, toPage } from '../../../lib/pagination';
import { actorOf } from '../../admin/admin-scope';
import type { ProductsAdminService } from './products.admin-service';
import { PRODUCT_CSV_COLUMNS, productCsvRow } from './product-csv';
import type { ProductImport } from './product-import';

const EXPORT_BATCH = 200;

const fieldErrors = errorSchema.catchall(z.unknown());
const denied = { 401: errorSchema, 403: errorSchema };

/** Staff's products: every product, published or not, with the rules of a valid one. */
export async function productsAdminRoutes(
  app: FastifyInstance,
  options: { products: ProductsAdminService; productImport: ProductImport; publicUrl: string },
) {
  // The import takes the file as the body, as a spreadsheet saves it.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: PRODUCT_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { products, productImport } = options;

  api.get(
    '/products/export.csv',
    {
      schema: {
        summary: 'Every product, every field, as CSV',
        description: `UTF-8 with a byte order mark, \`;\`-separated, CRLF line ends, amounts with a decimal comma (as Excel set to Romanian opens it), one product a row in id order, each variant right after its parent (\`parent_sku\` names the parent by its SKU, or its slug when it has none), header \`${PRODUCT_CSV_COLUMNS.join(';')}\`. Categories and tags are named by slug, lists joined with \`|\`; \`publicat\` is \`da\` or \`nu\`; \`publicare_programata\` is Romania's time (\`2026-12-01 09:30\`); \`pret_achizitie\` is the cost price, VAT excluded. The same file, edited or not, can be imported back (\`POST /products/import/\`).`,
        response: {
          200: {
            description: 'The CSV file, streamed',
            content: { 'text/csv': { schema: z.custom<Readable>().meta({ type: 'string' }) } },
          },
          ...denied,
        },
      },
    },
    async (_request, reply) =>
      sendCsv(
        reply,
        csvBatches(
          PRODUCT_CSV_COLUMNS,
          // A batch is whole families: the last row's parent (or itself) is where the next starts.
          (after: { id: number; parent_id: number | null } | undefined) =>
            products.exportBatch(after ? (after.parent_id ?? after.id) : 0, EXPORT_BATCH),
          productCsvRow,
        ),
        `produse-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
  );

  api.post(
    '/products/import/',
    {
      config: {
        openapiRequestBody: {
          mediaType: 'text/csv',
          schema: { type: 'string', maxLength: PRODUCT_IMPORT_MAX_BYTES },
          description: 'The CSV file (text/plain is read the same).',
        },
      },
      schema: {
        summary: 'Imports products from CSV (a dry run, then apply)',
        description:
          "Body: a file as the export writes it (`;` or `,` separated, at most 16 MiB and 5000 rows). The header names `sku` or `slug` and any other columns of the export; a column left out keeps each product's value (a new product starts as the create form does). A row names its product by `sku`, else by `slug`; a row naming none is a new product. Each row is read as the product form's body (the same rules) and answered with `action` `create`, `update` (with the `changes`, column by column, as the file writes them), `same` or `invalid` (with the `errors`, field by field). An unchanged export answers every row `same`. `dry_run=true` (the default) changes nothing; `dry_run=false` applies every row in one transaction (stock through `import` movements, each product audited) only when no row is `invalid`: otherwise nothing is applied and the answer is 400 `products.import_invalid` with the `rows`.",
        querystring: productImportQuerySchema,
        response: {
          200: productImportResultSchema,
          400: fieldErrors,
          413: errorSchema,
          415: errorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string') {
        throw badRequest('products.import_invalid', 'Trimiteți fișierul CSV (text/csv).', {
          file: ['Trimiteți fișierul CSV (text/csv).'],
        });
      }
      return productImport.run(actorOf(request), request.body, request.query.dry_run !== 'false');
    },
  );

  api.post(
    '/products/bulk-edit/',
    {
      schema: {
        summary: 'Change prices, stock, tags, categories and publication of many products',
        description:
          "All or nothing, in one transaction. Each product is sent with the `version` staff saw: if any was saved since, the answer is 409 `conflict` naming them and nothing changes. `price` changes the price by a signed `percent` or `amount` (lei); `discounted_price` sets the reduced price a `percent` or an `amount` below the (new) price, or `remove`s it; both round (`rounding`) to the nearest price ending in ,90 or ,99, never past the price they started from. `stock` sets (`set`) or adds (`add`, signed) stock through `manual` movements; `tags` and `categories` `add` to or `replace` the product's. A product the change would leave invalid (price not above 0, reduced price not below the price, negative stock) is a 400 naming it. Every product gets its audit entry.",
        body: productBulkEditSchema,
        response: { 200: productBulkEditResultSchema, 400: fieldErrors, 409: fieldErrors, ...denied },
      },
    },
    async (request) => products.bulkEdit(actorOf(request), request.body),
  );

  api.post(
    '/products/:id/duplicate/',
    {
      schema: {
        summary: 'Copy a product',
        description:
          'Every field, category, tag and image, with a new slug (`…-copie`), no SKU, unpublished and without stock. A product in variants is copied with its options and a variant of each live combination (no SKU, EAN or stock); a variant alone is not copied (409).',
        params: productIdParamsSchema,
        response: {
          201: adminProductDetailSchema,
          400: fieldErrors,
          404: errorSchema,
          409: fieldErrors,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await products.duplicate(actorOf(request), request.params.id)),
  );

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
          'All or nothing, in one transaction. `set_category` replaces every category of the products with `category_id`; `add_category` adds it to those they have. `delete` deletes the products never sold and takes those sold off sale instead (`deleted` and `unpublished` count each).',
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
        summary: 'Delete a product (or take a sold one off sale)',
        description:
          'A product never sold is deleted: 204. A product that was sold (its orders, invoices and stock movements name it) is taken off sale instead: 200 with `deleted: false`, `unpublished: true` and the message to show.',
        params: productIdParamsSchema,
        response: {
          200: productDeleteResultSchema,
          204: z.null(),
          400: fieldErrors,
          404: errorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const result = await products.remove(actorOf(request), request.params.id);
      return result.deleted ? reply.status(204).send(null) : reply.status(200).send(result);
    },
  );
}
