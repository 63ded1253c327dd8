import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrder } from '@shop/shared/schemas/account';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import {
  type AdminReturn,
  RETURN_MESSAGES,
  type ReturnList,
  type ReturnRequest,
} from '@shop/shared/schemas/returns';
import type { VoucherList } from '@shop/shared/schemas/vouchers';
import type { Wallet } from '@shop/shared/schemas/wallet';
import { orderBody, placeOrder, setProduct, stockOf } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: { authorization: string };
type Customer = Awaited<ReturnType<TestApp['customer']>>;

beforeAll(async () => {
  t = await createTestApp();
  await setProduct(t, 9, { price: 10_000, discounted: null, stock: 1000 });
  await setProduct(t, 10, { price: 4_000, discounted: null, stock: 1000 });
  staff = { authorization: `Token ${(await t.staff()).token}` };
});

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });

/** The credit notes issued for a return, with what each line gives back. */
async function creditNotesOf(returnId: number) {
  const rows = await t.query<{
    gross_total: number;
    refund_id: number | null;
    lines: { productId: number | null; grossAmount: number; invoicePosition: number | null }[];
  }>(
    `SELECT gross_total, refund_id,
            (SELECT jsonb_agg(jsonb_build_object('productId', l->'productId', 'grossAmount', l->'grossAmount',
                                                 'invoicePosition', l->'invoicePosition'))
               FROM jsonb_array_elements(document->'lines') l) AS lines
       FROM invoices WHERE kind = 'credit_note' AND return_id = $1`,
    [returnId],
  );
  return rows;
}

