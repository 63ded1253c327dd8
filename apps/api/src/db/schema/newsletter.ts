import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Newsletter subscribers, with double opt-in: an address is `pending` until its owner follows the
 * mailed link (valid 48 hours), then `subscribed`; `unsubscribed` keeps the address so that the
 * choice is remembered and the export can leave it out.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-case. */
    email: text('email').notNull().unique(),
    status: text('status').notNull(),
    /** Where the sign-up came from (contract §7: `cta_footer`). */
    source: text('source').notNull(),
    /** The language of the page it came from, for its mails. */
    lang: text('lang').notNull().default('ro'),
    /** SHA-256 of the pending confirmation link's token; null once used. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** In every newsletter mail's unsubscribe link and List-Unsubscribe header. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('newsletter_status_check', sql`${t.status} IN ('pending', 'subscribed', 'unsubscribed')`),
    index('newsletter_status_idx').on(t.status, t.createdAt),
  ],
);
