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

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    application_name: 'shop',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool });
  return { db, pool, close: () => pool.end() };
}
