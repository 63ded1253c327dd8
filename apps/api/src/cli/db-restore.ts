import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreShop } from '../db/backup';

/**
 * `npm run db:restore -- --file backups/shop.tar.gz`: an archive of `db:backup` into an empty data
 * folder (embedded database) or an empty DATABASE_URL, and its media (docs/operations/backups.md).
 */
async function main() {
  const { values } = parseArgs({ options: { file: { type: 'string' } } });
  if (!values.file) {
    console.error('Usage: npm run db:restore -- --file backups/shop-20261127-210000.tar.gz');
    process.exit(2);
  }
  const config = loadConfig();
  const log = {
    info: (message: string) => console.info(message),
    warn: (message: string) => console.warn(message),
  };
  const manifest = await restoreShop({
    dataDir: config.dataDir,
    // pg_dump and pg_restore set session settings: past a transaction pooler, the session URL.
    databaseUrl: config.databaseListenUrl ?? config.databaseUrl,
    pgBinDir: config.pgBinDir,
    file: values.file,
    log,
  });
  console.info(
    `Restored the backup of ${manifest.createdAt} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
