import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type OrderSummary = { id: number; createdAt: Date; status: string; discount: number };

/** The few facts about orders that other modules show next to their own records (coupon uses). */
export function createOrderSummariesRepository(db: Executor) {
  return {
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
