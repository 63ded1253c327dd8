import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import type { Order } from '@shop/shared/schemas/checkout';
import { demoProducts, demoVariants, ean13 } from '../../../seed/demo-catalog';
import { orderBody, placeOk, placeOrder, stockOf } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-variants-'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ro"><head><title>Salvia</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

const cream = demoProducts.find((product) => product.id === 106)!;
const [small, large] = demoVariants.filter((variant) => variant.parentId === cream.id);
const variantIds = new Set(demoVariants.map((variant) => variant.id));
const variantSlugs = new Set(demoVariants.map((variant) => variant.slug));

describe('the demo products sold in sizes', () => {
  it('have variants with their own SKU and a valid EAN-13', () => {
    expect(demoVariants).toHaveLength(6);
    for (const variant of demoVariants) {
      expect(variant.ean).toMatch(/^\d{13}$/);
      expect(ean13(variant.ean.slice(0, 12))).toBe(variant.ean);
      expect(variant.title).toMatch(/ – \d+ ml$/);
    }
    // A known GS1 example: 400638133393 → check digit 1.
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(new Set(demoVariants.map((variant) => variant.sku)).size).toBe(demoVariants.length);
  });
});

describe('GET /api/produse/{slug}/ of a product with variants', () => {
  it('lists its options and variants, each with its own figures', async () => {
    const response = await get(`/api/produse/${cream.slug}/`);
    expect(response.statusCode).toBe(200);
    const product = response.json<ProductDetail>();
    expect(product.are_variante).toBe(true);
    // The card's figures are the cheapest variant's, the stock their sum (ADR 059's trigger).
    expect(product.pret).toBe('54.90');
    expect(product.stoc).toBe(small!.stock + large!.stock);
    expect(product.optiuni).toEqual([
      {
        id: expect.any(Number),
        nume: 'Mărime',
        nume_en: 'Size',
        valori: [
          { id: expect.any(Number), valoare: '50 ml', valoare_en: '50 ml' },
          { id: expect.any(Number), valoare: '100 ml', valoare_en: '100 ml' },
        ],
      },
    ]);
    const option = product.optiuni[0]!;
    expect(product.variante).toEqual([
      {
        id: small!.id,
        slug: small!.slug,
        titlu: small!.title,
        titlu_en: small!.titleEn,
        sku: small!.sku,
        ean: small!.ean,
        pret: '54.90',
        pret_redus: null,
        pret_minim_30_zile: null,
        cantitate_neta: 50,
        unitate: 'ml',
        stoc: small!.stock,
        imagine_principala_url: null,
        valori: [{ optiune: option.id, valoare: option.valori[0]!.id }],
      },
      expect.objectContaining({
        id: large!.id,
        slug: large!.slug,
        pret: '89.90',
        cantitate_neta: 100,
        stoc: large!.stock,
        valori: [{ optiune: option.id, valoare: option.valori[1]!.id }],
      }),
    ]);
  });

  it('shows a reduced variant with its Omnibus reference and leaves out a withdrawn one', async () => {
    await t.query('UPDATE products SET discounted_price = 7990 WHERE id = $1', [large!.id]);
    const reduced = (await get(`/api/produse/${cream.slug}/?v=1`)).json<ProductDetail>();
    expect(reduced.variante[1]).toMatchObject({
      pret: '89.90',
      pret_redus: '79.90',
      pret_minim_30_zile: '89.90',
    });

    await t.query('UPDATE products SET is_active = false WHERE id = $1', [large!.id]);
    const withdrawn = (await get(`/api/produse/${cream.slug}/?v=2`)).json<ProductDetail>();
    expect(withdrawn.variante.map((variant) => variant.id)).toEqual([small!.id]);
    expect(withdrawn.stoc).toBe(small!.stock);
    await t.query('UPDATE products SET is_active = true, discounted_price = NULL WHERE id = $1', [large!.id]);
  });

  it('keeps the contract for a product without options: no options, no variants', async () => {
    const plain = demoProducts.find((product) => product.id === 1)!;
    const product = (await get(`/api/produse/${plain.slug}/`)).json<ProductDetail>();
    expect(product).toMatchObject({ id: 1, are_variante: false, optiuni: [], variante: [] });
  });

  it("answers a variant's own slug with 301 to its parent, the variant chosen", async () => {
    const response = await get(`/api/produse/${large!.slug}/`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/api/produse/${cream.slug}/?varianta=${large!.slug}`);
    const followed = await get(response.headers.location as string);
    expect(followed.json<ProductDetail>().id).toBe(cream.id);
  });

  it("answers the page of a variant's slug with 301 to its parent's page, in its language", async () => {
    const ro = await get(`/produs/${large!.slug}`);
    expect(ro.statusCode).toBe(301);
    expect(ro.headers.location).toBe(`/produs/${cream.slug}?varianta=${large!.slug}`);
    const en = await get(`/en/produs/${large!.slug}`);
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe(`/en/produs/${cream.slug}?varianta=${large!.slug}`);
  });

  it('answers 404 for a variant of a withdrawn parent and for an unknown slug, 400 for a bad one', async () => {
    await t.query('UPDATE products SET is_active = false WHERE id = $1', [cream.id]);
    expect((await get(`/api/produse/${large!.slug}/?w=1`)).statusCode).toBe(404);
    await t.query('UPDATE products SET is_active = true WHERE id = $1', [cream.id]);
    expect((await get('/api/produse/nu-exista-deloc/')).statusCode).toBe(404);
    expect((await get(`/api/produse/${cream.slug}/?varianta=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });
});

/** Every product card in an answer (objects with `are_variante`), leaving out a detail's own `variante`. */
function cardsIn(value: unknown): { id: number; slug: string }[] {
  if (Array.isArray(value)) return value.flatMap(cardsIn);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = 'are_variante' in record ? [{ id: record.id as number, slug: record.slug as string }] : [];
  return [
    ...own,
    ...Object.entries(record)
      .filter(([key]) => key !== 'variante')
      .flatMap(([, inner]) => cardsIn(inner)),
  ];
}

describe('public lists never show a variant', () => {
  it('walks every public GET of the OpenAPI document that answers product cards', async () => {
    const doc = (await get('/api/openapi.json')).json<{
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    }>();
    const routes = Object.entries(doc.paths).filter(
      ([route, item]) =>
        !route.startsWith('/api/admin/') &&
        item.get &&
        JSON.stringify(item.get.responses?.['200'] ?? {}).includes('"are_variante"'),
    );
    // The catalogue's list and detail at least; a new public route with cards joins by itself.
    expect(routes.map(([route]) => route)).toEqual(
      expect.arrayContaining(['/api/produse/', '/api/produse/{slug}/']),
    );
    // Parameters a route may name, filled with something that has variants in it or near it.
    const fills: Record<string, string> = { slug: cream.slug, id: String(cream.id) };
    // Each list also with the words that find the sized products (their values, a variant's EAN).
    const queries = [
      '',
      '?q=ml',
      `?q=${large!.ean}`,
      '?per=100',
      '?ordering=-id',
      '?categorie=creme-hidratante',
    ];
    let cards = 0;
    for (const [route] of routes) {
      const url = route.replace(/\{(\w+)\}/g, (_match, name: string) => fills[name] ?? '1');
      for (const query of queries) {
        const response = await get(`${url}${query}`);
        if (response.statusCode !== 200) continue;
        const found = cardsIn(response.json());
        cards += found.length;
        expect(
          found.filter((card) => variantIds.has(card.id) || variantSlugs.has(card.slug)),
          `${url}${query}`,
        ).toEqual([]);
      }
    }
    expect(cards).toBeGreaterThan(100);
  });

  it('counts only parents and plain products in categories and the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/produs/${cream.slug}<`);
    for (const slug of variantSlugs) expect(sitemap).not.toContain(`/produs/${slug}<`);
    const list = (await get('/api/produse/?per=100')).json<Page<ProductSummary>>();
    expect(list.count).toBe(demoProducts.length);
  });
});

