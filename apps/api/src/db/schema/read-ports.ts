import { sql } from 'drizzle-orm';
import { integer, pgView, text } from 'drizzle-orm/pg-core';

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
 * Owned by newsletter: the addresses whose owners confirmed (double opt-in) that they want the
 * shop's offers, the consent push marketing relies on (Law 506/2004 art. 12, GDPR art. 6(1)(a);
 * docs/decisions/042). Lower-case.
 */
export const newsletterSubscribedEmails = pgView('newsletter_subscribed_emails', {
  email: text('email').notNull(),
}).as(sql`SELECT email FROM newsletter_subscribers WHERE status = 'subscribed'`);

/**
 * Owned by the catalogue: an order's parcel weight from its products' `weight_grams` (the courier
 * weighs the parcel by it): the grams known, and the units whose product has no weight (or is
 * gone), which the shipping module counts at its default (docs/decisions/052).
 */
export const orderParcelWeight = pgView('order_parcel_weight', {
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
