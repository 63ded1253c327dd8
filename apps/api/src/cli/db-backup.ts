import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupShop } from '../db/backup';

/**
 * `npm run db:backup [-- --file backups/shop.tar.gz]`: the database and the media folder in one
 * archive (docs/decisions/068, docs/operations/backups.md). Safe while the shop runs.
 */
async function main() {
  const { values } = parseArgs({ options: { file: { type: 'string' } } });
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const file = values.file ?? `backups/shop-${stamp}.tar.gz`;
  const log = {
    info: (message: string) => console.info(message),
    warn: (message: string) => console.warn(message),
  };
  const manifest = await backupShop({
    dataDir: config.dataDir,
    // pg_dump and pg_restore set session settings: past a transaction pooler, the session URL.
    databaseUrl: config.databaseListenUrl ?? config.databaseUrl,
    pgBinDir: config.pgBinDir,
    file,
    log,
  });
  console.info(
    `Backup written to ${file} (${manifest.database.kind === 'dump' ? 'pg_dump' : 'embedded database copy'}, PostgreSQL ${manifest.database.serverVersion}${manifest.media ? ', media' : ''})`,
  );
  if (config.storage.kind === 's3') {
    // The bucket is not copied: its own versioning (and replication) is its backup.
    console.info(
      `Media, invoice PDFs and e-Factura archives are in the bucket ${config.storage.bucket}, not in this archive: keep the bucket's versioning (and replication) on, see docs/operations/backups.md.`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
