import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every cached catalogue read (each route marked `config.catalogCache`, so a new one is covered the
 * day it is added) sends at most two SQL statements when the cache misses and none when it hits.
 */

let t: TestApp;
let statements = 0;
/** Example URLs per route, with its parameters filled from the demo catalogue. */
let examples: Record<string, string[]>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_MB: '8' } });
  await vi.waitFor(() => expect(t.app.catalogCache.enabled).toBe(true), { timeout: 10_000 });
  const [product] = await t.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM products WHERE is_active ORDER BY id LIMIT 1',
  );
  const [category] = await t.query<{ id: number; slug: string }>(
    `SELECT c.id, c.slug FROM categories c JOIN product_categories pc ON pc.category_id = c.id
      ORDER BY c.id LIMIT 1`,
  );
  examples = {
    '/api/produse/': [
      '/api/produse/',
      `/api/produse/?categorie=${category!.slug}&page=1&per=12`,
      '/api/produse/?q=crema&limit=8',
      '/api/produse/?ordering=price&in_stoc=1&pret_min=10',
      '/api/produse/?categorie=nu-exista',
    ],
    '/api/produse/:slug/': [`/api/produse/${product!.slug}/`],
    '/api/categorii/': ['/api/categorii/'],
    '/api/categorii/:slug/': [`/api/categorii/${category!.slug}/`],
    '/api/tags/': ['/api/tags/', `/api/tags/?categorie=${category!.id}`],
    '/api/recenzii/': [`/api/recenzii/?produs_id=${product!.id}`],
    '/api/shop/': ['/api/shop/'],
  };
  // Counts what the app sends through its pool (the cache's listener has its own connection).
  const send = t.pool.query.bind(t.pool) as (...args: unknown[]) => unknown;
  t.pool.query = ((...args: unknown[]) => {
    statements += 1;
    return send(...args);
  }) as typeof t.pool.query;
});
afterAll(() => t.close());

async function statementsOf(url: string): Promise<{ status: number; statements: number }> {
  const before = statements;
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, statements: statements - before };
}

describe('statements per catalogue read', () => {
  it('covers every cached route', () => {
    const routes = t.app.catalogCacheRoutes.map((route) => route.url).sort();
    expect(routes).toEqual(Object.keys(examples).sort());
  });

  it('sends at most two on a miss and none on a hit', async () => {
    for (const urls of Object.values(examples)) {
      for (const url of urls) {
        const miss = await statementsOf(url);
        expect(miss.statements, `${url} on a miss`).toBeGreaterThan(0);
        expect(miss.statements, `${url} on a miss`).toBeLessThanOrEqual(2);
        if (miss.status !== 200) continue;
        expect((await statementsOf(url)).statements, `${url} on a hit`).toBe(0);
      }
    }
  });
});
