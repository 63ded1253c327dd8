import path from 'node:path';
import { createLocalStorage } from '../lib/storage/local-storage';
import { writeDemoMedia } from '../seed/demo-media';

/**
 * `node dist/demo-media.js <folder>`: draws the demo shop's images into the folder (those not there
 * yet), for the server to copy on its first start instead of drawing them itself.
 */
async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: node dist/demo-media.js <folder>');
    process.exit(2);
  }
  const started = Date.now();
  const written = await writeDemoMedia(createLocalStorage(path.resolve(folder)), { prefix: '' });
  console.info(`demo media: ${written} images drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
