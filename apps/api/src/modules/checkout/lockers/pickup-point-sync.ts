import { sql } from 'drizzle-orm';
import { findCounty } from '@shop/shared/romania';
import type { Database, Executor } from '../../../db/client';
import { lockers } from '../../../db/schema/checkout';
import type { Courier, OpeningHours, PickupPoint } from '../../shipping/courier';

type Logger = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
};

/** How old the last sync may be before the next: the courier's list changes a few times a day at most. */
export const PICKUP_POINT_SYNC_EVERY_MS = 24 * 3_600_000;
/** Rows per INSERT statement: Sameday lists some thousands of points; each statement stays small. */
export const PICKUP_POINT_BATCH_SIZE = 500;

/** The courier's id becomes part of ours (`sameday-1234`), which the checkout's schema limits to these. */
const COURIER_ID = /^[A-Za-z0-9_-]{1,30}$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
// A day that ends at midnight: some couriers write it 24:00.
const CLOSING_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
// Only one process syncs at a time; the others skip their round (pg_try_advisory_xact_lock).
const SYNC_LOCK_KEY = sql`hashtext('checkout.pickup-point-sync')`;

export type PickupPointSyncResult = {
  courier: string;
  /** Points in the courier's list (valid ones). */
  seen: number;
  added: number;
  /** Known points whose name, address, hours, position or state the courier changed. */
  changed: number;
  /** Points that left the checkout: gone from the courier's list, or the static demo list. */
  closed: number;
  /** Points the courier listed with an id the shop cannot take (logged). */
  skipped: number;
};

type PointRow = typeof lockers.$inferInsert & { courier: string; courierId: string };

function openingHours(hours: OpeningHours[]): OpeningHours[] {
  const valid = hours.filter(
    (h) =>
      Number.isInteger(h.day) &&
      h.day >= 1 &&
      h.day <= 7 &&
      TIME.test(h.opens) &&
      CLOSING_TIME.test(h.closes) &&
      h.opens < h.closes,
  );
  return valid
    .map(({ day, opens, closes }) => ({ day, opens, closes }))
    .sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));
}

/**
 * A courier's point as the shop keeps it: our county name (the courier writes "Bucuresti" or
 * "BRASOV"; the checkout filters and shows ours), trimmed texts, valid opening hours Monday first.
 */
export function toPointRow(
  courier: string,
  point: PickupPoint,
  seenAt: Date,
): { row: PointRow; countyMapped: boolean } {
  const county = findCounty(point.county) ?? findCounty(point.city);
  return {
    countyMapped: county !== undefined,
    row: {
      id: `${courier}-${point.courierId}`,
      kind: point.kind,
      courier,
      courierId: point.courierId,
      name: point.name.trim(),
      address: point.address.trim(),
      city: point.city.trim(),
      county: county?.name ?? point.county.trim(),
      postalCode: point.postalCode.trim(),
      latitude: Number.isFinite(point.latitude) ? point.latitude : null,
      longitude: Number.isFinite(point.longitude) ? point.longitude : null,
      openingHours: openingHours(point.openingHours),
      isActive: point.active,
      lastSeenAt: seenAt,
    },
  };
}

type StoredPoint = Omit<PointRow, 'id' | 'courier' | 'lastSeenAt' | 'createdAt'>;

// What the comparison looks at: everything the checkout shows or filters by.
function sameContent(stored: StoredPoint, row: PointRow): boolean {
  return (
    stored.kind === row.kind &&
    stored.name === row.name &&
    stored.address === row.address &&
    stored.city === row.city &&
    stored.county === row.county &&
    stored.postalCode === row.postalCode &&
    stored.latitude === row.latitude &&
    stored.longitude === row.longitude &&
    stored.isActive === row.isActive &&
    JSON.stringify(openingHours(stored.openingHours ?? [])) === JSON.stringify(row.openingHours)
  );
}

async function storedPoints(tx: Executor, courier: string): Promise<Map<string, StoredPoint>> {
  const result = await tx.execute<{
    courier_id: string;
    kind: string;
    name: string;
    address: string;
    city: string;
    county: string;
    postal_code: string;
    latitude: number | null;
    longitude: number | null;
    opening_hours: OpeningHours[];
    is_active: boolean;
  }>(sql`
    SELECT courier_id, kind, name, address, city, county, postal_code, latitude, longitude,
           opening_hours, is_active
      FROM lockers
     WHERE courier = ${courier}`);
  return new Map(
    result.rows.map((r) => [
      r.courier_id,
      {
        courierId: r.courier_id,
        kind: r.kind,
        name: r.name,
        address: r.address,
        city: r.city,
        county: r.county,
        postalCode: r.postal_code,
        latitude: r.latitude,
        longitude: r.longitude,
        openingHours: r.opening_hours,
        isActive: r.is_active,
      },
    ]),
  );
}

