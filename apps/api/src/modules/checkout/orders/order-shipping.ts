import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { CustomerAwb } from '@shop/shared/schemas/admin/shipping';
import type { Executor } from '../../../db/client';
import { lockers, orders } from '../../../db/schema/checkout';
import { orderLiveAwbs } from '../../../db/schema/read-ports';
import { dayAfter, dayStart } from '../../../lib/shop-day';

/**
 * Checkout's port for the shipping module (docs/decisions/052): what an AWB is made from, read
 * from the order's own snapshot (the address and locker as the customer gave them).
 */
export type ShippingOrderFacts = {
  id: number;
  status: string;
  paymentMethod: string;
  paid: boolean;
  /** In bani: the order's total, and what the customer still owes at the door (the total less the wallet's part). */
  total: number;
  dueOnDelivery: number;
  delivery:
    | { method: 'courier' }
    | {
        method: 'locker';
        lockerId: string;
        lockerName: string | null;
        /**
         * The point's id at its courier (Sameday's `lockerLastMile`) when the point came from the
         * courier's list (docs/decisions/053); else the shop's own id, which the courier refuses.
         */
        courierPointId: string;
      };
  recipient: {
    name: string;
    phone: string;
    email: string;
    address: string;
    city: string;
    county: string;
    postalCode: string;
    company?: string;
  };
};

/**
 * Whether the order may ship now: placed or being processed, and paid, or paying the courier on
 * delivery. A card or transfer order still awaiting its money never ships.
 */
export function canShip(facts: Pick<ShippingOrderFacts, 'status' | 'paid' | 'paymentMethod'>): boolean {
  return (
    (facts.status === 'placed' || facts.status === 'processing') &&
    (facts.paid || facts.paymentMethod === 'cash_on_delivery')
  );
}

type Row = typeof orders.$inferSelect;

function toFacts(row: Row, courierPointIds: Map<string, string>): ShippingOrderFacts {
  const cashOnDelivery = row.paymentMethod === 'cash_on_delivery' && !row.paidAt;
  return {
    id: row.id,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paid: row.paidAt !== null,
    total: row.total,
    dueOnDelivery: cashOnDelivery ? row.total - row.walletAmount : 0,
    delivery:
      row.deliveryMethod === 'locker' && row.lockerId
        ? {
            method: 'locker',
            lockerId: row.lockerId,
            lockerName: row.lockerName,
            courierPointId: courierPointIds.get(row.lockerId) ?? row.lockerId,
          }
        : { method: 'courier' },
    recipient: {
      name: `${row.firstName} ${row.lastName}`.trim(),
      phone: row.phone,
      email: row.email,
      address: row.deliveryAddress,
      city: row.deliveryCity,
      county: row.deliveryCounty,
      postalCode: row.deliveryPostalCode,
      ...(row.billingType === 'company' && row.companyName ? { company: row.companyName } : {}),
    },
  };
}

export function createOrderShippingPort() {
  return {
    /** The orders' facts by id (orders that do not exist are left out). */
    async facts(executor: Executor, ids: number[]): Promise<Map<number, ShippingOrderFacts>> {
      if (ids.length === 0) return new Map();
      const rows = await executor.select().from(orders).where(inArray(orders.id, ids));
      const lockerIds = [...new Set(rows.flatMap((row) => (row.lockerId ? [row.lockerId] : [])))];
      const points =
        lockerIds.length === 0
          ? []
          : await executor
              .select({ id: lockers.id, courierId: lockers.courierId })
              .from(lockers)
              .where(and(inArray(lockers.id, lockerIds), isNotNull(lockers.courierId)));
      const courierPointIds = new Map(points.map((point) => [point.id, point.courierId!]));
      return new Map(rows.map((row) => [row.id, toFacts(row, courierPointIds)]));
    },

    /** The orders placed on a day of the shop's calendar, oldest first, and whether each may ship now. */
    async placedOn(executor: Executor, day: string): Promise<Array<{ id: number; shippable: boolean }>> {
      const rows = await executor
        .select({
          id: orders.id,
          status: orders.status,
          paidAt: orders.paidAt,
          paymentMethod: orders.paymentMethod,
        })
        .from(orders)
        .where(and(gte(orders.createdAt, dayStart(day)), lt(orders.createdAt, dayAfter(day))))
        .orderBy(asc(orders.id));
      return rows.map((row) => ({
        id: row.id,
        shippable: canShip({
          status: row.status,
          paid: row.paidAt !== null,
          paymentMethod: row.paymentMethod,
        }),
      }));
    },
  };
}

export type OrderShippingPort = ReturnType<typeof createOrderShippingPort>;

export type LiveAwb = { courier: string; awb: string; trackingUrl: string };

/** The order's live AWB, through shipping's read port: for the customer's order and the "shipped" mail. */
export async function liveAwbOf(executor: Executor, orderId: number): Promise<LiveAwb | null> {
  const [row] = await executor
    .select({
      courier: orderLiveAwbs.courier,
      awb: orderLiveAwbs.awb,
      trackingUrl: orderLiveAwbs.trackingUrl,
    })
    .from(orderLiveAwbs)
    .where(eq(orderLiveAwbs.orderId, orderId));
  return row ?? null;
}

/** `livrare_awb` of the customer's order. */
export const toCustomerAwb = (awb: LiveAwb | null): CustomerAwb | null =>
  awb ? { curier: awb.courier as CustomerAwb['curier'], awb: awb.awb, url_urmarire: awb.trackingUrl } : null;
