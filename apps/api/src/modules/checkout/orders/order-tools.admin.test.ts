import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderBulkStatusResult,
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderTagList,
} from '@shop/shared/schemas/admin/orders';
import { orderBody, placeOk, setProduct, stockOf } from '../../../test/checkout';
import { expectSalesDayFree, whileProductLocked } from '../../../test/row-locks';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createOrdersAdminRepository } from './orders-admin.repository';

let t: TestApp;
let staff: { authorization: string };
let customer: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Token ${(await t.staff()).token}` };
  customer = { authorization: `Token ${(await t.customer()).token}` };
  await setProduct(t, 5, { stock: 500, price: 5000, discounted: null });
  await setProduct(t, 6, { stock: 500, price: 12000, discounted: null });
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `order.tools${++counter}.${Date.now().toString(36)}@example.ro`;
/** A tag no other test (or run) uses, so that filtering by it finds exactly this test's orders. */
const uniqueTag = () => `lot-${randomUUID().slice(0, 8)}`;

async function place(overrides: Record<string, unknown> = {}, lines = [{ produs: 5, cantitate: 2 }]) {
  return placeOk(t, orderBody(lines, { email: freshEmail(), ...overrides }));
}

const addTag = (id: number, tag: unknown, headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/tags/`, headers, payload: { tag } });
const removeTag = (id: number, tag: string, headers = staff) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/orders/${id}/tags/${encodeURIComponent(tag)}/`,
    headers,
  });
const exportCsv = (query: string, headers = staff) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/export.csv${query}`, headers });
const bulkStatus = (body: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders/bulk/status/', headers, payload: body });
const statusOf = async (id: number) =>
  (await t.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]?.status;

describe('order tags', () => {
  it('puts tags on an order once whatever their case, shows them on the list and detail, and filters', async () => {
    const tag = uniqueTag();
    const [tagged, other] = [await place(), await place()];
    const added = await addTag(tagged.id, `  ${tag.toUpperCase()}   de  sunat `);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ tags: [`${tag.toUpperCase()} de sunat`] });
    // The same tag in another case changes nothing.
    const again = await addTag(tagged.id, `${tag} DE SUNAT`);
    expect(again.json()).toEqual({ tags: [`${tag.toUpperCase()} de sunat`] });
    expect((await addTag(tagged.id, 'cadou')).json()).toEqual({
      tags: ['cadou', `${tag.toUpperCase()} de sunat`],
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${tagged.id}/`,
      headers: staff,
    });
    expect(detail.json<AdminOrderDetail>().tags).toEqual(['cadou', `${tag.toUpperCase()} de sunat`]);

    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/?tag=${encodeURIComponent(`${tag} de sunat`)}`,
      headers: staff,
    });
    const page = filtered.json<AdminOrderPage>();
    expect(page.results.map((row) => row.id)).toEqual([tagged.id]);
    expect(page.results[0]!.tags).toEqual(['cadou', `${tag.toUpperCase()} de sunat`]);
    const unfiltered = (
      await t.app.inject({ method: 'GET', url: '/api/admin/orders/?per=100', headers: staff })
    ).json<AdminOrderPage>();
    expect(unfiltered.results.find((row) => row.id === other.id)!.tags).toEqual([]);

    const inUse = (
      await t.app.inject({ method: 'GET', url: '/api/admin/orders/tags/', headers: staff })
    ).json<AdminOrderTagList>();
    expect(inUse.results).toContainEqual({ tag: `${tag.toUpperCase()} de sunat`, orders: 1 });

    const removed = await removeTag(tagged.id, `${tag} de sunat`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ tags: ['cadou'] });
    const missing = await removeTag(tagged.id, `${tag} de sunat`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'admin.order_tag_not_found' });

    const audit = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id",
      [String(tagged.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['tag_add', 'tag_add', 'tag_remove']);
  });

  it('refuses an empty, long or comma tag, a 21st tag, an unknown order and a customer', async () => {
    const order = await place();
    for (const tag of ['', '   ', 'x'.repeat(41), 'unu, doi', 7]) {
      const response = await addTag(order.id, tag);
      expect(response.statusCode, JSON.stringify(tag)).toBe(400);
    }
    for (let i = 1; i <= 20; i += 1) expect((await addTag(order.id, `eticheta ${i}`)).statusCode).toBe(200);
    const tooMany = await addTag(order.id, 'a douăzecea și una');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'admin.not_allowed', tag: [expect.any(String)] });

    expect((await addTag(99_999_999, 'cadou')).statusCode).toBe(404);
    expect((await removeTag(99_999_999, 'cadou')).statusCode).toBe(404);
    const forbidden = await addTag(order.id, 'cadou', customer);
    expect(forbidden.statusCode).toBe(403);
    expect((await removeTag(order.id, 'eticheta 1', customer)).statusCode).toBe(403);
    const [row] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_tags WHERE order_id = $1',
      [order.id],
    );
    expect(row!.n).toBe(20);
  });
});

