import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import type { Executor } from '../../../db/client';

export type DailyRevenueRow = { day: string; revenue: number; orders: number };
export type AwaitingOrderRow = {
  id: number;
  status: string;
  paymentMethod: string;
  firstName: string;
  lastName: string;
  total: number;
  createdAt: Date;
};

/**
 * Revenue counts an order when it is paid, or cash on delivery, and not cancelled; refunds on it
 * are taken off. Orders are counted on the shop's calendar day they were placed.
 */
const COUNTS_AS_REVENUE = sql`o.status <> 'cancelled' AND (o.paid_at IS NOT NULL OR o.payment_method = 'cash_on_delivery')`;

/** Read-only figures over orders for the admin dashboard; each is one statement on an index. */
export function createOrderReportsRepository(db: Executor) {
  return {
    /**
     * Net revenue and order count per shop day, from `fromDays` days before today (in Romania)
     * to today, every day present. `today` comes from the database clock.
     */
    async dailyRevenue(fromDays: number): Promise<{ today: string; days: DailyRevenueRow[] }> {
      // `since` is written out (not read from a CTE) so that the planner sees a stable bound for
      // orders_revenue_idx, which holds every column read here: one index-only pass over the days'
      // orders, with the (few) refunds hashed beside it.
      const today = sql`(now() AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
      const since = sql`((${today} - ${fromDays}::int)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;
      const result = await db.execute<{ day: string; revenue: string; orders: number; today: string }>(sql`
        WITH sold AS (
          SELECT (o.created_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day,
                 sum(o.total) - coalesce(sum(r.amount), 0) AS revenue, count(*) AS orders
            FROM orders o
            LEFT JOIN (SELECT order_id, sum(amount) AS amount FROM refunds GROUP BY order_id) r
              ON r.order_id = o.id
           WHERE o.created_at >= ${since} AND ${COUNTS_AS_REVENUE}
           GROUP BY 1
        )
        SELECT to_char(d, 'YYYY-MM-DD') AS day,
               coalesce(sold.revenue, 0)::text AS revenue,
               coalesce(sold.orders, 0)::int AS orders,
               to_char(${today}, 'YYYY-MM-DD') AS today
          FROM generate_series(${today} - ${fromDays}::int, ${today}, interval '1 day') AS d
          LEFT JOIN sold ON sold.day = d::date
         ORDER BY d`);
      const rows = result.rows;
      return {
        today: rows[rows.length - 1]?.today ?? '',
        days: rows.map((row) => ({ day: row.day, revenue: Number(row.revenue), orders: row.orders })),
      };
    },

    /** How many orders wait for the shop: to ship (placed, processing) and awaiting payment. */
    async awaitingCounts(): Promise<{ toShip: number; awaitingPayment: number }> {
      const result = await db.execute<{ to_ship: number; awaiting_payment: number }>(sql`
        SELECT count(*) FILTER (WHERE status IN ('placed', 'processing'))::int AS to_ship,
               count(*) FILTER (WHERE status = 'awaiting_payment')::int AS awaiting_payment
          FROM orders
         WHERE status IN ('placed', 'processing', 'awaiting_payment')`);
      const row = result.rows[0];
      return { toShip: row?.to_ship ?? 0, awaitingPayment: row?.awaiting_payment ?? 0 };
    },

    /** The newest orders waiting for the shop, newest first. */
    async latestAwaiting(limit: number): Promise<AwaitingOrderRow[]> {
      const result = await db.execute<{
        id: number;
        status: string;
        payment_method: string;
        first_name: string;
        last_name: string;
        total: number;
        created_at: string;
      }>(sql`
        SELECT id, status, payment_method, first_name, last_name, total, created_at
          FROM orders
         WHERE status IN ('placed', 'processing', 'awaiting_payment')
         ORDER BY created_at DESC, id DESC
         LIMIT ${limit}`);
      return result.rows.map((row) => ({
        id: row.id,
        status: row.status,
        paymentMethod: row.payment_method,
        firstName: row.first_name,
        lastName: row.last_name,
        total: row.total,
        createdAt: new Date(row.created_at),
      }));
    },
  };
}
