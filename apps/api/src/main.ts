import path from 'node:path';
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase, type DatabaseHandle } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations, withSetupLock } from './db/migrate';
import { ensureAdmin } from './modules/accounts/admin-bootstrap';
import { seedDemoCatalog, writeDemoImages } from './seed/demo-seed';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(loggerOptions(config) as pino.LoggerOptions);

  let embedded: EmbeddedDatabase | undefined;
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = connectDatabase(config.databaseUrl);
  } else {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), log, { database: 'shop' });
    database = connectDatabase(embedded.url('shop'));
  }

  const { seeded, admin } = await withSetupLock(database.pool, async (db) => {
    await runMigrations(db);
    const seeded = await seedDemoCatalog(db);
    if (seeded) log.info('Seeded the demo catalogue');
    return { seeded, admin: await ensureAdmin(db, config) };
  });
  if (admin.generatedPassword) {
    // Printed the moment it exists: if anything later stops the start, the password is not lost.
    process.stdout.write(
      `\n  Admin account created: ${admin.email}\n  Admin password: ${admin.generatedPassword}   (generated now and shown only this once)\n\n`,
    );
  }
  const written = await writeDemoImages(path.join(config.dataDir, 'media'));
  if (written > 0) log.info({ images: written }, 'Wrote demo images');

  const app = await buildApp({ config, db: database.db, loggerInstance: log });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'Shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      await embedded?.stop();
      log.info('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Shop running at ${config.publicUrl}`,
    `  API docs:       ${config.publicUrl}/api/docs`,
    `  Admin sign-in:  ${config.publicUrl}/admin/login  as ${admin.email}`,
    admin.generatedPassword ? '  Admin password: shown above, only this once' : '',
    seeded ? '  Demo catalogue seeded (first start).' : '',
    '',
  ].filter((line, index, all) => line !== '' || index === 0 || index === all.length - 1);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
