import { fileURLToPath } from 'node:url';
import type pino from 'pino';
import type { Config } from './config';
import { connectDatabase } from './db/client';
import { createObjectStorage } from './lib/storage/storage';
import { runMigrations, withSetupLock } from './db/migrate';
import { ensureAdmin } from './modules/accounts/admin-bootstrap';
import { seedDemoBlog } from './seed/blog-seed';
import { seedDemoCoupons, seedDemoLockers } from './seed/checkout-seed';
import { seedDemoCatalog } from './seed/demo-seed';
import { writeDemoMedia } from './seed/demo-media';

/**
 * What runs once before the shop serves, in one process at a time (an advisory lock: processes
 * starting together on an empty database migrate one after another): migrations, the demo data,
 * the first admin, the demo images. The generated admin password is printed as soon as it exists.
 */
export async function prepareShop(config: Config, log: pino.Logger, databaseUrl: string) {
  // Migrations and the setup lock (which waits for another starting process) take as long as they
  // take: they run on a connection of their own, without the statement bound of the requests.
  const setup = connectDatabase(databaseUrl, { max: 1 });
  const { seeded, admin } = await withSetupLock(setup.pool, async (db) => {
    await runMigrations(db);
    const seeded = await seedDemoCatalog(db);
    if (seeded) log.info('Seeded the demo catalogue');
    if (await seedDemoBlog(db)) log.info('Seeded the demo blog');
    if (await seedDemoLockers(db)) log.info('Seeded the demo easybox lockers');
    if (await seedDemoCoupons(db)) log.info('Seeded the demo coupons');
    return { seeded, admin: await ensureAdmin(db, config) };
  }).finally(() => setup.close());
  if (admin.generatedPassword) {
    // Printed the moment it exists: if anything later stops the start, the password is not lost.
    process.stdout.write(
      `\n  Admin account created: ${admin.email}\n  Admin password: ${admin.generatedPassword}   (generated now and shown only this once)\n\n`,
    );
  }
  // The build draws the demo images beside the bundle (dist/demo-media); from the sources there
  // is no such folder and they are drawn here.
  const written = await writeDemoMedia(createObjectStorage(config), {
    prerenderedDir: fileURLToPath(new URL('./demo-media/', import.meta.url)),
  });
  if (written > 0) log.info({ images: written }, 'Wrote demo images');
  return { seeded, admin };
}

/** What `npm start` prints once the shop answers. */
export function printBanner(
  config: Config,
  { admin, seeded }: Awaited<ReturnType<typeof prepareShop>>,
): void {
  const lines = [
    '',
    `  Shop running at ${config.publicUrl}`,
    `  API docs:       ${config.publicUrl}/api/docs`,
    `  Admin account:  ${admin.email}`,
    admin.generatedPassword ? '  Admin password: shown above, only this once' : '',
    seeded ? '  Demo catalogue seeded (first start).' : '',
    config.webConcurrency > 1 ? `  Workers:        ${config.webConcurrency} (WEB_CONCURRENCY)` : '',
    '',
  ].filter((line, index, all) => line !== '' || index === 0 || index === all.length - 1);
  process.stdout.write(`${lines.join('\n')}\n`);
}
