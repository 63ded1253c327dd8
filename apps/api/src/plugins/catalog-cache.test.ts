import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@shop/shared/schemas/catalog';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let staff: { authorization: string };

let PRODUCT: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_MB: '8' } });
  staff = { authorization: `Token ${(await t.staff()).token}` };
  // The cache switches on once its listener hears the database.
  await vi.waitFor(() => expect(t.app.catalogCache.enabled).toBe(true), { timeout: 10_000 });
  const [row] = await t.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM products WHERE is_active AND stock > 10 ORDER BY id LIMIT 1',
  );
  productId = row!.id;
  PRODUCT = row!.slug;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/**
 * Changes a product in SQL with the notifications off (the product's, and its card's, which its
 * trigger rebuilds), so the database changes but no one hears of it.
 */
async function silentlySetStock(stock: number): Promise<void> {
  const notifiers = [
    'products DISABLE TRIGGER products_catalog_changed',
    'product_card_facts DISABLE TRIGGER product_card_facts_catalog_changed',
  ];
  for (const notifier of notifiers) await t.query(`ALTER TABLE ${notifier}`);
  try {
    await t.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stock]);
  } finally {
    for (const notifier of notifiers) await t.query(`ALTER TABLE ${notifier.replace('DISABLE', 'ENABLE')}`);
  }
}

describe('the catalogue cache', () => {
  it('answers a repeated read from memory, with the same body and ETag', async () => {
    const url = `/api/produse/${PRODUCT}/`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const stock = first.json<ProductDetail>().stoc;
    // The database changes behind the cache's back: a hit does not look.
    await silentlySetStock(stock + 5);
    const second = await get(url);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // A change the listener hears of clears it.
    await t.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stock + 6]);
    await vi.waitFor(async () => expect((await get(url)).json<ProductDetail>().stoc).toBe(stock + 6));
  });

  it('marks public reads for revalidation with a strong ETag, and answers 304 to a match', async () => {
    for (const url of ['/api/produse/?per=4', `/api/produse/${PRODUCT}/`, '/api/categorii/', '/api/tags/']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      expect(first.headers['cdn-cache-control'], url).toBe('public, max-age=5, stale-while-revalidate=60');
      for (const tag of [
        first.headers.etag as string,
        `W/${first.headers.etag as string}`,
        `"x", ${first.headers.etag as string}`,
      ]) {
        const again = await get(url, { 'if-none-match': tag });
        expect(again.statusCode, `${url} ${tag}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(first.headers.etag);
      }
      expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
  });

  it('gzips a large answer once, for a miss and every hit that accepts gzip', async () => {
    const url = '/api/produse/?per=12&ordering=price';
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const bytesBefore = t.app.catalogCache.bytes;
    // A hit for a browser: gzipped (not brotli, which it also accepts), the same ETag.
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const hit = await get(url, browser);
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(hit.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(hit.rawPayload).toString()).toBe(plain.body);
    expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.byteLength);
    // The gzipped copy is kept beside the answer, counted in the cache's bytes, and sent again.
    expect(t.app.catalogCache.bytes).toBe(bytesBefore + hit.rawPayload.byteLength);
    const again = await get(url, browser);
    expect(again.rawPayload.equals(hit.rawPayload)).toBe(true);
    expect(t.app.catalogCache.bytes).toBe(bytesBefore + hit.rawPayload.byteLength);
    // A miss that accepts gzip is gzipped too; one that refuses it is not.
    const miss = await get('/api/produse/?per=12&ordering=-price', browser);
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(miss.rawPayload).toString()).toMatch(/^\{"count":/);
    // One that refuses gzip gets what it accepts from @fastify/compress (brotli), or the text.
    const brotli = await get(url, { 'accept-encoding': 'gzip;q=0, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const unencoded = await get(url, { ...browser, 'x-no-compression': '1' });
    expect(unencoded.headers['content-encoding']).toBeUndefined();
    expect(unencoded.body).toBe(plain.body);
    // A match is a 304, without a body to encode.
    const revalidated = await get(url, { ...browser, 'if-none-match': plain.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('keeps an answer to a request with a token out of shared caches', async () => {
    const response = await get('/api/produse/?per=2', staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps no errors and no private answers', async () => {
    const missing = await get('/api/produse/nu-exista-deloc/');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    const invalid = await get('/api/produse/?per=abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.etag).toBeUndefined();
    const admin = await get('/api/admin/products/?page=1', staff);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers.etag).toBeUndefined();
  });

  it("shows an admin's stock adjustment in the shop's next answer", async () => {
    const url = `/api/produse/${PRODUCT}/`;
    for (const delta of [3, -2, 7]) {
      const before = (await get(url)).json<ProductDetail>().stoc;
      const adjusted = await t.app.inject({
        method: 'POST',
        url: `/api/admin/stock/${productId}/adjustments/`,
        headers: staff,
        payload: { delta, reason: 'Inventar' },
      });
      expect(adjusted.statusCode, adjusted.body).toBe(201);
      expect((await get(url)).json<ProductDetail>().stoc).toBe(before + delta);
    }
  });

  it('unpublishing a product takes it out of lists and its page at once', async () => {
    const list = `/api/produse/?per=100`;
    const slugs = () =>
      get(list).then((response) =>
        response.json<{ results: { slug: string }[] }>().results.map((p) => p.slug),
      );
    expect(await slugs()).toContain(PRODUCT);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk/',
      headers: staff,
      payload: { ids: [productId], action: 'unpublish' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await slugs()).not.toContain(PRODUCT);
    expect((await get(`/api/produse/${PRODUCT}/`)).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk/',
      headers: staff,
      payload: { ids: [productId], action: 'publish' },
    });
    expect(await slugs()).toContain(PRODUCT);
  });

  it('is off while its listener is disconnected, and back on after it reconnects', async () => {
    const url = `/api/produse/${PRODUCT}/`;
    await get(url);
    await t.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                    WHERE application_name = 'shop-listener:catalog_changed' AND datname = current_database()`);
    await vi.waitFor(() => expect(t.app.catalogCache.enabled).toBe(false));
    // Meanwhile nothing is served from memory: a silent change shows at once.
    const stock = (await get(url)).json<ProductDetail>().stoc;
    await silentlySetStock(stock + 1);
    expect((await get(url)).json<ProductDetail>().stoc).toBe(stock + 1);
    await vi.waitFor(() => expect(t.app.catalogCache.enabled).toBe(true), { timeout: 10_000 });
    expect(t.app.catalogCache.size).toBe(0);
  });
});
