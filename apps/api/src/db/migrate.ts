import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client';

/** The committed migrations in apps/api/drizzle, seen from the bundle (dist/) or the sources (src/db/). */
export const MIGRATIONS_DIR = ['../drizzle', '../../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((dir) => existsSync(`${dir}/meta/_journal.json`))!;

// Any fixed number, the same in every process of the shop.
const SETUP_LOCK = 7_305_611;

/**
 * Runs `work` while holding a database-wide advisory lock, so that several processes starting at
 * once migrate and seed one after another instead of on top of each other.
 */
export async function withSetupLock<T>(pool: pg.Pool, work: (db: Database) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
    try {
      return await work(drizzle({ client }) as unknown as Database);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function runMigrations(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrate(db, { migrationsFolder });
}

/**
 * Whether the database has every migration this build carries: drizzle's ledger records each
 * applied migration with its journal timestamp, so the newest one must be there. False too while
 * the ledger does not exist yet (a database another process is still migrating).
 */
export async function migrationsCurrent(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<boolean> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  // Two statements: a query naming a table that does not exist fails when planned, in any branch.
  const ledger = await db.execute<{ found: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (ledger.rows[0]?.found !== true) return false;
  const result = await db.execute<{ applied: boolean }>(
    sql`SELECT coalesce(max(created_at), 0) >= ${newest} AS applied FROM drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.applied === true;
}
