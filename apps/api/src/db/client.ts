import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction; every repository accepts either. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
};

// Return bigint counts (count(*)) as numbers: the shop's counts never approach 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * How close (pg_trgm word similarity, 0-1) a misspelt search word must be to a word of a product
 * for the product to match. A setting of every connection, so the search can use pg_trgm's `<%`
 * operator, which its GIN index serves, instead of computing the similarity of every product.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * How close (pg_trgm strict word similarity, 0-1) the whole search must be to a run of whole words
 * of a product's text for the search's last resort (`<<%`) to find it: a code typed in parts
 * ("fat 0106 100" for FAT-0106-100) is 1. Set high, so that the trigram index itself rules out
 * the products that merely share a word or two with the search (docs/decisions/082).
 */
export const STRICT_WORD_SIMILARITY_THRESHOLD = 0.8;

/** pg_trgm's settings the search relies on, on every connection of the shop. */
export const TRIGRAM_SETTINGS: Readonly<Record<string, number>> = {
  'pg_trgm.word_similarity_threshold': WORD_SIMILARITY_THRESHOLD,
  'pg_trgm.strict_word_similarity_threshold': STRICT_WORD_SIMILARITY_THRESHOLD,
};

/** TRIGRAM_SETTINGS as a connection's startup `options` (`-c name=value …`). */
export const trigramStartupOptions = (): string =>
  Object.entries(TRIGRAM_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

/**
 * How much longer than the statement bound the driver waits for an answer before it gives the
 * connection up: long enough for the server's own cancel (SQLSTATE 57014) to arrive while it is
 * there, so a live connection is kept; past it the server is not answering at all.
 */
export const UNANSWERED_GRACE_MS = 1_000;

/**
 * Pools made with `preparedStatements: false`: `readPrepared` sends their reads unnamed. A
 * transaction pooler without per-client statements (PgBouncer before 1.21, or without
 * `max_prepared_statements`) runs a client's transactions on whichever server connection is
 * free, where a statement the client named on another one does not exist (docs/decisions/079).
 */
const unnamedOnly = new WeakSet<pg.Pool>();

/** Whether reads through `pool` may run as named prepared statements. */
export function namedStatementsAllowed(pool: pg.Pool): boolean {
  return !unnamedOnly.has(pool);
}

/** The error `pg` fails a statement with when no answer came within `query_timeout`. */
const UNANSWERED = 'Query read timeout';

export function connectDatabase(
  url: string,
  options: {
    max?: number;
    /**
     * The longest a statement may run (PostgreSQL's `statement_timeout`) and, with
     * UNANSWERED_GRACE_MS, the longest the driver waits for a connection or an answer; without
     * it nothing is bounded (migrations, the setup lock, test fixtures).
     */
    statementTimeoutMs?: number;
    /**
     * false: the URL is a transaction-pooling PgBouncer's, which refuses startup parameters it
     * does not track and would hand a session's SET to other clients. Nothing session-wide is
     * sent then: the role carries `statement_timeout` and pg_trgm's threshold (ALTER ROLE … SET,
     * checked by `sessionSettingsMissing`); the driver's own time-out still bounds every wait.
     */
    sessionSettings?: boolean;
    /**
     * false: no named prepared statements (DATABASE_PREPARED_STATEMENTS=false), for PgBouncer
     * before 1.21 in transaction mode; the default, true, lets `readPrepared` name them.
     */
    preparedStatements?: boolean;
  } = {},
): DatabaseHandle {
  const bound = options.statementTimeoutMs;
  const session = options.sessionSettings ?? true;
  const pool = new pg.Pool({
    connectionString: url,
    ...(session ? { options: trigramStartupOptions() } : {}),
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: bound === undefined ? 5_000 : bound + UNANSWERED_GRACE_MS,
    ...(bound === undefined ? {} : { query_timeout: bound + UNANSWERED_GRACE_MS }),
    ...(bound !== undefined && session ? { statement_timeout: bound } : {}),
    application_name: 'shop',
  });
  if (options.preparedStatements === false) unnamedOnly.add(pool);
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // Nor may a client that is checked out (inside a transaction) when its connection drops:
    // `pg` emits that as an 'error' event, which would end the process without a listener. The
    // error also fails the client's statements, and the pool drops the client when it is released.
    client.on('error', () => undefined);
    if (bound !== undefined) dropWhenUnanswered(client);
  });
  const db = drizzle({ client: pool });
  return { db, pool, close: () => pool.end() };
}

/**
 * A statement that got no answer within `query_timeout` leaves its connection waiting on a server
 * that is gone (a network partition, a frozen host): the next statement on it would wait behind
 * the lost one. The connection is closed instead, so the pool replaces the client when it is
 * released, and the statements of a transaction on it fail at once rather than each in turn.
 */
function dropWhenUnanswered(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const drop = (error: unknown) => {
    if (error instanceof Error && error.message === UNANSWERED) {
      (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    }
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        drop(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // Observed only: the caller still receives the rejection.
    if (result instanceof Promise) result.catch(drop);
    return result;
  }) as typeof client.query;
}

/**
 * What a pooled connection (sessionSettings: false) finds missing of the settings the shop
 * otherwise sends itself, as the `ALTER ROLE` statements that would set them; empty when the role
 * carries them. Read through the pool, as the requests' queries will be.
 */
export async function sessionSettingsMissing(db: Database, statementTimeoutMs: number): Promise<string[]> {
  const names = Object.keys(TRIGRAM_SETTINGS);
  const result = await db.execute<{ thresholds: (string | null)[]; timeout: string }>(sql`
    SELECT ARRAY[${sql.join(
      names.map((name) => sql`current_setting(${name}, true)`),
      sql`, `,
    )}] AS thresholds,
           current_setting('statement_timeout') AS timeout`);
  const row = result.rows[0];
  const missing: string[] = [];
  names.forEach((name, index) => {
    const wanted = TRIGRAM_SETTINGS[name];
    if (Number(row?.thresholds[index]) !== wanted)
      missing.push(`ALTER ROLE <shop role> SET ${name} = ${wanted};`);
  });
  if (row?.timeout !== `${statementTimeoutMs}ms` && durationMs(row?.timeout) !== statementTimeoutMs) {
    missing.push(`ALTER ROLE <shop role> SET statement_timeout = ${statementTimeoutMs};`);
  }
  return missing;
}

/** PostgreSQL's display of a duration setting (`5s`, `500ms`, `1min`, `0`) in milliseconds. */
function durationMs(value: string | undefined): number | null {
  const match = /^(\d+)(ms|s|min|h)?$/.exec(value ?? '');
  if (!match) return null;
  const unit = { ms: 1, s: 1000, min: 60_000, h: 3_600_000 }[match[2] ?? 'ms']!;
  return Number(match[1]) * unit;
}

/** The pool under a handle made by `connectDatabase` (for the metrics); undefined for any other. */
export function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
