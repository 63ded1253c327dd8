import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The native app reads the catalogue from another origin: a read answered from the catalogue
 * cache must carry the same CORS and security headers as the first, computed one.
 */
let t: TestApp;
const APP_ORIGIN = 'https://localhost';

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_MB: '8' } });
  await vi.waitFor(() => expect(t.app.catalogCache.enabled).toBe(true), { timeout: 10_000 });
});

afterAll(async () => {
  await t?.close();
});

/** A concrete address for each cached route: its path parameters filled from the demo catalogue. */
async function cachedUrls(): Promise<string[]> {
  const product = (await t.app.inject({ method: 'GET', url: '/api/produse/?per=1' })).json<{
    results: { slug: string; id: number }[];
  }>().results[0]!;
  const values: Record<string, string> = { slug: product.slug, id: String(product.id) };
  return t.app.catalogCacheRoutes.map((route) =>
    route.url.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? values.slug!),
  );
}

describe('reads from the catalogue cache', () => {
  it('carry Access-Control-Allow-Origin and the security headers, on every cached route', async () => {
    const urls = await cachedUrls();
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      const answers = [];
      for (let i = 0; i < 2; i += 1) {
        answers.push(await t.app.inject({ method: 'GET', url, headers: { origin: APP_ORIGIN } }));
      }
      const [first, cached] = answers;
      if (first!.statusCode !== 200) continue;
      expect(cached!.statusCode, url).toBe(200);
      expect(cached!.headers['access-control-allow-origin'], url).toBe(APP_ORIGIN);
      expect(cached!.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('shop media', () => {
  it('may be shown by the app from another origin (Cross-Origin-Resource-Policy), original and sizes', async () => {
    const folder = path.join(t.dataDir, 'media', 'products');
    await fs.mkdir(folder, { recursive: true });
    const image = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 31, g: 92, b: 69 } },
    })
      .webp()
      .toBuffer();
    await fs.writeFile(path.join(folder, 'cors-check.webp'), image);
    for (const url of ['/media/products/cors-check.webp', '/media/products/cors-check.webp?w=160']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { origin: APP_ORIGIN } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
  });
});
