import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The error text kept for staff and operators: enough to recognise it, never a whole stack. */
const ERROR_TEXT_LIMIT = 500;

/**
 * The shared schedule of the periodic jobs (docs/decisions/066). Every process's worker asks to
 * claim a job when its own clock says it is due; the database says yes to one of them.
 */
export function createPeriodicJobsRepository(db: Executor) {
  return {
    /**
     * True when this call claimed the job's run: its next run is moved `everyMs` ahead in the same
     * statement. A concurrent claim waits on the row, then finds the run already taken.
     */
    async claim(name: string, everyMs: number): Promise<boolean> {
      const result = await db.execute(sql`
        INSERT INTO periodic_jobs (name, next_run_at, started_at)
        VALUES (${name}, now() + ${everyMs} * interval '1 millisecond', now())
        ON CONFLICT (name) DO UPDATE
           SET next_run_at = EXCLUDED.next_run_at, started_at = EXCLUDED.started_at
         WHERE periodic_jobs.next_run_at <= now()
        RETURNING name`);
      return result.rows.length > 0;
    },

    async finished(name: string, outcome: 'ok' | 'failed', error?: unknown): Promise<void> {
      const text = error === undefined ? null : String(error instanceof Error ? error.message : error);
      await db.execute(sql`
        UPDATE periodic_jobs
           SET finished_at = now(), outcome = ${outcome}, last_error = ${text?.slice(0, ERROR_TEXT_LIMIT) ?? null}
         WHERE name = ${name}`);
    },
  };
}

export type PeriodicJobsRepository = ReturnType<typeof createPeriodicJobsRepository>;
