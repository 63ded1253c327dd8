import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminManualOrderBody,
  AdminOrderDetail,
  AdminOrderQuote,
} from '@shop/shared/schemas/admin/orders';
import { orderBody, setProduct, stockOf } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: { authorization: string };
let customer: { authorization: string };
let customerId: number;
let contentStaff: { authorization: string };
/** The shop's shipping rule (bani), read from its settings. */
let shipping: { cost: number; freeFrom: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Token ${(await t.staff()).token}` };
  const account = await t.customer();
  customer = { authorization: `Token ${account.token}` };
  customerId = account.id;
  const content = await t.staff();
  await t.query('UPDATE users SET is_superuser = false WHERE email = $1', [content.email]);
  await t.query(
    `INSERT INTO staff_roles (user_id, role_id)
     SELECT u.id, r.id FROM users u, roles r WHERE u.email = $1 AND r.seed_key = 'continut'`,
    [content.email],
  );
  contentStaff = { authorization: `Token ${content.token}` };
  await setProduct(t, 5, { stock: 100, price: 5000, discounted: null, vat: 19 });
  await setProduct(t, 6, { stock: 100, price: 12000, discounted: 9990, vat: 19 });
  await setProduct(t, 7, { stock: 3, price: 2500, discounted: null, vat: 19 });
  const [rule] = await t.query<{ cost: number; free_from: number }>(
    'SELECT shipping_cost AS cost, free_shipping_from AS free_from FROM shop_settings LIMIT 1',
  );
  shipping = { cost: rule!.cost, freeFrom: rule!.free_from };
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `manual${++counter}.${Date.now().toString(36)}@example.ro`;
const shippingFor = (net: number) => (net < shipping.freeFrom ? shipping.cost : 0);
const lei = (bani: number) => (bani / 100).toFixed(2);

function manualBody(overrides: Partial<AdminManualOrderBody> & Record<string, unknown> = {}) {
  return {
    produse: [
      { produs: 5, cantitate: 2 },
      { produs: 6, cantitate: 1 },
    ],
    email: freshEmail(),
    telefon: '0722 123 456',
    nume: 'Ionescu',
    prenume: 'Maria',
    livrare: {
      metoda: 'curier',
      judet: 'Iași',
      localitate: 'Iași',
      adresa: 'Str. Lăpușneanu 10',
      cod_postal: '700057',
    },
    facturare: { tip: 'persoana_fizica' },
    plata: 'ramburs',
    ...overrides,
  } as AdminManualOrderBody;
}

const placeManual = (body: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders/', headers, payload: body as object });
const quote = (body: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders/quote/', headers, payload: body as object });
const edit = (id: number, body: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/`, headers, payload: body as object });
const previewEdit = (id: number, body: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/quote/`, headers, payload: body as object });
const detailOf = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/`, headers: staff })
  ).json<AdminOrderDetail>();
const paymentsOf = (id: number) =>
  t.query<{ provider: string; status: string; amount: number }>(
    'SELECT provider, status, amount FROM payments WHERE order_id = $1 ORDER BY created_at',
    [id],
  );
const movementsOf = (id: number) =>
  t.query<{ product_id: number; delta: number; kind: string; user_id: number | null }>(
    'SELECT product_id, delta, kind, user_id FROM stock_movements WHERE order_id = $1 ORDER BY id',
    [id],
  );