/**
 * The daily pickup-point sync (docs/decisions/053): reads the configured courier's whole list of
 * lockers and out-of-home points and brings the `lockers` table in step with it. Points are
 * upserted, never deleted (an order names its locker by id); those the courier no longer lists or
 * lists as inactive leave the checkout (`is_active` false), and so does the static demo list. A
 * second run on the same list changes nothing but `last_seen_at`.
 */
export function createPickupPointSync(deps: {
  db: Database;
  /** The configured courier; null when none is (then the demo list stays). */
  courier: () => Promise<Courier | null>;
  log: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function run(courier: Courier): Promise<PickupPointSyncResult | null> {
    const points = await courier.pickupPoints();
    const seenAt = now();
    const rows = new Map<string, PointRow>();
    const skipped: string[] = [];
    const unmappedCounties = new Set<string>();
    for (const point of points) {
      if (!COURIER_ID.test(point.courierId)) {
        skipped.push(point.courierId);
        continue;
      }
      const { row, countyMapped } = toPointRow(courier.name, point, seenAt);
      if (!countyMapped) unmappedCounties.add(point.county);
      // A point listed twice: the later entry wins (one row per point, as the upsert needs).
      rows.set(row.courierId, row);
    }
    if (skipped.length > 0) {
      deps.log.warn({ courier: courier.name, ids: skipped.slice(0, 20) }, 'Pickup points with unusable ids');
    }
    if (unmappedCounties.size > 0) {
      deps.log.warn(
        { courier: courier.name, counties: [...unmappedCounties].slice(0, 20) },
        'Pickup points in counties the shop does not know; kept as the courier writes them',
      );
    }
    // An empty or all-closed answer is the courier's fault, not the end of every locker: the
    // checkout keeps what it has until a list with open points comes.
    if (![...rows.values()].some((row) => row.isActive)) {
      throw new Error(`${courier.name} listed no open pickup point; the checkout keeps the current list`);
    }

    return deps.db.transaction(async (tx) => {
      const locked = await tx.execute<{ locked: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(${SYNC_LOCK_KEY}) AS locked`,
      );
      if (!locked.rows[0]?.locked) return null;

      const stored = await storedPoints(tx, courier.name);
      let added = 0;
      let changed = 0;
      for (const row of rows.values()) {
        const before = stored.get(row.courierId);
        if (!before) added += 1;
        else if (!sameContent(before, row)) changed += 1;
      }
      const all = [...rows.values()];
      for (let start = 0; start < all.length; start += PICKUP_POINT_BATCH_SIZE) {
        await tx
          .insert(lockers)
          .values(all.slice(start, start + PICKUP_POINT_BATCH_SIZE))
          .onConflictDoUpdate({
            target: lockers.id,
            set: {
              kind: sql`excluded.kind`,
              name: sql`excluded.name`,
              address: sql`excluded.address`,
              city: sql`excluded.city`,
              county: sql`excluded.county`,
              postalCode: sql`excluded.postal_code`,
              latitude: sql`excluded.latitude`,
              longitude: sql`excluded.longitude`,
              openingHours: sql`excluded.opening_hours`,
              isActive: sql`excluded.is_active`,
              lastSeenAt: sql`excluded.last_seen_at`,
            },
          });
      }
      // Whatever the courier did not list this time: its own points that disappeared, the demo
      // list, another courier's points. Closed, not deleted: orders and address books keep the id.
      const seenIds = all.map((row) => row.courierId);
      const closed = await tx.execute<{ id: string }>(sql`
        UPDATE lockers SET is_active = false
         WHERE is_active
           AND NOT (courier IS NOT DISTINCT FROM ${courier.name}
                    AND courier_id = ANY(${sql.param(seenIds)}::text[]))
        RETURNING id`);
      const result: PickupPointSyncResult = {
        courier: courier.name,
        seen: rows.size,
        added,
        changed,
        closed: closed.rows.length,
        skipped: skipped.length,
      };
      deps.log.info(result, 'Synced the pickup points');
      return result;
    });
  }

  return {
    /** Syncs now; null when no courier is configured or another process is syncing. */
    async run(): Promise<PickupPointSyncResult | null> {
      const courier = await deps.courier();
      return courier ? run(courier) : null;
    },

    /**
     * Syncs when the configured courier's points were last seen a day ago or never (the worker
     * asks hourly; a restart or a second process does not sync again within the day).
     */
    async runIfDue(): Promise<PickupPointSyncResult | null> {
      const courier = await deps.courier();
      if (!courier) return null;
      const last = await deps.db.execute<{ last_seen_at: Date | string | null }>(
        sql`SELECT max(last_seen_at) AS last_seen_at FROM lockers WHERE courier = ${courier.name}`,
      );
      const lastSeenAt = last.rows[0]?.last_seen_at;
      if (lastSeenAt && now().getTime() - new Date(lastSeenAt).getTime() < PICKUP_POINT_SYNC_EVERY_MS) {
        return null;
      }
      return run(courier);
    },
  };
}

export type PickupPointSync = ReturnType<typeof createPickupPointSync>;
