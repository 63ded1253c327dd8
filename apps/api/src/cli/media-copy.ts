import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { copyFolderToStorage } from '../lib/storage/copy';
import { createObjectStorage } from '../lib/storage/storage';

/**
 * `npm run media:copy [-- --from <data folder>]`: copies the data folder's media, invoice PDFs and
 * e-Factura archives into the bucket MEDIA_STORAGE=s3 and S3_* name (docs/operations/media.md).
 * Idempotent: what is already in the bucket is skipped; run it again after a cut.
 */
async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error(
      'media:copy copies into a bucket: set MEDIA_STORAGE=s3, S3_BUCKET, S3_REGION and (for R2 or MinIO) S3_ENDPOINT.',
    );
    process.exit(2);
  }
  const dataDir = path.resolve(values.from ?? config.dataDir);
  console.info(`Copying ${dataDir}/{media,invoices,efactura} into the bucket ${config.storage.bucket}…`);
  const report = await copyFolderToStorage({
    dataDir,
    to: createObjectStorage(config),
    onProgress: (progress) => console.info(`  ${progress.copied} copied so far`),
  });
  const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
  console.info(
    `Copied ${report.copied} files (${megabytes} MB), skipped ${report.skipped} already in the bucket, left ${report.variantsLeft} resized variants (made again on demand).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
