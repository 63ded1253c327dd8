import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToBani } from '@shop/shared/money';
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders';
import type { AwbBulkResult, AwbDefaults, Shipment } from '@shop/shared/schemas/admin/shipping';
import type { Order, OrderCreated } from '@shop/shared/schemas/checkout';
import { PDFDocument } from 'pdf-lib';
import { orderBody, placeOk, setProduct } from '../../test/checkout';
import { startSamedayStandIn, type SamedayStandIn } from '../../test/sameday-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let standIn: SamedayStandIn;
let staff: { authorization: string };

/** A locker the checkout knows (the demo list) and Sameday lists too. */
const LOCKER = 'EB-CLJ-0001';

beforeAll(async () => {
  standIn = await startSamedayStandIn();
  standIn.lockers.push({ ...standIn.lockers[1], lockerId: LOCKER });
  t = await createTestApp({ env: standIn.env });
  const account = await t.staff();
  staff = { authorization: `Token ${account.token}` };
  await setProduct(t, 5, { stock: 5000, price: 5000, discounted: null });
  await setProduct(t, 6, { stock: 5000, price: 12000, discounted: null });
  await t.query('UPDATE products SET weight_grams = NULL WHERE id = 5');
  await t.query('UPDATE products SET weight_grams = 250 WHERE id = 6');
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

let counter = 0;
const freshEmail = () => `awb${++counter}.${Date.now().toString(36)}@example.ro`;

function place(overrides: Record<string, unknown> = {}, lines = [{ produs: 5, cantitate: 2 }]) {
  return placeOk(t, orderBody(lines, { email: freshEmail(), ...overrides }));
}
const placeLocker = (overrides: Record<string, unknown> = {}) =>
  place({ livrare: { metoda: 'easybox', locker_id: LOCKER }, ...overrides });

const awbBody = { weight_grams: 1000, parcels: 1, cash_on_delivery: '0', insured_value: '0' };
const createAwb = (id: number, body: Record<string, unknown> = awbBody, headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/awb`, headers, payload: body });
const defaults = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/awb/defaults`, headers: staff })
  ).json<AwbDefaults>();
