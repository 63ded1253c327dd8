import type { DeviceRegistration, NotificationAudience, NotificationSent } from '@shop/shared/schemas/push';
import type { Database, Executor } from '../../db/client';
import { AppError, tooManyRequests } from '../../lib/errors';
import type { PersonalDataSource } from '../accounts/personal-data';
import type { CustomersService } from '../accounts/customers.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { RateLimitRule, RateLimitService } from '../system/rate-limit.service';
import { createPushRepository, type DeviceRow } from './push.repository';

/**
 * Registrations per client address: the app registers at start-up, sign-in and sign-out, and a
 * mobile carrier puts many phones behind one address, so the bound is wide; it only stops a
 * script filling the table.
 */
export const DEVICE_RATE_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 10 * 60 };
/** Notifications one staff member may send in an hour: each reaches every phone of its audience. */
export const NOTIFICATION_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };

export const pushNotConfigured = () =>
  new AppError(
    503,
    'push.not_configured',
    'Notificările nu sunt configurate: lipsește contul de serviciu Firebase (FCM_SERVICE_ACCOUNT).',
  );

export type NotificationInput = {
  title: string;
  body: string;
  url: string;
  audience: NotificationAudience;
  customer_id?: number | null;
};

/**
 * The app's devices and the notifications staff send them (docs/decisions/042). A send records the
 * message and one outbox row per device in one transaction; the worker delivers them
 * (push-delivery.ts).
 */
export function createPushService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  rateLimits: Pick<RateLimitService, 'take'>;
  customers: Pick<CustomersService, 'assertCustomer'>;
  /** Whether a sender is configured: without one nothing is queued. */
  configured: boolean;
  /** Called once deliveries are committed (wakes the worker). */
  onQueued?: () => void;
}) {
  const { db, audit, rateLimits, customers, configured } = deps;

  return {
    status: () => ({ configured }),

    /**
     * Upserts the device by its token; its customer is whoever sent it (none when signed out, so
     * the re-send at sign-out detaches it from the account).
     */
    async registerDevice(
      input: Required<DeviceRegistration>,
      sender: { customerId: number | null; clientAddress: string },
    ): Promise<{ id: number }> {
      const taken = await rateLimits.take(`push-device:${sender.clientAddress}`, DEVICE_RATE_LIMIT);
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      const id = await createPushRepository(db).upsertDevice({
        token: input.token,
        platform: input.platform,
        tokenKind: input.token_kind,
        locale: input.locale,
        appVersion: input.app_version,
        customerId: sender.customerId,
      });
      return { id };
    },

    /**
     * Queues a notification for every device of the audience; audited. "offers" reaches only
     * customers who confirmed a newsletter subscription of their address: marketing by electronic
     * means needs prior consent (Law 506/2004 art. 12; GDPR art. 6(1)(a) and 7).
     */
    async send(actor: Actor, input: NotificationInput, executor: Executor = db): Promise<NotificationSent> {
      if (!configured) throw pushNotConfigured();
      const customerId = input.audience === 'customer' ? (input.customer_id ?? null) : null;
      if (customerId !== null) await customers.assertCustomer(customerId);
      const taken = await rateLimits.take(`push-send:${actor.id}`, NOTIFICATION_RATE_LIMIT);
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      return executor.transaction(async (tx) => {
        const { messageId, reached } = await createPushRepository(tx).queueMessage({
          title: input.title,
          body: input.body,
          url: input.url,
          audience: input.audience,
          customerId,
          sentBy: actor.id,
        });
        await audit.record(tx, actor, {
          entityType: 'push_notification',
          entityId: messageId,
          action: 'send',
          after: {
            title: input.title,
            body: input.body,
            url: input.url,
            audience: input.audience,
            customer_id: customerId,
            reached,
          },
        });
        return { reached };
      });
    },

    /** Wakes the worker once a send's transaction has committed. */
    notifyQueued(): void {
      deps.onQueued?.();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

const toExportedDevice = (row: DeviceRow) => ({
  token: row.token,
  platforma: row.platform,
  tip_token: row.tokenKind,
  limba: row.locale,
  versiune_aplicatie: row.appVersion,
  inregistrat_la: row.createdAt.toISOString(),
  vazut_ultima_data: row.lastSeenAt.toISOString(),
});

/** A customer's devices in their data export; deleted when the account closes, so nothing more reaches the phone. */
export function pushPersonalData(db: Executor): PersonalDataSource {
  return {
    name: 'dispozitive',
    export: async (userId) => (await createPushRepository(db).devicesOf(userId)).map(toExportedDevice),
    erase: (tx, userId) => createPushRepository(tx).removeDevicesOf(userId),
  };
}
