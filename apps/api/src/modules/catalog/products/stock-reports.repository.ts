import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { IS_VARIANT_PARENT } from './products.admin-variants';

export type LowStockRow = { id: number; title: string; sku: string | null; stock: number };

/** A product's stock at today's selling price, in bani (docs/decisions/056). */
export type StockValueRow = {
  id: number;
  title: string;
  sku: string | null;
  stock: number;
  price: number;
  value: number;
  isActive: boolean;
};
/** `lastSoldOn`: the Romanian day it last sold before the range ("2026-11-27"), null if never. */
export type SlowMoverRow = StockValueRow & { lastSoldOn: string | null };
export type StockTotals = { products: number; units: number; value: number };

/** Today's selling price: the reduced one when there is one, VAT included. */
const SELLING_PRICE = sql`coalesce(p.discounted_price, p.price)`;

/**
 * Products with stock and no sale in the range (no line of an order placed then and not cancelled):
 * checkout's read port `product_sales` has a row per product and Romanian day it sold, kept by
 * triggers (docs/decisions/064), so each product is one probe of its index.
 */
const unsoldWithin = (from: string, to: string) => sql`
  p.stock > 0 AND NOT ${IS_VARIANT_PARENT}
  AND NOT EXISTS (SELECT 1 FROM product_sales s
                   WHERE s.product_id = p.id AND s.day BETWEEN ${from}::date AND ${to}::date)`;
/** Stock is counted where it is: on each variant, never again on its product (ADR 065). */
const HOLDS_STOCK = sql`p.stock > 0 AND NOT ${IS_VARIANT_PARENT}`;

type ValueDbRow = {
  id: number;
  title: string;
  sku: string | null;
  stock: number;
  price: number;
  value: string;
  is_active: boolean;
};
const toValueRow = (row: ValueDbRow): StockValueRow => ({
  id: row.id,
  title: row.title,
  sku: row.sku,
  stock: row.stock,
  price: row.price,
  value: Number(row.value),
  isActive: row.is_active,
});

/** Read-only stock figures for the admin area. */
export function createStockReportsRepository(db: Executor) {
  return {
    /** Products on sale with at most `threshold` left, fewest first, and how many there are. */
    async lowStock(threshold: number, limit: number): Promise<{ count: number; products: LowStockRow[] }> {
      // Per variant: a product with variants is not sold itself, and a variant of an unpublished one is not on sale.
      const result = await db.execute<LowStockRow & { total: number }>(sql`
        SELECT p.id, p.title, p.sku, p.stock, count(*) OVER ()::int AS total
          FROM products p
         WHERE p.is_active AND p.stock <= ${threshold} AND NOT ${IS_VARIANT_PARENT}
           AND (p.parent_id IS NULL OR EXISTS (SELECT 1 FROM products pp WHERE pp.id = p.parent_id AND pp.is_active))
         ORDER BY p.stock, p.id
         LIMIT ${limit}`);
      const rows = result.rows;
      return {
        count: rows[0]?.total ?? 0,
        products: rows.map(({ id, title, sku, stock }) => ({ id, title, sku, stock })),
      };
    },

    /** Every product with stock (on sale or not): how many, their units and value. */
    async stockTotals(): Promise<StockTotals> {
      const result = await db.execute<{ products: number; units: string; value: string }>(sql`
        SELECT count(*)::int AS products, coalesce(sum(p.stock), 0)::text AS units,
               coalesce(sum(p.stock::bigint * ${SELLING_PRICE}), 0)::text AS value
          FROM products p
         WHERE ${HOLDS_STOCK}`);
      const row = result.rows[0]!;
      return { products: row.products, units: Number(row.units), value: Number(row.value) };
    },

    /** Products with stock by their value, highest first, then by id; `limit` null: all of them (the CSV). */
    async stockValue(limit: number | null): Promise<StockValueRow[]> {
      const value = sql`(p.stock::bigint * ${SELLING_PRICE})`;
      const result = await db.execute<ValueDbRow>(sql`
        SELECT p.id, p.title, p.sku, p.stock, ${SELLING_PRICE} AS price, ${value}::text AS value, p.is_active
          FROM products p
         WHERE ${HOLDS_STOCK}
         ORDER BY ${value} DESC, p.id
         ${limit === null ? sql`` : sql`LIMIT ${limit}`}`);
      return result.rows.map(toValueRow);
    },

    /**
     * Products with stock that sold nothing in the range, the most money held first, with the day
     * each last sold before it (null: never), and their totals over all of them (one pass over
     * the products: the totals are windows over the same rows); `limit` null: all of them (the CSV).
     */
    async slowMovers(
      from: string,
      to: string,
      limit: number | null,
    ): Promise<{ totals: StockTotals; rows: SlowMoverRow[] }> {
      const value = sql`(p.stock::bigint * ${SELLING_PRICE})`;
      const result = await db.execute<
        ValueDbRow & {
          last_sold_on: string | null;
          total_products: number;
          total_units: string;
          total_value: string;
        }
      >(sql`
        WITH slow AS (
          SELECT p.id, p.title, p.sku, p.stock, ${SELLING_PRICE} AS price, ${value} AS value, p.is_active,
                 count(*) OVER () AS total_products, sum(p.stock) OVER () AS total_units,
                 sum(${value}) OVER () AS total_value
            FROM products p
           WHERE ${unsoldWithin(from, to)}
           ORDER BY ${value} DESC, p.id
           ${limit === null ? sql`` : sql`LIMIT ${limit}`}
        )
        SELECT slow.id, slow.title, slow.sku, slow.stock, slow.price, slow.value::text AS value, slow.is_active,
               slow.total_products::int AS total_products, slow.total_units::text AS total_units,
               slow.total_value::text AS total_value,
               (SELECT to_char(max(s.day), 'YYYY-MM-DD') FROM product_sales s
                 WHERE s.product_id = slow.id AND s.day < ${from}::date) AS last_sold_on
          FROM slow
         ORDER BY slow.value DESC, slow.id`);
      const first = result.rows[0];
      return {
        totals: {
          products: first?.total_products ?? 0,
          units: Number(first?.total_units ?? 0),
          value: Number(first?.total_value ?? 0),
        },
        rows: result.rows.map((row) => ({ ...toValueRow(row), lastSoldOn: row.last_sold_on })),
      };
    },
  };
}
