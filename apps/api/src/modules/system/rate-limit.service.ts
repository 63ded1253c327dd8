import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/system';

export type RateLimitRule = { limit: number; windowSeconds: number };

/** One counted use of a key, inside the window it was counted in (what `giveBack` returns). */
export type RateLimitSlot = { key: string; window: string };

export type RateLimitTake = { taken: true; slot: RateLimitSlot } | { taken: false; retryAfter: number };
export type RateLimitTakeEach =
  { taken: true; slots: RateLimitSlot[] } | { taken: false; retryAfter: number };

/**
 * Fixed-window counters kept in PostgreSQL, so that every API process shares them and a restart
 * forgets nothing. Used for what can be abused: failed sign-ins, sign-ups, coupon guesses, orders.
 *
 * A use is counted before the work it guards (`take`), in one statement that only increments while
 * the key is under its limit: reading the count and incrementing it in two statements let every
 * request of a parallel burst read the same count and pass. Where only some outcomes count (failed
 * sign-ins, wrong coupon codes, placed orders), the caller gives the slot back (`giveBack`) once it
 * knows the use does not count; until then the slot is held, so concurrency cannot exceed the limit.
 */
export function createRateLimitService(db: Executor) {
  async function retryAfter(key: string, rule: RateLimitRule, executor: Executor): Promise<number> {
    const result = await executor.execute<{ retry_after: number }>(sql`
      SELECT greatest(1, ceil(extract(epoch FROM (window_start + make_interval(secs => ${rule.windowSeconds}) - now()))))::int AS retry_after
        FROM ${rateLimitCounters}
       WHERE key = ${key}`);
    // The window ran out (or was pruned) since the refusal: a second is enough to try again.
    return result.rows[0]?.retry_after ?? 1;
  }

  /**
   * Takes one slot of the key's current window, or answers how many seconds to wait when the
   * window is full (nothing is counted then). A window that has run out starts again. Inside a
   * transaction, pass it: the slot is then taken under the transaction (and given back by its
   * rollback), and no second connection is taken from the pool.
   */
  async function take(key: string, rule: RateLimitRule, executor: Executor = db): Promise<RateLimitTake> {
    const expired = sql`rate_limit_counters.window_start <= now() - make_interval(secs => ${rule.windowSeconds})`;
    // ON CONFLICT … DO UPDATE locks the row and evaluates the WHERE on its latest version, so
    // concurrent takes queue on the row and at most `limit` of them find room.
    const result = await executor.execute<{ window: string }>(sql`
        INSERT INTO ${rateLimitCounters} (key, window_start, hits) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN ${expired} THEN 1 ELSE rate_limit_counters.hits + 1 END,
          window_start = CASE WHEN ${expired} THEN now() ELSE rate_limit_counters.window_start END
        WHERE ${expired} OR rate_limit_counters.hits < ${rule.limit}
        RETURNING (extract(epoch FROM window_start) * 1000000)::bigint::text AS window`);
    const row = result.rows[0];
    if (row) return { taken: true, slot: { key, window: row.window } };
    return { taken: false, retryAfter: await retryAfter(key, rule, executor) };
  }

  /**
   * Gives a slot back, if its window is still the current one (a slot of a window that has run
   * out is gone with it, and must not free a slot of the new one).
   */
  async function giveBack(slot: RateLimitSlot, executor: Executor = db): Promise<void> {
    await executor.execute(sql`
      UPDATE ${rateLimitCounters} SET hits = hits - 1
       WHERE key = ${slot.key} AND hits > 0
         AND (extract(epoch FROM window_start) * 1000000)::bigint = ${slot.window}::bigint`);
  }

  return {
    take,
    giveBack,

    /**
     * Takes a slot of every key, in the order given; when one is full, the slots already taken are
     * given back and that key's wait is answered.
     */
    async takeEach(rules: [key: string, rule: RateLimitRule][]): Promise<RateLimitTakeEach> {
      const slots: RateLimitSlot[] = [];
      for (const [key, rule] of rules) {
        const outcome = await take(key, rule);
        if (outcome.taken) {
          slots.push(outcome.slot);
          continue;
        }
        await Promise.all(slots.map((slot) => giveBack(slot)));
        return { taken: false, retryAfter: outcome.retryAfter };
      }
      return { taken: true, slots };
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