type CsvOrder = Record<string, string>;

function readCsv(body: string): { header: string[]; rows: CsvOrder[] } {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const records = parse(body.slice(1), { delimiter: ';', relax_column_count: false }) as string[][];
  const [header, ...rows] = records;
  return {
    header: header!,
    rows: rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!]))),
  };
}

describe('GET /api/admin/orders/export.csv', () => {
  it('writes the filtered orders with Romanian headers, each row as the database holds it', async () => {
    const tag = uniqueTag();
    const cash = await place({ nume: 'Ștefănescu', prenume: 'Ioana-Maria' }, [{ produs: 6, cantitate: 3 }]);
    const card = await place({ plata: 'card' });
    const untagged = await place();
    for (const id of [cash.id, card.id]) expect((await addTag(id, tag)).statusCode).toBe(200);
    // The separator and quotes inside a cell are quoted, not split.
    expect((await addTag(cash.id, 'ambalaj; "cadou"')).statusCode).toBe(200);
    await t.query("UPDATE orders SET status = 'processing' WHERE id = $1", [cash.id]);

    const response = await exportCsv(`?tag=${tag}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="comenzi-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toContain('\r\n');
    const { header, rows } = readCsv(response.body);
    expect(header).toEqual([
      'Nr. comandă',
      'Data',
      'Status',
      'Nume',
      'Prenume',
      'Email',
      'Telefon',
      'Livrare',
      'Județ',
      'Localitate',
      'Metodă de plată',
      'Stare plată',
      'Subtotal (lei)',
      'Reducere (lei)',
      'Transport (lei)',
      'Total (lei)',
      'Rambursat (lei)',
      'Cupon',
      'Etichete',
    ]);
    // Newest first; the untagged order is not there.
    expect(rows.map((row) => Number(row['Nr. comandă']))).toEqual([card.id, cash.id]);
    expect(rows.map((row) => row['Nr. comandă'])).not.toContain(String(untagged.id));

    const db = await t.query<{
      id: number;
      local: string;
      last_name: string;
      first_name: string;
      email: string;
      phone: string;
      delivery_county: string;
      delivery_city: string;
      subtotal: number;
      discount: number;
      shipping_cost: number;
      total: number;
    }>(
      `SELECT id, to_char(created_at AT TIME ZONE 'Europe/Bucharest', 'YYYY-MM-DD HH24:MI') AS local,
              last_name, first_name, email, phone, delivery_county, delivery_city,
              subtotal, discount, shipping_cost, total
         FROM orders WHERE id = ANY($1::int[]) ORDER BY id DESC`,
      [[cash.id, card.id]],
    );
    const lei = (bani: number) => (bani / 100).toFixed(2).replace('.', ',');
    for (const [index, order] of db.entries()) {
      expect(rows[index]).toMatchObject({
        Data: order.local,
        Nume: order.last_name,
        Prenume: order.first_name,
        Email: order.email,
        Telefon: order.phone,
        Județ: order.delivery_county,
        Localitate: order.delivery_city,
        'Subtotal (lei)': lei(order.subtotal),
        'Reducere (lei)': lei(order.discount),
        'Transport (lei)': lei(order.shipping_cost),
        'Total (lei)': lei(order.total),
        'Rambursat (lei)': '0,00',
      });
    }
    expect(rows[1]).toMatchObject({
      Status: 'În procesare',
      Nume: 'Ștefănescu',
      Prenume: 'Ioana-Maria',
      Livrare: 'Curier',
      'Metodă de plată': 'Ramburs',
      'Stare plată': 'Neplătită',
      Etichete: `ambalaj; "cadou", ${tag}`,
    });
    expect(rows[0]).toMatchObject({ 'Metodă de plată': 'Card', Etichete: tag });

    // The list's other filters apply too.
    const processing = readCsv((await exportCsv(`?tag=${tag}&status=processing`)).body);
    expect(processing.rows.map((row) => Number(row['Nr. comandă']))).toEqual([cash.id]);
    const none = readCsv((await exportCsv(`?tag=${tag}&from=2020-01-01&to=2020-01-31`)).body);
    expect(none.rows).toEqual([]);
  });

  it('writes every order unfiltered, batches along the order numbers, and refuses bad filters and a customer', async () => {
    const tag = uniqueTag();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await place();
      ids.push(order.id);
      await addTag(order.id, tag);
    }
    // Every order of the shop, unfiltered: as many rows as the database has orders at that moment.
    const all = readCsv((await exportCsv('')).body);
    const [count] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(all.rows.length).toBe(count!.n);
    expect(new Set(all.rows.map((row) => row['Nr. comandă'])).size).toBe(all.rows.length);
    expect(all.rows.map((row) => Number(row['Nr. comandă'])).slice(0, 3)).toEqual([...ids].reverse());

    // The batches the export reads follow each other without a gap or a repeat.
    const repository = createOrdersAdminRepository(t.db);
    const first = await repository.exportBatch({ tag }, null, 2);
    const second = await repository.exportBatch({ tag }, first.at(-1)!.id, 2);
    expect([...first, ...second].map((row) => row.id)).toEqual([...ids].reverse());
    expect(await repository.exportBatch({ tag }, second.at(-1)!.id, 2)).toEqual([]);

    const bad = await exportCsv('?status=lost&from=2020-13-01');
    expect(bad.statusCode).toBe(400);
    expect((await exportCsv('', customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/export.csv' })).statusCode).toBe(401);
  });

  it('defuses a cell a spreadsheet would run as a formula', async () => {
    const tag = uniqueTag();
    const order = await place();
    await addTag(order.id, tag);
    await addTag(order.id, '=HYPERLINK("http://rau.example")');
    const { rows } = readCsv((await exportCsv(`?tag=${tag}`)).body);
    expect(rows[0]!.Etichete!.startsWith("'=")).toBe(true);
  });
});

describe('POST /api/admin/orders/bulk/status/', () => {
  it('moves the orders that may move, refuses the others one by one, and cancels with stock back once', async () => {
    const [a, b] = [await place(), await place()];
    const cancelled = await place();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${cancelled.id}/status/`,
          headers: staff,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(200);

    const response = await bulkStatus({
      order_ids: [a.id, cancelled.id, b.id, a.id, 99_999_999],
      status: 'processing',
      note: 'Pregătite azi',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json<AdminOrderBulkStatusResult>();
    expect(results).toEqual([
      { order_id: a.id, status: 'processing', error: null },
      {
        order_id: cancelled.id,
        status: null,
        error: { code: 'admin.not_allowed', detail: expect.any(String) },
      },
      { order_id: b.id, status: 'processing', error: null },
      {
        order_id: 99_999_999,
        status: null,
        error: { code: 'checkout.order_not_found', detail: expect.any(String) },
      },
    ]);
    expect(await statusOf(a.id)).toBe('processing');
    expect(await statusOf(b.id)).toBe('processing');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    const history = await t.query<{ to_status: string; note: string; actor: string }>(
      "SELECT to_status, note, actor FROM order_status_history WHERE order_id = $1 AND actor = 'staff'",
      [a.id],
    );
    expect(history).toEqual([{ to_status: 'processing', note: 'Pregătite azi', actor: 'staff' }]);

    // Cancelling in bulk returns each order's stock, once.
    const before = await stockOf(t, 5);
    const cancel = await bulkStatus({ order_ids: [a.id, b.id], status: 'cancelled' });
    expect(cancel.json<AdminOrderBulkStatusResult>().results.map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await stockOf(t, 5)).toBe(before + 4);
    const again = await bulkStatus({ order_ids: [a.id, b.id], status: 'cancelled' });
    expect(
      again.json<AdminOrderBulkStatusResult>().results.every((r) => r.error?.code === 'admin.not_allowed'),
    ).toBe(true);
    expect(await stockOf(t, 5)).toBe(before + 4);
  });

  it('refuses an empty or too long list, an unknown status and a customer, moving nothing', async () => {
    const order = await place();
    for (const body of [
      { order_ids: [], status: 'processing' },
      { order_ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'processing' },
      { order_ids: [order.id], status: 'lost' },
      { order_ids: ['x'], status: 'processing' },
    ]) {
      expect((await bulkStatus(body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const forbidden = await bulkStatus({ order_ids: [order.id], status: 'processing' }, customer);
    expect(forbidden.statusCode).toBe(403);
    expect(await statusOf(order.id)).toBe('placed');
  });
});

describe('POST /api/admin/orders/{id}/refunds/ with restock', () => {
  const refund = (id: number, body: object, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds/`, headers, payload: body });
  const returnMovements = (id: number) =>
    t.query<{ product_id: number; delta: number; reason: string }>(
      "SELECT product_id, delta, reason FROM stock_movements WHERE order_id = $1 AND kind = 'return' ORDER BY id",
      [id],
    );
  const refundCount = async (id: number) =>
    (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM refunds WHERE order_id = $1', [id]))[0]!.n;
  const restockable = async (id: number) =>
    Object.fromEntries(
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/`, headers: staff }))
        .json<AdminOrderDetail>()
        .lines.map((line) => [line.product_id, line.restockable]),
    );

  /** A cash order the courier delivered: paid, so it can be refunded. */
  async function deliveredOrder() {
    const order = await place({}, [
      { produs: 5, cantitate: 2 },
      { produs: 6, cantitate: 1 },
    ]);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status/`,
        headers: staff,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return order.id;
  }

  it('locks the goods it puts back before the sales report’s day, as placing an order does', async () => {
    // Recording a refund takes the day's row of the sales report (a trigger); an order being placed
    // takes it after its products. Here product 5 is held by another transaction while the refund
    // waits for it, and the day's row must still be free.
    const id = await deliveredOrder();
    const answer = await whileProductLocked(
      t,
      5,
      () =>
        refund(id, {
          amount: '10.00',
          method: 'bank',
          reason: 'Produs deteriorat, înapoi pe raft',
          manual_transfer_done: true,
          restock: [{ product_id: 5, cantitate: 1 }],
        }),
      expectSalesDayFree,
    );
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it('leaves the stock alone without restock, and puts the chosen goods back once with it', async () => {
    const id = await deliveredOrder();
    expect(await restockable(id)).toEqual({ 5: 2, 6: 1 });
    const [five, six] = [await stockOf(t, 5), await stockOf(t, 6)];

    const plain = await refund(id, {
      amount: '10.00',
      method: 'bank',
      reason: 'Gest comercial',
      manual_transfer_done: true,
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect([await stockOf(t, 5), await stockOf(t, 6)]).toEqual([five, six]);
    expect(await returnMovements(id)).toEqual([]);

    const key = `restock-${randomUUID()}`;
    const body = {
      amount: '50.00',
      method: 'bank',
      reason: 'Produs deteriorat, înapoi pe raft',
      manual_transfer_done: true,
      restock: [{ product_id: 5, cantitate: 1 }],
    };
    const first = await refund(id, body, { ...staff, 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await refund(id, body, { ...staff, 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect([await stockOf(t, 5), await stockOf(t, 6)]).toEqual([five + 1, six]);
    const refundId = first.json<{ id: number }>().id;
    expect(await returnMovements(id)).toEqual([
      { product_id: 5, delta: 1, reason: `Rambursare nr. ${refundId}` },
    ]);
    expect(await restockable(id)).toEqual({ 5: 1, 6: 1 });

    // More than is left, or a product the order did not sell: refused, nothing refunded or moved.
    const refunds = await refundCount(id);
    for (const restock of [[{ product_id: 5, cantitate: 2 }], [{ product_id: 7, cantitate: 1 }]]) {
      const refused = await refund(id, { ...body, amount: '5.00', restock });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'admin.not_allowed', restock: [expect.any(String)] });
    }
    expect(await refundCount(id)).toBe(refunds);
    expect([await stockOf(t, 5), await stockOf(t, 6)]).toEqual([five + 1, six]);

    const rest = await refund(id, {
      ...body,
      amount: '5.00',
      restock: [
        { product_id: 5, cantitate: 1 },
        { product_id: 6, cantitate: 1 },
      ],
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect([await stockOf(t, 5), await stockOf(t, 6)]).toEqual([five + 2, six + 1]);
    expect(await restockable(id)).toEqual({ 5: 0, 6: 0 });
  });

  it('refuses bad restock lines, a restock of a cancelled order and a customer', async () => {
    const id = await deliveredOrder();
    const base = { amount: '5.00', method: 'bank', reason: 'Test', manual_transfer_done: true };
    for (const restock of [
      [{ product_id: 5, cantitate: 0 }],
      [{ product_id: 'x', cantitate: 1 }],
      [
        { product_id: 5, cantitate: 1 },
        { product_id: 5, cantitate: 1 },
      ],
      'toate',
    ]) {
      expect((await refund(id, { ...base, restock })).statusCode, JSON.stringify(restock)).toBe(400);
    }
    const forbidden = await refund(id, { ...base, restock: [{ product_id: 5, cantitate: 1 }] }, customer);
    expect(forbidden.statusCode).toBe(403);
    expect(await refundCount(id)).toBe(0);

    // A paid order cancelled: its stock came back with the cancellation, none is left to restock.
    const card = await place({ plata: 'card' });
    const [payment] = await t.query<{ id: string }>(
      "SELECT id FROM payments WHERE order_id = $1 AND status = 'pending'",
      [card.id],
    );
    await t.app.checkout.handlePaymentEvent({
      provider: 'sandbox',
      eventId: `sb_${payment!.id}_approve`,
      type: 'payment.approved',
      paymentId: payment!.id,
      outcome: 'succeeded',
      payload: {},
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${card.id}/status/`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await restockable(card.id)).toEqual({ 5: 0 });
    const refused = await refund(card.id, { ...base, restock: [{ product_id: 5, cantitate: 1 }] });
    expect(refused.statusCode).toBe(400);
    expect(await returnMovements(card.id)).toEqual([]);
  });
});

describe("a customer's orders for staff", () => {
  it('lists the orders of an account, and its figures agree with the orders', async () => {
    const account = await t.customer();
    const auth = { authorization: `Token ${account.token}` };
    const delivered = await placeOk(
      t,
      orderBody([{ produs: 6, cantitate: 2 }], { email: account.email }),
      auth,
    );
    const second = await placeOk(t, orderBody([{ produs: 5, cantitate: 1 }], { email: account.email }), auth);
    const unpaid = await placeOk(t, orderBody([{ produs: 5, cantitate: 3 }], { email: account.email }), auth);
    for (const id of [delivered.id, second.id]) {
      for (const status of ['processing', 'shipped', 'delivered']) {
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${id}/status/`,
          headers: staff,
          payload: { status },
        });
      }
    }
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${delivered.id}/refunds/`,
      headers: staff,
      payload: { amount: '10.00', method: 'wallet', reason: 'Gest comercial' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/?customer=${account.id}`,
      headers: staff,
    });
    expect(list.json<AdminOrderPage>().results.map((row) => row.id)).toEqual([
      unpaid.id,
      second.id,
      delivered.id,
    ]);

    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${account.id}/order-stats/`,
      headers: staff,
    });
    expect(stats.statusCode, stats.body).toBe(200);
    const [expected] = await t.query<{ spent: number }>(
      `SELECT sum(total)::int - 1000 AS spent FROM orders WHERE user_id = $1 AND paid_at IS NOT NULL`,
      [account.id],
    );
    const lei = (bani: number) => (bani / 100).toFixed(2);
    expect(stats.json()).toEqual({
      orders: 3,
      paid_orders: 2,
      total_spent: lei(expected!.spent),
      average_order: lei(Math.round(expected!.spent / 2)),
    });

    const stranger = await t.customer();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/customers/${stranger.id}/order-stats/`,
          headers: staff,
        })
      ).json(),
    ).toEqual({ orders: 0, paid_orders: 0, total_spent: '0.00', average_order: '0.00' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/customers/99999999/order-stats/',
          headers: staff,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/customers/${account.id}/order-stats/`,
          headers: auth,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/customers/x/order-stats/', headers: staff }))
        .statusCode,
    ).toBe(400);
  });

  it('exports the customers the list finds as CSV, each row as the database holds it', async () => {
    const account = await t.customer();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/export.csv?q=${encodeURIComponent(account.email)}`,
      headers: staff,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="clienti-\d{4}-\d{2}-\d{2}\.csv"/);
    const { header, rows } = readCsv(response.body);
    expect(header).toEqual([
      'ID',
      'Email',
      'Prenume',
      'Nume',
      'Telefon',
      'Email confirmat',
      'Activ',
      'Cont creat',
      'Ultima autentificare',
      'Sold portofel (lei)',
    ]);
    const [db] = await t.query<{ email: string; local: string; active: boolean }>(
      `SELECT email, is_active AS active,
              to_char(created_at AT TIME ZONE 'Europe/Bucharest', 'YYYY-MM-DD HH24:MI') AS local
         FROM users WHERE id = $1`,
      [account.id],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        ID: String(account.id),
        Email: db!.email,
        Activ: db!.active ? 'Da' : 'Nu',
        'Cont creat': db!.local,
        'Sold portofel (lei)': '0,00',
      }),
    ]);
    const all = readCsv(
      (await t.app.inject({ method: 'GET', url: '/api/admin/customers/export.csv', headers: staff })).body,
    );
    const [count] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE NOT is_staff AND NOT is_superuser',
    );
    expect(all.rows.length).toBe(count!.n);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/customers/export.csv', headers: customer }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/customers/export.csv?q=${'x'.repeat(101)}`,
          headers: staff,
        })
      ).statusCode,
    ).toBe(400);
  });
});
