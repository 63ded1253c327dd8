import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminManualOrderBody,
  AdminOrderDetail,
  AdminOrderQuote,
} from '@shop/shared/schemas/admin/orders';
import type { Order, OrderCreated } from '@shop/shared/schemas/checkout';
import { orderBody, placeOk, setProduct, stockOf } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Editing an order priced by the cart's rules (automatic discounts, a free-shipping coupon) and
 * editing a paid one: storno and new invoice, the difference refunded or left due
 * (docs/decisions/061, 2026-11-28).
 */
let t: TestApp;
let staff: { authorization: string };
let customer: { authorization: string };
let customerId: number;
let shopStaff: { authorization: string };
let contentStaff: { authorization: string };
let shipping: { cost: number; freeFrom: number };

async function staffWithRole(seedKey: string) {
  const person = await t.staff();
  await t.query('UPDATE users SET is_superuser = false WHERE email = $1', [person.email]);
  await t.query(
    `INSERT INTO staff_roles (user_id, role_id)
     SELECT u.id, r.id FROM users u, roles r WHERE u.email = $1 AND r.seed_key = $2`,
    [person.email, seedKey],
  );
  return { authorization: `Token ${person.token}` };
}

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Token ${(await t.staff()).token}` };
  const account = await t.customer();
  customer = { authorization: `Token ${account.token}` };
  customerId = account.id;
  shopStaff = await staffWithRole('magazin');
  contentStaff = await staffWithRole('continut');
  await setProduct(t, 5, { stock: 100, price: 5000, discounted: null, vat: 19 });
  await setProduct(t, 6, { stock: 100, price: 10000, discounted: null, vat: 19 });
  await setProduct(t, 8, { stock: 100, price: 5000, discounted: null, vat: 21 });
  const [rule] = await t.query<{ cost: number; free_from: number }>(
    'SELECT shipping_cost AS cost, free_shipping_from AS free_from FROM shop_settings LIMIT 1',
  );
  shipping = { cost: rule!.cost, freeFrom: rule!.free_from };
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `paidedit${++counter}.${Date.now().toString(36)}@example.ro`;
const shippingFor = (net: number) => (net < shipping.freeFrom ? shipping.cost : 0);
const lei = (bani: number) => (bani / 100).toFixed(2);

function manualBody(overrides: Partial<AdminManualOrderBody> & Record<string, unknown> = {}) {
  return {
    produse: [{ produs: 5, cantitate: 1 }],
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

async function placed(overrides: Partial<AdminManualOrderBody> & Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders/',
    headers: staff,
    payload: manualBody(overrides) as object,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminOrderDetail>();
}
const edit = (id: number, body: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/`, headers, payload: body as object });
const previewEdit = (id: number, body: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/quote/`, headers, payload: body as object });
const settle = (id: number, body: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/rest-de-plata/`,
    headers,
    payload: body as object,
  });
