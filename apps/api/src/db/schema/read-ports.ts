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
