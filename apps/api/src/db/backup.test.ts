import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprint, issueInvoice, placeOrder, tempFolder } from '../test/backup-check';
import { placeDemoImages, type ServerProcess, startServer } from '../test/server-process';
import { backupShop, restoreShop } from './backup';
import { freePort, runningEmbeddedUrl } from './embedded';

// A shop with orders, an invoice and an uploaded image, backed up while it runs, restored into a
// fresh data folder, started again: the same rows and files (docs/decisions/068).
const servers: ServerProcess[] = [];
const folders: string[] = [];
const quiet = { info: () => undefined, warn: () => undefined };

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

const folder = (name: string) => tempFolder(name, folders);

describe('npm run db:backup and db:restore, embedded database', () => {
  it(
    'bring back the orders, stock, invoices and images of a running shop',
    { timeout: 600_000 },
    async () => {
      const original = await folder('backed-up');
      await placeDemoImages(original);
      const image = randomBytes(4096);
      await fs.mkdir(path.join(original, 'media/products'), { recursive: true });
      await fs.writeFile(path.join(original, 'media/products/incarcata-de-staff.webp'), image);
      // The local storage's private files: a kept invoice PDF and ANAF's signed answer.
      await fs.mkdir(path.join(original, 'invoices/1'), { recursive: true });
      await fs.writeFile(path.join(original, 'invoices/1/SLV-000001.pdf'), '%PDF-kept');
      await fs.mkdir(path.join(original, 'efactura/1'), { recursive: true });
      await fs.writeFile(path.join(original, 'efactura/1/3001.zip'), 'PK-anaf');

      const port = await freePort();
      const first = await startServer({ port, env: { DATA_DIR: original }, startTimeoutMs: 240_000 });
      servers.push(first);
      await placeOrder(port);
      const url = runningEmbeddedUrl(path.join(original, 'postgres'), 'shop')!;
      expect(url).toBeTruthy();
      await issueInvoice(url);
      const before = await fingerprint(url);
      expect(before.order_count).toBeGreaterThan(0);
      expect(before.invoice_count).toBeGreaterThan(0);

      const archive = path.join(await folder('archive'), 'shop.tar.gz');
      const manifest = await backupShop({
        dataDir: original,
        databaseUrl: undefined,
        file: archive,
        log: quiet,
      });
      expect(manifest.database.kind).toBe('embedded');
      expect(manifest.media).toBe(true);
      // What happens after the backup is not in it.
      await placeOrder(port);
      await first.stop('SIGTERM');

      const restored = await folder('restored');
      await restoreShop({ dataDir: restored, databaseUrl: undefined, file: archive, log: quiet });
      expect(await fs.readFile(path.join(restored, 'invoices/1/SLV-000001.pdf'), 'utf8')).toBe('%PDF-kept');
      expect(await fs.readFile(path.join(restored, 'efactura/1/3001.zip'), 'utf8')).toBe('PK-anaf');
      // Restoring over a database is refused.
      await expect(
        restoreShop({ dataDir: restored, databaseUrl: undefined, file: archive, log: quiet }),
      ).rejects.toThrow(/exists/);

      const port2 = await freePort();
      const second = await startServer({ port: port2, env: { DATA_DIR: restored }, startTimeoutMs: 240_000 });
      servers.push(second);
      const after = await fingerprint(runningEmbeddedUrl(path.join(restored, 'postgres'), 'shop')!);
      expect(after).toEqual(before);
      const served = await fetch(`http://127.0.0.1:${port2}/media/products/incarcata-de-staff.webp`);
      expect(served.status).toBe(200);
      const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
      expect(hash(new Uint8Array(await served.arrayBuffer()))).toBe(hash(image));
      await second.stop('SIGTERM');
      expect(second.child.exitCode, second.output()).toBe(0);
    },
  );
});