describe('manual orders', () => {
  it('places a guest order by phone, priced by the server, cash on delivery', async () => {
    const before = { p5: await stockOf(t, 5), p6: await stockOf(t, 6) };
    const body = manualBody({
      // Whatever the client says about money is ignored.
      produse: [
        { produs: 5, cantitate: 2, pret: '0.01' },
        { produs: 6, cantitate: 1 },
      ] as AdminManualOrderBody['produse'],
      total: '1.00',
    });
    const response = await placeManual(body);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<AdminOrderDetail>();
    const subtotal = 2 * 5000 + 9990;
    const total = subtotal + shippingFor(subtotal);
    expect(order).toMatchObject({
      status: 'placed',
      plata: 'ramburs',
      subtotal: lei(subtotal),
      discount: '0.00',
      shipping_cost: lei(shippingFor(subtotal)),
      total: lei(total),
      paid_at: null,
      customer: { user_id: null },
      version: 1,
      edit_refused: null,
    });
    expect(order.lines.map((line) => [line.product_id, line.cantitate, line.pret])).toEqual([
      [5, 2, '50.00'],
      [6, 1, '99.90'],
    ]);
    expect(await stockOf(t, 5)).toBe(before.p5 - 2);
    expect(await stockOf(t, 6)).toBe(before.p6 - 1);
    expect(await paymentsOf(order.id)).toEqual([{ provider: 'cash', status: 'pending', amount: total }]);
    expect(order.history).toMatchObject([{ from_status: null, to_status: 'placed', actor: 'staff' }]);
    const audit = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'order' AND entity_id = $1",
      [String(order.id)],
    );
    expect(audit).toEqual([{ action: 'create_manual' }]);
    const mails = await t.query<{ kind: string }>(
      "SELECT kind FROM mail_outbox WHERE split_part(message_id, '@', 1) IN ($1, $2) ORDER BY kind",
      [`order-${order.id}-confirmation`, `shop-order-${order.id}-placed`],
    );
    expect(mails).toEqual([{ kind: 'order_confirmation' }]);
  });

  it('places a counter order for a customer account: paid, cash recorded, invoiced now', async () => {
    const response = await placeManual(
      manualBody({ plata: 'numerar', client: customerId, produse: [{ produs: 5, cantitate: 1 }] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<AdminOrderDetail>();
    const total = 5000 + shippingFor(5000);
    expect(order).toMatchObject({
      status: 'placed',
      total: lei(total),
      customer: { user_id: customerId },
      paid_amount: lei(total),
      payment_status: 'paid',
    });
    expect(order.paid_at).not.toBeNull();
    // A paid order may be edited since docs/decisions/061's amendment (order-editing-paid tests).
    expect(order.edit_refused).toBeNull();
    expect(await paymentsOf(order.id)).toEqual([{ provider: 'cash', status: 'succeeded', amount: total }]);
    const invoices = await t.query<{ kind: string }>('SELECT kind FROM invoices WHERE order_id = $1', [
      order.id,
    ]);
    expect(invoices).toEqual([{ kind: 'invoice' }]);
  });

  it('answers a retry with the same Idempotency-Key with the same order, once', async () => {
    const key = `manual-${randomUUID()}`;
    const body = manualBody({ produse: [{ produs: 5, cantitate: 3 }] });
    const before = await stockOf(t, 5);
    const first = await placeManual(body, { ...staff, 'idempotency-key': key });
    const retry = await placeManual(body, { ...staff, 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<AdminOrderDetail>().id).toBe(first.json<AdminOrderDetail>().id);
    expect(await stockOf(t, 5)).toBe(before - 3);
    const other = await placeManual(
      { ...body, produse: [{ produs: 5, cantitate: 4 }] },
      {
        ...staff,
        'idempotency-key': key,
      },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'admin.idempotency_conflict' });
  });

  it('quotes what placing would charge, without writing anything', async () => {
    const before = await stockOf(t, 6);
    const response = await quote({
      produse: [
        { produs: 6, cantitate: 2 },
        { produs: 7, cantitate: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const subtotal = 2 * 9990 + 2500;
    expect(response.json<AdminOrderQuote>()).toMatchObject({
      subtotal: lei(subtotal),
      shipping_cost: lei(shippingFor(subtotal)),
      total: lei(subtotal + shippingFor(subtotal)),
      lines: [
        { produs: 6, cantitate: 2, pret: '99.90', total_linie: '199.80', stoc: before },
        { produs: 7, cantitate: 1, pret: '25.00', total_linie: '25.00' },
      ],
    });
    expect(await stockOf(t, 6)).toBe(before);
  });

  it('refuses bad input, a card payment, an unknown customer and too many units', async () => {
    expect((await placeManual(manualBody({ produse: [] }))).statusCode).toBe(400);
    const card = await placeManual(manualBody({ plata: 'card' as never }));
    expect(card.statusCode).toBe(400);
    expect(card.json()).toHaveProperty('plata');
    const badPhone = await placeManual(manualBody({ telefon: '123' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toHaveProperty('telefon');
    expect((await placeManual(manualBody({ client: 99_999_999 }))).statusCode).toBe(404);
    const short = await placeManual(manualBody({ produse: [{ produs: 7, cantitate: 50 }] }));
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'checkout.out_of_stock' });
    expect((await quote({ produse: [{ produs: 7, cantitate: 50 }] })).statusCode).toBe(409);
    expect((await quote({ produse: 'x' })).statusCode).toBe(400);
  });

  it('is for staff with the orders permission only', async () => {
    expect((await placeManual(manualBody(), customer)).statusCode).toBe(403);
    expect((await placeManual(manualBody(), {})).statusCode).toBe(401);
    expect((await placeManual(manualBody(), contentStaff)).statusCode).toBe(403);
    expect((await quote({ produse: [{ produs: 5, cantitate: 1 }] }, customer)).statusCode).toBe(403);
    expect((await quote({ produse: [{ produs: 5, cantitate: 1 }] }, contentStaff)).statusCode).toBe(403);
  });
});

describe('editing an order before it ships', () => {
  async function placed(
    lines = [
      { produs: 5, cantitate: 2 },
      { produs: 6, cantitate: 1 },
    ],
    overrides = {},
  ) {
    const response = await placeManual(manualBody({ produse: lines, ...overrides }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminOrderDetail>();
  }

  it('changes quantities, removes and adds lines: stock by the difference, totals and payment exact', async () => {
    const order = await placed();
    const before = { p5: await stockOf(t, 5), p6: await stockOf(t, 6), p7: await stockOf(t, 7) };
    // The price of a product the order has changes: the order keeps what it charged.
    await setProduct(t, 5, { price: 6000, discounted: null });
    const wanted = {
      version: 1,
      produse: [
        { produs: 5, cantitate: 3 },
        { produs: 7, cantitate: 1 },
      ],
      nota: 'la telefon',
    };
    const preview = await previewEdit(order.id, wanted);
    expect(preview.statusCode, preview.body).toBe(200);
    const response = await edit(order.id, wanted);
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<AdminOrderDetail>();
    const subtotal = 3 * 5000 + 2500;
    const total = subtotal + shippingFor(subtotal);
    expect(edited).toMatchObject({
      version: 2,
      subtotal: lei(subtotal),
      shipping_cost: lei(shippingFor(subtotal)),
      total: lei(total),
      status: 'placed',
    });
    expect(preview.json<AdminOrderQuote>()).toMatchObject({
      subtotal: edited.subtotal,
      total: edited.total,
      tva: edited.tva,
    });
    expect(edited.lines.map((line) => [line.product_id, line.cantitate, line.pret])).toEqual([
      [5, 3, '50.00'],
      [7, 1, '25.00'],
    ]);
    expect(await stockOf(t, 5)).toBe(before.p5 - 1);
    expect(await stockOf(t, 6)).toBe(before.p6 + 1);
    expect(await stockOf(t, 7)).toBe(before.p7 - 1);
    const movements = (await movementsOf(order.id)).slice(2);
    expect(movements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: 6, delta: 1, kind: 'cancellation' }),
        expect.objectContaining({ product_id: 5, delta: -1, kind: 'sale' }),
        expect.objectContaining({ product_id: 7, delta: -1, kind: 'sale' }),
      ]),
    );
    expect(movements).toHaveLength(3);
    expect(movements.every((movement) => movement.user_id !== null)).toBe(true);
    expect(await paymentsOf(order.id)).toEqual([{ provider: 'cash', status: 'pending', amount: total }]);
    const last = edited.history[edited.history.length - 1]!;
    expect(last).toMatchObject({ from_status: 'placed', to_status: 'placed', actor: 'staff' });
    expect(last.note).toContain('la telefon');
    const audit = await t.query<{ action: string; after: { total: string } }>(
      "SELECT action, after FROM audit_log WHERE entity_type = 'order' AND entity_id = $1 AND action = 'edit'",
      [String(order.id)],
    );
    expect(audit).toEqual([{ action: 'edit', after: expect.objectContaining({ total: lei(total) }) }]);
    await setProduct(t, 5, { price: 5000, discounted: null });
  });

  it('changes the delivery address, and a bank transfer waits for the new total', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/comenzi/',
      payload: orderBody([{ produs: 5, cantitate: 1 }], { email: freshEmail(), plata: 'transfer' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: number }>().id;
    const livrare = {
      metoda: 'curier',
      judet: 'Brașov',
      localitate: 'Brașov',
      adresa: 'Str. Republicii 5',
      cod_postal: '500030',
    };
    const edited = await edit(id, { version: 1, livrare, produse: [{ produs: 5, cantitate: 2 }] });
    expect(edited.statusCode, edited.body).toBe(200);
    const order = edited.json<AdminOrderDetail>();
    expect(order.livrare).toMatchObject({ metoda: 'curier', judet: 'Brașov', adresa: 'Str. Republicii 5' });
    const total = 10000 + shippingFor(10000);
    expect(order.total).toBe(lei(total));
    expect(order.transfer?.suma).toBe(lei(total));
    expect(await paymentsOf(id)).toEqual([{ provider: 'transfer', status: 'pending', amount: total }]);
    const bad = await edit(id, { version: 2, livrare: { ...livrare, cod_postal: '12' } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an edit based on an older version, and changes nothing', async () => {
    const order = await placed([{ produs: 5, cantitate: 1 }]);
    expect((await edit(order.id, { version: 1, produse: [{ produs: 5, cantitate: 2 }] })).statusCode).toBe(
      200,
    );
    const stock = await stockOf(t, 5);
    const stale = await edit(order.id, { version: 1, produse: [{ produs: 5, cantitate: 4 }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict' });
    expect(await stockOf(t, 5)).toBe(stock);
    expect((await detailOf(order.id)).lines[0]!.cantitate).toBe(2);
  });

  it('counts the units the order holds as available, and refuses more than the shelf has', async () => {
    await setProduct(t, 7, { stock: 3 });
    const order = await placed([{ produs: 7, cantitate: 2 }]);
    expect(await stockOf(t, 7)).toBe(1);
    const tooMany = await edit(order.id, { version: 1, produse: [{ produs: 7, cantitate: 4 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'checkout.out_of_stock', disponibil: 3 });
    const all = await edit(order.id, { version: 1, produse: [{ produs: 7, cantitate: 3 }] });
    expect(all.statusCode, all.body).toBe(200);
    expect(await stockOf(t, 7)).toBe(0);
  });

  it('checks the coupon again: below its minimum the edit is refused', async () => {
    const code = `EDIT${Date.now().toString(36).toUpperCase()}`;
    await t.query("INSERT INTO coupons (code, kind, value, min_subtotal) VALUES ($1, 'percent', 10, 10000)", [
      code,
    ]);
    const order = await placed([{ produs: 5, cantitate: 3 }], { cupon: code });
    expect(order).toMatchObject({ cupon: code, discount: '15.00' });
    const more = await edit(order.id, { version: 1, produse: [{ produs: 5, cantitate: 4 }] });
    expect(more.statusCode, more.body).toBe(200);
    const subtotal = 20000;
    expect(more.json<AdminOrderDetail>()).toMatchObject({
      discount: '20.00',
      total: lei(subtotal - 2000 + shippingFor(subtotal - 2000)),
    });
    const below = await edit(order.id, { version: 2, produse: [{ produs: 5, cantitate: 1 }] });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'coupon.min_subtotal' });
  });

  it('refuses shipped and cancelled orders with the reason', async () => {
    const shipped = await placed([{ produs: 5, cantitate: 1 }]);
    await t.query("UPDATE orders SET status = 'shipped' WHERE id = $1", [shipped.id]);
    const refused = await edit(shipped.id, { version: 1, produse: [{ produs: 5, cantitate: 2 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'admin.not_allowed' });
    expect(refused.json<{ detail: string }>().detail).toMatch(/înainte de expediere/);
    expect((await detailOf(shipped.id)).edit_refused).toMatch(/înainte de expediere/);

    const cancelled = await placed([{ produs: 5, cantitate: 1 }]);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled.id}/status/`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(
      (await edit(cancelled.id, { version: 1, produse: [{ produs: 5, cantitate: 2 }] })).statusCode,
    ).toBe(409);
  });

  it('refuses bad input, an unknown order and people without the orders permission', async () => {
    const order = await placed([{ produs: 5, cantitate: 1 }]);
    expect((await edit(order.id, { version: 1 })).statusCode).toBe(400);
    expect((await edit(order.id, { produse: [{ produs: 5, cantitate: 2 }] })).statusCode).toBe(400);
    expect((await edit(order.id, { version: 1, produse: [{ produs: 5, cantitate: 0 }] })).statusCode).toBe(
      400,
    );
    expect((await edit(order.id, { version: 1, produse: [] })).statusCode).toBe(400);
    expect((await edit(99_999_999, { version: 1, produse: [{ produs: 5, cantitate: 2 }] })).statusCode).toBe(
      404,
    );
    const body = { version: 1, produse: [{ produs: 5, cantitate: 2 }] };
    expect((await edit(order.id, body, customer)).statusCode).toBe(403);
    expect((await edit(order.id, body, {})).statusCode).toBe(401);
    expect((await edit(order.id, body, contentStaff)).statusCode).toBe(403);
    expect((await previewEdit(order.id, body, contentStaff)).statusCode).toBe(403);
    expect((await detailOf(order.id)).version).toBe(1);
  });
});
