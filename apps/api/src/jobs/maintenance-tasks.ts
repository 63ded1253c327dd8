import type { ProductsAdminService } from '../modules/catalog/products/products.admin-service';
import type { PickupPointSync } from '../modules/checkout/lockers/pickup-point-sync';
import type { OrderLifecycleService } from '../modules/checkout/orders/order-lifecycle.service';
import type { PaymentEventsService } from '../modules/checkout/orders/payment-events.service';
import type { EfacturaDeadlines } from '../modules/invoicing/efactura-deadlines';
import type { SpvWorker } from '../modules/invoicing/efactura/spv-worker';
import type { PushDelivery } from '../modules/push/push-delivery';
import type { AdminIdempotencyService } from '../modules/system/admin-idempotency.service';
import type { RateLimitService } from '../modules/system/rate-limit.service';
import type { ShipmentStatusSync } from '../modules/shipping/status-sync';
import type { PeriodicTask } from './outbox';

const HOUR_MS = 3_600_000;

/**
 * The housekeeping the outbox worker runs besides mail (main.ts). Each task works in small steps,
 * so that a round never holds the database for long.
 */
export function maintenanceTasks(deps: {
  checkout: Pick<OrderLifecycleService, 'expireDue' | 'purgeExpired'> &
    Partial<Pick<PaymentEventsService, 'pollNetopia'>>;
  rateLimits: Pick<RateLimitService, 'prune'>;
  adminIdempotency: Pick<AdminIdempotencyService, 'prune'>;
  /** The push outbox (docs/decisions/042), when FCM is configured. */
  pushDelivery?: Pick<PushDelivery, 'runOnce'> | null;
  /** RO e-Factura's term (docs/decisions/047); main.ts always gives it. */
  efacturaDeadlines?: Pick<EfacturaDeadlines, 'mailLate'>;
  /** RO e-Factura's upload worker (docs/decisions/048), when EFACTURA_ENV is test or prod. */
  efactura?: Pick<SpvWorker, 'runOnce'> | null;
  /** The courier's status sync (docs/decisions/052); it skips its rounds while no courier is configured. */
  shipmentStatusSync?: Pick<ShipmentStatusSync, 'runOnce'>;
  /** The courier's pickup points (docs/decisions/053); main.ts always gives it. */
  pickupPoints?: Pick<PickupPointSync, 'runIfDue'>;
  /** Products planned for publication (docs/decisions/063); main.ts always gives it. */
  scheduledProducts?: Pick<ProductsAdminService, 'publishDue'>;
}): PeriodicTask[] {
  const { checkout, rateLimits, adminIdempotency, pushDelivery, efacturaDeadlines, efactura } = deps;
  const { shipmentStatusSync, pickupPoints, scheduledProducts } = deps;
  return [
    // Every round, as mail is: a send wakes the worker, and a retry comes due between rounds.
    ...(pushDelivery ? [{ name: 'deliver-push', everyMs: 0, run: () => pushDelivery.runOnce() }] : []),
    // New documents go within 15 s; each upload's own checks are spaced by its back-off.
    ...(efactura ? [{ name: 'efactura-spv', everyMs: 15_000, run: () => efactura.runOnce() }] : []),
    {
      name: 'expire-unpaid-orders',
      everyMs: 30_000,
      // Small batches (short transactions), at most 500 orders a round.
      run: async () => {
        for (let round = 0; round < 25 && (await checkout.expireDue(20)) === 20; round++);
      },
    },
    { name: 'purge-expired', everyMs: HOUR_MS, run: () => checkout.purgeExpired() },
    // Couriers keep no webhooks: parcels picked up and delivered are read every 5 minutes.
    ...(shipmentStatusSync
      ? [
          {
            name: 'sync-shipment-statuses',
            everyMs: 5 * 60_000,
            run: async () => {
              await shipmentStatusSync.runOnce();
            },
          },
        ]
      : []),
    // Netopia card attempts whose IPN has not come 5 minutes on (docs/decisions/051): their
    // status is asked of Netopia, 20 a round; does nothing while Netopia is not configured.
    ...(checkout.pollNetopia
      ? [
          {
            name: 'poll-netopia-payments',
            everyMs: 60_000,
            run: async () => {
              await checkout.pollNetopia!();
            },
          },
        ]
      : []),
    // Every client address and sign-in name leaves a counter; without this the table only grows.
    { name: 'prune-rate-limits', everyMs: HOUR_MS, run: () => rateLimits.prune() },
    // Documents past RO e-Factura's term (docs/decisions/047): looked at hourly, mailed once a
    // day (the mail's key is the day), so a restart or a second process never mails twice.
    ...(efacturaDeadlines
      ? [
          {
            name: 'mail-efactura-late',
            everyMs: HOUR_MS,
            run: async () => {
              await efacturaDeadlines.mailLate();
            },
          },
        ]
      : []),
    // The courier's lockers: asked hourly, synced when the last sync is a day old (the table says
    // when), so a restart or a second process does not sync again and a failed sync retries soon.
    ...(pickupPoints
      ? [
          {
            name: 'sync-pickup-points',
            everyMs: HOUR_MS,
            run: async () => {
              await pickupPoints.runIfDue();
            },
          },
        ]
      : []),
    // A product planned for 09:00 is on sale within the minute.
    ...(scheduledProducts
      ? [
          {
            name: 'publish-scheduled-products',
            everyMs: 60_000,
            run: async () => {
              for (let round = 0; round < 10 && (await scheduledProducts.publishDue(100)) === 100; round++);
            },
          },
        ]
      : []),
    // Staff operations' kept answers (docs/decisions/027) are needed for a day only.
    {
      name: 'prune-admin-idempotency',
      everyMs: HOUR_MS,
      run: async () => {
        await adminIdempotency.prune();
      },
    },
  ];
}
