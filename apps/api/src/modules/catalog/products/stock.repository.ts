import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

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
};

/** A quantity of one product, taken out of stock or put back. */
export type StockLine = { productId: number; quantity: number };

export function createStockRepository(db: Executor) {
  return {
    /**
     * Locks the products, in id order (so two transactions never wait on each other in a cycle),
     * and reads them as they are after any transaction that held them committed.
     */
    async lock(ids: number[]): Promise<ProductForOrder[]> {
      const result = await db.execute<ProductForOrder>(sql`
        SELECT id, title, title_en, price, discounted_price, vat_rate, stock, is_active
          FROM products
         WHERE id = ANY(${sql.param(ids)}::int[])
         ORDER BY id
           FOR UPDATE`);
      return result.rows;
    },

    /**
     * Takes the quantities out of stock, each only if enough is left (`stock >= n` in the UPDATE
     * itself). Answers the ids that were reserved; any missing one had too little.
     */
    async reserve(lines: StockLine[]): Promise<number[]> {
      const result = await db.execute<{ id: number }>(sql`
        UPDATE products p
           SET stock = p.stock - v.quantity
          FROM unnest(${sql.param(lines.map((l) => l.productId))}::int[], ${sql.param(lines.map((l) => l.quantity))}::int[])
               AS v(product_id, quantity)
         WHERE p.id = v.product_id AND p.stock >= v.quantity
        RETURNING p.id`);
      return result.rows.map((row) => row.id);
    },

    /** Puts the quantities back in stock (lines of one product are added up). */
    async restore(lines: StockLine[]): Promise<void> {
      if (lines.length === 0) return;
      await db.execute(sql`
        UPDATE products p
           SET stock = p.stock + v.quantity
          FROM (SELECT product_id, sum(quantity)::int AS quantity
                  FROM unnest(${sql.param(lines.map((l) => l.productId))}::int[], ${sql.param(lines.map((l) => l.quantity))}::int[])
                       AS u(product_id, quantity)
                 GROUP BY product_id) v
         WHERE p.id = v.product_id`);
    },
  };
}
