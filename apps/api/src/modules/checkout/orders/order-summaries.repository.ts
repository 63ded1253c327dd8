import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type OrderSummary = { id: number; createdAt: Date; status: string; discount: number };

/**
 * The few facts about orders that other modules use beside their own records: the orders that
 * used a coupon, whether a review's author had the product delivered.
 */
export function createOrderSummariesRepository(db: Executor) {
  return {
    /** Whether the customer has had the product delivered in an order of theirs. */
    async deliveredTo(userId: number, productId: number): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
         WHERE o.user_id = ${userId} AND o.status = 'delivered' AND l.product_id = ${productId}
         LIMIT 1`);
      return result.rows.length > 0;
    },

    async byIds(ids: number[]): Promise<OrderSummary[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number; created_at: Date; status: string; discount: number }>(
        sql`SELECT id, created_at, status, discount FROM orders WHERE id = ANY(${sql.param(ids)}::int[])`,
      );
      return result.rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at),
        status: row.status,
        discount: row.discount,
      }));
    },
  };
}

export type OrderSummariesRepository = ReturnType<typeof createOrderSummariesRepository>;
