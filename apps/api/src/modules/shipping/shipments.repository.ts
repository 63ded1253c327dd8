import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderParcelWeight } from '../../db/schema/read-ports';
import { shipments, shipmentSyncCursors } from '../../db/schema/shipping';

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipmentRow = typeof shipments.$inferInsert;

/** Separates the shipping module's advisory locks from anyone else's (any fixed number). */
const AWB_LOCK_SPACE = 5_205_201;

export function createShipmentsRepository(db: Executor) {
  return {
    /**
     * Holds the order's AWB slot until the transaction ends: a second "Generează AWB" for the
     * same order waits here, then finds the first one's AWB, before anyone calls the courier.
     */
    async lockOrder(orderId: number): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${AWB_LOCK_SPACE}::int, ${orderId}::int)`);
    },

    async live(orderId: number): Promise<ShipmentRow | undefined> {
      const [row] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, orderId), isNull(shipments.cancelledAt)));
      return row;
    },

    /** The live AWBs of these orders. */
    async liveOf(orderIds: number[]): Promise<ShipmentRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(shipments)
        .where(and(inArray(shipments.orderId, orderIds), isNull(shipments.cancelledAt)));
    },

    /** The live AWB, else the last one cancelled (what the order's detail shows). */
    async latest(orderId: number): Promise<ShipmentRow | undefined> {
      const [row] = await db
        .select()
        .from(shipments)
        .where(eq(shipments.orderId, orderId))
        .orderBy(sql`${shipments.cancelledAt} IS NULL DESC`, desc(shipments.createdAt), desc(shipments.id))
        .limit(1);
      return row;
    },

    async insert(row: NewShipmentRow): Promise<ShipmentRow> {
      const [saved] = await db.insert(shipments).values(row).returning();
      return saved!;
    },

    async markCancelled(id: number): Promise<void> {
      await db
        .update(shipments)
        .set({ cancelledAt: new Date(), state: 'cancelled', updatedAt: new Date() })
        .where(eq(shipments.id, id));
    },

    /** The live AWBs among these courier numbers (a Sameday parcel number starts with its AWB's). */
    async liveByParcel(courier: string, parcels: string[]): Promise<ShipmentRow[]> {
      if (parcels.length === 0) return [];
      return db
        .select()
        .from(shipments)
        .where(
          and(
            eq(shipments.courier, courier),
            isNull(shipments.cancelledAt),
            sql`EXISTS (SELECT 1 FROM unnest(${sql.param(parcels)}::text[]) AS p(number)
                         WHERE p.number = ${shipments.awb} OR starts_with(p.number, ${shipments.awb}))`,
          ),
        );
    },

    /** Records the courier's latest status, unless an older report arrives after a newer one. */
    async recordStatus(
      id: number,
      status: { state: string; courierStatus: string; at: Date },
    ): Promise<ShipmentRow | undefined> {
      const [row] = await db
        .update(shipments)
        .set({
          state: status.state,
          courierStatus: status.courierStatus,
          statusAt: status.at,
          updatedAt: new Date(),
          ...(status.state === 'picked_up'
            ? { pickedUpAt: sql`coalesce(${shipments.pickedUpAt}, ${status.at})` }
            : {}),
          ...(status.state === 'delivered'
            ? { deliveredAt: sql`coalesce(${shipments.deliveredAt}, ${status.at})` }
            : {}),
        })
        .where(
          and(
            eq(shipments.id, id),
            sql`(${shipments.statusAt} IS NULL OR ${shipments.statusAt} <= ${status.at})`,
          ),
        )
        .returning();
      return row;
    },

    async cursor(courier: string): Promise<Date | null> {
      const [row] = await db
        .select({ syncedUntil: shipmentSyncCursors.syncedUntil })
        .from(shipmentSyncCursors)
        .where(eq(shipmentSyncCursors.courier, courier));
      return row?.syncedUntil ?? null;
    },

    async saveCursor(courier: string, syncedUntil: Date): Promise<void> {
      await db
        .insert(shipmentSyncCursors)
        .values({ courier, syncedUntil })
        .onConflictDoUpdate({ target: shipmentSyncCursors.courier, set: { syncedUntil } });
    },

    /** Whether any AWB is still travelling (the sync has nothing to ask about otherwise). */
    async anyTravelling(): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT 1 FROM shipments
         WHERE cancelled_at IS NULL AND state NOT IN ('delivered', 'returned', 'cancelled') LIMIT 1`);
      return result.rows.length > 0;
    },

    /** The order's parcel weight in grams from its products (the catalogue's read port). */
    parcelWeight: (orderId: number): Promise<number> => orderParcelWeight(db, orderId),
  };
}

export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;
