import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdminProductDetail } from '@shop/shared/schemas/admin/products';
import type { ProductBulkEditResult, ProductImportResult } from '@shop/shared/schemas/admin/product-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOk } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productFormBody } from '../../../test/products';

/** The catalogue tools of ADR 063: product CSV, bulk edit, copy, delete of a sold product, cost price, planned publication. */
let t: TestApp;
let auth: { authorization: string };
let customer: { authorization: string };
let webDist: string;

beforeAll(async () => {
  // The storefront's pages are served (server-rendered) around the built index.html.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-tools-'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ro"><head><meta charset="UTF-8" /><title>Salvia</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist });
  auth = { authorization: `Token ${(await t.staff()).token}` };
  customer = { authorization: `Token ${(await t.customer()).token}` };
});
afterAll(async () => {
  await t?.close();
  if (webDist) await fs.rm(webDist, { recursive: true, force: true });
});

let counter = 0;
function body(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return productFormBody({
    titlu: `Unealtă de test ${counter}`,
    titlu_en: `Tool test ${counter}`,
    descriere: '<p>Descriere</p>',
    sku: `UT-${counter}-${Date.now().toString(36)}`,
    stoc: 10,
    ...overrides,
  });
}

async function create(overrides: Record<string, unknown> = {}): Promise<AdminProductDetail> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products/',
    payload: body(overrides),
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminProductDetail>();
}

const detail = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}/`, headers: auth })
  ).json<AdminProductDetail>();

const exportCsv = (headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers });

const importCsv = (csv: string, dryRun: boolean, headers: Record<string, string> = auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import/?dry_run=${dryRun}`,
    payload: csv,
    headers: { ...headers, 'content-type': 'text/csv' },
  });

