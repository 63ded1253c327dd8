import fs from 'node:fs/promises';
import path from 'node:path';
import type { AdminProductDetail, AdminProductPage } from '@shop/shared/schemas/admin/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStockReportsService } from './stock-reports.service';
import { createStockRepository } from './stock.repository';
import { productFormBody } from '../../../test/products';

let t: TestApp;
let auth: { authorization: string };

const IMAGE_A = 'products/0b9f5d0e-5a34-4a51-9e0e-2d7b8e6c1b01.webp';
const IMAGE_OWN = 'products/0b9f5d0e-5a34-4a51-9e0e-2d7b8e6c1b02.webp';

beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.staff();
  auth = { authorization: `Token ${staff.token}` };
  await fs.mkdir(path.join(t.dataDir, 'media', 'products'), { recursive: true });
  for (const image of [IMAGE_A, IMAGE_OWN]) await fs.writeFile(path.join(t.dataDir, 'media', image), 'webp');
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const unique = () => `${process.pid}-${(counter += 1)}`;

function body(overrides: Record<string, unknown> = {}) {
  return productFormBody({
    titlu: 'Cremă hidratantă',
    titlu_en: 'Moisturising cream',
    slug: `crema-hidratanta-${unique()}`,
    pret: '',
    imagini: [IMAGE_A],
    ...overrides,
  });
}

const SIZE = {
  nume: 'Mărime',
  nume_en: 'Size',
  valori: [
    { valoare: '50 ml', valoare_en: '50 ml' },
    { valoare: '100 ml', valoare_en: '100 ml' },
  ],
};

function variant(values: string[], fields: Record<string, unknown> = {}) {
  return {
    sku: null,
    ean: null,
    pret: '49.90',
    pret_redus: null,
    stoc: 0,
    greutate_grame: null,
    cantitate_neta: null,
    unitate: null,
    imagine: null,
    activ: true,
    valori: values,
    ...fields,
  };
}

/** A product in two sizes: 50 ml at 49,90 (5 in stock), 100 ml at 79,90 reduced to 69,90 (3). */
function twoSizes(overrides: Record<string, unknown> = {}) {
  const code = unique();
  return body({
    optiuni: [SIZE],
    variante: [
      variant(['50 ml'], {
        sku: `CR-50-${code}`,
        pret: '49.90',
        stoc: 5,
        cantitate_neta: 50,
        unitate: 'ml',
        greutate_grame: 80,
        imagine: IMAGE_A,
      }),
      variant(['100 ml'], {
        sku: `CR-100-${code}`,
        pret: '79.90',
        pret_redus: '69.90',
        stoc: 3,
        cantitate_neta: 100,
        unitate: 'ml',
        imagine: IMAGE_OWN,
      }),
    ],
    ...overrides,
  });
}

