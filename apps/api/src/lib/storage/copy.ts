import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';

/** What a data folder keeps that the storage port holds (docs/decisions/071). */
export const STORED_PREFIXES = ['media/', 'invoices/', 'efactura/'] as const;
/** Resized variants are made again on demand: not worth copying. */
const VARIANTS = 'media/.variants/';
const CONCURRENCY = 8;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

export type CopyReport = { copied: number; bytes: number; skipped: number; variantsLeft: number };

/**
 * Copies a data folder's media, invoice PDFs and e-Factura archives into another storage (a
 * bucket), under the same keys. Idempotent: an object already there is left as it is and counted
 * as skipped, so a copy cut short is finished by running it again.
 */
export async function copyFolderToStorage(options: {
  dataDir: string;
  to: ObjectStorage;
  onProgress?: (report: CopyReport) => void;
}): Promise<CopyReport> {
  const from = createLocalStorage(options.dataDir);
  const report: CopyReport = { copied: 0, bytes: 0, skipped: 0, variantsLeft: 0 };
  for (const prefix of STORED_PREFIXES) {
    const present = new Set<string>();
    for await (const object of options.to.list(prefix)) present.add(object.key);
    const pending: string[] = [];
    for await (const object of from.list(prefix)) {
      if (object.key.startsWith(VARIANTS)) report.variantsLeft += 1;
      else if (present.has(object.key)) report.skipped += 1;
      else pending.push(object.key);
    }
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const key = pending[next++]!;
        const object = await from.get(key);
        if (!object) continue; // removed meanwhile
        const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
        await options.to.put(key, object.body, { contentType: CONTENT_TYPES[extension] });
        report.copied += 1;
        report.bytes += object.size;
        if (report.copied % 100 === 0) options.onProgress?.(report);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pending.length) }, worker));
  }
  return report;
}
