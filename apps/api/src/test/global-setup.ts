import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { seedDemoBlog } from '../seed/blog-seed';
import { seedDemoCoupons, seedDemoLockers } from '../seed/checkout-seed';
import { seedDemoCatalog } from '../seed/demo-seed';
import { TEMPLATE_DATABASE, adminUrl } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one (started once, in a temporary folder), or the
 * server at TEST_DATABASE_URL. A template database gets the migrations and the demo catalogue once;
 * every test file then clones it, which takes a fraction of a second.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-pg-'));
    // The embedded server runs as the postgres user when we are root: it must be able to enter the folder.
    await fs.chmod(tempDir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(tempDir, 'cluster'), {
      info: () => {},
      warn: console.warn,
    });
    serverUrl = embedded.url('postgres');
  }

  const admin = connectDatabase(serverUrl, { max: 1 });
  try {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.close();
  }
  const template = connectDatabase(adminUrl(serverUrl, TEMPLATE_DATABASE), { max: 2 });
  try {
    await runMigrations(template.db);
    await seedDemoCatalog(template.db);
    await seedDemoBlog(template.db);
    await seedDemoLockers(template.db);
    await seedDemoCoupons(template.db);
  } finally {
    await template.close();
  }

  project.provide('testDatabaseUrl', serverUrl);

  return async () => {
    if (process.env.TEST_DATABASE_URL) {
      const cleanup = connectDatabase(serverUrl, { max: 1 });
      await cleanup.pool
        .query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
        .catch(() => undefined);
      await cleanup.close();
    }
    await embedded?.stop();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}
