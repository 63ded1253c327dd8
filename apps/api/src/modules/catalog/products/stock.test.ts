import type { OrderCreated } from '@shop/shared/schemas/checkout';
import type {
  StockAdjustmentResult,
  StockImportResult,
  StockMovementsPage,
  StockPage,
} from '@shop/shared/schemas/admin/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, stockOf } from '../../../test/checkout';
import { expectSalesDayFree, whileProductLocked } from '../../../test/row-locks';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { STOCK_IMPORT_MAX_BYTES } from '@shop/shared/schemas/admin/stock';

let t: TestApp;
let staff: { token: string; email: string };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.staff();
});
afterAll(async () => {
  await t?.close();
});

const auth = () => ({ authorization: `Token ${staff.token}` });

/** A fresh product (its 'initial' movement is written by the database). */
async function product(values: { stock: number; title?: string; sku?: string | null; weight?: number }) {
  seq += 1;
  const sku = values.sku === undefined ? `STK-${process.pid}-${seq}` : values.sku;
  const [row] = await t.query<{ id: number }>(
    `INSERT INTO products (slug, title, title_en, price, stock, sku, weight_grams)
     VALUES ($1, $2, $2, 1990, $3, $4, $5) RETURNING id`,
    [
      `stoc-test-${process.pid}-${seq}`,
      values.title ?? `Produs stoc ${seq}`,
      values.stock,
      sku,
      values.weight ?? null,
    ],
  );
  // A product without a SKU exports an empty cell.
  return { id: row!.id, sku: sku ?? '' };
}

function adjust(productId: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/stock/${productId}/adjustments/`,
    headers: auth(),
    payload: body,
  });
}

function importCsv(csv: string, dryRun: boolean, contentType = 'text/csv') {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/stock/import/?dry_run=${dryRun}`,
    headers: { ...auth(), 'content-type': contentType },
    payload: csv,
  });
}

async function movementsOf(productId: number) {
  return t.query<{
    kind: string;
    delta: number;
    stock_after: number;
    order_id: number | null;
    reason: string;
  }>(
    'SELECT kind, delta, stock_after, order_id, reason FROM stock_movements WHERE product_id = $1 ORDER BY id',
    [productId],
  );
}

/** Products whose movements do not add up to their stock, or whose stock_after is not the running sum. */
async function brokenLedgers() {
  return t.query(`
    SELECT p.id FROM products p
      LEFT JOIN (SELECT product_id, sum(delta)::int AS total FROM stock_movements GROUP BY product_id) m
        ON m.product_id = p.id
     WHERE coalesce(m.total, 0) <> p.stock
    UNION
    SELECT product_id FROM (
      SELECT product_id, stock_after, sum(delta) OVER (PARTITION BY product_id ORDER BY id) AS running
        FROM stock_movements) x
     WHERE running <> stock_after`);
}

