import { type SQL, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';

/** The instant a calendar day ("2026-11-23") starts in the shop's time zone. */
export function dayStart(day: string): SQL {
  return sql`(${day}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;
}

/** The instant the day after `day` starts: ranges are `>= dayStart(from) AND < dayAfter(to)`. */
export function dayAfter(day: string): SQL {
  return sql`((${day}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;
}