const detailOf = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/`, headers: staff })
  ).json<AdminOrderDetail>();
const invoicesOf = (id: number) =>
  t.query<{ kind: string; order_version: number | null; gross_total: number; corrects: boolean }>(
    `SELECT kind, order_version, gross_total, corrects_id IS NOT NULL AS corrects
       FROM invoices WHERE order_id = $1 ORDER BY id`,
    [id],
  );
const refundsOf = (id: number) =>
  t.query<{ amount: number; method: string; status: string; order_version: number | null }>(
    'SELECT amount, method, status, order_version FROM refunds WHERE order_id = $1 ORDER BY id',
    [id],
  );
const balanceOf = async (userId: number) =>
  (await t.query<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))[0]
    ?.balance ?? 0;
const mailsOf = (key: string) =>
  t.query<{ kind: string; subject: string; text: string }>(
    "SELECT kind, subject, text FROM mail_outbox WHERE split_part(message_id, '@', 1) = $1",
    [key],
  );

async function discount(body: Record<string, unknown>): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts/',
    headers: staff,
    payload: {
      tip: 'percent',
      categorii: [],
      starts_at: null,
      ends_at: null,
      is_active: true,
      ...body,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

describe("an edit is priced by the cart's rules", () => {
  it('keeps an ended automatic discount on the lines that had it, and gives added lines the running ones', async () => {
    const ended = await discount({
      nume: 'Toamna -10%',
      nume_en: 'Autumn -10%',
      procent: 10,
      produse: [8, 5],
    });
    const order = await placed({ produse: [{ produs: 8, cantitate: 2 }] });
    expect(order).toMatchObject({ subtotal: '100.00', discount: '10.00' });
    // The discount ends; another starts, on product 6.
    await t.query('UPDATE automatic_discounts SET is_active = false WHERE id = $1', [ended]);
    const running = await discount({ nume: 'Iarna -20%', nume_en: 'Winter -20%', procent: 20, produse: [6] });
    try {
      const body = {
        version: 1,
        produse: [
          { produs: 8, cantitate: 3 },
          { produs: 5, cantitate: 1 },
          { produs: 6, cantitate: 1 },
        ],
      };
      const preview = await previewEdit(order.id, body);
      expect(preview.statusCode, preview.body).toBe(200);
      const response = await edit(order.id, body);
      expect(response.statusCode, response.body).toBe(200);
      // 8: 3 × 50 lei at the ended 10 % (it had it); 5: added, the ended discount does not reach
      // it; 6: added, 20 % by the running one.
      const subtotal = 15000 + 5000 + 10000;
      const discountTotal = 1500 + 2000;
      const total = subtotal - discountTotal + shippingFor(subtotal - discountTotal);
      expect(response.json<AdminOrderDetail>()).toMatchObject({
        subtotal: lei(subtotal),
        discount: lei(discountTotal),
        reducere_automata: lei(discountTotal),
        total: lei(total),
        version: 2,
      });
      expect(preview.json<AdminOrderQuote>()).toMatchObject({
        total: lei(total),
        discount: lei(discountTotal),
      });
      const lines = await t.query<{
        product_id: number;
        automatic_discount: number;
        automatic_discount_id: number | null;
      }>(
        'SELECT product_id, automatic_discount, automatic_discount_id FROM order_lines WHERE order_id = $1 ORDER BY product_id',
        [order.id],
      );
      expect(lines).toEqual([
        { product_id: 5, automatic_discount: 0, automatic_discount_id: null },
        { product_id: 6, automatic_discount: 2000, automatic_discount_id: running },
        { product_id: 8, automatic_discount: 1500, automatic_discount_id: ended },
      ]);
      const [row] = await t.query<{ automatic_discount: number; total: number }>(
        'SELECT automatic_discount, total FROM orders WHERE id = $1',
        [order.id],
      );
      expect(row).toEqual({ automatic_discount: discountTotal, total });
    } finally {
      await t.query('UPDATE automatic_discounts SET is_active = false WHERE id = $1', [running]);
    }
  });

  it('keeps the terms a line was sold with when staff change its discount afterwards', async () => {
    // Sold under 10 %; then the discount ends and staff raise it to 30 %, or, still running,
    // lower it to 5 %: held lines keep the 10 % they were sold with (docs/decisions/080).
    const ended = await discount({ nume: 'Vara -10%', nume_en: 'Summer -10%', procent: 10, produse: [8] });
    const lowered = await discount({ nume: 'Zi -10%', nume_en: 'Day -10%', procent: 10, produse: [6] });
    try {
      const order = await placed({
        produse: [
          { produs: 8, cantitate: 2 },
          { produs: 6, cantitate: 1 },
        ],
      });
      expect(order).toMatchObject({ subtotal: '200.00', discount: '20.00' });
      await t.query('UPDATE automatic_discounts SET is_active = false, percent = 30 WHERE id = $1', [ended]);
      await t.query('UPDATE automatic_discounts SET percent = 5 WHERE id = $1', [lowered]);
      const body = {
        version: 1,
        produse: [
          { produs: 8, cantitate: 3 },
          { produs: 6, cantitate: 2 },
        ],
      };
      const subtotal = 15000 + 20000;
      const discountTotal = 1500 + 2000;
      const total = subtotal - discountTotal + shippingFor(subtotal - discountTotal);
      const preview = await previewEdit(order.id, body);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json<AdminOrderQuote>()).toMatchObject({
        discount: lei(discountTotal),
        total: lei(total),
      });
      const response = await edit(order.id, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AdminOrderDetail>()).toMatchObject({
        discount: lei(discountTotal),
        reducere_automata: lei(discountTotal),
        total: lei(total),
        version: 2,
      });
      const lines = () =>
        t.query<{
          product_id: number;
          automatic_discount: number;
          automatic_discount_percent: number | null;
        }>(
          `SELECT product_id, automatic_discount, automatic_discount_percent
             FROM order_lines WHERE order_id = $1 ORDER BY product_id`,
          [order.id],
        );
      expect(await lines()).toEqual([
        { product_id: 6, automatic_discount: 2000, automatic_discount_percent: 10 },
        { product_id: 8, automatic_discount: 1500, automatic_discount_percent: 10 },
      ]);

      // A running discount worth more now wins over the terms sold with, and is kept from then on.
      await t.query('UPDATE automatic_discounts SET percent = 25 WHERE id = $1', [lowered]);
      const again = await edit(order.id, { version: 2, produse: body.produse });
      expect(again.statusCode, again.body).toBe(200);
      expect(await lines()).toEqual([
        { product_id: 6, automatic_discount: 5000, automatic_discount_percent: 25 },
        { product_id: 8, automatic_discount: 1500, automatic_discount_percent: 10 },
      ]);
      await t.query('UPDATE automatic_discounts SET percent = 5 WHERE id = $1', [lowered]);
      const third = await edit(order.id, { version: 3, produse: [{ produs: 6, cantitate: 2 }] });
      expect(third.statusCode, third.body).toBe(200);
      expect(await lines()).toEqual([
        { product_id: 6, automatic_discount: 5000, automatic_discount_percent: 25 },
      ]);
    } finally {
      await t.query('UPDATE automatic_discounts SET is_active = false WHERE id = ANY($1)', [
        [ended, lowered],
      ]);
    }
  });

  it('keeps a free-shipping coupon on an edit', async () => {
    const code = `LIVRARE${Date.now().toString(36).toUpperCase()}`;
    await t.query(
      "INSERT INTO coupons (code, kind, value, min_subtotal) VALUES ($1, 'free_shipping', 0, 0)",
      [code],
    );
    const order = await placed({ cupon: code, produse: [{ produs: 5, cantitate: 1 }] });
    expect(order).toMatchObject({ cupon: code, shipping_cost: '0.00', total: '50.00' });
    const response = await edit(order.id, { version: 1, produse: [{ produs: 5, cantitate: 2 }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOrderDetail>()).toMatchObject({
      subtotal: '100.00',
      discount: '0.00',
      shipping_cost: '0.00',
      total: '100.00',
    });
  });
});

describe('editing a paid order', () => {
  it('lowers a paid counter order: storno, new invoice, the difference back to the wallet, once', async () => {
    const order = await placed({
      plata: 'numerar',
      client: customerId,
      produse: [{ produs: 5, cantitate: 3 }],
    });
    const oldTotal = 15000 + shippingFor(15000);
    expect(order).toMatchObject({ total: lei(oldTotal), payment_status: 'paid', edit_refused: null });
    const stock = await stockOf(t, 5);
    const wallet = await balanceOf(customerId);
    const newTotal = 5000 + shippingFor(5000);
    const difference = oldTotal - newTotal;
    const body = { version: 1, produse: [{ produs: 5, cantitate: 1 }], metoda_rambursare: 'wallet' };
    const [invoice] = await t.query<{ code: string }>(
      "SELECT code FROM invoices WHERE order_id = $1 AND kind = 'invoice'",
      [order.id],
    );

    const preview = await previewEdit(order.id, body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<AdminOrderQuote>().modificare).toEqual({
      total_vechi: lei(oldTotal),
      platit: lei(oldTotal),
      rambursare: { suma: lei(difference), metoda: 'wallet' },
      rest_de_plata: '0.00',
      factura_stornata: invoice!.code,
      factura_noua: true,
    });
    expect(await refundsOf(order.id)).toEqual([]);

    const key = `edit-${randomUUID()}`;
    const response = await edit(order.id, body, { ...staff, 'idempotency-key': key });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<AdminOrderDetail>();
    expect(edited).toMatchObject({
      total: lei(newTotal),
      paid_amount: lei(newTotal),
      refunded_amount: '0.00',
      refundable_amount: lei(newTotal),
      amount_due: '0.00',
      payment_status: 'paid',
      status: 'placed',
      version: 2,
    });
    expect(edited.refunds).toMatchObject([
      { amount: lei(difference), method: 'wallet', status: 'completed' },
    ]);
    expect(await refundsOf(order.id)).toEqual([
      { amount: difference, method: 'wallet', status: 'completed', order_version: 2 },
    ]);
    expect(await invoicesOf(order.id)).toEqual([
      { kind: 'invoice', order_version: null, gross_total: oldTotal, corrects: false },
      { kind: 'credit_note', order_version: 2, gross_total: oldTotal, corrects: true },
      { kind: 'invoice', order_version: 2, gross_total: newTotal, corrects: false },
    ]);
    expect(await stockOf(t, 5)).toBe(stock + 2);
    expect(await balanceOf(customerId)).toBe(wallet + difference);
    expect(edited.history.at(-1)?.note).toMatch(/se rambursează/);
    const mails = await mailsOf(`order-${order.id}-edited-2`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order_edited' });
    expect(mails[0]!.text).toContain(lei(difference).replace('.', ','));
    const audit = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id",
      [String(order.id)],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['create_manual', 'edit']);

    // The same request again: the same answer, nothing twice.
    const retry = await edit(order.id, body, { ...staff, 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<AdminOrderDetail>().version).toBe(2);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await invoicesOf(order.id)).toHaveLength(3);
    expect(await balanceOf(customerId)).toBe(wallet + difference);
    expect(await stockOf(t, 5)).toBe(stock + 2);
  });

  it('raises a paid order: an amount due, shown to the customer, then recorded as received', async () => {
    const order = await placed({
      plata: 'numerar',
      client: customerId,
      produse: [{ produs: 5, cantitate: 1 }],
    });
    const oldTotal = 5000 + shippingFor(5000);
    const newTotal = 15000 + shippingFor(15000);
    const due = newTotal - oldTotal;
    const response = await edit(order.id, { version: 1, produse: [{ produs: 5, cantitate: 3 }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOrderDetail>()).toMatchObject({
      total: lei(newTotal),
      amount_due: lei(due),
      paid_amount: lei(oldTotal),
      refundable_amount: lei(oldTotal),
      refunds: [],
    });
    expect(await invoicesOf(order.id)).toEqual([
      { kind: 'invoice', order_version: null, gross_total: oldTotal, corrects: false },
      { kind: 'credit_note', order_version: 2, gross_total: oldTotal, corrects: true },
      { kind: 'invoice', order_version: 2, gross_total: newTotal, corrects: false },
    ]);
    const [payable] = await t.query<{ payable: string }>(
      "SELECT document->'totals'->>'payable' AS payable FROM invoices WHERE order_id = $1 AND order_version = 2 AND kind = 'invoice'",
      [order.id],
    );
    expect(Number(payable!.payable)).toBe(due);
    const mine = await t.app.inject({ method: 'GET', url: `/api/comenzi/${order.id}/`, headers: customer });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<Order>()).toMatchObject({ rest_de_plata: lei(due), transfer: { suma: lei(due) } });
    const [mail] = await mailsOf(`order-${order.id}-edited-2`);
    expect(mail!.text).toContain(`Rest de plată: ${lei(due).replace('.', ',')}`);

    // Recording it: bad input, the wrong people, then staff.
    expect((await settle(order.id, { version: 2, metoda: 'card' })).statusCode).toBe(400);
    expect((await settle(order.id, { metoda: 'transfer' })).statusCode).toBe(400);
    expect((await settle(order.id, { version: 2, metoda: 'transfer' }, contentStaff)).statusCode).toBe(403);
    expect((await settle(order.id, { version: 2, metoda: 'transfer' }, customer)).statusCode).toBe(403);
    expect((await settle(order.id, { version: 1, metoda: 'transfer' })).statusCode).toBe(409);
    const dueMails = () =>
      t.query<{ kind: string; to_address: string; subject: string; text: string; html: string }>(
        "SELECT kind, to_address, subject, text, html FROM mail_outbox WHERE kind = 'amount_due_paid' AND message_id LIKE $1",
        [`order-${order.id}-amount-due-paid-%`],
      );
    expect(await dueMails()).toEqual([]);
    const key = `due-${randomUUID()}`;
    const settled = await settle(
      order.id,
      { version: 2, metoda: 'transfer' },
      { ...staff, 'idempotency-key': key },
    );
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<AdminOrderDetail>()).toMatchObject({
      amount_due: '0.00',
      paid_amount: lei(newTotal),
      version: 3,
    });
    const retry = await settle(
      order.id,
      { version: 2, metoda: 'transfer' },
      { ...staff, 'idempotency-key': key },
    );
    expect(retry.statusCode).toBe(200);
    const payments = await t.query<{ provider: string; status: string; amount: number }>(
      'SELECT provider, status, amount FROM payments WHERE order_id = $1 ORDER BY created_at',
      [order.id],
    );
    expect(payments).toEqual([
      { provider: 'cash', status: 'succeeded', amount: oldTotal },
      { provider: 'transfer', status: 'succeeded', amount: due },
    ]);
    // The customer's confirmation, once (the retry answered from the key), through the outbox.
    const mails = await dueMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(order.email);
    expect(mails[0]!.subject).toContain(`am primit restul de plată pentru comanda nr. ${order.id}`);
    expect(mails[0]!.text).toContain(
      `Am primit restul de plată de ${lei(due).replace('.', ',')} lei pentru comanda nr. ${order.id}, prin transfer bancar.`,
    );
    expect(mails[0]!.text).toContain(`Total plătit: ${lei(newTotal).replace('.', ',')} lei`);
    expect(mails[0]!.html).toContain('prin transfer bancar');
    const nothing = await settle(order.id, { version: 3, metoda: 'numerar' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'admin.not_allowed' });
    expect(await dueMails()).toHaveLength(1);
  });

  it("confirms an amount due paid in cash in the order's language", async () => {
    const order = await placed({ plata: 'numerar', limba: 'en', produse: [{ produs: 5, cantitate: 1 }] });
    const raised = await edit(order.id, { version: 1, produse: [{ produs: 5, cantitate: 2 }] });
    expect(raised.statusCode, raised.body).toBe(200);
    const due = raised.json<AdminOrderDetail>().amount_due;
    expect(Number(due)).toBeGreaterThan(0);
    const settled = await settle(order.id, { version: 2, metoda: 'numerar' });
    expect(settled.statusCode, settled.body).toBe(200);
    const mails = await t.query<{ subject: string; text: string }>(
      "SELECT subject, text FROM mail_outbox WHERE kind = 'amount_due_paid' AND message_id LIKE $1",
      [`order-${order.id}-amount-due-paid-%`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`remaining payment received for order no. ${order.id}`);
    expect(mails[0]!.text).toContain(
      `We received the remaining ${due.replace('.', ',')} lei for order no. ${order.id}, in cash at the shop.`,
    );
  });

  it('refunds a lower card order as refunds do, and refuses to raise it', async () => {
    await setProduct(t, 30, { stock: 20, price: 8000, discounted: null, vat: 19 });
    const created: OrderCreated = await placeOk(
      t,
      orderBody([{ produs: 30, cantitate: 2 }], { email: freshEmail(), plata: 'card' }),
    );
    const url = new URL(created.payment_url!);
    const paid = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: new URLSearchParams({ token: url.searchParams.get('token')!, decision: 'approve' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBeLessThan(400);
    const before = await detailOf(created.id);
    expect(before).toMatchObject({ payment_status: 'paid', edit_refused: null });
    const oldTotal = 16000 + shippingFor(16000);

    const raise = await edit(created.id, { version: 1, produse: [{ produs: 30, cantitate: 3 }] });
    expect(raise.statusCode).toBe(409);
    expect(raise.json<{ detail: string }>().detail).toMatch(/cardul/);

    // Staff without the refunds permission may not lower a paid order.
    const lower = { version: 1, produse: [{ produs: 30, cantitate: 1 }] };
    const forbidden = await edit(created.id, lower, shopStaff);
    expect(forbidden.statusCode).toBe(403);
    expect((await detailOf(created.id)).version).toBe(1);

    const response = await edit(created.id, lower);
    expect(response.statusCode, response.body).toBe(200);
    const newTotal = 8000 + shippingFor(8000);
    expect(response.json<AdminOrderDetail>()).toMatchObject({ total: lei(newTotal), amount_due: '0.00' });
    // The sandbox has no refund API: a card refund is made by staff and confirmed, as any.
    expect(await refundsOf(created.id)).toEqual([
      { amount: oldTotal - newTotal, method: 'card', status: 'awaiting_transfer', order_version: 2 },
    ]);
    expect((await invoicesOf(created.id)).map((row) => [row.kind, row.gross_total])).toEqual([
      ['invoice', oldTotal],
      ['credit_note', oldTotal],
      ['invoice', newTotal],
    ]);
  });

  it('refuses a paid order that was refunded already, and bad input', async () => {
    const order = await placed({ plata: 'numerar', produse: [{ produs: 5, cantitate: 2 }] });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds/`,
      headers: staff,
      payload: { amount: '10.00', method: 'bank', reason: 'Gest comercial', manual_transfer_done: true },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const refused = await edit(order.id, { version: 1, produse: [{ produs: 5, cantitate: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toMatch(/rambursări/);
    expect((await detailOf(order.id)).edit_refused).toMatch(/rambursări/);

    const other = await placed({ plata: 'numerar', produse: [{ produs: 5, cantitate: 2 }] });
    const bad = await edit(other.id, {
      version: 1,
      produse: [{ produs: 5, cantitate: 1 }],
      metoda_rambursare: 'cash',
    });
    expect(bad.statusCode).toBe(400);
    // A guest's order has no wallet to refund to.
    const guest = await edit(other.id, {
      version: 1,
      produse: [{ produs: 5, cantitate: 1 }],
      metoda_rambursare: 'wallet',
    });
    expect(guest.statusCode).toBe(400);
    expect((await detailOf(other.id)).version).toBe(1);
    expect(
      (await edit(other.id, { version: 1, produse: [{ produs: 5, cantitate: 1 }] }, customer)).statusCode,
    ).toBe(403);
  });
});
