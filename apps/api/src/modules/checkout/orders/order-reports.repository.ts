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

/** Refunds that paid money out; one to the customer's wallet is store credit, not money out. */
// An edit's refund (docs/decisions/061) is left out: the order's total already dropped by it.
const PAYS_OUT = sql`r.method <> 'wallet' AND r.order_version IS NULL`;

/**
 * Each product's sales over a range (docs/decisions/069): its row of all time
 * (`product_sales_totals`), less its running totals on the day before the range, less the part
 * after the range (its running totals on the range's last day stand for the row of all time when
 * it sold again after). A product's running totals at a day are those of the day row whose span
 * holds it; one index-only scan of `product_sales_days_span_idx` finds every product's, and a
 * product that did not sell after that day (its last day row, left out of that index) needs
 * none. A product that sold nothing in the range comes out with no orders.
 */
function productSalesInRange(from: string, to: string): SQL {
  const runningTotalsOn = (day: SQL) => sql`(
      SELECT d.product_key, d.title, d.total_units AS units, d.total_revenue AS revenue, d.total_orders AS orders
        FROM product_sales_days d
       WHERE d.span @> ${day} AND NOT upper_inf(d.span))`;
  return sql`
    SELECT nullif(k.product_key, 0) AS product_id, k.title AS gone_title,
           coalesce(upto.units, k.units) - coalesce(before.units, 0) AS units,
           coalesce(upto.revenue, k.revenue) - coalesce(before.revenue, 0) AS revenue,
           coalesce(upto.orders, k.orders) - coalesce(before.orders, 0) AS orders
      FROM product_sales_totals k
      LEFT JOIN ${runningTotalsOn(sql`${to}::date`)} upto
             ON upto.product_key = k.product_key AND upto.title = k.title
      LEFT JOIN ${runningTotalsOn(sql`${from}::date - 1`)} before
             ON before.product_key = k.product_key AND before.title = k.title
     WHERE k.last_day >= ${from}::date AND k.first_day <= ${to}::date`;
}

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
          -- The sales per Romanian day as the reports' triggers keep them (docs/decisions/064):
          -- goods and shipping of the orders placed and never cancelled (a cancelled order later
          -- refunded keeps its cancelled_at; paid or not), 31 rows instead of every
          -- order of the month (docs/decisions/074).
          SELECT s.day, s.revenue + s.shipping AS sales, s.orders
            FROM sales_days s
           WHERE s.day >= ${today} - ${fromDays}::int
        ), paid AS (
          SELECT ${dayOf(sql`o.paid_at`)} AS day, sum(o.total - o.wallet_amount - o.amount_due) AS amount
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
     * and the refunds recorded that day, whatever day their order was placed. Read from
     * `sales_days`, kept by triggers (docs/decisions/064): one row per day.
     */
    async salesByDay(from: string, to: string): Promise<SalesDayRow[]> {
      const result = await db.execute<{
        day: string;
        orders: number;
        revenue: string;
        shipping: string;
        refunds: string;
        refund_count: number;
      }>(sql`
        SELECT to_char(d, 'YYYY-MM-DD') AS day,
               coalesce(s.orders, 0)::int AS orders,
               coalesce(s.revenue, 0)::text AS revenue,
               coalesce(s.shipping, 0)::text AS shipping,
               coalesce(s.refunds, 0)::text AS refunds,
               coalesce(s.refund_count, 0)::int AS refund_count
          FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
          LEFT JOIN sales_days s ON s.day = d::date
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
     * A deleted product's lines are grouped by their title. `limit` null: every product. With
     * `categories`, also every category's units and revenue over the same sales (a product filed
     * in two counting in both), from the same figures. Read from the running totals kept by
     * triggers (docs/decisions/064, 069; {@link productSalesInRange}).
     */
    async bestSellers(query: {
      from: string;
      to: string;
      sort: 'units' | 'revenue';
      category: number | null;
      limit: number | null;
      categories: boolean;
    }): Promise<{ count: number; rows: BestSellerRow[]; categories: CategorySalesRow[] }> {
      const inCategory =
        query.category === null
          ? sql`TRUE`
          : sql`sold.product_id IN (SELECT product_id FROM product_category_members WHERE category_id = ${query.category})`;
      const order =
        query.sort === 'units'
          ? sql`units DESC, revenue DESC, product_id NULLS LAST, gone_title`
          : sql`revenue DESC, units DESC, product_id NULLS LAST, gone_title`;
      const categoryOrder =
        query.sort === 'units' ? sql`units DESC, revenue DESC, name` : sql`revenue DESC, units DESC, name`;
      const result = await db.execute<{
        kind: 'product' | 'category';
        id: number | null;
        title: string;
        units: number;
        revenue: string;
        orders: number;
        total: number;
      }>(sql`
        WITH sold AS MATERIALIZED (
          SELECT * FROM (${productSalesInRange(query.from, query.to)}) s WHERE s.orders > 0
        ), ranked AS (
          SELECT sold.*, count(*) OVER () AS total FROM sold
           WHERE ${inCategory}
           ORDER BY ${order}
           ${query.limit === null ? sql`` : sql`LIMIT ${query.limit}`}
        ), category_sums AS (
          SELECT m.category_id, c.name, sum(sold.units) AS units, sum(sold.revenue) AS revenue
            FROM sold
            JOIN product_category_members m ON m.product_id = sold.product_id
            JOIN category_names c ON c.id = m.category_id
           WHERE ${query.categories}
           GROUP BY m.category_id, c.name
        )
        SELECT *
          FROM (SELECT 'product' AS kind, ranked.product_id AS id,
                       CASE WHEN ranked.product_id IS NULL THEN ranked.gone_title
                            ELSE (SELECT t.title FROM order_lines t WHERE t.product_id = ranked.product_id LIMIT 1) END AS title,
                       ranked.units::int AS units, ranked.revenue::text AS revenue, ranked.orders::int AS orders,
                       ranked.total::int AS total,
                       row_number() OVER (ORDER BY ${order}) AS position
                  FROM ranked
                UNION ALL
                SELECT 'category', category_sums.category_id, category_sums.name, category_sums.units::int,
                       category_sums.revenue::text, 0, 0, row_number() OVER (ORDER BY ${categoryOrder})
                  FROM category_sums) answer
         ORDER BY kind DESC, position`);
      const products = result.rows.filter((row) => row.kind === 'product');
      return {
        count: products[0]?.total ?? 0,
        rows: products.map((row) => ({
          productId: row.id,
          title: row.title,
          units: row.units,
          revenue: Number(row.revenue),
          orders: row.orders,
        })),
        categories: result.rows
          .filter((row) => row.kind === 'category')
          .map((row) => ({
            categoryId: row.id!,
            name: row.title,
            units: row.units,
            revenue: Number(row.revenue),
          })),
      };
    },

    /**
     * Each coupon code used by the range's orders (not cancelled): its uses, the discount it gave
     * and the orders' goods after it, VAT included. The code is the order's snapshot, so a coupon
     * deleted since still shows. Read from `coupon_sales_days` (docs/decisions/064).
     */
    async couponPerformance(from: string, to: string): Promise<CouponRow[]> {
      const result = await db.execute<{ code: string; uses: number; discount: string; revenue: string }>(sql`
        SELECT c.code, sum(c.uses)::int AS uses, sum(c.discount)::text AS discount,
               sum(c.revenue)::text AS revenue
          FROM coupon_sales_days c
         WHERE c.day BETWEEN ${from}::date AND ${to}::date
         GROUP BY c.code
         ORDER BY uses DESC, sum(c.discount) DESC, c.code`);
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