const bulkEdit = (payload: object, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products/bulk-edit/', payload, headers });

/** The file's lines without the BOM, split into cells (the test's products hold no quoted `;`). */
function rowsOf(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

describe('product CSV export and import', () => {
  it('exports every product with every field, for staff only', async () => {
    const product = await create({ pret_achizitie: '20,50', pret_redus: '39.90' });
    const response = await exportCsv();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFFparent_sku;sku;slug;ean;titlu;titlu_en;descriere;')).toBe(true);
    const [header, ...rows] = rowsOf(response.body);
    const row = rows.find((cells) => cells[1] === product.sku)!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect(cell('slug')).toBe(product.slug);
    expect(cell('pret')).toBe('49,90');
    expect(cell('pret_redus')).toBe('39,90');
    expect(cell('pret_achizitie')).toBe('20,50');
    expect(cell('stoc')).toBe('10');
    expect(cell('publicat')).toBe('da');
    const [count] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(rows).toHaveLength(count!.n);

    expect((await exportCsv({})).statusCode).toBe(401);
    expect((await exportCsv(customer)).statusCode).toBe(403);
  });

  it('reads its own export back as nothing to change', async () => {
    const csv = (await exportCsv()).body;
    const response = await importCsv(csv, true);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ProductImportResult>();
    expect(result.rows.filter((row) => row.action !== 'same')).toEqual([]);
    expect(result.summary).toMatchObject({ create: 0, update: 0, invalid: 0 });
    expect(result.summary.same).toBe(rowsOf(csv).length - 1);
  });

  it('answers an edited price as exactly that change, and applies it in one go', async () => {
    const product = await create({ pret: '30.00' });
    const csv = (await exportCsv()).body;
    const [header, ...rows] = rowsOf(csv);
    const price = header!.indexOf('pret');
    const edited = [
      header!,
      ...rows.map((cells) =>
        cells[1] === product.sku ? cells.map((cell, i) => (i === price ? '27,50' : cell)) : cells,
      ),
    ]
      .map((cells) => cells.join(';'))
      .join('\r\n');

    const preview = (await importCsv(edited, true)).json<ProductImportResult>();
    const changed = preview.rows.filter((row) => row.action !== 'same');
    expect(changed).toEqual([
      expect.objectContaining({
        product_id: product.id,
        action: 'update',
        changes: [{ field: 'pret', before: '30,00', after: '27,50' }],
        errors: [],
      }),
    ]);
    expect((await detail(product.id)).pret).toBe('30.00');

    const applied = await importCsv(edited, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ProductImportResult>()).toMatchObject({ applied: true, summary: { update: 1 } });
    const after = await detail(product.id);
    expect(after.pret).toBe('27.50');
    expect(after.version).toBe(product.version + 1);
    const audits = await t.query<{ entity_type: string; action: string }>(
      'SELECT entity_type, action FROM audit_log WHERE entity_id = $1 ORDER BY id',
      [String(product.id)],
    );
    expect(audits).toEqual([
      { entity_type: 'product', action: 'create' },
      { entity_type: 'product', action: 'update' },
      { entity_type: 'price', action: 'update' },
    ]);
    // Read again: nothing left to change.
    const again = (await importCsv(edited, true)).json<ProductImportResult>();
    expect(again.summary.update).toBe(0);
  });

  it('moves stock through import movements and creates a new product by its SKU', async () => {
    const product = await create({ stoc: 4 });
    const sku = `NOU-${Date.now().toString(36)}`;
    const csv = [
      'sku;titlu;pret;stoc;publicat;categorii',
      `${product.sku};${product.titlu};49,90;9;da;`,
      `${sku};Produs nou din fișier;12,5;3;nu;ingrijirea-pielii`,
    ].join('\r\n');
    const [category] = await t.query<{ slug: string }>('SELECT slug FROM categories ORDER BY id LIMIT 1');
    const file = csv.replace('ingrijirea-pielii', category!.slug);
    const preview = (await importCsv(file, true)).json<ProductImportResult>();
    expect(preview.rows.map((row) => row.action)).toEqual(['update', 'create']);
    expect(preview.rows[0]!.changes).toEqual([{ field: 'stoc', before: '4', after: '9' }]);
    const applied = await importCsv(file, false);
    expect(applied.statusCode, applied.body).toBe(200);

    const movements = await t.query<{ kind: string; delta: number; stock_after: number }>(
      'SELECT kind, delta, stock_after FROM stock_movements WHERE product_id = $1 ORDER BY id',
      [product.id],
    );
    expect(movements).toEqual([
      { kind: 'initial', delta: 4, stock_after: 4 },
      { kind: 'import', delta: 5, stock_after: 9 },
    ]);
    const [created] = await t.query<{ title: string; price: number; stock: number; is_active: boolean }>(
      'SELECT title, price, stock, is_active FROM products WHERE sku = $1',
      [sku],
    );
    expect(created).toEqual({ title: 'Produs nou din fișier', price: 1250, stock: 3, is_active: false });
  });

  it('answers the errors of each row and applies nothing while one has any', async () => {
    const product = await create({ pret: '15.00' });
    const file = [
      'sku;pret;pret_redus;categorii;publicat',
      `${product.sku};12,00;;;da`,
      `${product.sku!.toLowerCase()}-x;abc;;;da`,
      `${product.sku};11,00;;;da`,
      `ALT-${counter};20,00;25,00;nu-exista-categoria;poate`,
    ].join('\n');
    const preview = (await importCsv(file, true)).json<ProductImportResult>();
    expect(preview.rows.map((row) => [row.line, row.action])).toEqual([
      [2, 'update'],
      [3, 'invalid'],
      [4, 'invalid'],
      [5, 'invalid'],
    ]);
    expect(preview.rows[1]!.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['pret']));
    expect(preview.rows[2]!.errors[0]!.message).toMatch(/linia 2/);
    expect(preview.rows[3]!.errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['publicat', 'categorii']),
    );
    const applied = await importCsv(file, false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toMatchObject({ code: 'products.import_invalid', rows: expect.any(Array) });
    expect((await detail(product.id)).pret).toBe('15.00');
  });

  it('refuses a file it cannot read, and anyone but staff', async () => {
    expect((await importCsv('', true)).statusCode).toBe(400);
    expect((await importCsv('sku;pret\r\n', true)).statusCode).toBe(400);
    const unknown = await importCsv('sku;pretul\r\nA;1', true);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'products.import_invalid' });
    expect((await importCsv('titlu;pret\r\nA;1', true)).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/',
      payload: { csv: 'sku' },
      headers: auth,
    });
    expect(json.statusCode).toBe(400);
    expect((await importCsv('sku;pret\r\nA;1', true, {})).statusCode).toBe(401);
    expect((await importCsv('sku;pret\r\nA;1', true, customer)).statusCode).toBe(403);
  });
});

