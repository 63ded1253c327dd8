import { sql } from 'drizzle-orm';
import { check, index, integer, json, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * A file the mail carries, named rather than stored: the sender asks the module that owns it for
 * the bytes when the mail leaves (an invoice's PDF is drawn then), so the transaction that queues
 * the mail writes a few bytes, not a document.
 */
export type MailAttachmentRef = { kind: 'invoice_pdf'; invoiceId: number };

/**
 * Mails to send, written in the same transaction as what they announce, then delivered by the
 * outbox worker (jobs/outbox.ts). A claimed mail is leased by pushing next_attempt_at forward: if
 * the process dies before marking it sent, it becomes due again when the lease runs out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is about, e.g. 'order_confirmation', 'payment_received'. */
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** 'pending', 'sent' or 'failed' (gave up after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: json('headers').$type<Record<string, string>>().notNull().default({}),
    /** The files the mail carries, as references resolved when it is sent (jobs/outbox.ts). */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    /** The Message-ID header; unique, so the same mail is never queued twice. */
    messageId: text('message_id').notNull().unique(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
