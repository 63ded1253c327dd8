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
 * How much longer than the statement bound the driver waits for an answer before it gives the
 * connection up: long enough for the server's own cancel (SQLSTATE 57014) to arrive while it is
 * there, so a live connection is kept; past it the server is not answering at all.
 */
export const UNANSWERED_GRACE_MS = 1_000;

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
  } = {},
): DatabaseHandle {
  const bound = options.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: bound === undefined ? 5_000 : bound + UNANSWERED_GRACE_MS,
    ...(bound === undefined ? {} : { statement_timeout: bound, query_timeout: bound + UNANSWERED_GRACE_MS }),
    application_name: 'shop',
  });
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

/** The pool under a handle made by `connectDatabase` (for the metrics); undefined for any other. */
export function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
