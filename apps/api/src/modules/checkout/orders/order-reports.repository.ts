import { type SQL, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import type { Executor } from '../../../db/client';

/** One shop day's figures, in bani (docs/decisions/038). */
export type DailyRevenueRow = { day: string; sales: number; orders: number; received: number };
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
 * A sale: an order placed and never cancelled (a cancelled order later refunded keeps its
 * `cancelled_at`). Whether it is paid does not matter: that is the money received.
 */
const COUNTS_AS_SALE = sql`o.status <> 'cancelled' AND o.cancelled_at IS NULL`;

/** Refunds that paid money out; one to the customer's wallet is store credit, not money out. */
const PAYS_OUT = sql`r.method <> 'wallet'`;

/** Read-only figures over orders for the admin dashboard; each is one statement on an index. */
export function createOrderReportsRepository(db: Executor) {
  return {
    /**
     * Sales, order count and money received per shop day (docs/decisions/038), from `fromDays`
     * days before today (in Romania) to today, every day present. Sales count on the day an order
     * was placed; money on the day it came in (`paid_at`, the one column that says an order is
     * paid) less the refunds paid out that day. `today` comes from the database clock.
     */
    async dailyRevenue(fromDays: number): Promise<{ today: string; days: DailyRevenueRow[] }> {
      // `since` is written out (not read from a CTE) so that the planner sees a stable bound for
      // orders_revenue_idx (created_at, with every column the sales read) and orders_paid_idx.
      const today = sql`(now() AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
      const since = sql`((${today} - ${fromDays}::int)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;
      const dayOf = (column: SQL) => sql`(${column} AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
      const result = await db.execute<{
        day: string;
        sales: string;
        orders: number;
        received: string;
        today: string;
      }>(sql`
        WITH sold AS (
          SELECT ${dayOf(sql`o.created_at`)} AS day, sum(o.total) AS sales, count(*) AS orders
            FROM orders o
           WHERE o.created_at >= ${since} AND ${COUNTS_AS_SALE}
           GROUP BY 1
        ), paid AS (
          SELECT ${dayOf(sql`o.paid_at`)} AS day, sum(o.total - o.wallet_amount) AS amount
            FROM orders o
           WHERE o.paid_at >= ${since}
           GROUP BY 1
        ), paid_out AS (
          SELECT ${dayOf(sql`r.created_at`)} AS day, sum(r.amount) AS amount
            FROM refunds r
           WHERE r.created_at >= ${since} AND ${PAYS_OUT}
           GROUP BY 1
        )
        SELECT to_char(d, 'YYYY-MM-DD') AS day,
               coalesce(sold.sales, 0)::text AS sales,
               coalesce(sold.orders, 0)::int AS orders,
               (coalesce(paid.amount, 0) - coalesce(paid_out.amount, 0))::text AS received,
               to_char(${today}, 'YYYY-MM-DD') AS today
          FROM generate_series(${today} - ${fromDays}::int, ${today}, interval '1 day') AS d
          LEFT JOIN sold ON sold.day = d::date
          LEFT JOIN paid ON paid.day = d::date
          LEFT JOIN paid_out ON paid_out.day = d::date
         ORDER BY d`);
      const rows = result.rows;
      return {
        today: rows[rows.length - 1]?.today ?? '',
        days: rows.map((row) => ({
          day: row.day,
          sales: Number(row.sales),
          orders: row.orders,
          received: Number(row.received),
        })),
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