const detail = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/`, headers: staff })
  ).json<AdminOrderDetail>();
const standInAwb = (awb: string) => standIn.awbs.find((entry) => entry.awb === awb)!;

async function mailsOf(orderId: number): Promise<{ kind: string; text: string }[]> {
  return t.query<{ kind: string; text: string }>(
    'SELECT kind, text FROM mail_outbox WHERE message_id LIKE $1 ORDER BY id',
    [`order-${orderId}-%`],
  );
}

describe('AWB defaults', () => {
  it('weighs the order by its products, 500 g a unit without a weight, and proposes the COD total', async () => {
    const order = await place({}, [
      { produs: 5, cantitate: 2 },
      { produs: 6, cantitate: 3 },
    ]);
    expect(await defaults(order.id)).toEqual({
      delivery: 'address',
      locker_id: null,
      weight_grams: 2 * 500 + 3 * 250,
      parcels: 1,
      cash_on_delivery: order.total,
      insured_value: '0.00',
    });
  });

  it('proposes the locker for a locker order and no cash for a paid one', async () => {
    const order = await placeLocker({ plata: 'card' });
    const proposed = await defaults(order.id);
    expect(proposed).toMatchObject({ delivery: 'pickup_point', locker_id: LOCKER, cash_on_delivery: '0.00' });
  });
});

describe('POST /api/admin/orders/{id}/awb', () => {
  it('makes a locker AWB with lockerLastMile and cashOnDelivery equal to the COD total', async () => {
    const order = await placeLocker();
    const proposed = await defaults(order.id);
    const response = await createAwb(order.id, { ...awbBody, cash_on_delivery: proposed.cash_on_delivery });
    expect(response.statusCode).toBe(201);
    const shipment = response.json<Shipment>();
    expect(shipment).toMatchObject({
      courier: 'sameday',
      status: 'registered',
      delivery: 'pickup_point',
      locker_id: LOCKER,
      cash_on_delivery: order.total,
      tracking_url: `https://www.sameday.ro/#awb=${shipment.awb}`,
      label_url: `/api/admin/orders/${order.id}/awb/label.pdf`,
      cancelled_at: null,
    });
    const fields = standInAwb(shipment.awb).fields;
    expect(fields.lockerLastMile).toBe(LOCKER);
    expect(Object.keys(fields).filter((key) => key.startsWith('lockerId'))).toEqual([]);
    expect(decimalToBani(fields.cashOnDelivery!)).toBe(decimalToBani(order.total));
    expect(fields.clientInternalReference).toBe(String(order.id));

    const shown = await detail(order.id);
    expect(shown.shipment?.awb).toBe(shipment.awb);
    expect(shown.awb_available).toBe(false);
    // Making the AWB does not ship the order: the courier's pickup does.
    expect(shown.status).toBe('placed');
  });

  it('sends a synced point by its id at the courier, and keeps the shop’s id on the AWB', async () => {
    const courierId = String(standIn.lockers[0]!.lockerId);
    const shopId = `sameday-${courierId}`;
    await t.query(
      `INSERT INTO lockers (id, name, address, city, county, postal_code, kind, courier, courier_id)
       VALUES ($1, 'easybox Test', 'Str. Test 1', 'Cluj-Napoca', 'Cluj', '400001', 'locker', 'sameday', $2)
       ON CONFLICT (id) DO NOTHING`,
      [shopId, courierId],
    );
    const order = await place({ livrare: { metoda: 'easybox', locker_id: shopId } });
    const response = await createAwb(order.id);
    expect(response.statusCode).toBe(201);
    const shipment = response.json<Shipment>();
    expect(shipment.locker_id).toBe(shopId);
    expect(standInAwb(shipment.awb).fields.lockerLastMile).toBe(courierId);
  });

  it('delivers a locker order to the door when staff say so', async () => {
    const order = await placeLocker();
    const response = await createAwb(order.id, { ...awbBody, delivery: 'address' });
    expect(response.statusCode).toBe(201);
    expect(standInAwb(response.json<Shipment>().awb).fields.lockerLastMile).toBeUndefined();
  });

  it('makes one AWB for parallel clicks, the others 409 shipping.awb_exists', async () => {
    const order = await place();
    const before = standIn.awbs.length;
    const responses = await Promise.all(Array.from({ length: 5 }, () => createAwb(order.id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'shipping.awb_exists' });
    }
    expect(standIn.awbs.length).toBe(before + 1);
    const rows = await t.query('SELECT id FROM shipments WHERE order_id = $1', [order.id]);
    expect(rows).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key with the AWB already made', async () => {
    const order = await place();
    const headers = { ...staff, 'idempotency-key': randomUUID() };
    const first = await createAwb(order.id, awbBody, headers);
    const again = await createAwb(order.id, awbBody, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<Shipment>().awb).toBe(first.json<Shipment>().awb);
  });

  it('signs in again when Sameday refuses an expired token', async () => {
    const order = await place();
    const signIns = standIn.counts.signIns;
    standIn.expireTokens();
    const response = await createAwb(order.id);
    expect(response.statusCode).toBe(201);
    expect(standIn.counts.signIns).toBe(signIns + 1);
  });

  it('refuses an order that cannot ship, bad input, and passes the courier refusal on', async () => {
    const unpaidCard = await place({ plata: 'card' });
    const refused = await createAwb(unpaidCard.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'shipping.not_shippable' });
    expect((await detail(unpaidCard.id)).awb_available).toBe(false);

    const order = await place();
    expect((await detail(order.id)).awb_available).toBe(true);
    expect((await createAwb(order.id, { ...awbBody, weight_grams: 0 })).statusCode).toBe(400);
    expect((await createAwb(order.id, { ...awbBody, parcels: 100 })).statusCode).toBe(400);
    expect((await createAwb(order.id, { ...awbBody, cash_on_delivery: 'multi' })).statusCode).toBe(400);
    const noLocker = await createAwb(order.id, { ...awbBody, delivery: 'pickup_point' });
    expect(noLocker.statusCode).toBe(400);

    standIn.failNextAwb('Codul poștal nu corespunde localității.');
    const failed = await createAwb(order.id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'shipping.courier_error',
      detail: 'Sameday: Codul poștal nu corespunde localității.',
    });
    expect((await detail(order.id)).shipment).toBeNull();
    expect((await createAwb(999_999)).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const order = await place();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/awb`,
      payload: awbBody,
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.customer();
    const asCustomer = await createAwb(order.id, awbBody, { authorization: `Token ${customer.token}` });
    expect(asCustomer.statusCode).toBe(403);
    for (const url of [
      `/api/admin/orders/${order.id}/awb/defaults`,
      `/api/admin/orders/${order.id}/awb/label.pdf`,
      `/api/admin/awb/labels.pdf?order_ids=${order.id}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { authorization: `Token ${customer.token}` } }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('labels and cancelling', () => {
  it('downloads the label as a PDF, A6 or A4', async () => {
    const order = await place();
    expect((await createAwb(order.id)).statusCode).toBe(201);
    for (const query of ['', '?format=A4']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}/awb/label.pdf${query}`,
        headers: staff,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('cancels at the courier, keeps the record, and lets a new AWB be made', async () => {
    const order = await place();
    const first = (await createAwb(order.id)).json<Shipment>();
    const cancel = () =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${order.id}/awb`, headers: staff });
    expect((await cancel()).statusCode).toBe(204);
    expect(standInAwb(first.awb).cancelled).toBe(true);
    const shown = await detail(order.id);
    expect(shown.shipment).toMatchObject({ awb: first.awb, status: 'cancelled' });
    expect(shown.shipment?.cancelled_at).not.toBeNull();
    expect(shown.awb_available).toBe(true);
    expect((await cancel()).json()).toMatchObject({ code: 'shipping.awb_not_found' });
    const label = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/awb/label.pdf`,
      headers: staff,
    });
    expect(label.statusCode).toBe(404);
    const second = await createAwb(order.id);
    expect(second.statusCode).toBe(201);
    expect(second.json<Shipment>().awb).not.toBe(first.awb);
  });
});

describe('bulk AWBs and labels', () => {
  it('makes each order an AWB with its defaults, reports those that cannot, and prints one PDF', async () => {
    const a = await place();
    const b = await placeLocker();
    const already = await place();
    const unpaid = await place({ plata: 'card' });
    const existing = (await createAwb(already.id)).json<Shipment>();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/awb/bulk',
      headers: staff,
      payload: { order_ids: [a.id, b.id, already.id, unpaid.id] },
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json<AwbBulkResult>();
    expect(results.map((result) => [result.order_id, result.error?.code ?? null])).toEqual([
      [a.id, null],
      [b.id, null],
      [already.id, 'shipping.awb_exists'],
      [unpaid.id, 'shipping.not_shippable'],
    ]);
    expect(results[0]!.shipment?.cash_on_delivery).toBe(a.total);
    expect(standInAwb(results[1]!.shipment!.awb).fields.lockerLastMile).toBe(LOCKER);

    const labels = await t.app.inject({
      method: 'GET',
      url: `/api/admin/awb/labels.pdf?order_ids=${a.id},${b.id},${already.id},${unpaid.id}`,
      headers: staff,
    });
    expect(labels.statusCode).toBe(200);
    const pdf = await PDFDocument.load(labels.rawPayload);
    expect(pdf.getPageCount()).toBe(3);
    expect(existing.awb).toBeTruthy();

    const none = await t.app.inject({
      method: 'GET',
      url: `/api/admin/awb/labels.pdf?order_ids=${unpaid.id}`,
      headers: staff,
    });
    expect(none.statusCode).toBe(404);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/admin/awb/bulk',
      headers: staff,
      payload: { order_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("a day's AWBs and labels", () => {
  /** Moves orders to a moment of the shop's calendar (Europe/Bucharest), away from today's. */
  const placedAt = (local: string, ids: number[]) =>
    t.query(
      `UPDATE orders SET created_at = ($1::timestamp AT TIME ZONE 'Europe/Bucharest') WHERE id = ANY($2)`,
      [local, ids],
    );
  const bulk = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/awb/bulk', headers: staff, payload });

  it('makes the AWBs of the orders placed that day that can ship, and prints all of the day', async () => {
    const first = await place();
    const locker = await placeLocker();
    const unpaid = await place({ plata: 'card' });
    const alreadyShipping = await place();
    const lastMinute = await place();
    const nextDay = await place();
    const existing = (await createAwb(alreadyShipping.id)).json<Shipment>();
    await placedAt('2021-02-03 09:00', [first.id, locker.id, unpaid.id, alreadyShipping.id]);
    await placedAt('2021-02-03 23:59', [lastMinute.id]);
    await placedAt('2021-02-04 00:01', [nextDay.id]);

    const response = await bulk({ day: '2021-02-03' });
    expect(response.statusCode).toBe(200);
    const made = response.json<AwbBulkResult>();
    expect(made.remaining).toBe(0);
    expect(made.results.map((result) => [result.order_id, result.error?.code ?? null])).toEqual([
      [first.id, null],
      [locker.id, null],
      [lastMinute.id, null],
    ]);
    expect(standInAwb(made.results[1]!.shipment!.awb).fields.lockerLastMile).toBe(LOCKER);

    const labels = await t.app.inject({
      method: 'GET',
      url: '/api/admin/awb/labels.pdf?day=2021-02-03',
      headers: staff,
    });
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-disposition']).toContain('etichete-awb-2021-02-03.pdf');
    expect((await PDFDocument.load(labels.rawPayload)).getPageCount()).toBe(4);
    expect(existing.awb).toBeTruthy();

    const again = (await bulk({ day: '2021-02-03' })).json<AwbBulkResult>();
    expect(again).toEqual({ results: [], remaining: 0 });
    const quietDay = await t.app.inject({
      method: 'GET',
      url: '/api/admin/awb/labels.pdf?day=2021-02-05',
      headers: staff,
    });
    expect(quietDay.statusCode).toBe(404);
  });

  it('makes 100 a call and counts what waits for the next', async () => {
    const model = await place();
    const [copied] = await t.query<{ columns: string }>(
      `SELECT string_agg(quote_ident(column_name), ', ') AS columns FROM information_schema.columns
        WHERE table_name = 'orders' AND column_name NOT IN ('id', 'created_at')
          AND is_generated = 'NEVER' AND is_identity = 'NO'`,
    );
    const columns = copied!.columns;
    await t.query(
      `INSERT INTO orders (${columns}, created_at)
       SELECT ${columns}, TIMESTAMP '2021-03-04 12:00' AT TIME ZONE 'Europe/Bucharest'
         FROM orders, generate_series(1, 100) WHERE id = $1`,
      [model.id],
    );
    await placedAt('2021-03-04 08:00', [model.id]);

    const first = (await bulk({ day: '2021-03-04' })).json<AwbBulkResult>();
    expect(first.results).toHaveLength(100);
    expect(first.results.every((result) => result.shipment !== null)).toBe(true);
    expect(first.results[0]!.order_id).toBe(model.id);
    expect(first.remaining).toBe(1);
    const second = (await bulk({ day: '2021-03-04' })).json<AwbBulkResult>();
    expect(second.results).toHaveLength(1);
    expect(second.remaining).toBe(0);
  });

  it('takes the orders or a day, not both and not neither', async () => {
    for (const payload of [{ order_ids: [1], day: '2021-02-03' }, {}, { day: '2021-02-30' }]) {
      expect((await bulk(payload)).statusCode).toBe(400);
    }
    for (const query of ['order_ids=1&day=2021-02-03', '', 'day=03.02.2021']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/awb/labels.pdf?${query}`,
        headers: staff,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('status sync', () => {
  it('ships on pickup and delivers once, with one mail each, the AWB in the shipped mail', async () => {
    const order: OrderCreated = await place();
    const shipment = (
      await createAwb(order.id, { ...awbBody, cash_on_delivery: order.total })
    ).json<Shipment>();

    standIn.pushStatus(shipment.awb, 'pickedUp');
    await t.app.shipmentStatusSync.runOnce();
    let shown = await detail(order.id);
    expect(shown.status).toBe('shipped');
    expect(shown.shipment).toMatchObject({ status: 'picked_up', courier_status: 'Colet preluat de curier' });
    expect(shown.history.at(-1)).toMatchObject({ to_status: 'shipped', actor: 'system' });

    const shipped = (await mailsOf(order.id)).filter((mail) => mail.kind === 'order_shipped');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.text).toContain(shipment.awb);
    expect(shipped[0]!.text).toContain(`https://www.sameday.ro/#awb=${shipment.awb}`);

    standIn.pushStatus(shipment.awb, 'delivered');
    await t.app.shipmentStatusSync.runOnce();
    await t.app.shipmentStatusSync.runOnce();
    standIn.pushStatus(shipment.awb, 'delivered');
    await t.app.shipmentStatusSync.runOnce();
    shown = await detail(order.id);
    expect(shown.status).toBe('delivered');
    expect(shown.shipment?.status).toBe('delivered');
    expect(shown.shipment?.delivered_at).not.toBeNull();
    // Cash on delivery is paid when the courier hands the parcel over, and invoiced with it.
    expect(shown.paid_at).not.toBeNull();
    const invoices = await t.query('SELECT id FROM invoices WHERE order_id = $1', [order.id]);
    expect(invoices).toHaveLength(1);
    const kinds = (await mailsOf(order.id)).map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind === 'order_delivered')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'order_shipped')).toHaveLength(1);
    expect(shown.history.filter((entry) => entry.to_status === 'delivered')).toHaveLength(1);

    // The customer's order shows the AWB and where to follow it.
    const guest = await t.app.inject({ method: 'GET', url: `/api/comenzi/${order.id}/?key=${order.key}` });
    expect(guest.json<Order>().livrare_awb).toEqual({
      curier: 'sameday',
      awb: shipment.awb,
      url_urmarire: `https://www.sameday.ro/#awb=${shipment.awb}`,
    });
  });

  it('delivers a parcel picked up and delivered between two rounds with the delivered mail only', async () => {
    const order = await place();
    const shipment = (await createAwb(order.id)).json<Shipment>();
    standIn.pushStatus(shipment.awb, 'pickedUp');
    standIn.pushStatus(shipment.awb, 'delivered');
    await t.app.shipmentStatusSync.runOnce();
    const shown = await detail(order.id);
    expect(shown.status).toBe('delivered');
    expect(shown.history.slice(-3).map((entry) => entry.to_status)).toEqual([
      'processing',
      'shipped',
      'delivered',
    ]);
    const kinds = (await mailsOf(order.id)).map((mail) => mail.kind);
    expect(kinds).toContain('order_delivered');
    expect(kinds).not.toContain('order_shipped');
  });

  it('ignores statuses of cancelled AWBs and of orders without an AWB', async () => {
    const order = await place();
    const shipment = (await createAwb(order.id)).json<Shipment>();
    await t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${order.id}/awb`, headers: staff });
    standIn.pushStatus(shipment.awb, 'delivered');
    standIn.pushStatus('1SDYNOSUCHAWB', 'delivered');
    await t.app.shipmentStatusSync.runOnce();
    expect((await detail(order.id)).status).toBe('placed');
  });

  it("shows no AWB on the customer's order before one is made", async () => {
    const order = await place();
    const guest = await t.app.inject({ method: 'GET', url: `/api/comenzi/${order.id}/?key=${order.key}` });
    expect(guest.json<Order>().livrare_awb).toBeNull();
  });
});

describe('without a courier', () => {
  it('offers no AWB and answers 503 shipping.courier_unavailable', async () => {
    const bare = await createTestApp();
    try {
      const account = await bare.staff();
      const headers = { authorization: `Token ${account.token}` };
      await setProduct(bare, 5, { stock: 50 });
      const order = await placeOk(bare, orderBody([{ produs: 5, cantitate: 1 }], { email: freshEmail() }));
      const shown = await bare.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/`, headers });
      expect(shown.json<AdminOrderDetail>()).toMatchObject({ awb_available: false, shipment: null });
      const response = await bare.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/awb`,
        headers,
        payload: awbBody,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'shipping.courier_unavailable' });
      expect(await bare.app.shipmentStatusSync.runOnce()).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