describe('search and filters see every variant through its parent', () => {
  it("finds the parent by a variant's EAN, SKU and size", async () => {
    for (const q of [large!.ean, large!.sku, '100 ml niacinamida']) {
      const found = (await get(`/api/produse/?q=${encodeURIComponent(q)}`)).json<Page<ProductSummary>>();
      expect(
        found.results.map((product) => product.id),
        q,
      ).toContain(cream.id);
    }
  });

  it("follows a renamed value and a variant's new SKU", async () => {
    await t.query(
      `UPDATE product_option_values SET value = '100 ml tub' WHERE value = '100 ml'
          AND option_id IN (SELECT id FROM product_options WHERE product_id = $1)`,
      [cream.id],
    );
    const byValue = (await get('/api/produse/?q=tub')).json<Page<ProductSummary>>();
    expect(byValue.results.map((product) => product.id)).toContain(cream.id);
    await t.query('UPDATE products SET sku = $2 WHERE id = $1', [small!.id, 'ZZTEST-50']);
    const bySku = (await get('/api/produse/?q=zztest')).json<Page<ProductSummary>>();
    expect(bySku.results.map((product) => product.id)).toEqual([cream.id]);
    await t.query('UPDATE products SET sku = $2 WHERE id = $1', [small!.id, small!.sku]);
  });

  it("filters and sorts the parent by its cheapest variant's price", async () => {
    const inRange = (await get('/api/produse/?pret_min=54.90&pret_max=54.90&per=100')).json<
      Page<ProductSummary>
    >();
    expect(inRange.results.map((product) => product.id)).toContain(cream.id);
    const above = (await get('/api/produse/?pret_min=60&pret_max=95&per=100')).json<Page<ProductSummary>>();
    // The 100 ml costs 89.90, but the parent is sold "from" 54.90.
    expect(above.results.map((product) => product.id)).not.toContain(cream.id);
  });
});

