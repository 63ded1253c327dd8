import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from '../../constants';
import { intParam, intSchema, pageSchema, PG_INT_MAX, positiveIntParam, textSchema } from '../common';

/** How a product's stock changed: the kinds of `stock_movements`. */
export const STOCK_MOVEMENT_KINDS = [
  'initial',
  'sale',
  'cancellation',
  'return',
  'manual',
  'import',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const STOCK_SORTS = ['stock', '-stock', 'title', '-title', 'sku', '-sku'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

/** `low`: stock at or below LOW_STOCK_THRESHOLD (out of stock included); `out`: stock 0. */
export const STOCK_LEVELS = ['low', 'out'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

export const stockListQuerySchema = z.object({
  q: textSchema().trim().max(200).optional(),
  level: z.enum(STOCK_LEVELS).optional(),
  /** A category slug or id; its subcategories' products are included. */
  category: textSchema().trim().min(1).max(200).optional(),
  ordering: z.enum(STOCK_SORTS).optional(),
  page: positiveIntParam.optional(),
  page_size: intParam(1, ADMIN_MAX_PAGE_SIZE).optional(),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

export const stockItemSchema = z.object({
  id: z.number().int(),
  sku: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  stock: z.number().int(),
  is_active: z.boolean(),
  /** The product's main image, media-relative; null when it has none. */
  image: z.string().nullable(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const stockPageSchema = pageSchema(stockItemSchema);
export type StockPage = z.infer<typeof stockPageSchema>;

export const stockMovementsQuerySchema = z.object({
  /** Keyset pagination: the `next_before` of the previous page. */
  before: positiveIntParam.optional(),
  limit: intParam(1, ADMIN_MAX_PAGE_SIZE).optional(),
});

export const stockMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: z.string(),
  order_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementsPageSchema = z.object({
  results: z.array(stockMovementSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.number().int().nullable(),
});
export type StockMovementsPage = z.infer<typeof stockMovementsPageSchema>;

export const STOCK_REASON_MESSAGE = 'Motivul trebuie să aibă între 3 și 500 de caractere.';
export const STOCK_ADJUST_ONE_OF_MESSAGE = 'Completați fie modificarea (delta), fie stocul nou (set_to).';

/**
 * A manual adjustment: either a change (`delta`, ±) or the counted value (`set_to`), never both.
 * `expected_stock` is the stock the admin saw; if it moved since, the adjustment is refused (409).
 */
export const stockAdjustmentSchema = z
  .object({
    delta: intSchema(-1_000_000, 1_000_000, 'Modificarea trebuie să fie un număr întreg nenul.')
      .refine((value) => value !== 0, 'Modificarea trebuie să fie un număr întreg nenul.')
      .optional(),
    set_to: intSchema(
      0,
      1_000_000,
      'Stocul nou trebuie să fie un număr întreg între 0 și 1000000.',
    ).optional(),
    reason: textSchema({ error: STOCK_REASON_MESSAGE })
      .trim()
      .min(3, STOCK_REASON_MESSAGE)
      .max(500, STOCK_REASON_MESSAGE),
    expected_stock: intSchema(0, PG_INT_MAX).optional(),
  })
  .superRefine((value, context) => {
    if ((value.delta === undefined) === (value.set_to === undefined)) {
      context.addIssue({ code: 'custom', path: ['delta'], message: STOCK_ADJUST_ONE_OF_MESSAGE });
    }
  });
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockAdjustmentResultSchema = z.object({
  product_id: z.number().int(),
  stock: z.number().int(),
  movement: stockMovementSchema,
});
export type StockAdjustmentResult = z.infer<typeof stockAdjustmentResultSchema>;

/** The most rows and bytes one import file may have. */
export const STOCK_IMPORT_MAX_ROWS = 5000;
export const STOCK_IMPORT_MAX_BYTES = 512 * 1024;

export const stockImportQuerySchema = z.object({
  dry_run: z.enum(['true', 'false']).optional(),
});

export const STOCK_IMPORT_STATUSES = ['change', 'same', 'unknown_sku', 'invalid'] as const;
export type StockImportStatus = (typeof STOCK_IMPORT_STATUSES)[number];

export const stockImportRowSchema = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  product_id: z.number().int().nullable(),
  title: z.string().nullable(),
  current: z.number().int().nullable(),
  new: z.number().int().nullable(),
  delta: z.number().int().nullable(),
  /** One unit's weight in grams before the import (null: none, or the product is not known). */
  weight_current: z.number().int().nullable(),
  /** The file's weight (null: an empty cell, no weight; or the file has no `weight_grams` column). */
  weight_new: z.number().int().nullable(),
  /** The file has a weight column and its weight differs from the product's (a `change` even at the same stock). */
  weight_changed: z.boolean(),
  status: z.enum(STOCK_IMPORT_STATUSES),
  message: z.string().nullable(),
});
export type StockImportRow = z.infer<typeof stockImportRowSchema>;

export const stockImportResultSchema = z.object({
  dry_run: z.boolean(),
  /** True when the counts were written (never for a dry run, never when a row has an error). */
  applied: z.boolean(),
  rows: z.array(stockImportRowSchema),
  summary: z.object({
    change: z.number().int(),
    same: z.number().int(),
    unknown_sku: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type StockImportResult = z.infer<typeof stockImportResultSchema>;