describe('variants in the product CSV', () => {
  it('writes each variant right after its parent and reads the file back by the same identity', async () => {
    const parent = await create({ titlu: 'Cremă cu mărimi', pret: '60.00' });
    const [variant] = await t.query<{ id: number }>(
      `INSERT INTO products (parent_id, slug, title, sku, ean, price, stock)
       VALUES ($1, $2, 'Cremă cu mărimi 50 ml', $3, '5941234567890', 4990, 3) RETURNING id`,
      [parent.id, `${parent.slug}-50-ml`, `${parent.sku}-50`],
    );
    const [option] = await t.query<{ id: number }>(
      `INSERT INTO product_options (product_id, name, name_en) VALUES ($1, 'Mărime', 'Size') RETURNING id`,
      [parent.id],
    );
    await t.query(
      `WITH value AS (INSERT INTO product_option_values (option_id, value, value_en)
                      VALUES ($1, '50 ml', '50 ml') RETURNING id)
       INSERT INTO product_variant_values (variant_id, option_id, value_id) SELECT $2, $1, id FROM value`,
      [option!.id, variant!.id],
    );
    const later = await create();
    const csv = (await exportCsv()).body;
    const [header, ...rows] = rowsOf(csv);
    const skus = rows.map((cells) => cells[header!.indexOf('sku')]);
    const at = skus.indexOf(parent.sku!);
    expect(skus.slice(at, at + 2)).toEqual([parent.sku, `${parent.sku}-50`]);
    expect(skus.indexOf(later.sku!)).toBeGreaterThan(at + 1);
    const variantRow = rows[at + 1]!;
    expect(variantRow[header!.indexOf('parent_sku')]).toBe(parent.sku);
    expect(variantRow[header!.indexOf('ean')]).toBe('5941234567890');
    expect(variantRow[header!.indexOf('optiuni')]).toBe('Mărime=50 ml');
    expect(variantRow[header!.indexOf('optiuni_en')]).toBe('Size=50 ml');
    expect(rows[at]![header!.indexOf('optiuni')]).toBe('');

    const same = (await importCsv(csv, true)).json<ProductImportResult>();
    expect(same.summary).toMatchObject({ create: 0, update: 0, invalid: 0 });

    const file = [
      'parent_sku;sku;titlu;pret;stoc;publicat;optiuni;optiuni_en',
      `${parent.sku};${parent.sku}-100;Cremă cu mărimi 100 ml;89,90;2;da;mărime=100 ml;=100 ml`,
      `${parent.sku}-50;${parent.sku}-x;Variantă a unei variante;10;0;da;Mărime=10 ml;`,
      `;${parent.sku}-50;Cremă cu mărimi 50 ml;49,90;3;da;Mărime=50 ml;Size=50 ml`,
    ].join('\r\n');
    const preview = (await importCsv(file, true)).json<ProductImportResult>();
    expect(preview.rows.map((row) => row.action)).toEqual(['create', 'invalid', 'invalid']);
    expect(preview.rows[0]!.changes).toContainEqual({ field: 'optiuni', before: '', after: 'Mărime=100 ml' });
    expect(preview.rows[1]!.errors[0]).toMatchObject({ field: 'parent_sku' });
    expect(preview.rows[2]!.errors[0]).toMatchObject({ field: 'parent_sku' });
    const applied = await importCsv(file.split('\r\n').slice(0, 2).join('\r\n'), false);
    expect(applied.statusCode, applied.body).toBe(200);
    const family = await t.query<{ sku: string; parent_id: number | null; stock: number }>(
      'SELECT sku, parent_id, stock FROM products WHERE id = $1 OR parent_id = $1 ORDER BY id',
      [parent.id],
    );
    expect(family).toEqual([
      { sku: parent.sku, parent_id: null, stock: 5 },
      { sku: `${parent.sku}-50`, parent_id: parent.id, stock: 3 },
      { sku: `${parent.sku}-100`, parent_id: parent.id, stock: 2 },
    ]);
    // The new variant is one of the parent's combinations, as the product form would have made it.
    const record = await detail(parent.id);
    expect(record.optiuni).toMatchObject([
      { nume: 'Mărime', valori: [{ valoare: '50 ml' }, { valoare: '100 ml', valoare_en: '100 ml' }] },
    ]);
    expect(record.variante.map((v) => v.sku)).toEqual([`${parent.sku}-50`, `${parent.sku}-100`]);

    // A parent's price and stock are its variants': the bulk edit leaves them to the variants.
    const current = await detail(parent.id);
    const refused = await bulkEdit({
      products: [{ id: parent.id, version: current.version }],
      price: { mode: 'percent', value: '-10' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain(parent.titlu);
    const tagged = await bulkEdit({
      products: [{ id: parent.id, version: current.version }],
      published: false,
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
  });
});

describe('option values of variants in the product CSV', () => {
  const header = 'parent_sku;sku;titlu;pret;stoc;publicat;optiuni;optiuni_en';

  it('creates a parent and its variants from one file, with their options and values', async () => {
    const sku = `CSVOPT-${Date.now()}`;
    const file = [
      header,
      `;${sku};Ser cu nuanțe;50;0;da;;`,
      `${sku};${sku}-L-30;Ser cu nuanțe deschis 30 ml;50;4;da;Nuanță=Deschis|Mărime=30 ml;Shade=Light|Size=30 ml`,
      `${sku};${sku}-D-30;Ser cu nuanțe închis 30 ml;52;1;da;Mărime=30 ml|Nuanță=Închis;`,
    ].join('\r\n');
    const applied = await importCsv(file, false);
    expect(applied.statusCode, applied.body).toBe(200);
    const [parent] = await t.query<{ id: number }>('SELECT id FROM products WHERE sku = $1', [sku]);
    const record = await detail(parent!.id);
    expect(record.optiuni).toMatchObject([
      { nume: 'Nuanță', nume_en: 'Shade', valori: [{ valoare: 'Deschis' }, { valoare: 'Închis' }] },
      { nume: 'Mărime', nume_en: 'Size', valori: [{ valoare: '30 ml' }] },
    ]);
    expect(record.variante).toHaveLength(2);

    // Exported, then imported unchanged: nothing to do.
    const same = (await importCsv((await exportCsv()).body, true)).json<ProductImportResult>();
    expect(same.summary).toMatchObject({ create: 0, update: 0, invalid: 0 });
  });

  it('refuses a new variant without values, with other options, or with a combination taken', async () => {
    const parent = await create({ titlu: 'Loțiune cu mărimi' });
    const seed = [header, `${parent.sku};${parent.sku}-50;Loțiune 50 ml;20;1;da;Mărime=50 ml;`].join('\r\n');
    expect((await importCsv(seed, false)).statusCode).toBe(200);
    const file = [
      header,
      `${parent.sku};${parent.sku}-a;Fără valori;20;1;da;;`,
      `${parent.sku};${parent.sku}-b;Altă opțiune;20;1;da;Culoare=Roșu;`,
      `${parent.sku};${parent.sku}-c;Aceeași combinație;20;1;da;MĂRIME=50 ML;`,
      `${parent.sku};${parent.sku}-d;De neînțeles;20;1;da;Mărime 100 ml;`,
      `${parent.sku};${parent.sku}-e;Bună;20;1;da;Mărime=100 ml;`,
      `${parent.sku};${parent.sku}-f;Aceeași ca rândul de mai sus;20;1;da;Mărime=100 ml;`,
      `${parent.sku};${parent.sku}-50;Loțiune 50 ml;20;1;da;Mărime=75 ml;`,
      `;${parent.sku};Loțiune cu mărimi;20;1;da;Mărime=50 ml;`,
    ].join('\r\n');
    const preview = (await importCsv(file, true)).json<ProductImportResult>();
    expect(preview.rows.map((row) => [row.action, row.errors[0]?.field ?? null])).toEqual([
      ['invalid', 'optiuni'],
      ['invalid', 'optiuni'],
      ['invalid', 'optiuni'],
      ['invalid', 'optiuni'],
      ['create', null],
      ['invalid', 'optiuni'],
      ['invalid', 'optiuni'],
      ['invalid', 'optiuni'],
    ]);
  });
});

describe('bulk edit', () => {
  it('takes 10 % off rounded to ,99, with an audit entry per product', async () => {
    const a = await create({ pret: '49.90' });
    const b = await create({ pret: '19.99', pret_redus: '15.00' });
    const response = await bulkEdit({
      products: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version },
      ],
      price: { mode: 'percent', value: '-10', rounding: '99' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ProductBulkEditResult>();
    expect(result.products.map((p) => [p.id, p.pret, p.pret_redus])).toEqual([
      [a.id, '44.99', null],
      [b.id, '17.99', '15.00'],
    ]);
    const audits = await t.query<{ entity_id: string; entity_type: string }>(
      "SELECT entity_id, entity_type FROM audit_log WHERE entity_id = ANY($1) AND action = 'update' ORDER BY id",
      [[String(a.id), String(b.id)]],
    );
    expect(audits).toEqual([
      { entity_id: String(a.id), entity_type: 'product' },
      { entity_id: String(a.id), entity_type: 'price' },
      { entity_id: String(b.id), entity_type: 'product' },
      { entity_id: String(b.id), entity_type: 'price' },
    ]);
  });

  it('sets reduced prices, stock, tags, categories and publication', async () => {
    const [category1, category2] = await t.query<{ id: number }>(
      'SELECT id FROM categories ORDER BY id LIMIT 2',
    );
    const [tag1, tag2] = await t.query<{ id: number }>('SELECT id FROM tags ORDER BY id LIMIT 2');
    const a = await create({ pret: '100.00', stoc: 5, categorii: [category1!.id], tags: [tag1!.id] });
    const response = await bulkEdit({
      products: [{ id: a.id, version: a.version }],
      discounted_price: { mode: 'amount', value: '15', rounding: '90' },
      stock: { mode: 'add', value: -2 },
      tags: { mode: 'replace', ids: [tag2!.id] },
      categories: { mode: 'add', ids: [category2!.id] },
      published: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await detail(a.id);
    expect(after).toMatchObject({
      pret: '100.00',
      pret_redus: '84.90',
      stoc: 3,
      tags: [tag2!.id],
      categorii: [category1!.id, category2!.id],
      publicat: false,
    });
    const [movement] = await t.query<{ kind: string; delta: number; reason: string }>(
      'SELECT kind, delta, reason FROM stock_movements WHERE product_id = $1 ORDER BY id DESC LIMIT 1',
      [a.id],
    );
    expect(movement).toEqual({ kind: 'manual', delta: -2, reason: 'Editare în bloc' });

    const removed = await bulkEdit({
      products: [{ id: a.id, version: after.version }],
      discounted_price: { mode: 'remove' },
      stock: { mode: 'set', value: 0 },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await detail(a.id)).toMatchObject({ pret_redus: null, stoc: 0 });
  });

  it('changes nothing when a product was saved since (409) or would be left invalid (400)', async () => {
    const a = await create({ pret: '10.00', stoc: 1 });
    const b = await create({ pret: '20.00' });
    const stale = await bulkEdit({
      products: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version + 1 },
      ],
      price: { mode: 'amount', value: '5', rounding: 'none' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', products: [b.id] });
    const negative = await bulkEdit({
      products: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version },
      ],
      price: { mode: 'amount', value: '-1' },
      stock: { mode: 'add', value: -2 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ detail: string }>().detail).toContain(a.titlu);
    expect(await detail(a.id)).toMatchObject({ pret: '10.00', stoc: 1, version: a.version });
    expect(await detail(b.id)).toMatchObject({ pret: '20.00', version: b.version });
  });

  it('refuses bad input and anyone but staff', async () => {
    const a = await create();
    const products = [{ id: a.id, version: a.version }];
    for (const payload of [
      { products },
      { products: [], published: true },
      { products, price: { mode: 'percent', value: '-150' } },
      { products, price: { mode: 'percent', value: 'zece' } },
      { products, discounted_price: { mode: 'percent' } },
      { products, stock: { mode: 'set', value: -1 } },
      { products: [...products, ...products], published: true },
      { products, tags: { mode: 'add', ids: [999_999] } },
    ]) {
      const response = await bulkEdit(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await bulkEdit({ products: [{ id: 999_999, version: 1 }], published: true })).statusCode).toBe(
      400,
    );
    expect((await bulkEdit({ products, published: false }, {})).statusCode).toBe(401);
    expect((await bulkEdit({ products, published: false }, customer)).statusCode).toBe(403);
    expect((await detail(a.id)).publicat).toBe(true);
  });
});

describe('copy and delete', () => {
  it('copies a product unpublished, without stock or SKU, under a new slug', async () => {
    const [category] = await t.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
    const source = await create({ stoc: 7, categorii: [category!.id], pret_achizitie: '10' });
    const copy = async (headers: Record<string, string> = auth, id = source.id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/duplicate/`, headers });
    const first = await copy();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<AdminProductDetail>()).toMatchObject({
      slug: `${source.slug}-copie`,
      titlu: `${source.titlu} (copie)`,
      sku: null,
      stoc: 0,
      publicat: false,
      pret: source.pret,
      pret_achizitie: '10.00',
      categorii: [category!.id],
    });
    const second = await copy();
    expect(second.json<AdminProductDetail>().slug).toBe(`${source.slug}-copie-2`);
    expect((await copy(auth, 999_999)).statusCode).toBe(404);
    expect((await copy({})).statusCode).toBe(401);
    expect((await copy(customer)).statusCode).toBe(403);
  });

  it('copies a product in sizes with its options and variants, and refuses to copy a variant alone', async () => {
    const variant = (values: string[], pret: string, sku: string) => ({
      sku,
      ean: null,
      pret,
      pret_redus: null,
      stoc: 4,
      greutate_grame: 120,
      cantitate_neta: Number.parseInt(values[0]!, 10),
      unitate: 'ml',
      imagine: null,
      activ: true,
      valori: values,
    });
    const sku = `COPYFAM-${Date.now()}`;
    const source = await create({
      sku,
      optiuni: [
        {
          nume: 'Mărime',
          nume_en: 'Size',
          valori: [
            { valoare: '50 ml', valoare_en: '50 ml' },
            { valoare: '100 ml', valoare_en: '100 ml' },
          ],
        },
      ],
      variante: [variant(['50 ml'], '49.90', `${sku}-50`), variant(['100 ml'], '79.90', `${sku}-100`)],
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${source.id}/duplicate/`,
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<AdminProductDetail>();
    expect(copy.optiuni).toMatchObject([
      { nume: 'Mărime', nume_en: 'Size', valori: [{ valoare: '50 ml' }, { valoare: '100 ml' }] },
    ]);
    expect(
      copy.variante.map((v) => [
        v.valori,
        v.pret,
        v.sku,
        v.ean,
        v.stoc,
        v.greutate_grame,
        v.slug.startsWith(copy.slug),
      ]),
    ).toEqual([
      [['50 ml'], '49.90', null, null, 0, 120, true],
      [['100 ml'], '79.90', null, null, 0, 120, true],
    ]);
    expect(copy).toMatchObject({ pret: '49.90', stoc: 0, publicat: false });
    // The source keeps its own.
    expect((await detail(source.id)).variante.map((v) => v.sku)).toEqual([`${sku}-50`, `${sku}-100`]);

    const ofVariant = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${source.variante[0]!.id}/duplicate/`,
      headers: auth,
    });
    expect(ofVariant.statusCode).toBe(409);
    expect(ofVariant.json()).toMatchObject({ code: 'admin.not_allowed' });
  });

  it('takes a sold product off sale instead of deleting it, alone or in bulk', async () => {
    const sold = await create({ stoc: 5, pret: '30.00' });
    await placeOk(t, orderBody([{ produs: sold.id, cantitate: 1 }]));
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${sold.id}/`,
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      deleted: false,
      unpublished: true,
      message: expect.stringMatching(/retras/),
    });
    expect((await detail(sold.id)).publicat).toBe(false);

    const unsold = await create();
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk/',
      payload: { ids: [sold.id, unsold.id], action: 'delete' },
      headers: auth,
    });
    expect(bulk.json()).toEqual({ updated: 2, deleted: 1, unpublished: 1 });
    const left = await t.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1)', [
      [sold.id, unsold.id],
    ]);
    expect(left).toEqual([{ id: sold.id }]);

    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${sold.id}/`,
      headers: customer,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('cost price and planned publication', () => {
  it('keeps the cost price to staff: absent from every public answer', async () => {
    const [category] = await t.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories ORDER BY id LIMIT 1',
    );
    const product = await create({
      titlu: 'Cremă cu preț de achiziție',
      pret_achizitie: '7654,32',
      categorii: [category!.id],
    });
    expect(product.pret_achizitie).toBe('7654.32');
    await t.query('UPDATE products SET cost_price = 765432 WHERE id = $1', [product.id]);
    const publicUrls = [
      '/api/produse/',
      `/api/produse/?ids=${product.id}`,
      '/api/produse/?q=achizitie',
      `/api/produse/?categorie=${category!.slug}&page_size=100`,
      `/api/produse/${product.slug}/`,
      `/api/categorii/${category!.slug}/`,
      `/produs/${product.slug}`,
      `/en/produs/${product.slug}`,
      '/sitemap.xml',
    ];
    let seen = 0;
    for (const url of publicUrls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      if (response.body.includes(product.slug)) seen += 1;
      for (const secret of ['7654.32', '7654,32', '765432', 'pret_achizitie', 'cost_price']) {
        expect(response.body.includes(secret), `${url} holds ${secret}`).toBe(false);
      }
    }
    // The product is in the answers checked, so the test looks where the price could be.
    expect(seen).toBeGreaterThanOrEqual(5);
  });

  it('publishes a planned product when its moment comes, and refuses a wrong plan', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const planned = await create({ publicat: false, publicare_programata: soon });
    expect(planned).toMatchObject({ publicat: false, publicare_programata: soon });

    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/',
      payload: body({ publicat: true, publicare_programata: soon }),
      headers: auth,
    });
    expect(published.statusCode).toBe(400);
    expect(published.json()).toHaveProperty('publicare_programata');
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/',
      payload: body({ publicat: false, publicare_programata: '2020-01-01T10:00:00Z' }),
      headers: auth,
    });
    expect(past.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/',
      payload: body({ publicat: false, publicare_programata: 'mâine' }),
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);

    expect(await t.app.scheduledProducts.publishDue()).toBe(0);
    await t.query("UPDATE products SET publish_at = now() - interval '1 minute' WHERE id = $1", [planned.id]);
    expect(await t.app.scheduledProducts.publishDue()).toBe(1);
    expect(await detail(planned.id)).toMatchObject({
      publicat: true,
      publicare_programata: null,
      version: planned.version + 1,
    });
    // The audit log says it happened, and that no staff member did it then.
    const entries = await t.query<{ actor_id: number | null; before: object; after: object }>(
      `SELECT actor_id, before, after FROM audit_log
        WHERE entity_type = 'product' AND entity_id = $1 AND action = 'update' ORDER BY id`,
      [String(planned.id)],
    );
    expect(entries.at(-1)).toMatchObject({
      actor_id: null,
      before: { publicat: false, publicare_programata: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      after: { publicat: true, publicare_programata: null },
    });
    const shop = await t.app.inject({ method: 'GET', url: `/api/produse/${planned.slug}/` });
    expect(shop.statusCode).toBe(200);
  });

  it('writes the planned moment on Romania clock in the CSV and reads it back', async () => {
    const planned = await create({ publicat: false, publicare_programata: '2030-07-01T06:30:00.000Z' });
    const [header, ...rows] = rowsOf((await exportCsv()).body);
    const row = rows.find((cells) => cells[1] === planned.sku)!;
    // Summer time: UTC+3.
    expect(row[header!.indexOf('publicare_programata')]).toBe('2030-07-01 09:30');
    const file = `sku;publicare_programata\r\n${planned.sku};2030-12-01 09:30`;
    const preview = (await importCsv(file, true)).json<ProductImportResult>();
    expect(preview.rows[0]!.changes).toEqual([
      { field: 'publicare_programata', before: '2030-07-01 09:30', after: '2030-12-01 09:30' },
    ]);
    expect((await importCsv(file, false)).statusCode).toBe(200);
    // Winter time: UTC+2.
    expect((await detail(planned.id)).publicare_programata).toBe('2030-12-01T07:30:00.000Z');
  });
});
