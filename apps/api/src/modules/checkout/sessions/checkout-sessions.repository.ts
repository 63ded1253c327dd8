import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import type { Executor } from '../../../db/client';
import { dayAfter, dayStart } from '../../../lib/shop-day';

/** One Romanian day of checkout visits (docs/decisions/064); the value in bani. */
export type CheckoutSessionDayRow = {
  day: string;
  sessions: number;
  converted: number;
  abandoned: number;
  abandonedValue: number;
};

/**
 * How long a checkout visit is kept: long enough for a quarter's report and its comparison with
 * the one before, no longer (storage limitation, GDPR art. 5(1)(e)).
 */
export const CHECKOUT_SESSION_DAYS_KEPT = 90;

/** Checkout visits with a cart (`checkout_sessions`): recorded, converted, reported, purged. */
export function createCheckoutSessionsRepository(db: Executor) {
  return {
    /** Records a visit or its cart's new figures; a visit that placed its order keeps its own. */
    async record(id: string, cartValue: number, lineCount: number): Promise<void> {
      await db.execute(sql`
        INSERT INTO checkout_sessions (id, cart_value, line_count) VALUES (${id}, ${cartValue}, ${lineCount})
        ON CONFLICT (id) DO UPDATE
           SET cart_value = excluded.cart_value, line_count = excluded.line_count, updated_at = now()
         WHERE checkout_sessions.converted_at IS NULL`);
    },

    /**
     * The visit placed this order (inside the placement's transaction). A visit the page could not
     * record (a refused or lost request) is recorded now with the order's goods and lines.
     */
    async markConverted(id: string, orderId: number, cartValue: number, lineCount: number): Promise<void> {
      await db.execute(sql`
        INSERT INTO checkout_sessions (id, cart_value, line_count, order_id, converted_at)
        VALUES (${id}, ${cartValue}, ${lineCount}, ${orderId}, now())
        ON CONFLICT (id) DO UPDATE
           SET order_id = excluded.order_id, converted_at = excluded.converted_at, updated_at = now()
         WHERE checkout_sessions.converted_at IS NULL`);
    },

    /** Every day of the range (visits by the Romanian day they started), converted or not. */
    async daily(from: string, to: string): Promise<CheckoutSessionDayRow[]> {
      const result = await db.execute<{
        day: string;
        sessions: number;
        converted: number;
        abandoned_value: string;
      }>(sql`
        WITH visits AS (
          SELECT (s.created_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day, count(*) AS sessions,
                 count(*) FILTER (WHERE s.converted_at IS NOT NULL) AS converted,
                 coalesce(sum(s.cart_value) FILTER (WHERE s.converted_at IS NULL), 0) AS abandoned_value
            FROM checkout_sessions s
           WHERE s.created_at >= ${dayStart(from)} AND s.created_at < ${dayAfter(to)}
           GROUP BY 1
        )
        SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(v.sessions, 0)::int AS sessions,
               coalesce(v.converted, 0)::int AS converted, coalesce(v.abandoned_value, 0)::text AS abandoned_value
          FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
          LEFT JOIN visits v ON v.day = d::date
         ORDER BY d`);
      return result.rows.map((row) => ({
        day: row.day,
        sessions: row.sessions,
        converted: row.converted,
        abandoned: row.sessions - row.converted,
        abandonedValue: Number(row.abandoned_value),
      }));
    },

    /** Drops the visits that started more than {@link CHECKOUT_SESSION_DAYS_KEPT} days ago. */
    async purgeExpired(): Promise<number> {
      const result = await db.execute(sql`
        DELETE FROM checkout_sessions
         WHERE created_at < now() - make_interval(days => ${CHECKOUT_SESSION_DAYS_KEPT})`);
      return result.rowCount ?? 0;
    },
  };
}
