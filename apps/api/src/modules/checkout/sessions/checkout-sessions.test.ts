import { randomUUID } from 'node:crypto';
import { decimalToBani } from '@shop/shared/money';
import type { AbandonedCheckoutsReport } from '@shop/shared/schemas/admin/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOk, setProduct } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCheckoutSessionsRepository } from './checkout-sessions.repository';

/**
 * Abandoned checkout (docs/decisions/064): the checkout page records its visit, the order placed in
 * it converts it, the report per day agrees with SQL over the visits, and visits older than 90
 * days are purged.
 */
let t: TestApp;
let staffToken: string;
const ZONE = 'Europe/Bucharest';

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.staff()).token;
  await setProduct(t, 1, { price: 4990, discounted: null, stock: 500, active: true });
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
/** Each call from its own client address unless told, so that the rate limit is tested apart. */
const record = (body: unknown, remoteAddress = `10.0.0.${(address = (address % 250) + 1)}`) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/sesiune/', payload: body as object, remoteAddress });

async function startedOn(id: string, local: string) {
  await t.query(
    `UPDATE checkout_sessions SET created_at = ($1::timestamp AT TIME ZONE '${ZONE}') WHERE id = $2`,
    [local, id],
  );
}

describe('checkout visits', () => {
  it('records a visit and its cart, and keeps the last figures', async () => {
    const id = randomUUID();
    expect((await record({ id, valoare: '99.80', linii: 2 })).statusCode).toBe(204);
    expect((await record({ id: id.toUpperCase(), valoare: '149.70', linii: 3 })).statusCode).toBe(204);
    const rows = await t.query<{ cart_value: number; line_count: number; converted_at: string | null }>(
      'SELECT cart_value, line_count, converted_at FROM checkout_sessions WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ cart_value: 14970, line_count: 3, converted_at: null }]);
    // Nothing about the person is stored: these are the table's columns.
    const columns = await t.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'checkout_sessions' ORDER BY 1`,
    );
    expect(columns.map((row) => row.column_name)).toEqual([
      'cart_value',
      'converted_at',
      'created_at',
      'id',
      'line_count',
      'order_id',
      'updated_at',
    ]);
  });

  it('refuses a bad id, value or line count', async () => {
    for (const body of [
      { id: 'not-a-uuid', valoare: '10.00', linii: 1 },
      { id: randomUUID(), valoare: '10', linii: 1 },
      { id: randomUUID(), valoare: '-1.00', linii: 1 },
      { id: randomUUID(), valoare: '99999999.00', linii: 1 },
      { id: randomUUID(), valoare: '10.00', linii: 0 },
      { id: randomUUID(), valoare: '10.00', linii: 101 },
      { id: randomUUID(), valoare: '10.00' },
    ]) {
      const response = await record(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/comenzi/',
      payload: orderBody([{ produs: 1, cantitate: 1 }], { sesiune_checkout: 'abc' }),
    });
    expect(placed.statusCode).toBe(400);
  });

  it('stops one address after its limit', async () => {
    const from = '10.9.9.9';
    // The default limit (CHECKOUT_VISIT_RATE_LIMIT): 60 in 10 minutes.
    for (let i = 0; i < 60; i++) {
      expect((await record({ id: randomUUID(), valoare: '1.00', linii: 1 }, from)).statusCode).toBe(204);
    }
    const refused = await record({ id: randomUUID(), valoare: '1.00', linii: 1 }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await record({ id: randomUUID(), valoare: '1.00', linii: 1 }, '10.9.9.8')).statusCode).toBe(204);
  });

  it('is converted by the order placed in it, even if the page could not record it', async () => {
    const id = randomUUID();
    await record({ id, valoare: '49.90', linii: 1 });
    const order = await placeOk(t, orderBody([{ produs: 1, cantitate: 2 }], { sesiune_checkout: id }));
    const [row] = await t.query<{ order_id: number; cart_value: number; converted: boolean }>(
      'SELECT order_id, cart_value, converted_at IS NOT NULL AS converted FROM checkout_sessions WHERE id = $1',
      [id],
    );
    // The visit keeps what the page last said; the order is named.
    expect(row).toEqual({ order_id: order.id, cart_value: 4990, converted: true });
    // A later call of the page does not undo it.
    await record({ id, valoare: '10.00', linii: 1 });
    const [again] = await t.query<{ cart_value: number; converted: boolean }>(
      'SELECT cart_value, converted_at IS NOT NULL AS converted FROM checkout_sessions WHERE id = $1',
      [id],
    );
    expect(again).toEqual({ cart_value: 4990, converted: true });

    const unseen = randomUUID();
    const second = await placeOk(t, orderBody([{ produs: 1, cantitate: 3 }], { sesiune_checkout: unseen }));
    const [recorded] = await t.query<{ order_id: number; cart_value: number; line_count: number }>(
      'SELECT order_id, cart_value, line_count FROM checkout_sessions WHERE id = $1',
      [unseen],
    );
    expect(recorded).toEqual({ order_id: second.id, cart_value: 3 * 4990, line_count: 1 });
  });

  it('reports each day as the visits add up, in JSON and CSV', async () => {
    const visits = [
      { local: '2025-05-01 00:10', valoare: '100.00', convert: false },
      { local: '2025-05-01 12:00', valoare: '50.50', convert: true },
      { local: '2025-05-01 23:59', valoare: '20.00', convert: false },
      { local: '2025-05-03 09:00', valoare: '75.25', convert: false },
      { local: '2025-04-30 23:59', valoare: '999.00', convert: false },
      { local: '2025-05-04 00:00', valoare: '999.00', convert: false },
    ];
    for (const visit of visits) {
      const id = randomUUID();
      await record({ id, valoare: visit.valoare, linii: 1 });
      if (visit.convert) await placeOk(t, orderBody([{ produs: 1, cantitate: 1 }], { sesiune_checkout: id }));
      await startedOn(id, visit.local);
    }
    const response = await t.app.inject({
      url: '/api/admin/reports/abandoned-checkouts/?from=2025-05-01&to=2025-05-03',
      headers: { authorization: `Token ${staffToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<AbandonedCheckoutsReport>();
    const expected = await t.query<{ day: string; sessions: number; converted: number; value: string }>(
      `SELECT to_char((created_at AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day, count(*)::int AS sessions,
              count(order_id)::int AS converted, coalesce(sum(cart_value) FILTER (WHERE order_id IS NULL), 0)::text AS value
         FROM checkout_sessions
        WHERE (created_at AT TIME ZONE '${ZONE}')::date BETWEEN '2025-05-01' AND '2025-05-03'
        GROUP BY 1`,
    );
    const byDay = new Map(expected.map((row) => [row.day, row]));
    expect(report.days.map((row) => row.day)).toEqual(['2025-05-01', '2025-05-02', '2025-05-03']);
    for (const row of report.days) {
      const sql = byDay.get(row.day) ?? { sessions: 0, converted: 0, value: '0' };
      expect(row).toEqual({
        day: row.day,
        sessions: sql.sessions,
        converted: sql.converted,
        abandoned: sql.sessions - sql.converted,
        abandoned_value: (Number(sql.value) / 100).toFixed(2),
      });
    }
    expect(report.totals).toEqual({ sessions: 4, converted: 1, abandoned: 3, abandoned_value: '195.25' });
    expect(decimalToBani(report.days[0]!.abandoned_value)).toBe(12000);

    const csv = await t.app.inject({
      url: '/api/admin/reports/abandoned-checkouts/export.csv?from=2025-05-01&to=2025-05-03',
      headers: { authorization: `Token ${staffToken}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="checkout-abandonat-2025-05-01_2025-05-03.csv"',
    );
    const lines = csv.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Ziua;Vizite la finalizare;Cu comandă;Abandonate;Valoarea coșurilor abandonate');
    expect(lines.slice(1)).toEqual([
      '2025-05-01;3;1;2;120,00',
      '2025-05-02;0;0;0;0,00',
      '2025-05-03;1;0;1;75,25',
      'TOTAL;4;1;3;195,25',
    ]);
  });

  it('refuses a bad range, and answers staff only', async () => {
    for (const query of [
      'from=2025-05-03&to=2025-05-01',
      'from=2024-01-01&to=2025-05-01',
      'from=2025-05-01',
    ]) {
      const response = await t.app.inject({
        url: `/api/admin/reports/abandoned-checkouts/?${query}`,
        headers: { authorization: `Token ${staffToken}` },
      });
      expect(response.statusCode, query).toBe(400);
    }
    const customer = await t.customer();
    for (const url of [
      '/api/admin/reports/abandoned-checkouts/?from=2025-05-01&to=2025-05-03',
      '/api/admin/reports/abandoned-checkouts/export.csv?from=2025-05-01&to=2025-05-03',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      const forbidden = await t.app.inject({ url, headers: { authorization: `Token ${customer.token}` } });
      expect(forbidden.statusCode, url).toBe(403);
    }
  });

  it('purges the visits older than 90 days (GDPR art. 5(1)(e))', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await record({ id: old, valoare: '10.00', linii: 1 });
    await record({ id: recent, valoare: '10.00', linii: 1 });
    await t.query(`UPDATE checkout_sessions SET created_at = now() - interval '91 days' WHERE id = $1`, [
      old,
    ]);
    await t.query(`UPDATE checkout_sessions SET created_at = now() - interval '89 days' WHERE id = $1`, [
      recent,
    ]);
    await createCheckoutSessionsRepository(t.db).purgeExpired();
    const left = await t.query<{ id: string }>('SELECT id FROM checkout_sessions WHERE id = ANY($1)', [
      [old, recent],
    ]);
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});
