import { eq, sql } from 'drizzle-orm';
import type { NotificationAudience } from '@shop/shared/schemas/push';
import type { Executor } from '../../db/client';
import { devices, pushMessages } from '../../db/schema/push';

export type NewDevice = {
  token: string;
  platform: 'android' | 'ios';
  tokenKind: 'fcm' | 'apns';
  locale: 'ro' | 'en';
  appVersion: string;
  customerId: number | null;
};

export type DeviceRow = typeof devices.$inferSelect;

/** A claimed delivery, with what it needs to be sent. */
export type DueDelivery = {
  id: number;
  attempts: number;
  messageId: number;
  deviceId: number;
  token: string;
  title: string;
  body: string;
  url: string;
};

/**
 * The devices an audience reaches. Only FCM tokens: the one sender speaks FCM, and an APNs token
 * would be refused by it (docs/decisions/042). "offers" joins the two read ports: the customer's
 * address (accounts) among the confirmed newsletter subscriptions (newsletter).
 */
function audienceDevices(audience: NotificationAudience, customerId: number | null) {
  switch (audience) {
    case 'all':
      return sql`SELECT id FROM devices WHERE token_kind = 'fcm'`;
    case 'customer':
      return sql`SELECT id FROM devices WHERE token_kind = 'fcm' AND customer_id = ${customerId}`;
    case 'offers':
      return sql`
        SELECT d.id FROM devices d
          JOIN account_emails a ON a.id = d.customer_id
          JOIN newsletter_subscribed_emails n ON n.email = lower(a.email)
         WHERE d.token_kind = 'fcm'`;
  }
}

export function createPushRepository(db: Executor) {
  return {
    /** Inserts the device, or refreshes the one with this token (its customer included). */
    async upsertDevice(device: NewDevice): Promise<number> {
      const [row] = await db
        .insert(devices)
        .values(device)
        .onConflictDoUpdate({
          target: devices.token,
          set: {
            platform: device.platform,
            tokenKind: device.tokenKind,
            locale: device.locale,
            appVersion: device.appVersion,
            customerId: device.customerId,
            lastSeenAt: sql`now()`,
          },
        })
        .returning({ id: devices.id });
      return row!.id;
    },

    devicesOf: (customerId: number): Promise<DeviceRow[]> =>
      db.select().from(devices).where(eq(devices.customerId, customerId)).orderBy(devices.id),

    async removeDevicesOf(customerId: number): Promise<void> {
      await db.delete(devices).where(eq(devices.customerId, customerId));
    },

    /**
     * Records the message and queues one delivery per device of the audience, in one statement
     * each; answers how many deliveries were queued.
     */
    async queueMessage(message: {
      title: string;
      body: string;
      url: string;
      audience: NotificationAudience;
      customerId: number | null;
      sentBy: number;
    }): Promise<{ messageId: number; reached: number }> {
      const [row] = await db.insert(pushMessages).values(message).returning({ id: pushMessages.id });
      const messageId = row!.id;
      const queued = await db.execute<{ n: number }>(sql`
        WITH queued AS (
          INSERT INTO push_outbox (message_id, device_id)
          SELECT ${messageId}, audience.id FROM (${audienceDevices(message.audience, message.customerId)}) audience
          ON CONFLICT (message_id, device_id) DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM queued`);
      return { messageId, reached: queued.rows[0]?.n ?? 0 };
    },

    /**
     * Claims up to `limit` due deliveries for `leaseSeconds`, as the mail outbox does: an attempt
     * counted and the next one pushed past the lease in one statement, SKIP LOCKED so that several
     * workers share the queue; a delivery whose worker died is due again when its lease runs out.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<DueDelivery[]> {
      const result = await db.execute<Record<string, unknown>>(sql`
        WITH due AS (
          SELECT id FROM push_outbox
           WHERE status = 'pending' AND next_attempt_at <= now()
           ORDER BY next_attempt_at, id
           LIMIT ${limit}
           FOR UPDATE SKIP LOCKED)
        UPDATE push_outbox o
           SET attempts = o.attempts + 1,
               next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
          FROM due, push_messages m, devices d
         WHERE o.id = due.id AND m.id = o.message_id AND d.id = o.device_id
        RETURNING o.id, o.attempts, o.message_id, o.device_id, d.token, m.title, m.body, m.url`);
      return result.rows
        .map((row) => ({
          id: row.id as number,
          attempts: row.attempts as number,
          messageId: row.message_id as number,
          deviceId: row.device_id as number,
          token: row.token as string,
          title: row.title as string,
          body: row.body as string,
          url: row.url as string,
        }))
        .sort((a, b) => a.id - b.id);
    },

    async markSent(id: number): Promise<void> {
      await db.execute(
        sql`UPDATE push_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${id} AND status = 'pending'`,
      );
    },

    /** A failed attempt: due again after `retryInSeconds`, or given up (null). */
    async markFailed(id: number, error: string, retryInSeconds: number | null): Promise<void> {
      await db.execute(sql`
        UPDATE push_outbox
           SET last_error = ${error.slice(0, 1000)},
               status = ${retryInSeconds === null ? 'failed' : 'pending'},
               next_attempt_at = now() + make_interval(secs => ${retryInSeconds ?? 0})
         WHERE id = ${id} AND status = 'pending'`);
    },

    /** Deletes a device whose token FCM no longer knows (its deliveries go with it). */
    async removeStaleDevice(deviceId: number, token: string): Promise<void> {
      await db.execute(sql`DELETE FROM devices WHERE id = ${deviceId} AND token = ${token}`);
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
