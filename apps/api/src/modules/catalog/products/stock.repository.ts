import { type SQL, sql } from 'drizzle-orm';
import type { StockMovementKind, StockSort } from '@shop/shared/schemas/admin/stock';
import type { Executor } from '../../../db/client';
import { IS_VARIANT_PARENT } from './products.admin-variants';
import { productsInCategoryTree } from './products.repository';

/** A product as an order needs it, read under a row lock. */
export type ProductForOrder = {
  id: number;
  title: string;
  title_en: string;
  price: number;
  discounted_price: number | null;
  vat_rate: number;
  stock: number;
  is_active: boolean;
  /**
   * For the discounts (decision 062): a variant's parent product (null for a product without
   * one), and the categories it is in, its parent's included (the parent keeps the page's
   * categories, decision 059).
   */
  parent_id: number | null;
  category_ids: number[];
};

const PRODUCT_FOR_ORDER = sql`id, title, title_en, price, discounted_price, vat_rate, stock, is_active, parent_id,
  ARRAY(SELECT DISTINCT pc.category_id FROM product_categories pc
         WHERE pc.product_id = products.id OR pc.product_id = products.parent_id
         ORDER BY pc.category_id)::int[] AS category_ids`;

/** A quantity of one product, taken out of stock or put back. */
export type StockLine = { productId: number; quantity: number };

/** Why the stock changes, written on every movement of the change. */
export type MovementContext = {
  kind: StockMovementKind;
  orderId?: number | null;
  userId?: number | null;
  reason?: string;
};

/** A signed change of one product's stock. */
export type StockDelta = { productId: number; delta: number };

export type StockChange = { productId: number; delta: number; stockAfter: number; movementId: number };

export type StockListFilter = {
  /** The search as typed: a product matches when its SKU starts with it… */
  skuPrefix?: string;
  /** …or its title (Romanian or English) holds every one of these folded words. */
  words?: string[];
  /** At most this much stock. */
  maxStock?: number;
  category?: string;
};

export type StockListRow = {
  id: number;
  sku: string | null;
  title: string;
  slug: string;
  stock: number;
  is_active: boolean;
  image: string | null;
};

export type MovementRow = {
  id: number;
  kind: StockMovementKind;
  delta: number;
  stock_after: number;
  reason: string;
  order_id: number | null;
  user_email: string | null;
  created_at: Date;
};

/** A product an import row names, by id or by SKU. */
export type StockImportProduct = {
  id: number;
  sku: string | null;
  title: string;
  stock: number;
  weight_grams: number | null;
  /** Has variants: its stock is theirs, counted and imported on each of them. */
  is_parent: boolean;
};

const SORTS: Record<StockSort, SQL> = {
  stock: sql`p.stock ASC, p.id ASC`,
  '-stock': sql`p.stock DESC, p.id DESC`,
  title: sql`p.title ASC, p.id ASC`,
  '-title': sql`p.title DESC, p.id DESC`,
  sku: sql`p.sku ASC NULLS LAST, p.id ASC`,
  '-sku': sql`p.sku DESC NULLS LAST, p.id DESC`,
};

/** Adds up the changes of each product and drops the products whose changes cancel out. */
function netDeltas(deltas: StockDelta[]): StockDelta[] {
  const byProduct = new Map<number, number>();
  for (const { productId, delta } of deltas)
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + delta);
  return [...byProduct]
    .filter(([, delta]) => delta !== 0)
    .map(([productId, delta]) => ({ productId, delta }));
}

