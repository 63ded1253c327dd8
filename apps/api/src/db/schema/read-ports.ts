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
