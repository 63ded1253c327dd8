import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetail } from '@shop/shared/schemas/admin/products';
import type { ProductDetail } from '@shop/shared/schemas/catalog';
import { freePort } from '../db/embedded';
import { placeDemoImages, type ServerProcess, startServer } from '../test/server-process';
import { createTestApp, type TestApp } from '../test/test-app';

// Two real server processes on one database, each with its catalogue cache on: a price changed
// through one must be what the other answers next (docs/decisions/017).
let t: TestApp;
let token: string;
const servers: { process: ServerProcess; url: string; dataDir: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.staff()).token;
  for (let index = 0; index < 2; index++) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-cache-process-'));
    await placeDemoImages(dataDir);
    const port = await freePort();
    const process = await startServer({
      port,
      env: { DATA_DIR: dataDir, DATABASE_URL: t.databaseUrl, CATALOG_CACHE_MB: '8' },
      startTimeoutMs: 60_000,
    });
    servers.push({ process, url: `http://127.0.0.1:${port}`, dataDir });
  }
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    await server.process.stop('SIGTERM');
    await fs.rm(server.dataDir, { recursive: true, force: true });
  }
  await t?.close();
});

const staff = () => ({ authorization: `Token ${token}`, 'content-type': 'application/json' });

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('two processes, one database', () => {
  it("answer an admin's price change at once, whichever process is asked", { timeout: 120_000 }, async () => {
    const [writer, reader] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const [row] = await t.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM products WHERE is_active AND discounted_price IS NULL ORDER BY id LIMIT 1',
    );
    const shopUrl = (server: (typeof servers)[0]) => `${server.url}/api/produse/${row!.slug}/`;
    for (let round = 1; round <= 15; round++) {
      // Both caches hold the product's page before the change.
      for (const server of servers) await json<ProductDetail>(await fetch(shopUrl(server)));
      const current = await json<AdminProductDetail>(
        await fetch(`${writer.url}/api/admin/products/${row!.id}/`, { headers: staff() }),
      );
      const price = (100 + round).toFixed(2);
      const {
        id: _id,
        stoc: _stock,
        created_at: _c,
        updated_at: _u,
        istoric_preturi: _h,
        imagini_url: _i,
        ...fields
      } = current;
      await json(
        await fetch(`${writer.url}/api/admin/products/${row!.id}/`, {
          method: 'PUT',
          headers: staff(),
          body: JSON.stringify({ ...fields, pret: price }),
        }),
      );
      // Alternate which process is asked first after the write.
      const order = round % 2 === 0 ? [reader, writer] : [writer, reader];
      for (const server of order) {
        const product = await json<ProductDetail>(await fetch(shopUrl(server)));
        expect(product.pret, `round ${round}, ${server === writer ? 'writer' : 'reader'}`).toBe(price);
      }
    }
  });
});
