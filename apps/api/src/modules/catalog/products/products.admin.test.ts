import fs from 'node:fs/promises';
import path from 'node:path';
import type { AdminProductDetail, AdminProductPage } from '@shop/shared/schemas/admin/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOk } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productFormBody } from '../../../test/products';

let t: TestApp;
let auth: { authorization: string };
let staffId: number;

const IMAGE_A = 'products/0b9f5d0e-5a34-4a51-9e0e-2d7b8e6c1a01.webp';
const IMAGE_B = 'products/0b9f5d0e-5a34-4a51-9e0e-2d7b8e6c1a02.webp';

beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.staff();
  auth = { authorization: `Token ${staff.token}` };
  const [user] = await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [staff.email]);
  staffId = user!.id;
  await fs.mkdir(path.join(t.dataDir, 'media', 'products'), { recursive: true });
  for (const image of [IMAGE_A, IMAGE_B]) await fs.writeFile(path.join(t.dataDir, 'media', image), 'webp');
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
function body(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return productFormBody({
    titlu: `Produs de test ${counter}`,
    titlu_en: `Test product ${counter}`,
    descriere: '<p>Descriere</p>',
    descriere_en: '<p>Description</p>',
    ...overrides,
  });
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth });

async function create(overrides: Record<string, unknown> = {}): Promise<AdminProductDetail> {
  const response = await post('/api/admin/products/', body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminProductDetail>();
}

function updateBody(product: AdminProductDetail, overrides: Record<string, unknown> = {}) {
  const {
    id: _id,
    stoc: _stock,
    created_at: _created,
    updated_at: _updated,
    istoric_preturi: _history,
    imagini_url: _urls,
    ...fields
  } = product;
  return { ...fields, ...overrides };
}

const put = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}/`, payload, headers: auth });

async function list(query: string): Promise<AdminProductPage> {
  const response = await t.app.inject({ url: `/api/admin/products/?${query}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminProductPage>();
}