function listWhere(filter: StockListFilter): SQL {
  // A product with variants has no stock of its own (ADR 065): each variant is listed instead.
  const conditions: SQL[] = [sql`NOT ${IS_VARIANT_PARENT}`];
  const titleMatches = (filter.words ?? []).map((word) => {
    // Words are folded to [a-z0-9] by the service, so they carry no LIKE wildcard.
    const pattern = `%${word}%`;
    return sql`(lower(shop_unaccent(p.title)) LIKE ${pattern} OR lower(shop_unaccent(p.title_en)) LIKE ${pattern})`;
  });
  if (filter.skuPrefix) {
    const prefix = `${filter.skuPrefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const sku = sql`lower(coalesce(p.sku, '')) LIKE ${prefix}`;
    conditions.push(titleMatches.length > 0 ? sql`(${sku} OR (${sql.join(titleMatches, sql` AND `)}))` : sku);
  }
  if (filter.maxStock !== undefined) conditions.push(sql`p.stock <= ${filter.maxStock}`);
  if (filter.category) {
    // A variant is filed where its product is.
    conditions.push(sql`coalesce(p.parent_id, p.id) IN ${productsInCategoryTree(filter.category)}`);
  }
  return sql.join(conditions, sql` AND `);
}

export function createStockRepository(db: Executor) {
  return {
    /**
     * Locks the products, in id order (so two transactions never wait on each other in a cycle),
     * and reads them as they are after any transaction that held them committed.
     */
    async lock(ids: number[]): Promise<ProductForOrder[]> {
      // A variant's parent is locked in the same id-ordered sweep: its stock and price follow the
      // variant's by trigger, and two orders locking parents after their variants could deadlock.
      const result = await db.execute<ProductForOrder>(sql`
        WITH locked AS (
          SELECT ${PRODUCT_FOR_ORDER}
            FROM products
           WHERE id = ANY(${sql.param(ids)}::int[])
              OR id IN (SELECT parent_id FROM products WHERE id = ANY(${sql.param(ids)}::int[]))
           ORDER BY id
             FOR UPDATE
        )
        SELECT * FROM locked WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id`);
      return result.rows;
    },

    async referencePrices(wanted: { productId: number; start: Date }[]): Promise<Map<number, number>> {
      if (wanted.length === 0) return new Map();
      const result = await db.execute<{ product_id: number; reference: number }>(sql`
        SELECT w.product_id,
               COALESCE(LEAST(
                 (SELECT min(LEAST(h.price, COALESCE(h.discounted_price, h.price)))
                    FROM product_price_history h
                   WHERE h.product_id = w.product_id
                     AND h.created_at > w.start - interval '30 days' AND h.created_at < w.start),
                 (SELECT LEAST(h.price, COALESCE(h.discounted_price, h.price))
                    FROM product_price_history h
                   WHERE h.product_id = w.product_id AND h.created_at <= w.start - interval '30 days'
                   ORDER BY h.created_at DESC, h.id DESC LIMIT 1)),
                 LEAST(p.price, COALESCE(p.discounted_price, p.price)))::int AS reference
          FROM unnest(${sql.param(wanted.map((w) => w.productId))}::int[],
                      ${sql.param(wanted.map((w) => w.start.toISOString()))}::timestamptz[])
               AS w(product_id, start)
          JOIN products p ON p.id = w.product_id`);
      return new Map(result.rows.map((row) => [row.product_id, row.reference]));
    },

    /** The same facts without a lock, for pricing a cart. */
    async read(ids: number[]): Promise<ProductForOrder[]> {
      const result = await db.execute<ProductForOrder>(sql`
        SELECT ${PRODUCT_FOR_ORDER} FROM products WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id`);
      return result.rows;
    },

    /**
     * Changes the stock of the products and writes one movement per product in the same statement,
     * so the stock and its log cannot disagree. The rows are locked in id order first. A product
     * whose stock would go below zero is left alone (and gets no movement): the answer lists only
     * the products that changed. Variants' parents are locked in the same sweep (see `lock`).
     */
    async apply(deltas: StockDelta[], context: MovementContext): Promise<StockChange[]> {
      const lines = netDeltas(deltas);
      if (lines.length === 0) return [];
      const result = await db.execute<StockChange>(sql`
        WITH v AS (
          SELECT product_id, delta
            FROM unnest(${sql.param(lines.map((l) => l.productId))}::int[], ${sql.param(lines.map((l) => l.delta))}::int[])
                 AS u(product_id, delta)
        ), locked AS (
          SELECT p.id FROM products p
           WHERE p.id IN (SELECT product_id FROM v)
              OR p.id IN (SELECT parent_id FROM products WHERE id IN (SELECT product_id FROM v))
           ORDER BY p.id FOR UPDATE
        ), changed AS (
          UPDATE products p
             SET stock = p.stock + v.delta
            FROM v JOIN locked l ON l.id = v.product_id
           WHERE p.id = v.product_id AND p.stock + v.delta >= 0
          RETURNING p.id, v.delta, p.stock
        )
        INSERT INTO stock_movements (product_id, delta, stock_after, kind, reason, order_id, user_id)
        SELECT id, delta, stock, ${context.kind}, ${context.reason ?? ''}, ${context.orderId ?? null}::int,
               ${context.userId ?? null}::int
          FROM changed
         ORDER BY id
        RETURNING product_id AS "productId", delta, stock_after AS "stockAfter", id AS "movementId"`);
      return result.rows;
    },

    /** One page of products with their stock, for the admin. */
    async list(
      filter: StockListFilter,
      sort: StockSort,
      page: { limit: number; offset: number },
    ): Promise<{ rows: StockListRow[]; count: number }> {
      const where = listWhere(filter);
      const [rows, count] = await Promise.all([
        db.execute<StockListRow>(sql`
          SELECT p.id, p.sku, p.title, p.slug, p.stock, p.is_active, p.images[1] AS image
            FROM products p
           WHERE ${where}
           ORDER BY ${SORTS[sort]}
           LIMIT ${page.limit} OFFSET ${page.offset}`),
        db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM products p WHERE ${where}`),
      ]);
      return { rows: rows.rows, count: count.rows[0]?.count ?? 0 };
    },

    async exists(productId: number): Promise<boolean> {
      const result = await db.execute(sql`SELECT 1 FROM products WHERE id = ${productId}`);
      return result.rows.length > 0;
    },

    async isParent(productId: number): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM products p WHERE p.id = ${productId} AND ${IS_VARIANT_PARENT}`,
      );
      return result.rows.length > 0;
    },

    /** A product's movements, newest first, older than `beforeId`; one more than `limit`. */
    async movements(productId: number, beforeId: number | undefined, limit: number): Promise<MovementRow[]> {
      const result = await db.execute<MovementRow>(sql`
        SELECT m.id, m.kind, m.delta, m.stock_after, m.reason, m.order_id, u.email AS user_email, m.created_at
          FROM stock_movements m
          LEFT JOIN account_emails u ON u.id = m.user_id
         WHERE m.product_id = ${productId}
           ${beforeId === undefined ? sql`` : sql`AND m.id < ${beforeId}`}
         ORDER BY m.id DESC
         LIMIT ${limit + 1}`);
      return result.rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
    },

    async movement(id: number): Promise<MovementRow> {
      const result = await db.execute<MovementRow>(sql`
        SELECT m.id, m.kind, m.delta, m.stock_after, m.reason, m.order_id, u.email AS user_email, m.created_at
          FROM stock_movements m LEFT JOIN account_emails u ON u.id = m.user_id
         WHERE m.id = ${id}`);
      const row = result.rows[0]!;
      return { ...row, created_at: new Date(row.created_at) };
    },

    /** The products with these ids or these SKUs (SKUs compared as written, without case). */
    async byIdOrSku(ids: number[], skus: string[], forUpdate: boolean): Promise<StockImportProduct[]> {
      if (ids.length === 0 && skus.length === 0) return [];
      const result = await db.execute<StockImportProduct>(sql`
        SELECT p.id, p.sku, p.title, p.stock, p.weight_grams, ${IS_VARIANT_PARENT} AS is_parent FROM products p
         WHERE p.id = ANY(${sql.param(ids)}::int[])
            OR lower(p.sku) = ANY(${sql.param(skus.map((s) => s.toLowerCase()))}::text[])
         ORDER BY p.id
         ${forUpdate ? sql`FOR UPDATE OF p` : sql``}`);
      return result.rows;
    },

    /**
     * Every product's SKU, title and stock in id order, a batch at a time (keyset on id); a product
     * with variants is left out, each of its variants is a row (its title names its values).
     */
    async exportBatch(afterId: number, limit: number): Promise<StockImportProduct[]> {
      const result = await db.execute<StockImportProduct>(sql`
        SELECT p.id, p.sku, p.title, p.stock, p.weight_grams, false AS is_parent FROM products p
         WHERE p.id > ${afterId} AND NOT ${IS_VARIANT_PARENT} ORDER BY p.id LIMIT ${limit}`);
      return result.rows;
    },

    /**
     * Writes one unit's weight of each product; an edit like the product form's, so it raises the
     * version (a form opened before answers 409 instead of writing the old weight back).
     */
    async setWeights(weights: { productId: number; weightGrams: number | null }[]): Promise<void> {
      if (weights.length === 0) return;
      await db.execute(sql`
        UPDATE products p SET weight_grams = w.weight_grams, version = p.version + 1, updated_at = now()
          FROM unnest(${sql.param(weights.map((w) => w.productId))}::int[],
                      ${sql.param(weights.map((w) => w.weightGrams))}::int[]) AS w(id, weight_grams)
         WHERE p.id = w.id AND p.weight_grams IS DISTINCT FROM w.weight_grams`);
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
