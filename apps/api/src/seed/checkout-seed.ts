import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coupons } from '../db/schema/cart';
import { lockers } from '../db/schema/checkout';
import { appMeta } from '../db/schema/system';
import { demoCoupons } from './demo-coupons';
import { demoLockers } from './demo-lockers';

const LOCKERS_SEEDED_KEY = 'demo_lockers_seeded_at';
const COUPONS_SEEDED_KEY = 'demo_coupons_seeded_at';

async function once(db: Database, key: string, write: (tx: Database) => Promise<void>): Promise<boolean> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
  if (marker.length > 0) return false;
  await db.transaction(async (tx) => {
    await write(tx as unknown as Database);
    await tx.insert(appMeta).values({ key, value: new Date().toISOString() });
  });
  return true;
}

/**
 * Writes the demo easybox lockers once per database (their own marker, as the blog seed does), so
 * a database seeded before checkout existed gets them on its next start; lockers whose id is
 * already taken are left alone.
 */
export function seedDemoLockers(db: Database): Promise<boolean> {
  return once(db, LOCKERS_SEEDED_KEY, async (tx) => {
    await tx
      .insert(lockers)
      .values(demoLockers.map((locker) => ({ ...locker })))
      .onConflictDoNothing({ target: lockers.id });
  });
}

/** Writes the demo coupons once per database; a code that already exists (any case) is left alone. */
export function seedDemoCoupons(db: Database): Promise<boolean> {
  return once(db, COUPONS_SEEDED_KEY, async (tx) => {
    await tx
      .insert(coupons)
      .values(
        demoCoupons.map((coupon) => ({
          ...coupon,
          startsAt: coupon.startsAt ? new Date(coupon.startsAt) : null,
          endsAt: coupon.endsAt ? new Date(coupon.endsAt) : null,
        })),
      )
      .onConflictDoNothing();
  });
}