describe('create and read', () => {
  it('creates a product with every field, a slug from the title, initial stock and history by the actor', async () => {
    const [category] = await t.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
    const [tag] = await t.query<{ id: number }>('SELECT id FROM tags ORDER BY id LIMIT 1');
    const created = await create({
      titlu: 'Ulei de argan bio țesut ÎNCET',
      sku: 'ARG-001',
      pret: '59,9',
      pret_redus: '49.90',
      cota_tva: 11,
      cantitate_neta: 100,
      unitate: 'ml',
      nota: 'A se păstra la rece.',
      nota_en: 'Keep cool.',
      imagini: [IMAGE_A, IMAGE_B],
      categorii: [category!.id],
      tags: [tag!.id],
      stoc: 7,
    });
    expect(created).toMatchObject({
      slug: 'ulei-de-argan-bio-tesut-incet',
      sku: 'ARG-001',
      pret: '59.90',
      pret_redus: '49.90',
      cota_tva: 11,
      stoc: 7,
      cantitate_neta: 100,
      unitate: 'ml',
      publicat: true,
      imagini: [IMAGE_A, IMAGE_B],
      imagini_url: [`/media/${IMAGE_A}`, `/media/${IMAGE_B}`],
      categorii: [category!.id],
      tags: [tag!.id],
      version: 1,
    });
    expect(created.istoric_preturi).toHaveLength(1);
    expect(created.istoric_preturi[0]!.changed_by).toMatch(/@example\.ro$/);

    const [movement] = await t.query<{ kind: string; delta: number; user_id: number }>(
      'SELECT kind, delta, user_id FROM stock_movements WHERE product_id = $1',
      [created.id],
    );
    expect(movement).toEqual({ kind: 'initial', delta: 7, user_id: staffId });
    const audits = await t.query<{ action: string; actor_id: number }>(
      "SELECT action, actor_id FROM audit_log WHERE entity_type = 'product' AND entity_id = $1",
      [String(created.id)],
    );
    expect(audits).toEqual([{ action: 'create', actor_id: staffId }]);

    const read = await t.app.inject({ url: `/api/admin/products/${created.id}/`, headers: auth });
    expect(read.json()).toEqual(created);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await t.app.inject({ url: '/api/admin/products/999999/', headers: auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'catalog.product_not_found' });
  });

  it('folds a hand-written slug', async () => {
    const created = await create({ slug: '  Șampon Ăsta / Nou ' });
    expect(created.slug).toBe('sampon-asta-nou');
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an empty title', { titlu: '  ' }, 'titlu'],
    ['a zero price', { pret: '0.00' }, 'pret'],
    ['a price with three decimals', { pret: '1.999' }, 'pret'],
    ['a negative price', { pret: '-1' }, 'pret'],
    ['a discounted price equal to the price', { pret: '10', pret_redus: '10.00' }, 'pret_redus'],
    ['a discounted price above the price', { pret: '10', pret_redus: '12' }, 'pret_redus'],
    ['a VAT rate other than 21 or 11', { cota_tva: 19 }, 'cota_tva'],
    ['a quantity without a unit', { cantitate_neta: 50 }, 'unitate'],
    ['a unit without a quantity', { unitate: 'g' }, 'cantitate_neta'],
    ['an unknown unit', { cantitate_neta: 1, unitate: 'kg' }, 'unitate'],
    ['a slug with no letter', { titlu: 'A', slug: '---' }, 'slug'],
    ['an unknown category', { categorii: [999999] }, 'categorii'],
    ['an unknown tag', { tags: [999999] }, 'tags'],
    ['an image path that is no upload', { imagini: ['../../etc/passwd'] }, 'imagini'],
    [
      'an uploaded image path whose file is missing',
      { imagini: ['products/00000000-0000-0000-0000-000000000000.webp'] },
      'imagini',
    ],
    ['text alternatives fewer than the images', { imagini: [IMAGE_A], imagini_alt: [] }, 'imagini_alt'],
    [
      'more English text alternatives than images',
      { imagini: [IMAGE_A], imagini_alt_en: ['a', 'b'] },
      'imagini_alt_en',
    ],
    [
      'a text alternative longer than 250 characters',
      { imagini: [IMAGE_A], imagini_alt: ['x'.repeat(251)] },
      'imagini_alt.0',
    ],
    ['a negative stock', { stoc: -1 }, 'stoc'],
    ['a weight of zero grams', { greutate_grame: 0 }, 'greutate_grame'],
    ['a weight above 100 kg', { greutate_grame: 100_001 }, 'greutate_grame'],
    ['a weight with a fraction of a gram', { greutate_grame: 12.5 }, 'greutate_grame'],
    ['a text with NUL', { titlu_en: 'a\u0000b' }, 'titlu_en'],
  ];
  it.each(cases)('refuses %s with a message at the field', async (_name, overrides, field) => {
    const response = await post('/api/admin/products/', body(overrides));
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<Record<string, unknown>>();
    expect(answer.code).toBe('validation_error');
    expect(answer[field], response.body).toEqual([expect.any(String)]);
  });

  it('refuses a duplicate slug and a duplicate SKU with 409 naming the field', async () => {
    const first = await create({ sku: 'DUP-1' });
    const sameSlug = await post('/api/admin/products/', body({ slug: first.slug }));
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json()).toMatchObject({ code: 'admin.duplicate', slug: [expect.any(String)] });
    const sameSku = await post('/api/admin/products/', body({ sku: 'DUP-1' }));
    expect(sameSku.statusCode).toBe(409);
    expect(sameSku.json()).toMatchObject({ code: 'admin.duplicate', sku: [expect.any(String)] });
  });

  it('cleans hostile HTML in every rich text field', async () => {
    const hostile =
      '<p style="color:red" onclick="x()">Bun<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><svg><script>alert(4)</script></svg><iframe src="https://evil.example"></iframe><a href="https://ok.ro">ok</a>';
    const created = await create({
      descriere: hostile,
      descriere_en: hostile,
      informatii_suplimentare: hostile,
      informatii_suplimentare_en: hostile,
    });
    for (const field of [
      created.descriere,
      created.descriere_en,
      created.informatii_suplimentare,
      created.informatii_suplimentare_en,
    ]) {
      expect(field).toBe(
        '<p>Bun</p><a rel="noopener noreferrer">link</a><a href="https://ok.ro" rel="noopener noreferrer">ok</a>',
      );
    }
  });
});

