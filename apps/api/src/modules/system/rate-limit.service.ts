import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/system';

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Fixed-window counters kept in PostgreSQL, so that every API process shares them and a restart
 * forgets nothing. Used for what can be abused: failed sign-ins, sign-ups, coupon guesses, orders.
 */
export function createRateLimitService(db: Executor) {
  return {
    /**
     * Seconds until the key may be used again, or 0 when it is under its limit. Inside a
     * transaction, pass it: the check then takes no second connection from the pool.
     */
    async retryAfter(key: string, rule: RateLimitRule, executor: Executor = db): Promise<number> {
      const result = await executor.execute<{ retry_after: number }>(sql`
        SELECT greatest(1, ceil(extract(epoch FROM (window_start + make_interval(secs => ${rule.windowSeconds}) - now()))))::int AS retry_after
          FROM ${rateLimitCounters}
         WHERE key = ${key} AND hits >= ${rule.limit}
           AND window_start > now() - make_interval(secs => ${rule.windowSeconds})`);
      return result.rows[0]?.retry_after ?? 0;
    },

    /** Counts one hit; a window that has run out starts again. */
    async hit(key: string, rule: RateLimitRule): Promise<void> {
      await db.execute(sql`
        INSERT INTO ${rateLimitCounters} (key, window_start, hits) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN ${rateLimitCounters.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})
                      THEN 1 ELSE ${rateLimitCounters.hits} + 1 END,
          window_start = CASE WHEN ${rateLimitCounters.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})
                      THEN now() ELSE ${rateLimitCounters.windowStart} END`);
    },

    async reset(key: string): Promise<void> {
      await db.execute(sql`DELETE FROM ${rateLimitCounters} WHERE key = ${key}`);
    },

    /** Drops windows older than a day; called from time to time, not per request. */
    async prune(): Promise<void> {
      await db.execute(sql`DELETE FROM ${rateLimitCounters} WHERE window_start < now() - interval '1 day'`);
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