/** A delivered cash order: 2 × 100 lei and 1 × 40 lei (240 lei, free delivery). */
async function deliveredOrder(customer: Customer, deliver = true) {
  const placed = await placeOrder(
    t,
    orderBody(
      [
        { produs: 9, cantitate: 2 },
        { produs: 10, cantitate: 1 },
      ],
      { email: customer.email },
    ),
    auth(customer.token),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<OrderCreated>();
  if (deliver) {
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status/`,
        headers: staff,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }
  const lines = await t.query<{ id: number; product_id: number }>(
    'SELECT id, product_id FROM order_lines WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
  return { id: order.id, lines: lines.map((line) => line.id) };
}

function ask(customer: Customer, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/returns/',
    headers: auth(customer.token),
    payload: body,
  });
}

function step(id: number, path: string, payload?: object) {
  return t.app.inject({ method: 'POST', url: `/api/admin/returns/${id}/${path}/`, headers: staff, payload });
}

async function mailKinds(returnId: number): Promise<string[]> {
  const rows = await t.query<{ kind: string }>(
    'SELECT kind FROM mail_outbox WHERE message_id LIKE $1 ORDER BY id',
    [`return-${returnId}-%`],
  );
  return rows.map((row) => row.kind);
}

describe('asking for a return', () => {
  it('records the lines and the reason, shows it on the order, mails, and allows one per order', async () => {
    const customer = await t.customer();
    const order = await deliveredOrder(customer);
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/account/orders/${order.id}/`,
        headers: auth(customer.token),
      })
    ).json<AccountOrder>();
    expect(before).toMatchObject({ poate_returna: true, retur: null, retur_pana_la: expect.any(String) });

    const response = await ask(customer, {
      comanda: order.id,
      motiv: 'defective',
      detalii: 'Flaconul a sosit spart.',
      produse: [{ linie: order.lines[0], cantitate: 1 }],
      iban: 'ro49 aaaa 1b31 0075 9384 0000',
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json<ReturnRequest>();
    expect(request).toMatchObject({
      comanda: order.id,
      motiv: 'defective',
      status: 'requested',
      iban: 'RO49AAAA1B31007593840000',
      valoare: '100.00',
      rambursare: null,
      produse: [{ linie: order.lines[0], produs: 9, cantitate: 1, pret: '100.00' }],
    });
    expect(await mailKinds(request.id)).toEqual(['return_requested']);

    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/account/orders/${order.id}/`,
        headers: auth(customer.token),
      })
    ).json<AccountOrder>();
    expect(after).toMatchObject({ poate_returna: false, retur: { id: request.id, status: 'requested' } });
    const again = await ask(customer, {
      comanda: order.id,
      motiv: 'other',
      produse: [{ linie: order.lines[1], cantitate: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'returns.exists' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/account/returns/',
      headers: auth(customer.token),
    });
    expect(list.json<ReturnList>().results.map((row) => row.id)).toEqual([request.id]);
  });

  it('refuses an undelivered order, a late one, lines and quantities not ordered, and another customer’s order', async () => {
    const customer = await t.customer();
    const other = await t.customer();
    const pending = await deliveredOrder(customer, false);
    const body = (order: { id: number; lines: number[] }) => ({
      comanda: order.id,
      motiv: 'not_fit',
      produse: [{ linie: order.lines[1], cantitate: 1 }],
    });
    expect((await ask(customer, body(pending))).json()).toMatchObject({ code: 'returns.not_delivered' });

    const late = await deliveredOrder(customer);
    await t.query(
      "UPDATE order_status_history SET created_at = now() - interval '31 days' WHERE order_id = $1 AND to_status = 'delivered'",
      [late.id],
    );
    expect((await ask(customer, body(late))).json()).toMatchObject({ code: 'returns.too_late' });

    const order = await deliveredOrder(customer);
    expect((await ask(other, body(order))).statusCode).toBe(404);
    const foreignLine = await ask(customer, {
      ...body(order),
      produse: [{ linie: pending.lines[0], cantitate: 1 }],
    });
    expect(foreignLine.statusCode).toBe(400);
    const tooMany = await ask(customer, {
      ...body(order),
      produse: [{ linie: order.lines[1], cantitate: 2 }],
    });
    expect(tooMany.json()).toHaveProperty('produse');
    for (const bad of [
      { ...body(order), motiv: 'bored' },
      { ...body(order), produse: [] },
      { ...body(order), iban: 'RO00 1234' },
      { ...body(order), detalii: 'x'.repeat(1001) },
    ]) {
      expect((await ask(customer, bad)).statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await t.query('SELECT 1 FROM return_requests WHERE order_id = $1', [order.id])).toHaveLength(0);
  });

  it('makes one request of two submitted at once', async () => {
    const customer = await t.customer();
    const order = await deliveredOrder(customer);
    const body = {
      comanda: order.id,
      motiv: 'wrong_order',
      produse: [{ linie: order.lines[1], cantitate: 1 }],
    };
    const answers = await Promise.all([ask(customer, body), ask(customer, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('staff handling a return', () => {
  async function requested(customer: Customer) {
    const order = await deliveredOrder(customer);
    const response = await ask(customer, {
      comanda: order.id,
      motiv: 'defective',
      produse: [
        { linie: order.lines[0], cantitate: 2 },
        { linie: order.lines[1], cantitate: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    return { order, id: response.json<ReturnRequest>().id };
  }

  it('approves, receives the goods (stock back once) and refunds to the wallet, mailing each step', async () => {
    const customer = await t.customer();
    const { order, id } = await requested(customer);
    const stock9 = await stockOf(t, 9);
    expect((await step(id, 'receipt')).statusCode).toBe(409);
    const approved = await step(id, 'decision', {
      decizie: 'approve',
      nota: 'Trimite coletul prin Fan Courier.',
    });
    expect(approved.json<AdminReturn>()).toMatchObject({
      status: 'approved',
      nota_magazin: 'Trimite coletul prin Fan Courier.',
      valoare: '240.00',
      rambursabil: '240.00',
      wallet_refund_available: true,
    });
    expect((await step(id, 'decision', { decizie: 'refuse', nota: 'x' })).statusCode).toBe(409);

    const receipts = await Promise.all([step(id, 'receipt'), step(id, 'receipt')]);
    expect(receipts.map((receipt) => receipt.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, 9)).toBe(stock9 + 2);
    const movements = await t.query<{ kind: string; delta: number; reason: string }>(
      "SELECT kind, delta, reason FROM stock_movements WHERE order_id = $1 AND kind = 'return' ORDER BY product_id",
      [order.id],
    );
    expect(movements).toEqual([
      { kind: 'return', delta: 2, reason: `Retur nr. ${id}` },
      { kind: 'return', delta: 1, reason: `Retur nr. ${id}` },
    ]);

    expect((await step(id, 'refund', { metoda: 'wallet', suma: '240.01' })).statusCode).toBe(400);
    const refunded = await step(id, 'refund', { metoda: 'wallet', suma: '240' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<AdminReturn>()).toMatchObject({
      status: 'refunded',
      rambursare: { metoda: 'wallet', suma: '240.00', voucher: null },
      rambursabil: '0.00',
    });
    expect((await step(id, 'refund', { metoda: 'wallet', suma: '1' })).statusCode).toBe(409);
    const wallet = (
      await t.app.inject({ method: 'GET', url: '/api/account/wallet/', headers: auth(customer.token) })
    ).json<Wallet>();
    expect(wallet.sold).toBe('240.00');
    expect(wallet.miscari.results[0]).toMatchObject({
      tip: 'refund',
      nota: `Retur nr. ${id}`,
      comanda: order.id,
    });
    expect(await mailKinds(id)).toEqual(['return_requested', 'return_approved', 'return_received']);
    const notes = await creditNotesOf(id);
    expect(notes).toEqual([expect.objectContaining({ gross_total: 24_000, refund_id: expect.any(Number) })]);
    const refundMails = await t.query('SELECT 1 FROM mail_outbox WHERE kind = $1 AND message_id LIKE $2', [
      'order_refund',
      `order-${order.id}-refund-%`,
    ]);
    expect(refundMails).toHaveLength(1);
    const audited = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'return' AND entity_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audited.map((row) => row.action)).toEqual(['approved', 'received', 'refunded']);
  });

  it('offers and takes only the ways a cash-on-delivery order can be paid back: never a card', async () => {
    const customer = await t.customer();
    const { id } = await requested(customer);
    await step(id, 'decision', { decizie: 'approve' });
    const received = await step(id, 'receipt');
    expect(received.json<AdminReturn>().metode_rambursare).toEqual(['bank', 'wallet', 'voucher']);
    for (const metoda of ['card', 'stripe']) {
      // A card refund is confirmed as sent by staff, so the refusal is the method's, not the form's.
      const refused = await step(id, 'refund', { metoda, suma: '240', transfer_confirmat: true });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'admin.not_allowed',
        metoda: [RETURN_MESSAGES.methodNotForOrder],
      });
    }
    const refunded = await step(id, 'refund', { metoda: 'bank', suma: '240', transfer_confirmat: true });
    expect(refunded.statusCode, refunded.body).toBe(200);
  });

  it("keeps a bank refund awaiting the transfer, mailing nobody until staff confirm it on the order's refund", async () => {
    const customer = await t.customer();
    const { id, order } = await requested(customer);
    await step(id, 'decision', { decizie: 'approve' });
    await step(id, 'receipt');
    const refundMails = async () =>
      (
        await t.query('SELECT 1 FROM mail_outbox WHERE kind = $1 AND message_id LIKE $2', [
          'order_refund',
          `order-${order.id}-refund-%`,
        ])
      ).length;

    const recorded = await step(id, 'refund', { metoda: 'bank', suma: '240' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const awaiting = recorded.json<AdminReturn>();
    expect(awaiting).toMatchObject({
      status: 'refunded',
      rambursare: { metoda: 'bank', suma: '240.00' },
      refund: { method: 'bank', amount: '240.00', status: 'awaiting_transfer', completed_at: null },
    });
    expect(await refundMails()).toBe(0);

    const confirm = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds/${awaiting.refund!.id}/transfer/`,
        headers,
      });
    expect((await confirm(auth(customer.token))).statusCode).toBe(403);
    expect((await confirm({})).statusCode).toBe(401);
    expect(await refundMails()).toBe(0);

    const answers = await Promise.all([confirm(staff), confirm(staff)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await refundMails()).toBe(1);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}/`, headers: staff })
    ).json<AdminReturn>();
    expect(after.refund).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
  });

  it('records a card or bank refund confirmed as made at once, mailing the customer', async () => {
    const customer = await t.customer();
    const { id, order } = await requested(customer);
    await step(id, 'decision', { decizie: 'approve' });
    await step(id, 'receipt');
    const done = await step(id, 'refund', { metoda: 'bank', suma: '240', transfer_confirmat: true });
    expect(done.json<AdminReturn>().refund).toMatchObject({ status: 'completed' });
    const mails = await t.query('SELECT 1 FROM mail_outbox WHERE kind = $1 AND message_id LIKE $2', [
      'order_refund',
      `order-${order.id}-refund-%`,
    ]);
    expect(mails).toHaveLength(1);
  });

  it('can pay a return back with a voucher the customer then has', async () => {
    const customer = await t.customer();
    const { id } = await requested(customer);
    await step(id, 'decision', { decizie: 'approve' });
    await step(id, 'receipt');
    expect((await step(id, 'refund', { metoda: 'voucher', suma: '240.01' })).json()).toHaveProperty('suma');
    const refunded = await step(id, 'refund', { metoda: 'voucher', suma: '240' });
    expect(refunded.json<AdminReturn>()).toMatchObject({
      status: 'refunded',
      rambursare: { metoda: 'voucher', suma: '240.00', voucher: expect.stringMatching(/^RETUR-/) },
    });
    const vouchers = (
      await t.app.inject({ method: 'GET', url: '/api/account/vouchers/', headers: auth(customer.token) })
    ).json<VoucherList>();
    expect(vouchers.results).toEqual([
      expect.objectContaining({
        origin: 'return',
        discount_type: 'fixed',
        value: '240.00',
        status: 'active',
      }),
    ]);
    expect(await mailKinds(id)).toContain('return_voucher');
    // The goods came back for a voucher: the sale is credited, for the returned products only.
    const [note] = await creditNotesOf(id);
    expect(note).toMatchObject({ gross_total: 24_000, refund_id: null });
    expect(note!.lines).toEqual([
      { productId: 9, grossAmount: 20_000, invoicePosition: 1 },
      { productId: 10, grossAmount: 4_000, invoicePosition: 2 },
    ]);
  });

  it('lists a page of requests in the same few statements however many it holds', async () => {
    const customer = await t.customer();
    for (let i = 0; i < 3; i += 1) await requested(customer);
    /** Statements the app sends through its pool while it answers the staff's list. */
    async function statementsOfList(pageSize: number): Promise<{ rows: number; statements: number }> {
      let statements = 0;
      const send = t.pool.query.bind(t.pool) as (...args: unknown[]) => unknown;
      t.pool.query = ((...args: unknown[]) => {
        statements += 1;
        return send(...args);
      }) as typeof t.pool.query;
      try {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/admin/returns/?per=${pageSize}`,
          headers: staff,
        });
        expect(response.statusCode, response.body).toBe(200);
        return { rows: response.json<{ results: AdminReturn[] }>().results.length, statements };
      } finally {
        t.pool.query = send as typeof t.pool.query;
      }
    }
    const one = await statementsOfList(1);
    const many = await statementsOfList(25);
    expect(one.rows).toBe(1);
    expect(many.rows).toBeGreaterThanOrEqual(3);
    expect(many.statements).toBe(one.statements);
  });

  it('refuses with a reason the customer reads; lists by status; answers 404, 403 and 401', async () => {
    const customer = await t.customer();
    const { id } = await requested(customer);
    expect((await step(id, 'decision', { decizie: 'refuse' })).json()).toHaveProperty('nota');
    const refused = await step(id, 'decision', { decizie: 'refuse', nota: 'Produsul a fost desigilat.' });
    expect(refused.json<AdminReturn>()).toMatchObject({
      status: 'refused',
      nota_magazin: 'Produsul a fost desigilat.',
    });
    expect(await mailKinds(id)).toEqual(['return_requested', 'return_refused']);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/account/returns/', headers: auth(customer.token) })
    ).json<ReturnList>();
    expect(mine.results[0]).toMatchObject({ status: 'refused', nota_magazin: 'Produsul a fost desigilat.' });

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns/?status=refused',
      headers: staff,
    });
    expect(page.json<{ results: AdminReturn[] }>().results.every((row) => row.status === 'refused')).toBe(
      true,
    );
    expect(page.json<{ results: AdminReturn[] }>().results.map((row) => row.id)).toContain(id);
    expect((await step(999_999, 'receipt')).statusCode).toBe(404);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/receipt/`,
      headers: auth(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/returns/' })).statusCode).toBe(401);
  });
});
