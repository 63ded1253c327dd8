import { type SQL, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import type { Executor } from '../../../db/client';
import { dayAfter, dayStart } from '../../../lib/shop-day';

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

/** One shop day of the sales report, in bani (docs/decisions/056). */
export type SalesDayRow = {
  day: string;
  orders: number;
  revenue: number;
  shipping: number;
  refunds: number;
  refundCount: number;
};
export type BestSellerRow = {
  productId: number | null;
  title: string;
  units: number;
  revenue: number;
  orders: number;
};
export type CategorySalesRow = { categoryId: number; name: string; units: number; revenue: number };
export type CouponRow = { code: string; uses: number; discount: number; revenue: number };

/**
 * A sale: an order placed and never cancelled (a cancelled order later refunded keeps its
 * `cancelled_at`). Whether it is paid does not matter: that is the money received.
 */
const COUNTS_AS_SALE = sql`o.status <> 'cancelled' AND o.cancelled_at IS NULL`;

/** Refunds that paid money out; one to the customer's wallet is store credit, not money out. */
const PAYS_OUT = sql`r.method <> 'wallet'`;

/** Orders placed from the first moment of `from` to the last of `to`, Romanian days. */
const placedWithin = (from: string, to: string) =>
  sql`o.created_at >= ${dayStart(from)} AND o.created_at < ${dayAfter(to)}`;

/**
 * A line's revenue: what it was charged after its share of the order's discount, VAT included
 * (the lines of an order add up to its subtotal, their shares to its discount).
 */
const LINE_REVENUE = sql`(l.line_total - l.discount_share)`;

/**
 * The lines of the orders `o` (filtered by the statement), each order's reached through
 * order_lines_report_idx (migration 0042) without the table. `OFFSET 0` keeps PostgreSQL from
 * flattening the lateral subquery into a join, for which it reads every line of every order ever
 * (a sequential scan of a million lines) even for a month's orders. `withoutProduct`: only the
 * lines of deleted products, with their title (read from the table for those lines alone).
 */
const linesOf = (which: 'withProduct' | 'withoutProduct') =>
  which === 'withProduct'
    ? sql`orders o CROSS JOIN LATERAL (
            SELECT l.order_id, l.product_id, l.quantity, l.line_total, l.discount_share
              FROM order_lines l WHERE l.order_id = o.id AND l.product_id IS NOT NULL OFFSET 0) l`
    : sql`orders o CROSS JOIN LATERAL (
            SELECT l.order_id, l.title, l.quantity, l.line_total, l.discount_share
              FROM order_lines l WHERE l.order_id = o.id AND l.product_id IS NULL OFFSET 0) l`;

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

    /**
     * The sales report's days (docs/decisions/056), every day of the range present: the orders
     * placed that day and not cancelled, their goods after discounts (VAT included) and shipping,
     * and the refunds recorded that day, whatever day their order was placed.
     */
    async salesByDay(from: string, to: string): Promise<SalesDayRow[]> {
      const dayOf = (column: SQL) => sql`(${column} AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
      const result = await db.execute<{
        day: string;
        orders: number;
        revenue: string;
        shipping: string;
        refunds: string;
        refund_count: number;
      }>(sql`
        WITH sold AS (
          SELECT ${dayOf(sql`o.created_at`)} AS day, count(*) AS orders,
                 sum(o.total - o.shipping_cost) AS revenue, sum(o.shipping_cost) AS shipping
            FROM orders o
           WHERE ${placedWithin(from, to)} AND ${COUNTS_AS_SALE}
           GROUP BY 1
        ), refunded AS (
          SELECT ${dayOf(sql`r.created_at`)} AS day, sum(r.amount) AS amount, count(*) AS refunds
            FROM refunds r
           WHERE r.created_at >= ${dayStart(from)} AND r.created_at < ${dayAfter(to)}
           GROUP BY 1
        )
        SELECT to_char(d, 'YYYY-MM-DD') AS day,
               coalesce(sold.orders, 0)::int AS orders,
               coalesce(sold.revenue, 0)::text AS revenue,
               coalesce(sold.shipping, 0)::text AS shipping,
               coalesce(refunded.amount, 0)::text AS refunds,
               coalesce(refunded.refunds, 0)::int AS refund_count
          FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
          LEFT JOIN sold ON sold.day = d::date
          LEFT JOIN refunded ON refunded.day = d::date
         ORDER BY d`);
      return result.rows.map((row) => ({
        day: row.day,
        orders: row.orders,
        revenue: Number(row.revenue),
        shipping: Number(row.shipping),
        refunds: Number(row.refunds),
        refundCount: row.refund_count,
      }));
    },

    /**
     * Products sold in the range (orders not cancelled), most units (or revenue) first, and how
     * many there are; `category` keeps the products filed in it now (the catalogue's read port).
     * A deleted product's lines are grouped by their title. `limit` null: every product.
     */
    async bestSellers(query: {
      from: string;
      to: string;
      sort: 'units' | 'revenue';
      category: number | null;
      limit: number | null;
    }): Promise<{ count: number; rows: BestSellerRow[] }> {
      const inCategory =
        query.category === null
          ? sql`TRUE`
          : sql`l.product_id IN (SELECT product_id FROM product_category_members WHERE category_id = ${query.category})`;
      const order =
        query.sort === 'units'
          ? sql`units DESC, revenue DESC, product_id NULLS LAST, gone_title`
          : sql`revenue DESC, units DESC, product_id NULLS LAST, gone_title`;
      const sales = sql`${placedWithin(query.from, query.to)} AND ${COUNTS_AS_SALE}`;
      // A deleted product is filed in no category.
      const salesWithoutProduct = query.category === null ? sales : sql`FALSE`;
      // The figures come from two indexes alone (orders_sales_report_idx, order_lines_report_idx,
      // migration 0042); a product's title is read only for the rows answered, from one of its lines (by
      // order_lines_product_idx: asking for the latest one lets PostgreSQL walk every line backwards).
      const result = await db.execute<{
        product_id: number | null;
        title: string;
        units: number;
        revenue: string;
        orders: number;
        total: number;
      }>(sql`
        WITH sold AS (
          SELECT l.product_id, NULL::text AS gone_title, sum(l.quantity) AS units,
                 sum(${LINE_REVENUE}) AS revenue, count(DISTINCT l.order_id) AS orders
            FROM ${linesOf('withProduct')}
           WHERE ${sales} AND ${inCategory}
           GROUP BY l.product_id
          UNION ALL
          SELECT NULL, l.title, sum(l.quantity), sum(${LINE_REVENUE}), count(DISTINCT l.order_id)
            FROM ${linesOf('withoutProduct')}
           WHERE ${salesWithoutProduct}
           GROUP BY l.title
        ), ranked AS (
          SELECT *, count(*) OVER () AS total FROM sold
           ORDER BY ${order}
           ${query.limit === null ? sql`` : sql`LIMIT ${query.limit}`}
        )
        SELECT ranked.product_id,
               coalesce(ranked.gone_title, (SELECT t.title FROM order_lines t WHERE t.product_id = ranked.product_id LIMIT 1)) AS title,
               ranked.units::int AS units, ranked.revenue::text AS revenue, ranked.orders::int AS orders,
               ranked.total::int AS total
          FROM ranked
         ORDER BY ${order}`);
      return {
        count: result.rows[0]?.total ?? 0,
        rows: result.rows.map((row) => ({
          productId: row.product_id,
          title: row.title,
          units: row.units,
          revenue: Number(row.revenue),
          orders: row.orders,
        })),
      };
    },

    /**
     * Units and revenue per category (as products are filed now) of the range's sales; a product
     * filed in two categories counts in both, a deleted product in none.
     */
    async categorySales(from: string, to: string, sort: 'units' | 'revenue'): Promise<CategorySalesRow[]> {
      const order =
        sort === 'units' ? sql`units DESC, revenue DESC, name` : sql`revenue DESC, units DESC, name`;
      const result = await db.execute<{
        category_id: number;
        name: string;
        units: number;
        revenue: string;
      }>(sql`
        WITH sold AS (
          SELECT l.product_id, sum(l.quantity) AS units, sum(${LINE_REVENUE}) AS revenue
            FROM orders o JOIN order_lines l ON l.order_id = o.id
           WHERE ${placedWithin(from, to)} AND ${COUNTS_AS_SALE} AND l.product_id IS NOT NULL
           GROUP BY l.product_id
        )
        SELECT m.category_id, c.name, sum(sold.units)::int AS units, sum(sold.revenue)::text AS revenue
          FROM sold
          JOIN product_category_members m ON m.product_id = sold.product_id
          JOIN category_names c ON c.id = m.category_id
         GROUP BY m.category_id, c.name
         ORDER BY ${order}`);
      return result.rows.map((row) => ({
        categoryId: row.category_id,
        name: row.name,
        units: row.units,
        revenue: Number(row.revenue),
      }));
    },

    /**
     * Each coupon code used by the range's orders (not cancelled): its uses, the discount it gave
     * and the orders' goods after it, VAT included. The code is the order's snapshot, so a coupon
     * deleted since still shows.
     */
    async couponPerformance(from: string, to: string): Promise<CouponRow[]> {
      const result = await db.execute<{ code: string; uses: number; discount: string; revenue: string }>(sql`
        SELECT o.coupon_code AS code, count(*)::int AS uses, sum(o.discount)::text AS discount,
               sum(o.total - o.shipping_cost)::text AS revenue
          FROM orders o
         WHERE ${placedWithin(from, to)} AND ${COUNTS_AS_SALE} AND o.coupon_code IS NOT NULL
         GROUP BY o.coupon_code
         ORDER BY uses DESC, sum(o.discount) DESC, o.coupon_code`);
      return result.rows.map((row) => ({
        code: row.code,
        uses: row.uses,
        discount: Number(row.discount),
        revenue: Number(row.revenue),
      }));
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
