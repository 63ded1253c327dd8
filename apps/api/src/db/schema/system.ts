import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation, such as when the demo catalogue was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * The answer to a staff operation that moves money or stock, sent with an Idempotency-Key, kept 24
 * hours (docs/decisions/027). Written in the operation's own transaction, so it exists exactly when
 * the operation's effect does; a second request with the key waits on the row's unique key until
 * the first commits, then replays this answer. Only a hash of the key is kept.
 */
export const adminIdempotency = pgTable(
  'admin_idempotency',
  {
    actorId: integer('actor_id').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The method and route ("POST /api/admin/orders/:id/refunds/"). */
    operation: text('operation').notNull(),
    /** A hash of the operation, its parameters and its body: another body with the key is a 409. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull().default(0),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.actorId, t.keyHash] }),
    index('admin_idempotency_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The periodic jobs' schedule, shared by every process (docs/decisions/066): a process runs a job
 * only after moving its `next_run_at` forward in one statement, so each run happens in one
 * process, whichever claims it first, and a restart does not run a job again before its time.
 */
export const periodicJobs = pgTable('periodic_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** 'ok' or 'failed', of the last finished run. */
  outcome: text('outcome'),
  lastError: text('last_error'),
});
