import { eq, sql } from 'drizzle-orm';
import { boolean, date, integer, pgView, text } from 'drizzle-orm/pg-core';
import { DEFAULT_UNIT_WEIGHT_GRAMS } from '@shop/shared/schemas/admin/products';
import type { Executor } from '../client';

/**
 * Read ports: narrow views a module publishes over its own tables so that other modules may join
 * them in one statement (docs/decisions/037). Only what is listed here may be named in another
 * module's SQL; the owning module keeps its tables to itself.
 */

/**
 * Owned by accounts: who a person is in a list of staff actions or reviews (who changed a price,
 * moved stock, answered a message, wrote a review, last saved the settings), and nothing else about them.
 */
export const accountEmails = pgView('account_emails', {
  id: integer('id').notNull(),
  email: text('email').notNull(),
}).as(sql`SELECT id, email FROM users`);

/*
 * What a record is called, for the staff's history (the audit log names the products, orders,
 * categories… its entries touched, a page at a time). Each view is its owner's: the catalogue's
 * products, categories and tags, checkout's orders, the blog's posts and categories, the cart's
 * coupons.
 */
const recordName = (name: string) =>
  pgView(name, { id: integer('id').notNull(), name: text('name').notNull() });

export const productNames = recordName('product_names').as(sql`SELECT id, title AS name FROM products`);
export const orderNames = recordName('order_names').as(
  sql`SELECT id, '#' || id || ' · ' || btrim(first_name || ' ' || last_name) AS name FROM orders`,
);
export const categoryNames = recordName('category_names').as(sql`SELECT id, name FROM categories`);
export const tagNames = recordName('tag_names').as(sql`SELECT id, name FROM tags`);
export const blogPostNames = recordName('blog_post_names').as(sql`SELECT id, title AS name FROM blog_posts`);
export const blogCategoryNames = recordName('blog_category_names').as(
  sql`SELECT id, name FROM blog_categories`,
);
export const couponNames = recordName('coupon_names').as(sql`SELECT id, code AS name FROM coupons`);

/**
 * Owned by checkout: the order lines an automatic discount reduced, for that discount's usage and
 * revenue in the cart module's admin (decision 062). `live`: the order was not cancelled.
 */
export const orderDiscountLines = pgView('order_discount_lines', {
  orderId: integer('order_id').notNull(),
  discountId: integer('discount_id').notNull(),
  amount: integer('amount').notNull(),
  net: integer('net').notNull(),
  live: boolean('live').notNull(),
}).as(
  sql`SELECT l.order_id, l.automatic_discount_id AS discount_id, l.automatic_discount AS amount,
             l.line_total - l.discount_share AS net, o.status <> 'cancelled' AS live
        FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE l.automatic_discount_id IS NOT NULL`,
);

/** Owned by checkout: what each order came to, for a coupon's revenue (decision 062). */
export const orderTotals = pgView('order_totals', {
  id: integer('id').notNull(),
  total: integer('total').notNull(),
  live: boolean('live').notNull(),
}).as(sql`SELECT id, total, status <> 'cancelled' AS live FROM orders`);

/**
 * Owned by newsletter: the addresses whose owners confirmed (double opt-in) that they want the
 * shop's offers, the consent push marketing relies on (Law 506/2004 art. 12, GDPR art. 6(1)(a);
 * docs/decisions/042). Lower-case.
 */
export const newsletterSubscribedEmails = pgView('newsletter_subscribed_emails', {
  email: text('email').notNull(),
}).as(sql`SELECT email FROM newsletter_subscribers WHERE status = 'subscribed'`);

/**
 * Owned by checkout (the lines) and the catalogue (the weights): what an order's parcel weighs, as
 * the courier's AWB needs it (docs/decisions/052, 053): the grams of the products that have a
 * weight, and the units without one (no weight entered, or the product deleted since), which
 * `orderParcelWeight` counts at the shop's default.
 */
export const orderParcelWeights = pgView('order_parcel_weight', {
  orderId: integer('order_id').notNull(),
  knownGrams: integer('known_grams').notNull(),
  unitsWithoutWeight: integer('units_without_weight').notNull(),
}).as(
  sql`SELECT l.order_id,
             COALESCE(SUM(l.quantity * p.weight_grams), 0)::int AS known_grams,
             COALESCE(SUM(l.quantity) FILTER (WHERE p.weight_grams IS NULL), 0)::int AS units_without_weight
        FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
       GROUP BY l.order_id`,
);

export { DEFAULT_UNIT_WEIGHT_GRAMS };

/**
 * An order's parcel weight in grams: each line's quantity × its product's weight, the default
 * ({@link DEFAULT_UNIT_WEIGHT_GRAMS}) for a unit without one; 0 for an order without lines.
 */
export async function orderParcelWeight(executor: Executor, orderId: number): Promise<number> {
  const [row] = await executor
    .select({ known: orderParcelWeights.knownGrams, unknown: orderParcelWeights.unitsWithoutWeight })
    .from(orderParcelWeights)
    .where(eq(orderParcelWeights.orderId, orderId));
  return row ? row.known + row.unknown * DEFAULT_UNIT_WEIGHT_GRAMS : 0;
}

/**
 * Owned by shipping: an order's live AWB (not cancelled) and where the customer follows it, for
 * the customer's order and the "shipped" mail (docs/decisions/052).
 */
export const orderLiveAwbs = pgView('order_live_awbs', {
  orderId: integer('order_id').notNull(),
  courier: text('courier').notNull(),
  awb: text('awb').notNull(),
  trackingUrl: text('tracking_url').notNull(),
}).as(sql`SELECT order_id, courier, awb, tracking_url FROM shipments WHERE cancelled_at IS NULL`);

/**
 * Owned by the catalogue: which categories a product is filed in now, for the sales reports'
 * figures per category (docs/decisions/056).
 */
export const productCategoryMembers = pgView('product_category_members', {
  productId: integer('product_id').notNull(),
  categoryId: integer('category_id').notNull(),
}).as(sql`SELECT product_id, category_id FROM product_categories`);

/**
 * Owned by checkout: the Romanian days on which each product sold (a line of an order placed that
 * day and not cancelled) and how many units, for the catalogue's slow movers (docs/decisions/056,
 * 064). Read from checkout's summary kept by triggers; lines of deleted products are left out.
 */
export const productSales = pgView('product_sales', {
  productId: integer('product_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  units: integer('units').notNull(),
}).as(sql`SELECT product_id, day, units FROM product_sales_days WHERE product_id IS NOT NULL`);
