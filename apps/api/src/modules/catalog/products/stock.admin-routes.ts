import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import {
  STOCK_IMPORT_MAX_BYTES,
  stockAdjustmentResultSchema,
  stockAdjustmentSchema,
  stockImportQuerySchema,
  stockImportResultSchema,
  type StockImportRow,
  stockListQuerySchema,
  stockMovementsPageSchema,
  stockMovementsQuerySchema,
  stockPageSchema,
} from '@shop/shared/schemas/admin/stock';
import { errorSchema, idempotencyHeadersSchema, positiveIntParam } from '@shop/shared/schemas/common';
import type { Database, Executor } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/errors';
import { invalidPage, pageRequest, toPage } from '../../../lib/pagination';
import { csvBatches, sendCsv } from '../../../lib/csv';
import { actorOf } from '../../admin/admin-scope';
import type { AuditService } from '../../audit/audit.service';
import type { AdminIdempotencyService } from '../../system/admin-idempotency.service';
import { parseStockCsv, STOCK_EXPORT_COLUMNS } from './stock-csv';
import type { MovementRow } from './stock.repository';
import { type StockService, stockFilterFromQuery } from './stock.service';

const productParams = z.object({ productId: positiveIntParam });
const EXPORT_BATCH = 500;

const toMovement = (row: MovementRow) => ({
  id: row.id,
  kind: row.kind,
  delta: row.delta,
  stock_after: row.stock_after,
  reason: row.reason,
  order_id: row.order_id,
  user_email: row.user_email,
  created_at: row.created_at.toISOString(),
});

const productNotFound = () => notFound('catalog.product_not_found', 'Produsul nu există.');

