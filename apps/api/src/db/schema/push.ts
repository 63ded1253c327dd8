import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * The app's installations that may receive push notifications (docs/decisions/042): one row per
 * push token, sent by the app at start-up, sign-in and sign-out. `customer_id` is whoever was signed
 * in at the last registration (null: nobody), so a sign-out detaches the device from the account.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    /** 'android' or 'ios'. */
    platform: text('platform').notNull(),
    /** 'fcm' (Firebase Cloud Messaging, both platforms today) or 'apns' (kept for a later APNs sender). */
    tokenKind: text('token_kind').notNull(),
    /** 'ro' or 'en': the app's language when it registered. */
    locale: text('locale').notNull(),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    appVersion: text('app_version').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('devices_platform_check', sql`${t.platform} IN ('android', 'ios')`),
    check('devices_token_kind_check', sql`${t.tokenKind} IN ('fcm', 'apns')`),
    check('devices_locale_check', sql`${t.locale} IN ('ro', 'en')`),
    index('devices_customer_idx').on(t.customerId),
  ],
);

/** A notification staff sent: what it said, where it leads and to whom (the audit log names the sender). */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A shop path ("/produse/crema"), opened by the app on a tap. */
    url: text('url').notNull(),
    /** 'all', 'customer' or 'offers'. */
    audience: text('audience').notNull(),
    customerId: integer('customer_id'),
    sentBy: integer('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_messages_audience_check', sql`${t.audience} IN ('all', 'customer', 'offers')`)],
);

/**
 * One delivery per device and message, written in the same transaction as the message, then sent
 * by the worker (modules/push/push-delivery.ts) as the mail outbox is: claimed with a lease that
 * pushes next_attempt_at forward, so a delivery whose worker died comes due again. The unique pair
 * keeps a message from being queued twice for a device; a deleted device takes its deliveries.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => pushMessages.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** 'pending', 'sent' or 'failed' (gave up after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('push_outbox_message_device_unique').on(t.messageId, t.deviceId),
    check('push_outbox_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('push_outbox_device_idx').on(t.deviceId),
  ],
);
