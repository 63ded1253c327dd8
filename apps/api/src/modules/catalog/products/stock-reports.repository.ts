import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type LowStockRow = { id: number; title: string; sku: string | null; stock: number };

/** Read-only stock figures for the admin area. */
export function createStockReportsRepository(db: Executor) {
  return {
    /** Products on sale with at most `threshold` left, fewest first, and how many there are. */
    async lowStock(threshold: number, limit: number): Promise<{ count: number; products: LowStockRow[] }> {
      const result = await db.execute<LowStockRow & { total: number }>(sql`
        SELECT id, title, sku, stock, count(*) OVER ()::int AS total
          FROM products
         WHERE is_active AND stock <= ${threshold}
         ORDER BY stock, id
         LIMIT ${limit}`);
      const rows = result.rows;
      return {
        count: rows[0]?.total ?? 0,
        products: rows.map(({ id, title, sku, stock }) => ({ id, title, sku, stock })),
      };
    },
  };
}