/** The admin's stock: levels, the movement log, manual adjustments and CSV export/import. */
export async function stockAdminRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    stock: StockService;
    audit: AuditService;
    idempotency: AdminIdempotencyService;
    publicUrl: string;
  },
) {
  const { db, stock, audit, idempotency } = options;
  // The import takes the file as the body, as a spreadsheet saves it.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: STOCK_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/stock/',
    {
      schema: {
        summary: 'Products with their stock, filtered and sorted',
        description:
          '`q` matches words of the title (Romanian or English, diacritics ignored) or the SKU. `level=low` keeps stock at or below the low-stock threshold (out of stock included), `level=out` stock 0. `category` is a slug or id, subcategories included. Inactive products are listed too. A product with variants is not listed: each of its variants is, titled with its values, and its stock is theirs (an adjustment of the product itself is refused).',
        querystring: stockListQuerySchema,
        response: { 200: stockPageSchema, 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, ADMIN_PAGE_SIZE);
      const { rows, count } = await stock.list(db, stockFilterFromQuery(query), query.ordering ?? 'stock', {
        limit: page.size,
        offset: page.offset,
      });
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      return toPage(rows, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.get(
    '/stock/:productId/movements/',
    {
      schema: {
        summary: "A product's stock movements, newest first",
        description:
          "Keyset-paged: pass the answer's `next_before` as `before` for older movements. Every change of the stock has one: `stock_after` is the stock right after it.",
        params: productParams,
        querystring: stockMovementsQuerySchema,
        response: {
          200: stockMovementsPageSchema,
          400: errorSchema.catchall(z.unknown()),
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { productId } = request.params;
      if (!(await stock.exists(db, productId))) throw productNotFound();
      const limit = request.query.limit ?? ADMIN_PAGE_SIZE;
      const rows = await stock.movements(db, productId, request.query.before, limit);
      const page = rows.slice(0, limit);
      return {
        results: page.map(toMovement),
        next_before: rows.length > limit ? page[page.length - 1]!.id : null,
      };
    },
  );

  api.post(
    '/stock/:productId/adjustments/',
    {
      schema: {
        summary: "Adjusts a product's stock by hand",
        description:
          'Either `delta` (a signed change) or `set_to` (the counted stock), with a `reason` (3–500 characters). `expected_stock` is the stock the staff member saw: if it changed since, the answer is 409 `conflict` with the current `stock`. A result below zero is refused (400), and so is a product with variants (its stock is theirs: adjust a variant). Written as a `manual` movement and in the audit log. With `Idempotency-Key`, a retry answers the movement already made instead of moving the stock again.',
        params: productParams,
        headers: idempotencyHeadersSchema,
        body: stockAdjustmentSchema,
        response: {
          201: stockAdjustmentResultSchema,
          400: errorSchema.catchall(z.unknown()),
          404: errorSchema,
          409: errorSchema.catchall(z.unknown()),
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      return idempotency.reply(request, reply, actor.id, async (executor) => {
        const result = await executor.transaction(async (tx) => {
          const adjusted = await stock.adjust(tx, {
            productId: request.params.productId,
            delta: body.delta,
            setTo: body.set_to,
            reason: body.reason,
            expectedStock: body.expected_stock,
            userId: actor.id,
          });
          if (!adjusted) throw productNotFound();
          await audit.record(tx, actor, {
            entityType: 'stock',
            entityId: request.params.productId,
            action: 'adjust',
            before: { stock: adjusted.before },
            after: { stock: adjusted.change.stockAfter, delta: adjusted.change.delta, reason: body.reason },
          });
          return { change: adjusted.change, movement: await stock.movement(tx, adjusted.change.movementId) };
        });
        return {
          status: 201,
          body: {
            product_id: result.change.productId,
            stock: result.change.stockAfter,
            movement: toMovement(result.movement),
          },
        };
      });
    },
  );

  api.get(
    '/stock/export.csv',
    {
      schema: {
        summary: "Every product's id, SKU, title, stock and weight as CSV (a variant per row)",
        description:
          'UTF-8 with a byte order mark, `;`-separated, CRLF line ends (as Excel set to Romanian opens it), header `id;sku;title;stock;weight_grams` (the SKU is empty for a product without one; the weight is that of one unit, in grams, empty when none is entered). Streamed a batch at a time. The same file, edited or not, can be imported back: each row names its product by `id`. A product with variants has no row: each variant has its own (its title names its values).',
        response: {
          200: {
            description: 'The CSV file, streamed',
            content: { 'text/csv': { schema: z.custom<Readable>().meta({ type: 'string' }) } },
          },
        },
      },
    },
    async (_request, reply) =>
      sendCsv(
        reply,
        csvBatches(
          STOCK_EXPORT_COLUMNS,
          (after: { id: number } | undefined) => stock.exportBatch(db, after?.id ?? 0, EXPORT_BATCH),
          (row) => [row.id, row.sku, row.title, row.stock, row.weight_grams],
        ),
        `stoc-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
  );

  api.post(
    '/stock/import/',
    {
      config: {
        openapiRequestBody: {
          mediaType: 'text/csv',
          schema: { type: 'string', maxLength: STOCK_IMPORT_MAX_BYTES },
          description: 'The CSV file (text/plain is read the same).',
        },
      },
      schema: {
        summary: 'Imports counted stock from CSV (preview, then apply)',
        description:
          "Body: the CSV file as `text/csv` (at most 512 KiB and 5000 rows), a header naming the `stock` column and the `id` column, the `sku` column or both (as the export writes them), `;` or `,` separated; a `weight_grams` column, when there is one, sets each product's unit weight (an empty cell: none; 1 to 100000 grams), and a row whose weight differs is a `change` (`weight_changed`) even at the same stock. A row names its product by `id` when it has one (a `sku` beside it must be that product's, else the row is `invalid`), otherwise by `sku`; files with only `sku` are read as before. Each row is answered with its line, the product, the current and new stock and a status: `change`, `same`, `unknown_sku` (no product has that id or SKU) or `invalid` (with a message). An unchanged export answers every row `same`. `dry_run=true` (the default) changes nothing. `dry_run=false` applies every change in one transaction as `import` movements, and only when no row is `unknown_sku` or `invalid`: otherwise nothing is applied and the answer is 400 `stock.import_invalid` with the `rows`.",
        querystring: stockImportQuerySchema,
        response: {
          200: stockImportResultSchema,
          400: errorSchema.catchall(z.unknown()),
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string') {
        throw badRequest('stock.import_invalid', 'Trimiteți fișierul CSV (text/csv).', {
          file: ['Trimiteți fișierul CSV (text/csv).'],
        });
      }
      const parsed = parseStockCsv(request.body);
      const dryRun = request.query.dry_run !== 'false';

      async function preview(executor: Executor): Promise<StockImportRow[]> {
        const usable = parsed.filter((row) => row.error === null);
        const found = await stock.byIdOrSku(
          executor,
          usable.flatMap((row) => (row.productId === null ? [] : [row.productId])),
          usable.flatMap((row) => (row.productId === null ? [row.sku] : [])),
        );
        const byId = new Map(found.map((p) => [p.id, p]));
        const bySku = new Map(
          found.flatMap((p) => (p.sku === null ? [] : [[p.sku.toLowerCase(), p] as const])),
        );
        // A product named once by id and once by SKU is still named twice.
        const firstLineOf = new Map<number, number>();
        return parsed.map((row): StockImportRow => {
          const base = {
            line: row.line,
            sku: row.sku,
            title: null,
            current: null,
            delta: null,
            weight_current: null,
            weight_new: row.weightGrams ?? null,
            weight_changed: false,
          };
          const invalid = (message: string, productId: number | null = null): StockImportRow => ({
            ...base,
            product_id: productId,
            new: null,
            status: 'invalid',
            message,
          });
          if (row.error !== null) return invalid(row.error);
          const product = row.productId === null ? bySku.get(row.sku.toLowerCase()) : byId.get(row.productId);
          if (!product) {
            return {
              ...base,
              product_id: null,
              new: row.stock,
              status: 'unknown_sku',
              message:
                row.productId === null
                  ? 'Niciun produs nu are acest SKU.'
                  : `Niciun produs nu are ID-ul ${row.productId}.`,
            };
          }
          if (
            row.productId !== null &&
            row.sku !== '' &&
            row.sku.toLowerCase() !== product.sku?.toLowerCase()
          ) {
            return invalid(
              product.sku === null
                ? `ID-ul ${product.id} este al unui produs fără SKU, nu al SKU-ului „${row.sku}”. Corectați ID-ul sau goliți SKU-ul.`
                : `ID-ul ${product.id} este al produsului cu SKU-ul „${product.sku}”, nu „${row.sku}”. Corectați ID-ul sau SKU-ul.`,
              product.id,
            );
          }
          if (product.is_parent) {
            return invalid(
              'Produsul are variante: stocul se importă pe fiecare variantă (rândurile lor, cu SKU-ul lor).',
              product.id,
            );
          }
          const first = firstLineOf.get(product.id);
          if (first !== undefined) {
            return invalid(`Produsul apare de mai multe ori (prima dată pe linia ${first}).`, product.id);
          }
          firstLineOf.set(product.id, row.line);
          const delta = row.stock - product.stock;
          const weightChanged = row.weightGrams !== undefined && row.weightGrams !== product.weight_grams;
          return {
            ...base,
            product_id: product.id,
            title: product.title,
            current: product.stock,
            new: row.stock,
            delta,
            weight_current: product.weight_grams,
            weight_changed: weightChanged,
            status: delta === 0 && !weightChanged ? 'same' : 'change',
            message: null,
          };
        });
      }

      const summarize = (rows: StockImportRow[]) => ({
        change: rows.filter((r) => r.status === 'change').length,
        same: rows.filter((r) => r.status === 'same').length,
        unknown_sku: rows.filter((r) => r.status === 'unknown_sku').length,
        invalid: rows.filter((r) => r.status === 'invalid').length,
      });

      if (dryRun) {
        const rows = await preview(db);
        return { dry_run: true, applied: false, rows, summary: summarize(rows) };
      }

      const actor = actorOf(request);
      const rows = await db.transaction(async (tx) => {
        const planned = await preview(tx);
        const errors = planned.filter((row) => row.status === 'invalid' || row.status === 'unknown_sku');
        if (errors.length > 0) {
          throw badRequest(
            'stock.import_invalid',
            `Nimic nu a fost importat: ${errors.length === 1 ? 'un rând are' : `${errors.length} rânduri au`} erori. Corectați fișierul și încercați din nou.`,
            { rows: errors },
          );
        }
        const changes = new Map(
          (
            await stock.importCounts(
              tx,
              planned.map((row) => ({ productId: row.product_id!, stock: row.new! })),
              { userId: actor.id, reason: 'Import CSV' },
            )
          ).map((change) => [change.productId, change]),
        );
        await stock.setWeights(
          tx,
          planned
            .filter((row) => row.weight_changed)
            .map((row) => ({ productId: row.product_id!, weightGrams: row.weight_new })),
        );
        // The stock is read again under lock when applied: a sale in between shows in the answer.
        const applied = planned.map((row): StockImportRow => {
          const change = changes.get(row.product_id!);
          const status = change || row.weight_changed ? 'change' : 'same';
          if (!change) return { ...row, current: row.new, delta: 0, status };
          return { ...row, current: change.stockAfter - change.delta, delta: change.delta, status };
        });
        const changed = applied.filter((row) => row.status === 'change');
        // The weight is named only where the file changed it: the log shows what the import did.
        const weightOf = (row: StockImportRow, weight: number | null) =>
          row.weight_changed ? { weight_grams: weight } : {};
        await audit.record(tx, actor, {
          entityType: 'stock',
          entityId: 'import',
          action: 'import',
          before: changed.map((row) => ({
            product_id: row.product_id,
            sku: row.sku,
            stock: row.current,
            ...weightOf(row, row.weight_current),
          })),
          after: changed.map((row) => ({
            product_id: row.product_id,
            sku: row.sku,
            stock: row.new,
            ...weightOf(row, row.weight_new),
          })),
        });
        return applied;
      });
      return { dry_run: false, applied: true, rows, summary: summarize(rows) };
    },
  );
}
