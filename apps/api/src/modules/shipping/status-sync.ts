import type { Database } from '../../db/client';
import type { Courier, ShipmentStatus } from './courier';
import { createShipmentsRepository } from './shipments.repository';

/** Each round re-reads this much before where the last one ended: the courier dates late entries back. */
const OVERLAP_MS = 10 * 60_000;
/** The first round (no cursor yet) looks back this far. */
const FIRST_WINDOW_MS = 24 * 3600_000;
/** The courier is asked a window at most this long at a time; a round catches up at most a week. */
const MAX_WINDOW_MS = 6 * 3600_000;
const MAX_WINDOWS_PER_ROUND = 28;

/** What the order becomes when its parcel reaches this state (nothing for the others). */
const ORDER_TARGET: Partial<Record<ShipmentStatus['state'], 'shipped' | 'delivered'>> = {
  picked_up: 'shipped',
  in_transit: 'shipped',
  out_for_delivery: 'shipped',
  delivered: 'delivered',
};

type SyncLogger = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

/**
 * The courier's status sync (docs/decisions/052): couriers keep no webhooks, so every few minutes
 * the worker asks for the status changes since the last round, records each on its AWB, and moves
 * the order to shipped (picked up) or delivered through checkout's own transition (the same as
 * staff's button: the return window, a cash-on-delivery order's payment and invoice, one mail).
 * Re-reading a window changes nothing: a status older than the one recorded is ignored, and an
 * order already where the courier says stays there.
 */
export function createShipmentStatusSync(deps: {
  db: Database;
  courier: Courier;
  configured: () => Promise<boolean>;
  /** Checkout's transition; false when the order was already there. */
  advanceOrder: (orderId: number, to: 'shipped' | 'delivered', note: string) => Promise<boolean>;
  log: SyncLogger;
  now?: () => number;
}) {
  const { db, courier, log } = deps;
  const now = deps.now ?? Date.now;

  async function apply(statuses: ShipmentStatus[]): Promise<number> {
    const repository = createShipmentsRepository(db);
    const rows = await repository.liveByParcel(courier.name, [...new Set(statuses.map((s) => s.awb))]);
    const ordered = [...statuses].sort((a, b) => a.at.getTime() - b.at.getTime());
    // Where each order goes: the furthest its parcel reached in this window, so that a parcel
    // picked up and delivered between two rounds moves its order once, with the delivered mail.
    const targets = new Map<number, { to: 'shipped' | 'delivered'; note: string }>();
    for (const status of ordered) {
      // The longest AWB that the reported number is or starts with.
      const row = rows
        .filter((candidate) => status.awb === candidate.awb || status.awb.startsWith(candidate.awb))
        .sort((a, b) => b.awb.length - a.awb.length)[0];
      if (!row) continue;
      const recorded = await repository.recordStatus(row.id, status);
      if (!recorded) continue;
      const to = ORDER_TARGET[status.state];
      if (!to || targets.get(row.orderId)?.to === 'delivered') continue;
      targets.set(row.orderId, { to, note: `${courier.name}: ${status.courierStatus}` });
    }
    let moved = 0;
    for (const [orderId, { to, note }] of targets) {
      if (await deps.advanceOrder(orderId, to, note)) moved += 1;
    }
    return moved;
  }

  return {
    /** One round; answers how many orders moved. */
    async runOnce(): Promise<number> {
      if (!(await deps.configured())) return 0;
      const repository = createShipmentsRepository(db);
      const end = now();
      const cursor = await repository.cursor(courier.name);
      if (!(await repository.anyTravelling())) {
        // Nothing on the road: nothing to ask; the next parcel starts from here.
        await repository.saveCursor(courier.name, new Date(end));
        return 0;
      }
      let from = cursor ? cursor.getTime() - OVERLAP_MS : end - FIRST_WINDOW_MS;
      let moved = 0;
      for (let round = 0; round < MAX_WINDOWS_PER_ROUND && from < end; round++) {
        const to = Math.min(end, from + MAX_WINDOW_MS);
        const statuses = await courier.statusSync(new Date(from), new Date(to));
        moved += await apply(statuses);
        await repository.saveCursor(courier.name, new Date(to));
        from = to;
      }
      if (moved > 0) log.info({ moved, courier: courier.name }, 'courier status sync moved orders');
      return moved;
    },
  };
}

export type ShipmentStatusSync = ReturnType<typeof createShipmentStatusSync>;