describe('every change of the stock writes its movement', () => {
  it('checkout writes a sale and a cancellation naming the order', async () => {
    const { id } = await product({ stock: 10 });
    const response = await placeOrder(t, orderBody([{ produs: id, cantitate: 3 }], { plata: 'card' }));
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderCreated>();
    expect(await stockOf(t, id)).toBe(7);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/anulare/?key=${order.key}`,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await movementsOf(id)).toEqual([
      { kind: 'initial', delta: 10, stock_after: 10, order_id: null, reason: '' },
      { kind: 'sale', delta: -3, stock_after: 7, order_id: order.id, reason: '' },
      { kind: 'cancellation', delta: 3, stock_after: 10, order_id: order.id, reason: '' },
    ]);
  });

  it('a cancel locks the products before the sales report’s rows, as placing an order does', async () => {
    // Placing an order locks its products, then (the orders' trigger) the day's row of the sales
    // report and the products' sales totals. A cancel that took the report's rows first and then
    // waited for the products would deadlock with it: here the products are held by another
    // transaction while the cancel waits, and the report's rows must still be free.
    const { id } = await product({ stock: 6 });
    const placed = await placeOrder(t, orderBody([{ produs: id, cantitate: 1 }], { plata: 'card' }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json<OrderCreated>();
    const cancel = await whileProductLocked(
      t,
      id,
      () => t.app.inject({ method: 'POST', url: `/api/comenzi/${order.id}/anulare/?key=${order.key}` }),
      async (probe) => {
        await expectSalesDayFree(probe);
        await probe.query(
          'SELECT product_key FROM product_sales_totals WHERE product_key = $1 FOR UPDATE NOWAIT',
          [id],
        );
      },
    );
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(t, id)).toBe(6);
  });

  it('keeps sum(delta) = stock and stock_after right through a storm of orders, adjustments and cancellations', async () => {
    const a = await product({ stock: 12 });
    const b = await product({ stock: 5 });
    const placed = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        placeOrder(
          t,
          orderBody(
            i % 2 === 0
              ? [
                  { produs: a.id, cantitate: 2 },
                  { produs: b.id, cantitate: 1 },
                ]
              : [
                  { produs: b.id, cantitate: 1 },
                  { produs: a.id, cantitate: 1 },
                ],
            { plata: 'card', email: `furtuna${i}@example.ro` },
          ),
        ),
      ),
    );
    const orders = placed.filter((r) => r.statusCode === 201).map((r) => r.json<OrderCreated>());
    expect(placed.every((r) => r.statusCode === 201 || r.statusCode === 409 || r.statusCode === 400)).toBe(
      true,
    );
    const storm = await Promise.all([
      ...orders.map((order) =>
        t.app.inject({ method: 'POST', url: `/api/comenzi/${order.id}/anulare/?key=${order.key}` }),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        adjust(i % 2 ? a.id : b.id, { delta: i % 3 === 0 ? -4 : 3, reason: 'Inventar' }),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        placeOrder(
          t,
          orderBody([{ produs: i % 2 ? a.id : b.id, cantitate: 2 }], { email: `val${i}@example.ro` }),
        ),
      ),
    ]);
    expect(storm.every((r) => r.statusCode < 500)).toBe(true);
    expect(await brokenLedgers()).toEqual([]);
    const [negative] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE id = ANY($1) AND stock < 0',
      [[a.id, b.id]],
    );
    expect(negative!.n).toBe(0);
  });
});

describe('GET /api/admin/stock/', () => {
  it('finds products without diacritics, filters low and out of stock, sorts and pages', async () => {
    const low = await product({ stock: 2, title: 'Cremă de mâini ștrengară' });
    const out = await product({ stock: 0, title: 'Săpun ștrengar' });
    await product({ stock: 100, title: 'Șampon ștrengar' });
    const search = await t.app.inject({
      url: '/api/admin/stock/?q=strengar&ordering=stock',
      headers: auth(),
    });
    expect(search.statusCode).toBe(200);
    const found = search.json<StockPage>();
    expect(found.results.map((r) => r.title)).toEqual([
      'Săpun ștrengar',
      'Cremă de mâini ștrengară',
      'Șampon ștrengar',
    ]);
    const lowPage = (
      await t.app.inject({ url: '/api/admin/stock/?q=strengar&level=low', headers: auth() })
    ).json<StockPage>();
    expect(lowPage.results.map((r) => r.id).sort()).toEqual([low.id, out.id].sort());
    const outPage = (
      await t.app.inject({ url: '/api/admin/stock/?q=strengar&level=out', headers: auth() })
    ).json<StockPage>();
    expect(outPage.results.map((r) => r.id)).toEqual([out.id]);
    const bySku = (
      await t.app.inject({ url: `/api/admin/stock/?q=${low.sku}`, headers: auth() })
    ).json<StockPage>();
    expect(bySku.results.map((r) => r.id)).toEqual([low.id]);
    const paged = (
      await t.app.inject({ url: '/api/admin/stock/?page_size=2&ordering=-stock', headers: auth() })
    ).json<StockPage>();
    expect(paged.results).toHaveLength(2);
    expect(paged.results[0]!.stock).toBeGreaterThanOrEqual(paged.results[1]!.stock);
    expect(paged.next).toContain('page=2');
  });

  it('refuses a page past the end and unknown filters', async () => {
    expect((await t.app.inject({ url: '/api/admin/stock/?page=9999', headers: auth() })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ url: '/api/admin/stock/?level=some&ordering=price', headers: auth() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('POST /api/admin/stock/{id}/adjustments/', () => {
  it('adds, removes and sets, with the reason, the staff member and an audit entry', async () => {
    const { id } = await product({ stock: 4 });
    const plus = await adjust(id, { delta: 6, reason: 'Recepție marfă', expected_stock: 4 });
    expect(plus.statusCode).toBe(201);
    expect(plus.json<StockAdjustmentResult>()).toMatchObject({
      stock: 10,
      movement: {
        kind: 'manual',
        delta: 6,
        stock_after: 10,
        reason: 'Recepție marfă',
        user_email: staff.email,
      },
    });
    const set = await adjust(id, { set_to: 7, reason: 'Numărătoare' });
    expect(set.json<StockAdjustmentResult>()).toMatchObject({ stock: 7, movement: { delta: -3 } });
    const log = (
      await t.app.inject({ url: `/api/admin/stock/${id}/movements/?limit=2`, headers: auth() })
    ).json<StockMovementsPage>();
    expect(log.results.map((m) => [m.kind, m.delta, m.stock_after])).toEqual([
      ['manual', -3, 7],
      ['manual', 6, 10],
    ]);
    expect(log.next_before).toBe(log.results[1]!.id);
    const older = (
      await t.app.inject({
        url: `/api/admin/stock/${id}/movements/?before=${log.next_before}`,
        headers: auth(),
      })
    ).json<StockMovementsPage>();
    expect(older.results.map((m) => m.kind)).toEqual(['initial']);
    expect(older.next_before).toBeNull();
    const [entry] = await t.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_log WHERE entity_type = 'stock' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(id)],
    );
    expect(entry).toEqual({
      action: 'adjust',
      before: { stock: 10 },
      after: { stock: 7, delta: -3, reason: 'Numărătoare' },
    });
  });

  it('refuses a stale adjustment (409), a negative result and bad input (400), an unknown product (404)', async () => {
    const { id } = await product({ stock: 3 });
    const stale = await adjust(id, { delta: 1, reason: 'Inventar', expected_stock: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', stock: 3 });
    const negative = await adjust(id, { delta: -4, reason: 'Spart' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({
      code: 'admin.not_allowed',
      delta: [expect.stringContaining('negativ')],
    });
    for (const body of [
      { delta: 1, reason: 'ab' },
      { delta: 1 },
      { reason: 'Inventar' },
      { delta: 1, set_to: 3, reason: 'Inventar' },
      { delta: 0, reason: 'Inventar' },
      { set_to: -1, reason: 'Inventar' },
      { delta: '2', reason: 'Inventar' },
      { delta: 1.5, reason: 'Inventar' },
      { delta: 1, reason: 'x'.repeat(501) },
    ]) {
      const response = await adjust(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    expect((await adjust(99_999_999, { delta: 1, reason: 'Inventar' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/stock/99999999/movements/', headers: auth() })).statusCode,
    ).toBe(404);
    expect(await stockOf(t, id)).toBe(3);
  });
});

describe('GET /api/admin/stock/export.csv', () => {
  it('answers every product as ;-separated UTF-8 with a BOM, quoting and defusing cells', async () => {
    const tricky = await product({ stock: 9, title: '=Cremă; "extra", 50 ml' });
    const response = await t.app.inject({ url: '/api/admin/stock/export.csv', headers: auth() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="stoc-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFFid;sku;title;stock;weight_grams\r\n')).toBe(true);
    expect(body).toContain(`\r\n${tricky.id};${tricky.sku};"'=Cremă; ""extra"", 50 ml";9;\r\n`);
    // A product sold in variants is stocked as its variants (docs/decisions/065): not a row itself.
    const [count] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id)',
    );
    expect(body.trimEnd().split('\r\n')).toHaveLength(count!.n + 1);
    const weighed = await product({ stock: 3, title: 'Miere 500 g', weight: 720 });
    const again = await t.app.inject({ url: '/api/admin/stock/export.csv', headers: auth() });
    expect(again.body).toContain(`\r\n${weighed.id};${weighed.sku};Miere 500 g;3;720\r\n`);
  });

  it('answers the shop’s JSON error, not a file of one line, when the database fails', async () => {
    await t.query('ALTER TABLE products RENAME TO products_unreachable');
    try {
      const response = await t.app.inject({ url: '/api/admin/stock/export.csv', headers: auth() });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    } finally {
      await t.query('ALTER TABLE products_unreachable RENAME TO products');
    }
  });
});

describe('POST /api/admin/stock/import/', () => {
  it('imports an unchanged export as nothing to change, naming products without a SKU by id', async () => {
    const withoutSku = await product({ stock: 4, sku: null });
    const formulaSku = await product({ stock: 2, sku: `-F${process.pid}` });
    const exported = await t.app.inject({ url: '/api/admin/stock/export.csv', headers: auth() });
    expect(exported.body).toContain(`\r\n${withoutSku.id};;`);
    expect(exported.body).toContain(`\r\n${formulaSku.id};'${formulaSku.sku};`);
    // A product sold in variants is stocked as its variants (docs/decisions/065): not a row itself.
    const [count] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id)',
    );

    const preview = await importCsv(exported.body, true);
    expect(preview.statusCode).toBe(200);
    const planned = preview.json<StockImportResult>();
    expect(planned.summary).toEqual({ change: 0, same: count!.n, unknown_sku: 0, invalid: 0 });
    expect(planned.rows.find((row) => row.product_id === withoutSku.id)).toMatchObject({
      sku: '',
      current: 4,
      new: 4,
      status: 'same',
      message: null,
    });
    expect(planned.rows.find((row) => row.product_id === formulaSku.id)).toMatchObject({
      sku: formulaSku.sku,
      status: 'same',
    });

    const applied = await importCsv(exported.body, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<StockImportResult>()).toMatchObject({
      applied: true,
      summary: { change: 0, same: count!.n, unknown_sku: 0, invalid: 0 },
    });
    expect(await movementsOf(withoutSku.id)).toHaveLength(1);

    // The same file with one count edited changes that product only, found by its id.
    const lines = exported.body.split('\r\n');
    const editedLine = lines.findIndex((line) => line.startsWith(`${withoutSku.id};`));
    lines[editedLine] = `${withoutSku.id};;Editat;9`;
    const changed = (await importCsv(lines.join('\r\n'), true)).json<StockImportResult>();
    expect(changed.summary).toMatchObject({ change: 1, unknown_sku: 0, invalid: 0 });
    expect(changed.rows.find((row) => row.status === 'change')).toMatchObject({
      line: editedLine + 1,
      product_id: withoutSku.id,
      current: 4,
      new: 9,
      delta: 5,
    });
  });

  it('refuses a row whose id and SKU name different products, an unknown id and a product named twice', async () => {
    const a = await product({ stock: 5 });
    const b = await product({ stock: 6 });
    const bare = await product({ stock: 7, sku: null });
    const csv = [
      'id;sku;stock',
      `${a.id};${b.sku};1`,
      `${bare.id};${a.sku};1`,
      '2147483000;;1',
      'abc;;1',
      ';;1',
      `${b.id};${b.sku.toLowerCase()};8`,
      `;${b.sku};9`,
    ].join('\n');
    const preview = (await importCsv(csv, true)).json<StockImportResult>();
    expect(preview.rows.map((row) => [row.line, row.status, row.product_id])).toEqual([
      [2, 'invalid', a.id],
      [3, 'invalid', bare.id],
      [4, 'unknown_sku', null],
      [5, 'invalid', null],
      [6, 'invalid', null],
      [7, 'change', b.id],
      [8, 'invalid', b.id],
    ]);
    expect(preview.rows[0]!.message).toBe(
      `ID-ul ${a.id} este al produsului cu SKU-ul „${a.sku}”, nu „${b.sku}”. Corectați ID-ul sau SKU-ul.`,
    );
    expect(preview.rows[1]!.message).toContain('fără SKU');
    expect(preview.rows[2]!.message).toBe('Niciun produs nu are ID-ul 2147483000.');
    expect(preview.rows[3]!.message).toContain('nu este un ID de produs');
    expect(preview.rows[4]!.message).toBe('Rândul nu are nici ID, nici SKU.');
    expect(preview.rows[6]!.message).toContain('linia 7');
    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toMatchObject({ code: 'stock.import_invalid' });
    expect([await stockOf(t, a.id), await stockOf(t, b.id), await stockOf(t, bare.id)]).toEqual([5, 6, 7]);
  });

  it('previews without changing anything, then applies as import movements with an audit entry', async () => {
    const a = await product({ stock: 5 });
    const b = await product({ stock: 8 });
    const csv = `\uFEFFsku;title;stock\r\n${a.sku};"A; cu punct și virgulă";12\r\n${b.sku};B;8\r\n`;
    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    const planned = preview.json<StockImportResult>();
    expect(planned).toMatchObject({
      dry_run: true,
      applied: false,
      summary: { change: 1, same: 1, unknown_sku: 0, invalid: 0 },
    });
    expect(planned.rows).toEqual([
      expect.objectContaining({
        line: 2,
        sku: a.sku,
        product_id: a.id,
        current: 5,
        new: 12,
        delta: 7,
        status: 'change',
      }),
      expect.objectContaining({ line: 3, sku: b.sku, current: 8, new: 8, delta: 0, status: 'same' }),
    ]);
    expect(await stockOf(t, a.id)).toBe(5);

    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<StockImportResult>()).toMatchObject({
      applied: true,
      summary: { change: 1, same: 1 },
    });
    expect(await stockOf(t, a.id)).toBe(12);
    expect((await movementsOf(a.id)).at(-1)).toMatchObject({ kind: 'import', delta: 7, stock_after: 12 });
    expect(await movementsOf(b.id)).toHaveLength(1);
    const [entry] = await t.query<{ action: string; after: unknown }>(
      `SELECT action, after FROM audit_log WHERE entity_type = 'stock' AND action = 'import' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ action: 'import', after: [{ product_id: a.id, sku: a.sku, stock: 12 }] });
  });

  it("sets each product's unit weight from a weight column, a change even at the same stock", async () => {
    const a = await product({ stock: 5, weight: 300 });
    const b = await product({ stock: 6 });
    const c = await product({ stock: 7, weight: 450 });
    const [before] = await t.query<{ version: number }>('SELECT version FROM products WHERE id = $1', [a.id]);
    const csv = `id;stock;weight_grams\r\n${a.id};5;320\r\n${b.id};6;\r\n${c.id};9;\r\n`;
    const planned = (await importCsv(csv, true)).json<StockImportResult>();
    expect(planned.summary).toEqual({ change: 2, same: 1, unknown_sku: 0, invalid: 0 });
    expect(planned.rows).toEqual([
      expect.objectContaining({
        product_id: a.id,
        delta: 0,
        weight_current: 300,
        weight_new: 320,
        weight_changed: true,
        status: 'change',
      }),
      expect.objectContaining({
        product_id: b.id,
        delta: 0,
        weight_current: null,
        weight_new: null,
        weight_changed: false,
        status: 'same',
      }),
      expect.objectContaining({
        product_id: c.id,
        delta: 2,
        weight_current: 450,
        weight_new: null,
        weight_changed: true,
        status: 'change',
      }),
    ]);

    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(200);
    const weights = await t.query<{ id: number; weight_grams: number | null; version: number }>(
      'SELECT id, weight_grams, version FROM products WHERE id = ANY($1) ORDER BY id',
      [[a.id, b.id, c.id]],
    );
    expect(weights.map((w) => w.weight_grams)).toEqual([320, null, null]);
    // A weight written by the import is an edit: a product form opened before must not write it back.
    expect(weights[0]!.version).toBe(before!.version + 1);
    expect(await movementsOf(a.id)).toHaveLength(1);
    const [entry] = await t.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE entity_type = 'stock' AND action = 'import' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({
      before: [
        { product_id: a.id, sku: '', stock: 5, weight_grams: 300 },
        { product_id: c.id, sku: '', stock: 7, weight_grams: 450 },
      ],
      after: [
        { product_id: a.id, sku: '', stock: 5, weight_grams: 320 },
        { product_id: c.id, sku: '', stock: 9, weight_grams: null },
      ],
    });

    // A file without the column leaves every weight as it is.
    const stockOnly = (await importCsv(`id;stock\r\n${a.id};5\r\n`, true)).json<StockImportResult>();
    expect(stockOnly.rows[0]).toMatchObject({ weight_changed: false, weight_new: null, status: 'same' });

    for (const bad of ['0', '-5', '12.5', '100001', 'greu']) {
      const refused = await importCsv(`id;stock;weight_grams\r\n${a.id};5;${bad}\r\n`, false);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json<{ rows: StockImportResult['rows'] }>().rows[0]).toMatchObject({
        status: 'invalid',
        message: expect.stringContaining('Greutatea'),
      });
    }
    expect((await t.query('SELECT weight_grams FROM products WHERE id = $1', [a.id]))[0]).toEqual({
      weight_grams: 320,
    });
  });

  it('answers each bad row with its line and refuses to apply a file with any', async () => {
    const a = await product({ stock: 5 });
    const csv = [
      'SKU,Stock',
      `${a.sku},-3`,
      `${a.sku.toLowerCase()},4`,
      'NU-EXISTA-DELOC,2',
      `,7`,
      `"${a.sku}x",abc`,
      '',
      `${a.sku}y,1.5`,
    ].join('\n');
    const preview = (await importCsv(csv, true)).json<StockImportResult>();
    expect(preview.rows.map((r) => [r.line, r.status])).toEqual([
      [2, 'invalid'],
      [3, 'invalid'],
      [4, 'unknown_sku'],
      [5, 'invalid'],
      [6, 'invalid'],
      [8, 'invalid'],
    ]);
    expect(preview.rows[0]!.message).toContain('negativ');
    expect(preview.rows[1]!.message).toContain('linia 2');
    expect(preview.rows[4]!.message).toContain('nu este un număr');
    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toMatchObject({ code: 'stock.import_invalid', rows: expect.any(Array) });
    expect(await stockOf(t, a.id)).toBe(5);
  });

  it('reads CRLF, quotes and a comma file; refuses an empty file, a missing header and a huge file', async () => {
    const a = await product({ stock: 1 });
    const quoted = await importCsv(`"sku","stock"\r\n"${a.sku}","3"\r\n`, true, 'text/plain');
    expect(quoted.json<StockImportResult>().rows[0]).toMatchObject({ status: 'change', new: 3 });
    for (const [csv, message] of [
      ['', 'gol'],
      ['\uFEFF  \r\n', 'gol'],
      [`${a.sku};3\r\n`, 'coloanele'],
      ['sku;stock\r\n', 'niciun rând'],
      ['sku;stock\r\n"unclosed;3\r\n', 'nu poate fi citit'],
    ] as const) {
      const response = await importCsv(csv, true);
      expect(response.statusCode, csv).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'stock.import_invalid',
        detail: expect.stringContaining(message),
      });
    }
    const tooMany = `sku;stock\n${Array.from({ length: 5001 }, (_, i) => `S${i};1`).join('\n')}`;
    expect((await importCsv(tooMany, true)).json().detail).toContain('prea multe');
    const huge = `sku;stock\n${'X'.repeat(STOCK_IMPORT_MAX_BYTES)};1\n`;
    const refused = await importCsv(huge, true);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('request.body_too_large');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/import/',
      headers: auth(),
      payload: { sku: a.sku },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('stock.import_invalid');
  });
});