describe('image text alternatives', () => {
  it('keeps what staff write per image and language, and shows it on the product page', async () => {
    const created = await create({
      imagini: [IMAGE_A, IMAGE_B],
      imagini_alt: ['  Flaconul de 50 ml, din față ', ''],
      imagini_alt_en: ['The 50 ml bottle, front', 'The label on the back'],
    });
    expect(created).toMatchObject({
      imagini: [IMAGE_A, IMAGE_B],
      imagini_alt: ['Flaconul de 50 ml, din față', ''],
      imagini_alt_en: ['The 50 ml bottle, front', 'The label on the back'],
    });
    const read = await t.app.inject({ url: `/api/admin/products/${created.id}/`, headers: auth });
    expect(read.json<AdminProductDetail>().imagini_alt_en).toEqual(created.imagini_alt_en);

    const shop = await t.app.inject({ url: `/api/produse/${created.slug}/` });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(shop.json()).toMatchObject({
      imagine_principala_url: `/media/${IMAGE_A}`,
      img1_url: `/media/${IMAGE_B}`,
      imagini_alt: ['Flaconul de 50 ml, din față', ''],
      imagini_alt_en: ['The 50 ml bottle, front', 'The label on the back'],
    });
  });

  it('moves each text with its image, and keeps it when a save leaves the texts out', async () => {
    const created = await create({
      imagini: [IMAGE_A, IMAGE_B],
      imagini_alt: ['A', 'B'],
      imagini_alt_en: ['A en', 'B en'],
    });
    const reordered = await put(
      created.id,
      updateBody(created, {
        imagini: [IMAGE_B, IMAGE_A],
        imagini_alt: ['B nou', 'A'],
        imagini_alt_en: undefined,
      }),
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<AdminProductDetail>()).toMatchObject({
      imagini: [IMAGE_B, IMAGE_A],
      imagini_alt: ['B nou', 'A'],
      imagini_alt_en: ['B en', 'A en'],
    });
    const stored = await t.query('SELECT image_alts, image_alts_en FROM products WHERE id = $1', [
      created.id,
    ]);
    expect(stored[0]).toEqual({ image_alts: ['B nou', 'A'], image_alts_en: ['B en', 'A en'] });
  });

  it('lets only staff write them', async () => {
    const customer = await t.customer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/',
      payload: body({ imagini: [IMAGE_A], imagini_alt: ['x'], imagini_alt_en: ['x'] }),
      headers: { authorization: `Token ${customer.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('weight', () => {
  it("stores one unit's grams, keeps them when a save leaves them out, and clears them with null", async () => {
    const product = await create({ greutate_grame: 350 });
    expect(product.greutate_grame).toBe(350);
    const [row] = await t.query<{ weight_grams: number }>('SELECT weight_grams FROM products WHERE id = $1', [
      product.id,
    ]);
    expect(row!.weight_grams).toBe(350);

    const { greutate_grame: _weight, ...withoutWeight } = updateBody(product, {
      titlu: 'Fără greutate în corp',
    });
    const kept = await put(product.id, withoutWeight);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<AdminProductDetail>().greutate_grame).toBe(350);

    const cleared = await put(
      product.id,
      updateBody(kept.json<AdminProductDetail>(), { greutate_grame: null }),
    );
    expect(cleared.json<AdminProductDetail>().greutate_grame).toBeNull();
    expect((await create()).greutate_grame).toBeNull();
  });
});

describe('update', () => {
  it('writes with the read version, raises it, records the change and the price history by the actor', async () => {
    const product = await create({ pret: '20.00' });
    const response = await put(
      product.id,
      updateBody(product, { titlu: 'Titlu nou', pret: '25.50', pret_redus: '19.99' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<AdminProductDetail>();
    expect(updated).toMatchObject({ titlu: 'Titlu nou', pret: '25.50', pret_redus: '19.99', version: 2 });
    expect(updated.slug).toBe(product.slug);
    expect(updated.istoric_preturi[0]).toMatchObject({ pret: '25.50', pret_redus: '19.99' });

    const [history] = await t.query<{ changed_by: number }>(
      'SELECT changed_by FROM product_price_history WHERE product_id = $1 ORDER BY id DESC LIMIT 1',
      [product.id],
    );
    expect(history!.changed_by).toBe(staffId);
    const audits = await t.query<{ entity_type: string; before: unknown; after: unknown }>(
      "SELECT entity_type, before, after FROM audit_log WHERE entity_id = $1 AND action = 'update' ORDER BY id",
      [String(product.id)],
    );
    expect(audits).toEqual([
      {
        entity_type: 'product',
        before: expect.objectContaining({ titlu: product.titlu, pret: '20.00', version: 1 }),
        after: expect.objectContaining({ titlu: 'Titlu nou', pret: '25.50', version: 2 }),
      },
      {
        entity_type: 'price',
        before: { pret: '20.00', pret_redus: null },
        after: { pret: '25.50', pret_redus: '19.99' },
      },
    ]);
  });

  it('answers 409 conflict to the second of two staff editing the same version, and changes nothing', async () => {
    const product = await create();
    const first = await put(product.id, updateBody(product, { titlu: 'Primul' }));
    expect(first.statusCode).toBe(200);
    const second = await put(product.id, updateBody(product, { titlu: 'Al doilea' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'conflict' });
    const [row] = await t.query<{ title: string; version: number }>(
      'SELECT title, version FROM products WHERE id = $1',
      [product.id],
    );
    expect(row).toEqual({ title: 'Primul', version: 2 });
  });

  it('keeps images already stored on the product, whatever their path', async () => {
    const [seeded] = await t.query<{ id: number }>(
      'SELECT id FROM products WHERE cardinality(images) > 0 ORDER BY id LIMIT 1',
    );
    const detail = (
      await t.app.inject({ url: `/api/admin/products/${seeded!.id}/`, headers: auth })
    ).json<AdminProductDetail>();
    const response = await put(seeded!.id, updateBody(detail, { imagini: [...detail.imagini].reverse() }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminProductDetail>().imagini).toEqual([...detail.imagini].reverse());
  });

  it('refuses a slug taken by another product but keeps its own', async () => {
    const a = await create();
    const b = await create();
    expect((await put(b.id, updateBody(b, { slug: a.slug }))).statusCode).toBe(409);
    expect((await put(b.id, updateBody(b, { slug: b.slug }))).statusCode).toBe(200);
  });
});

describe('list', () => {
  it('searches without diacritics like the shop: "crema" finds "Cremă"', async () => {
    const withDiacritics = await list('q=crem%C4%83%20hidratant%C4%83&page_size=100');
    const without = await list('q=crema%20hidratanta&page_size=100');
    expect(without.count).toBeGreaterThan(0);
    expect(without.results.map((row) => row.id).sort()).toEqual(
      withDiacritics.results.map((row) => row.id).sort(),
    );
    expect(without.results.some((row) => row.titlu.startsWith('Cremă hidratantă'))).toBe(true);
  });

  it('pages with count, next and previous, and the row fields', async () => {
    const page = await list('page=2&page_size=5&sort=id');
    expect(page.results).toHaveLength(5);
    expect(page.next).toContain('page=3');
    expect(page.previous).not.toBeNull();
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      titlu: expect.any(String),
      sku: expect.toSatisfy((value) => value === null || typeof value === 'string'),
      pret: expect.stringMatching(/^\d+\.\d{2}$/),
      pret_redus: expect.toSatisfy((value) => value === null || typeof value === 'string'),
      stoc: expect.any(Number),
      publicat: expect.any(Boolean),
      imagine_principala_url: expect.toSatisfy((value) => value === null || typeof value === 'string'),
      categorii: expect.any(Array),
      numar_variante: expect.any(Number),
      updated_at: expect.any(String),
      version: expect.any(Number),
    });
    const ids = page.results.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('sorts by each column both ways', async () => {
    const valueOf = {
      price: (row: AdminProductPage['results'][number]) => Number(row.pret_redus ?? row.pret),
      stock: (row: AdminProductPage['results'][number]) => row.stoc,
      updated: (row: AdminProductPage['results'][number]) => Date.parse(row.updated_at),
      id: (row: AdminProductPage['results'][number]) => row.id,
    };
    for (const [key, value] of Object.entries(valueOf)) {
      const ascending = (await list(`sort=${key}&page_size=50`)).results.map(value);
      expect(ascending, key).toEqual([...ascending].sort((a, b) => a - b));
      const descending = (await list(`sort=-${key}&page_size=50`)).results.map(value);
      expect(descending, key).toEqual([...descending].sort((a, b) => b - a));
    }
  });

  it('filters by published, stock, discount, category with its subcategories and tag', async () => {
    const hidden = await create({ publicat: false, stoc: 3, pret: '10', pret_redus: '8' });
    expect((await list('published=false&page_size=100')).results.map((row) => row.id)).toContain(hidden.id);
    expect((await list('published=false&page_size=100')).results.every((row) => !row.publicat)).toBe(true);
    expect((await list('in_stock=false&page_size=100')).results.every((row) => row.stoc === 0)).toBe(true);
    expect((await list('in_stock=true&page_size=100')).results.every((row) => row.stoc > 0)).toBe(true);
    expect(
      (await list('discounted=true&page_size=100')).results.every((row) => row.pret_redus !== null),
    ).toBe(true);
    expect(
      (await list('discounted=false&page_size=100')).results.every((row) => row.pret_redus === null),
    ).toBe(true);

    const [parent] = await t.query<{ id: number; child: number }>(
      'SELECT c.parent_id AS id, c.id AS child FROM categories c WHERE c.parent_id IS NOT NULL ORDER BY c.id LIMIT 1',
    );
    const inChild = await create({ categorii: [parent!.child] });
    expect((await list(`category=${parent!.id}&page_size=100&sort=-id`)).results[0]!.id).toBe(inChild.id);

    const [tag] = await t.query<{ id: number }>('SELECT id FROM tags ORDER BY id DESC LIMIT 1');
    const tagged = await create({ tags: [tag!.id] });
    const byTag = await list(`tag=${tag!.id}&page_size=100`);
    expect(byTag.results.map((row) => row.id)).toContain(tagged.id);
    const [{ n }] = (await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_tags WHERE tag_id = $1',
      [tag!.id],
    )) as [{ n: number }];
    expect(byTag.count).toBe(n);
  });

  it('refuses a bad sort, flag or page size', async () => {
    for (const query of ['sort=pret', 'published=1', 'page_size=101', 'category=abc']) {
      const response = await t.app.inject({ url: `/api/admin/products/?${query}`, headers: auth });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/products/{id}/reference-price/', () => {
  const preview = (id: number, query: string, headers: Record<string, string> = auth) =>
    t.app.inject({ url: `/api/admin/products/${id}/reference-price/?${query}`, headers });

  it('answers what the shop will show for prices not yet saved, and saves nothing', async () => {
    const product = await create({ pret: '50.00', pret_redus: null });
    // Forty days ago the product cost 40 lei, twenty days ago 45, now 50.
    await t.query('DELETE FROM product_price_history WHERE product_id = $1', [product.id]);
    await t.query(
      `INSERT INTO product_price_history (product_id, price, discounted_price, created_at) VALUES
        ($1, 4000, NULL, now() - interval '40 days'), ($1, 4500, NULL, now() - interval '20 days'),
        ($1, 5000, NULL, now() - interval '1 day')`,
      [product.id],
    );
    const first = await preview(product.id, 'pret=50&pret_redus=39,90');
    expect(first.statusCode, first.body).toBe(200);
    // The lowest of the 30 days before the reduction: 40 lei was still the price 30 days ago.
    expect(first.json()).toEqual({ pret_referinta: '40.00' });

    const history = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_price_history WHERE product_id = $1',
      [product.id],
    );
    expect(history[0]!.n).toBe(3);
    const [row] = await t.query<{ discounted_price: number | null }>(
      'SELECT discounted_price FROM products WHERE id = $1',
      [product.id],
    );
    expect(row!.discounted_price).toBeNull();

    // Already reduced: a further reduction keeps the reference of the reduction that started it.
    await t.query(
      `INSERT INTO product_price_history (product_id, price, discounted_price, created_at)
        VALUES ($1, 5000, 4490, now() - interval '2 hours')`,
      [product.id],
    );
    await t.query('UPDATE products SET discounted_price = 4490 WHERE id = $1', [product.id]);
    const further = await preview(product.id, 'pret=50.00&pret_redus=35.00');
    expect(further.json()).toEqual({ pret_referinta: '40.00' });
  });

  it('refuses a sale price not below the price, a missing one, an unknown product and customers', async () => {
    const product = await create({ pret: '20.00' });
    expect((await preview(product.id, 'pret=20&pret_redus=25')).statusCode).toBe(400);
    expect((await preview(product.id, 'pret=20')).statusCode).toBe(400);
    expect((await preview(product.id, 'pret=abc&pret_redus=1')).statusCode).toBe(400);
    expect((await preview(999999, 'pret=20&pret_redus=10')).statusCode).toBe(404);
    const customer = await t.customer();
    const refused = await preview(product.id, 'pret=20&pret_redus=10', {
      authorization: `Token ${customer.token}`,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('bulk and delete', () => {
  it('unpublishes, publishes and moves many products in one go, recording each', async () => {
    const a = await create();
    const b = await create();
    const unpublish = await post('/api/admin/products/bulk/', { ids: [a.id, b.id], action: 'unpublish' });
    expect(unpublish.json()).toEqual({ updated: 2 });
    const rows = await t.query<{ is_active: boolean; version: number }>(
      'SELECT is_active, version FROM products WHERE id = ANY($1) ORDER BY id',
      [[a.id, b.id]],
    );
    expect(rows).toEqual([
      { is_active: false, version: 2 },
      { is_active: false, version: 2 },
    ]);
    const shop = await t.app.inject({ url: `/api/produse/${a.slug}/` });
    expect(shop.statusCode).toBe(404);

    const [category] = await t.query<{ id: number }>('SELECT id FROM categories ORDER BY id DESC LIMIT 1');
    const move = await post('/api/admin/products/bulk/', {
      ids: [a.id, b.id],
      action: 'set_category',
      category_id: category!.id,
    });
    expect(move.statusCode, move.body).toBe(200);
    const links = await t.query<{ category_id: number }>(
      'SELECT category_id FROM product_categories WHERE product_id = ANY($1)',
      [[a.id, b.id]],
    );
    expect(links).toEqual([{ category_id: category!.id }, { category_id: category!.id }]);
    const audits = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'product' AND action = 'update' AND entity_id = ANY($1)",
      [[String(a.id), String(b.id)]],
    );
    expect(audits[0]!.n).toBe(4);
  });

  it('adds a category to many products, keeping the ones they have', async () => {
    const [first, second] = await t.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 2');
    const a = await create({ categorii: [first!.id] });
    const b = await create({ categorii: [first!.id, second!.id] });
    const add = await post('/api/admin/products/bulk/', {
      ids: [a.id, b.id],
      action: 'add_category',
      category_id: second!.id,
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toEqual({ updated: 2 });
    const links = await t.query<{ product_id: number; category_id: number }>(
      'SELECT product_id, category_id FROM product_categories WHERE product_id = ANY($1) ORDER BY product_id, position',
      [[a.id, b.id]],
    );
    expect(links).toEqual([
      { product_id: a.id, category_id: first!.id },
      { product_id: a.id, category_id: second!.id },
      { product_id: b.id, category_id: first!.id },
      { product_id: b.id, category_id: second!.id },
    ]);
    const missing = await post('/api/admin/products/bulk/', { ids: [a.id], action: 'add_category' });
    expect(missing.statusCode).toBe(400);
    const unknown = await post('/api/admin/products/bulk/', {
      ids: [a.id],
      action: 'add_category',
      category_id: 999999,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses unknown ids, a missing category and more than 500 ids, changing nothing', async () => {
    const a = await create();
    const unknown = await post('/api/admin/products/bulk/', { ids: [a.id, 999999], action: 'unpublish' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ ids: [expect.stringContaining('999999')] });
    expect((await t.query('SELECT is_active FROM products WHERE id = $1', [a.id]))[0]).toEqual({
      is_active: true,
    });
    const noCategory = await post('/api/admin/products/bulk/', { ids: [a.id], action: 'set_category' });
    expect(noCategory.json()).toMatchObject({ category_id: [expect.any(String)] });
    const many = await post('/api/admin/products/bulk/', {
      ids: Array.from({ length: 501 }, (_, i) => i + 1),
      action: 'publish',
    });
    expect(many.statusCode).toBe(400);
  });

  it('takes products that were ordered off sale instead of deleting them, and keeps the orders intact', async () => {
    const product = await create({ stoc: 5, pret: '30.00' });
    const order = await placeOk(t, orderBody([{ produs: product.id, cantitate: 1 }]));
    const other = await create();
    const response = await post('/api/admin/products/bulk/', {
      ids: [product.id, other.id],
      action: 'delete',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 2, deleted: 1, unpublished: 1 });
    expect(
      await t.query('SELECT id, is_active FROM products WHERE id = ANY($1)', [[product.id, other.id]]),
    ).toEqual([{ id: product.id, is_active: false }]);
    const lines = await t.query<{ product_id: number | null; title: string }>(
      'SELECT product_id, title FROM order_lines WHERE order_id = $1',
      [order.id],
    );
    expect(lines).toEqual([{ product_id: product.id, title: product.titlu }]);
    const audits = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'product' AND entity_id = $1 ORDER BY id",
      [String(product.id)],
    );
    expect(audits.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('deletes one product, then answers 404 for it', async () => {
    const product = await create();
    const first = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/`,
      headers: auth,
    });
    expect(first.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
  });
});