describe('ordering a product with variants', () => {
  it('refuses the parent itself with checkout.variant_required', async () => {
    const before = await stockOf(t, small!.id);
    const response = await placeOrder(t, orderBody([{ produs: cream.id, cantitate: 1 }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'checkout.variant_required',
      produs: cream.id,
      variante_necesare: [cream.id],
    });
    expect(await stockOf(t, small!.id)).toBe(before);
  });

  it("moves the chosen variant's stock only, the parent's sum follows, and the line names the variant", async () => {
    const [smallBefore, largeBefore] = [await stockOf(t, small!.id), await stockOf(t, large!.id)];
    const created = await placeOk(t, orderBody([{ produs: large!.id, cantitate: 2 }]));
    expect(await stockOf(t, large!.id)).toBe(largeBefore - 2);
    expect(await stockOf(t, small!.id)).toBe(smallBefore);
    expect(await stockOf(t, cream.id)).toBe(smallBefore + largeBefore - 2);
    const moves = await t.query<{ product_id: number }>(
      'SELECT product_id FROM stock_movements WHERE order_id = $1',
      [created.id],
    );
    expect(moves.map((move) => move.product_id)).toEqual([large!.id]);
    const order = (await get(`/api/comenzi/${created.id}/?key=${created.key}`)).json<Order>();
    expect(order.produse).toEqual([
      expect.objectContaining({ produs: large!.id, titlu: large!.title, cantitate: 2, pret: '89.90' }),
    ]);
    const detail = (await get(`/api/produse/${cream.slug}/?after=order`)).json<ProductDetail>();
    expect(detail.variante.find((variant) => variant.id === large!.id)?.stoc).toBe(largeBefore - 2);
  });
});