const post = (url: string, payload: object, headers = auth) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const put = (id: number, payload: object, headers = auth) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}/`, payload, headers });

async function create(payload: object): Promise<AdminProductDetail> {
  const response = await post('/api/admin/products/', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminProductDetail>();
}

/** The body that saves the product as read, with these changes. */
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
  return { ...fields, pret: '', ...overrides };
}

async function row(id: number) {
  const [found] = await t.query<{
    price: number;
    discounted_price: number | null;
    stock: number;
    is_active: boolean;
    parent_id: number | null;
  }>('SELECT price, discounted_price, stock, is_active, parent_id FROM products WHERE id = $1', [id]);
  return found;
}

async function sell(productId: number, quantity: number) {
  await t.db.transaction(async (tx) => {
    await createStockRepository(tx).apply([{ productId, delta: -quantity }], { kind: 'sale' });
  });
}

async function staffWithRole(seedKey: string) {
  const staff = await t.staff();
  await t.query('UPDATE users SET is_superuser = false WHERE email = $1', [staff.email]);
  await t.query(
    `INSERT INTO staff_roles (user_id, role_id)
     SELECT u.id, r.id FROM users u, roles r WHERE u.email = $1 AND r.seed_key = $2`,
    [staff.email, seedKey],
  );
  return { authorization: `Token ${staff.token}` };
}

describe('a product with options and variants', () => {
  it('is created with its variants, whose titles, slugs, stock and prices are their own', async () => {
    const created = await create(twoSizes());
    expect(created.optiuni).toEqual([
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
    const [small, large] = created.variante;
    expect(small).toMatchObject({
      titlu: 'Cremă hidratantă – 50 ml',
      titlu_en: 'Moisturising cream – 50 ml',
      slug: `${created.slug}-50-ml`,
      pret: '49.90',
      pret_redus: null,
      stoc: 5,
      cantitate_neta: 50,
      unitate: 'ml',
      greutate_grame: 80,
      imagine: IMAGE_A,
      imagine_url: `/media/${IMAGE_A}`,
      activ: true,
      valori: ['50 ml'],
      vanduta: false,
    });
    expect(large).toMatchObject({
      titlu: 'Cremă hidratantă – 100 ml',
      pret: '79.90',
      pret_redus: '69.90',
      stoc: 3,
      imagine: IMAGE_OWN,
      valori: ['100 ml'],
    });
    // The product is not sold itself: the cheapest active variant's price, the sum of their stock.
    expect(created).toMatchObject({ pret: '49.90', pret_redus: null, stoc: 8 });
    expect(await row(small!.id)).toMatchObject({ parent_id: created.id, stock: 5 });
    const movements = await t.query<{ product_id: number; kind: string; delta: number }>(
      'SELECT product_id, kind, delta FROM stock_movements WHERE product_id = ANY($1) ORDER BY product_id',
      [[created.id, small!.id, large!.id]],
    );
    expect(movements).toEqual([
      { product_id: small!.id, kind: 'initial', delta: 5 },
      { product_id: large!.id, kind: 'initial', delta: 3 },
    ]);
    const [audit] = await t.query<{ after: { optiuni: string[]; variante: string[] } }>(
      "SELECT after FROM audit_log WHERE entity_type = 'product' AND entity_id = $1",
      [String(created.id)],
    );
    expect(audit!.after.optiuni).toEqual(['Mărime: 50 ml, 100 ml']);
    expect(audit!.after.variante[1]).toContain('100 ml · CR-100-');

    const read = await t.app.inject({ url: `/api/admin/products/${created.id}/`, headers: auth });
    expect(read.json()).toEqual(created);
  });

  it('updates them with the product: titles follow, values keep their ids, stock only through movements', async () => {
    const created = await create(twoSizes());
    const [small, large] = created.variante;
    const size = created.optiuni[0]!;
    const response = await put(
      created.id,
      updateBody(created, {
        titlu: 'Cremă de zi',
        optiuni: [
          {
            ...size,
            valori: [
              size.valori[0],
              { ...size.valori[1], valoare: '100 ML', valoare_en: '100 ml' },
              { valoare: '200 ml', valoare_en: '200 ml' },
            ],
          },
        ],
        variante: [
          { ...small, stoc: 99, pret: '45.00' },
          { ...large, valori: ['100 ML'] },
          variant(['200 ml'], { pret: '120', stoc: 2, ean: '5941234567899' }),
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminProductDetail>();
    expect(saved.optiuni[0]!.valori.map((value) => value.id).slice(0, 2)).toEqual(
      size.valori.map((value) => value.id),
    );
    expect(saved.variante.map((v) => [v.id, v.titlu, v.stoc, v.pret])).toEqual([
      [small!.id, 'Cremă de zi – 50 ml', 5, '45.00'],
      [large!.id, 'Cremă de zi – 100 ML', 3, '79.90'],
      [expect.any(Number), 'Cremă de zi – 200 ml', 2, '120.00'],
    ]);
    expect(saved.variante[2]!.ean).toBe('5941234567899');
    expect(saved.variante[0]!.slug).toBe(`${created.slug}-50-ml`);
    expect(saved).toMatchObject({ pret: '45.00', stoc: 10, version: created.version + 1 });
  });

  it('refuses a stale version and changes nothing', async () => {
    const created = await create(twoSizes());
    expect((await put(created.id, updateBody(created, { titlu: 'Întâi' }))).statusCode).toBe(200);
    const stale = await put(
      created.id,
      updateBody(created, { variante: [{ ...created.variante[0], pret: '1.00' }, created.variante[1]] }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict' });
    expect((await row(created.variante[0]!.id))!.price).toBe(4990);
  });

  it('keeps its variants when a save leaves them out, and its price is theirs', async () => {
    const created = await create(twoSizes());
    const { optiuni: _options, variante: _variants, ...plain } = updateBody(created, { pret: '1.00' });
    const response = await put(created.id, plain);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ pret: '49.90', stoc: 8 });
    expect(response.json<AdminProductDetail>().variante).toHaveLength(2);
  });

  it('deactivates a removed variant that was sold and deletes one that was not', async () => {
    const created = await create(
      body({
        optiuni: [{ ...SIZE, valori: [...SIZE.valori, { valoare: '200 ml', valoare_en: '' }] }],
        variante: [
          variant(['50 ml'], { stoc: 5 }),
          variant(['100 ml'], { pret: '79.90', stoc: 3 }),
          variant(['200 ml'], { pret: '99' }),
        ],
      }),
    );
    const withThird = created;
    const [small, large, third] = withThird.variante;
    await sell(large!.id, 1);
    expect(
      (await t.app.inject({ url: `/api/admin/products/${created.id}/`, headers: auth })).json(),
    ).toMatchObject({
      variante: [{ vanduta: false }, { vanduta: true }, { vanduta: false }],
    });
    const fresh = (
      await t.app.inject({ url: `/api/admin/products/${created.id}/`, headers: auth })
    ).json<AdminProductDetail>();
    const response = await put(created.id, updateBody(fresh, { variante: [fresh.variante[0]] }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminProductDetail>().variante.map((v) => v.id)).toEqual([small!.id]);
    expect(await row(large!.id)).toMatchObject({ is_active: false, parent_id: created.id, stock: 2 });
    expect(await row(third!.id)).toBeUndefined();
    expect(response.json()).toMatchObject({ pret: '49.90', stoc: 5 });

    // Its options cannot all go while a sold variant points at them.
    const emptied = await put(
      created.id,
      updateBody(response.json<AdminProductDetail>(), { pret: '10', optiuni: [], variante: [] }),
    );
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json()).toHaveProperty('optiuni');
  });

  it('moves the stock of a product without options onto its variants, with a movement', async () => {
    const plain = await create(body({ pret: '30', stoc: 4, imagini: [] }));
    expect(plain.optiuni).toEqual([]);
    const response = await put(
      plain.id,
      updateBody(plain, {
        pret: '',
        optiuni: [SIZE],
        variante: [variant(['50 ml'], { stoc: 2 }), variant(['100 ml'])],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ stoc: 2, pret: '49.90' });
    const [moved] = await t.query<{ kind: string; delta: number; stock_after: number }>(
      "SELECT kind, delta, stock_after FROM stock_movements WHERE product_id = $1 AND kind = 'manual'",
      [plain.id],
    );
    expect(moved).toEqual({ kind: 'manual', delta: -4, stock_after: 0 });

    // And back: without sales, the options and variants go, and the product is sold itself again.
    const back = await put(
      plain.id,
      updateBody(response.json<AdminProductDetail>(), { pret: '31', optiuni: [], variante: [] }),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ pret: '31.00', optiuni: [], variante: [] });
    expect(await t.query('SELECT 1 FROM products WHERE parent_id = $1', [plain.id])).toEqual([]);
  });
});

describe('the rules, each refused with its field', () => {
  it.each([
    ['a combination twice', { variante: [variant(['50 ml']), variant(['50 ml'])] }, 'variante.1.valori'],
    ['a value of no option', { variante: [variant(['75 ml'])] }, 'variante.0.valori'],
    ['no value', { variante: [variant([])] }, 'variante.0.valori'],
    [
      'a SKU twice',
      { variante: [variant(['50 ml'], { sku: 'DUBLU' }), variant(['100 ml'], { sku: 'dublu' })] },
      'variante.1.sku',
    ],
    [
      'a wrong EAN check digit',
      { variante: [variant(['50 ml'], { ean: '5941234567892' })] },
      'variante.0.ean',
    ],
    [
      'a reduced price not below the price',
      { variante: [variant(['50 ml'], { pret_redus: '49.90' })] },
      'variante.0.pret_redus',
    ],
    ['a price of 0', { variante: [variant(['50 ml'], { pret: '0' })] }, 'variante.0.pret'],
    ['options without variants', { variante: [] }, 'variante'],
  ])('%s', async (_name, overrides, field) => {
    const response = await post('/api/admin/products/', body({ optiuni: [SIZE], ...overrides }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toHaveProperty([field]);
  });

  it('refuses a SKU or an EAN another product has, with 409 and the field', async () => {
    const other = await create(twoSizes());
    const sku = await post(
      '/api/admin/products/',
      body({ optiuni: [SIZE], variante: [variant(['50 ml'], { sku: other.variante[0]!.sku })] }),
    );
    expect(sku.statusCode).toBe(409);
    expect(sku.json()).toHaveProperty(['variante.0.sku']);
    await put(
      other.id,
      updateBody(other, { variante: [{ ...other.variante[0], ean: '96385074' }, other.variante[1]] }),
    );
    const ean = await post(
      '/api/admin/products/',
      body({ optiuni: [SIZE], variante: [variant(['100 ml'], { ean: '96385074' })] }),
    );
    expect(ean.statusCode).toBe(409);
    expect(ean.json()).toHaveProperty(['variante.0.ean']);
  });

  it('refuses another product’s variant, option or value, and an image that is not there', async () => {
    const mine = await create(twoSizes());
    const other = await create(twoSizes());
    const foreign = await put(mine.id, updateBody(mine, { variante: [other.variante[0], mine.variante[1]] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty(['variante.0.id']);
    // A variant is saved with its product, not on its own.
    const alone = await put(mine.variante[0]!.id, {
      ...updateBody(mine),
      optiuni: undefined,
      variante: undefined,
      pret: '10',
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toHaveProperty('id');
    const option = await put(mine.id, updateBody(mine, { optiuni: [{ ...other.optiuni[0] }] }));
    expect(option.statusCode).toBe(400);
    expect(option.json()).toHaveProperty(['optiuni.0.id']);
    const image = await post(
      '/api/admin/products/',
      body({
        optiuni: [SIZE],
        variante: [variant(['50 ml'], { imagine: 'products/0b9f5d0e-5a34-4a51-9e0e-2d7b8e6c1b99.webp' })],
      }),
    );
    expect(image.statusCode).toBe(400);
    expect(image.json()).toHaveProperty(['variante.0.imagine']);
  });

  it('lets only staff with the catalogue permission write them', async () => {
    const customer = await t.customer();
    const asCustomer = await post('/api/admin/products/', twoSizes(), {
      authorization: `Token ${customer.token}`,
    });
    expect(asCustomer.statusCode).toBe(403);
    const created = await create(twoSizes());
    for (const role of ['marketing', 'magazin']) {
      const headers = await staffWithRole(role);
      expect((await post('/api/admin/products/', twoSizes(), headers)).statusCode).toBe(403);
      expect((await put(created.id, updateBody(created), headers)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/',
      payload: twoSizes(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the products list and search', () => {
  it('lists a product with its variant count and "from" price, never its variants, and finds it by theirs', async () => {
    const code = `VX${(counter += 1)}${process.pid}`;
    const created = await create(
      twoSizes({
        titlu: `Ser lucios ${code}`,
        variante: [
          variant(['50 ml'], { sku: `${code}-A`, ean: '4006381333931' }),
          variant(['100 ml'], { sku: `${code}-B`, pret: '30' }),
        ],
      }),
    );
    const page = async (query: string) => {
      const response = await t.app.inject({ url: `/api/admin/products/?${query}`, headers: auth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminProductPage>();
    };
    const byTitle = await page(`q=${encodeURIComponent(`Ser lucios ${code}`)}`);
    expect(byTitle.results.map((r) => [r.id, r.numar_variante, r.pret])).toEqual([[created.id, 2, '30.00']]);
    const shade = await create(
      body({
        titlu: `Ruj ${code}`,
        optiuni: [{ nume: 'Nuanță', nume_en: '', valori: [{ valoare: `Corai${code}`, valoare_en: '' }] }],
        variante: [variant([`Corai${code}`])],
      }),
    );
    expect((await page(`q=${encodeURIComponent(`corai${code}`)}`)).results.map((r) => r.id)).toEqual([
      shade.id,
    ]);
    for (const q of [`${code}-B`, '4006381333931']) {
      expect((await page(`q=${encodeURIComponent(q)}`)).results.map((r) => r.id)).toContain(created.id);
    }
    const all = await page('page_size=100&sort=-id');
    expect(all.results.some((r) => created.variante.some((v) => v.id === r.id))).toBe(false);
    expect(all.results.find((r) => r.id === created.id)?.numar_variante).toBe(2);
  });

  it('keeps a product without options as before', async () => {
    const plain = await create(
      body({ titlu: `Cremă simplă ${unique()}`, pret: '12.50', stoc: 3, imagini: [] }),
    );
    expect(plain).toMatchObject({ pret: '12.50', stoc: 3, optiuni: [], variante: [] });
    const response = await put(plain.id, {
      ...updateBody(plain, { pret: '13' }),
      optiuni: undefined,
      variante: undefined,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ pret: '13.00', stoc: 3, optiuni: [], variante: [] });
    // The form sends its empty options and variants: the stock stays the product's own.
    const again = await put(plain.id, updateBody(response.json<AdminProductDetail>(), { pret: '13' }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ stoc: 3, optiuni: [], variante: [] });
    const page = await t.app.inject({
      url: `/api/admin/products/?q=${encodeURIComponent(plain.titlu)}`,
      headers: auth,
    });
    expect(page.json<AdminProductPage>().results.find((r) => r.id === plain.id)?.numar_variante).toBe(0);
  });
});

describe('stock per variant', () => {
  it('lists and adjusts each variant, never the product, and alerts per variant', async () => {
    const created = await create(twoSizes({ titlu: `Loțiune ${unique()}` }));
    const [small, large] = created.variante;
    const list = await t.app.inject({
      url: `/api/admin/stock/?q=${encodeURIComponent(created.titlu)}`,
      headers: auth,
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ results: { id: number; title: string; stock: number }[] }>().results;
    expect(rows.map((r) => [r.id, r.title, r.stock]).sort()).toEqual(
      [
        [small!.id, `${created.titlu} – 50 ml`, 5],
        [large!.id, `${created.titlu} – 100 ml`, 3],
      ].sort(),
    );

    const adjust = (id: number, payload: object, headers = auth) =>
      t.app.inject({ method: 'POST', url: `/api/admin/stock/${id}/adjustments/`, payload, headers });
    const refused = await adjust(created.id, { delta: 1, reason: 'Numărare' });
    expect(refused.statusCode).toBe(400);
    // The shop role keeps stock without the catalogue.
    const shop = await staffWithRole('magazin');
    const moved = await adjust(large!.id, { set_to: 1, reason: 'Numărare', expected_stock: 3 }, shop);
    expect(moved.statusCode, moved.body).toBe(201);
    expect((await row(created.id))!.stock).toBe(6);
    expect(
      (await adjust(large!.id, { delta: 1, reason: 'Numărare' }, await staffWithRole('marketing')))
        .statusCode,
    ).toBe(403);

    const low = (await createStockReportsService({ db: t.db }).lowStock(5, 100_000)).products.map(
      (p) => p.id,
    );
    expect(low).toContain(large!.id);
    expect(low).not.toContain(created.id);
  });

  it('exports and imports stock per variant by SKU, and refuses the product itself', async () => {
    const created = await create(twoSizes());
    const [small, large] = created.variante;
    const csv = await t.app.inject({ url: '/api/admin/stock/export.csv', headers: auth });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines.some((line) => line.startsWith(`${small!.id};${small!.sku};`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`${created.id};`))).toBe(false);

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/import/?dry_run=false',
      payload: `sku;stock\n${large!.sku};9\n`,
      headers: { ...auth, 'content-type': 'text/csv' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await row(large!.id))!.stock).toBe(9);
    expect((await row(created.id))!.stock).toBe(14);

    const parentRow = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/import/',
      payload: `id;stock\n${created.id};1\n`,
      headers: { ...auth, 'content-type': 'text/csv' },
    });
    expect(parentRow.json<{ rows: { status: string }[] }>().rows[0]!.status).toBe('invalid');
  });
});
