import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** Messages sent from /contact, kept for staff to read and answer. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    /** Plain text, markup removed. */
    message: text('message').notNull(),
    lang: text('lang').notNull().default('ro'),
    /** When the sender ticked the consent to the processing of their data (required). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** The signed-in customer who sent it, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'new' or 'answered'. */
    status: text('status').notNull().default('new'),
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_status_check', sql`${t.status} IN ('new', 'answered')`),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);
