import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
