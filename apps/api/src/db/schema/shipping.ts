import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './checkout';
import { createdAt, updatedAt } from './columns';

/** Where a parcel is, in the shop's words (courier.ts `ShipmentState`). */
export const SHIPMENT_STATE_LIST = `'registered','picked_up','in_transit','out_for_delivery','delivered','returned','cancelled','failed'`;

/**
 * The AWBs made for orders at a courier (docs/decisions/052). An order has at most one live AWB
 * (not cancelled): the partial unique index is the last guard against two staff clicks making two.
 * A cancelled AWB stays, with `cancelled_at`, as the record of what was made and undone.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    courier: text('courier').notNull(),
    awb: text('awb').notNull(),
    /** Our state (`ShipmentState`) and the courier's own words for it, for staff. */
    state: text('state').notNull().default('registered'),
    courierStatus: text('courier_status'),
    /** 'address' or 'pickup_point'; for a pickup point, the courier's id of it (`lockerLastMile`). */
    delivery: text('delivery').notNull(),
    lockerId: text('locker_id'),
    weightGrams: integer('weight_grams').notNull(),
    parcels: integer('parcels').notNull(),
    /** In bani. */
    cashOnDelivery: integer('cash_on_delivery').notNull(),
    insuredValue: integer('insured_value').notNull(),
    /** The courier's price for the AWB, when it said (bani). */
    cost: integer('cost'),
    trackingUrl: text('tracking_url').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the courier's status last changed, as the courier dated it. */
    statusAt: timestamp('status_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shipments_live_order_idx')
      .on(t.orderId)
      .where(sql`${t.cancelledAt} IS NULL`),
    uniqueIndex('shipments_courier_awb_idx').on(t.courier, t.awb),
    index('shipments_state_idx').on(t.state),
    check('shipments_state_check', sql.raw(`state IN (${SHIPMENT_STATE_LIST})`)),
    check('shipments_delivery_check', sql`${t.delivery} IN ('address', 'pickup_point')`),
    check('shipments_locker_check', sql`(${t.delivery} = 'pickup_point') = (${t.lockerId} IS NOT NULL)`),
    check(
      'shipments_amounts_check',
      sql`${t.weightGrams} > 0 AND ${t.parcels} BETWEEN 1 AND 99 AND ${t.cashOnDelivery} >= 0 AND ${t.insuredValue} >= 0`,
    ),
  ],
);

/** Where the status sync left off, per courier: the end of the last window it read whole. */
export const shipmentSyncCursors = pgTable('shipment_sync_cursors', {
  courier: text('courier').primaryKey(),
  syncedUntil: timestamp('synced_until', { withTimezone: true }).notNull(),
});
