import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToBani } from '@shop/shared/money';
import { ORDER_STATUSES, type OrderStatus, staffTransitions } from '@shop/shared/order-status';
import type { AdminOrderDetail, AdminOrderPage } from '@shop/shared/schemas/admin/orders';
import { orderBody, placeOk, setProduct, stockOf } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: { authorization: string };
let staffEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const account = await t.staff();
  staff = { authorization: `Token ${account.token}` };
  staffEmail = account.email;
  await setProduct(t, 5, { stock: 500, price: 5000, discounted: null });
  await setProduct(t, 6, { stock: 500, price: 12000, discounted: null });
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `admin.orders${++counter}.${Date.now().toString(36)}@example.ro`;

async function place(overrides: Record<string, unknown> = {}, lines = [{ produs: 5, cantitate: 2 }]) {
  return placeOk(t, orderBody(lines, { email: freshEmail(), ...overrides }));
}

/** Pays a card order through the sandbox's verified event, as the payment page would. */
async function pay(orderId: number) {
  const [payment] = await t.query<{ id: string }>(
    "SELECT id FROM payments WHERE order_id = $1 AND status = 'pending'",
    [orderId],
  );
  await t.app.checkout.handlePaymentEvent({
    provider: 'sandbox',
    eventId: `sb_${payment!.id}_approve`,
    type: 'payment.approved',
    paymentId: payment!.id,
    outcome: 'succeeded',
    payload: {},
  });
}

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${query}`, headers: staff });
const detail = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/`, headers: staff });
const setStatus = (id: number, status: OrderStatus, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status/`,
    headers: staff,
    payload: { status, ...(note ? { note } : {}) },
  });
const refund = (id: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds/`, headers: staff, payload: body });

async function mailsOf(orderId: number): Promise<string[]> {
  const rows = await t.query<{ kind: string }>(
    'SELECT kind FROM mail_outbox WHERE message_id LIKE $1 ORDER BY id',
    [`order-${orderId}-%`],
  );
  return rows.map((row) => row.kind);
}

describe('GET /api/admin/orders/', () => {
  it('filters by status, payment method, payment state and day, newest first, with an exact count', async () => {
    const cash = await place();
    const card = await place({ plata: 'card' });
    const paidCard = await place({ plata: 'card' });
    await pay(paidCard.id);

    const byStatus = (await list('?status=awaiting_payment&per=100')).json<AdminOrderPage>();
    const ids = byStatus.results.map((row) => row.id);
    expect(ids).toContain(card.id);
    expect(ids).not.toContain(cash.id);
    expect(byStatus.results.every((row) => row.status === 'awaiting_payment')).toBe(true);
    expect(byStatus.count_exact).toBe(true);

    const several = (await list('?status=placed,awaiting_payment&per=100')).json<AdminOrderPage>();
    expect(several.results.map((row) => row.id)).toEqual(
      expect.arrayContaining([cash.id, card.id, paidCard.id]),
    );

    const ramburs = (await list('?payment_method=ramburs&per=100')).json<AdminOrderPage>();
    expect(ramburs.results.every((row) => row.plata === 'ramburs')).toBe(true);
    expect(ramburs.results.map((row) => row.id)).toContain(cash.id);

    const paid = (await list('?payment_status=paid&per=100')).json<AdminOrderPage>();
    expect(paid.results.map((row) => row.id)).toContain(paidCard.id);
    expect(paid.results.map((row) => row.id)).not.toContain(card.id);
    const unpaid = (await list('?payment_status=unpaid&per=100')).json<AdminOrderPage>();
    expect(unpaid.results.map((row) => row.id)).toEqual(expect.arrayContaining([cash.id, card.id]));

    const newest = (await list('?per=2')).json<AdminOrderPage>();
    expect(newest.results.map((row) => row.id)).toEqual([paidCard.id, card.id]);
    expect(newest.next).toContain('page=2');
    const oldestFirst = (await list('?ordering=created&per=100')).json<AdminOrderPage>();
    expect(oldestFirst.results.at(-1)!.id).toBe(paidCard.id);

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Bucharest' });
    const todays = (await list(`?from=${today}&to=${today}&per=100`)).json<AdminOrderPage>();
    expect(todays.results.map((row) => row.id)).toContain(cash.id);
    const past = (await list('?from=2020-01-01&to=2020-01-31')).json<AdminOrderPage>();
    expect(past).toMatchObject({ count: 0, count_exact: true, results: [] });
  });

  it('sorts by total', async () => {
    await place({}, [{ produs: 6, cantitate: 3 }]);
    const rows = (await list('?ordering=-total&per=100')).json<AdminOrderPage>().results;
    const totals = rows.map((row) => Number(row.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('finds an order by its number, or by name, email or phone with or without diacritics', async () => {
    const order = await place({ nume: 'Ștefănescu', prenume: 'Ioana', telefon: '0744 999 321' });
    for (const q of [
      'stefanescu',
      'ȘTEFĂNESCU',
      'Ştefănescu',
      'ioana ștef',
      String(order.id),
      '0744 999',
      '+40 744 999 321',
    ]) {
      const found = (await list(`?q=${encodeURIComponent(q)}&per=100`)).json<AdminOrderPage>();
      expect(
        found.results.map((row) => row.id),
        q,
      ).toContain(order.id);
    }
    const none = (await list(`?q=${encodeURIComponent('%_nimeni_')}`)).json<AdminOrderPage>();
    expect(none.results).toEqual([]);
  });

  it('finds the orders of a whole e-mail address, in any case, and not of an address that contains it', async () => {
    const stamp = Date.now().toString(36);
    const suffix = `${stamp}@exemplu.ro`;
    const ana = await place({ email: `ana.${suffix}` });
    const diana = await place({ email: `diana.${suffix}` });
    const found = (await list(`?q=${encodeURIComponent(`ANA.${suffix}`)}&per=100`)).json<AdminOrderPage>();
    expect(found.results.map((row) => row.id)).toEqual([ana.id]);
    // Part of an address is still a search of the orders' text.
    const part = (await list(`?q=${encodeURIComponent(`na.${stamp}`)}&per=100`)).json<AdminOrderPage>();
    expect(part.results.map((row) => row.id).sort()).toEqual([ana.id, diana.id].sort());
  });

  it('refuses an unknown status or ordering with a message per field', async () => {
    const bad = await list('?status=placed,lost&ordering=price');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('code');
  });
});

describe('GET /api/admin/orders/{id}/', () => {
  it('answers everything about an order, including the company and the staff transitions', async () => {
    const order = await place({
      facturare: {
        tip: 'companie',
        cui: 'RO18547290',
        nr_reg_com: 'J12/1234/2020',
        denumire: 'Firma Test SRL',
        sediu: { judet: 'Cluj', localitate: 'Cluj-Napoca', adresa: 'Str. Sediului 2', cod_postal: '400001' },
      },
    });
    const response = await detail(order.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminOrderDetail>();
    expect(body).toMatchObject({
      id: order.id,
      status: 'placed',
      facturare: { tip: 'companie', cui: 'RO18547290', nr_reg_com: 'J12/1234/2020' },
      livrare: { metoda: 'curier' },
      customer: { user_id: null, account_email: null },
      payment_status: 'unpaid',
      refundable_amount: '0.00',
      allowed_transitions: ['processing', 'cancelled'],
    });
    expect(body.lines[0]).toMatchObject({ product_id: 5, cantitate: 2, pret: '50.00' });
    expect(body.lines[0]!.product_slug).toEqual(expect.any(String));
    expect(body.history.map((entry) => entry.to_status)).toEqual(['placed']);
    expect(body.payments).toHaveLength(1);
    expect((await detail(99_999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/status/', () => {
  it('takes an order placed → processing → shipped → delivered, mailing shipped and delivered', async () => {
    const order = await place();
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      const response = await setStatus(order.id, status, status === 'shipped' ? 'AWB 123' : undefined);
      expect(response.statusCode, status).toBe(200);
      expect(response.json<AdminOrderDetail>().status).toBe(status);
    }
    const body = (await detail(order.id)).json<AdminOrderDetail>();
    expect(body.history.map((entry) => [entry.to_status, entry.actor])).toEqual([
      ['placed', 'customer'],
      ['processing', 'staff'],
      ['shipped', 'staff'],
      ['delivered', 'staff'],
    ]);
    expect(body.history[2]!.note).toBe('AWB 123');
    // Cash on delivery is paid at the door.
    expect(body).toMatchObject({ payment_status: 'paid', paid_amount: body.total, allowed_transitions: [] });
    expect(await mailsOf(order.id)).toEqual(['order_confirmation', 'order_shipped', 'order_delivered']);
    const audit = await t.query<{ actor_email: string; after: { status: string } }>(
      "SELECT actor_email, after FROM audit_log WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id",
      [String(order.id)],
    );
    expect(audit.map((entry) => entry.after.status)).toEqual(['processing', 'shipped', 'delivered']);
    expect(audit[0]!.actor_email).toBe(staffEmail);
  });

  it('allows every transition of the staff table', async () => {
    const path: Record<OrderStatus, OrderStatus[]> = {
      awaiting_payment: [],
      placed: [],
      processing: ['processing'],
      shipped: ['processing', 'shipped'],
      delivered: ['processing', 'shipped', 'delivered'],
      cancelled: ['cancelled'],
      refunded: [],
    };
    for (const from of ORDER_STATUSES) {
      for (const to of staffTransitions(from)) {
        const order = from === 'awaiting_payment' ? await place({ plata: 'card' }) : await place();
        for (const step of path[from]) expect((await setStatus(order.id, step)).statusCode).toBe(200);
        const response = await setStatus(order.id, to);
        expect(response.statusCode, `${from} → ${to}`).toBe(200);
        expect(response.json<AdminOrderDetail>()).toMatchObject({
          status: to,
          allowed_transitions: staffTransitions(to),
        });
      }
    }
  });

  it('refuses every transition outside the staff table, changing nothing', async () => {
    const refused: [OrderStatus, OrderStatus[]][] = [
      ['placed', ['placed', 'shipped', 'delivered', 'refunded', 'awaiting_payment']],
      ['processing', ['placed', 'delivered', 'refunded']],
      ['shipped', ['cancelled', 'processing', 'refunded']],
      ['delivered', ['cancelled', 'shipped', 'refunded']],
    ];
    const path: OrderStatus[] = ['processing', 'shipped', 'delivered'];
    const order = await place();
    for (const [index, [current, targets]] of refused.entries()) {
      for (const target of targets) {
        const response = await setStatus(order.id, target);
        expect(response.statusCode, `${current} → ${target}`).toBe(409);
        expect(response.json()).toMatchObject({ code: 'admin.not_allowed' });
      }
      if (path[index]) expect((await setStatus(order.id, path[index])).statusCode).toBe(200);
    }
    const card = await place({ plata: 'card' });
    expect((await setStatus(card.id, 'placed')).statusCode).toBe(409);
    expect((await setStatus(card.id, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(card.id, 'cancelled')).statusCode).toBe(409);
  });

  it('cancels once: the stock comes back once, even for two cancels at the same time', async () => {
    await setProduct(t, 7, { stock: 40 });
    const order = await place({}, [{ produs: 7, cantitate: 3 }]);
    expect(await stockOf(t, 7)).toBe(37);
    const answers = await Promise.all([setStatus(order.id, 'cancelled'), setStatus(order.id, 'cancelled')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, 7)).toBe(40);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(t, 7)).toBe(40);
    const body = (await detail(order.id)).json<AdminOrderDetail>();
    expect(body.status).toBe('cancelled');
    expect(body.history.filter((entry) => entry.to_status === 'cancelled')).toHaveLength(1);
    expect(await mailsOf(order.id)).toEqual(['order_confirmation', 'order_cancelled']);
    // The stock log names the order and the staff member whose cancel brought the units back.
    const [movement] = await t.query<{ delta: number; user_email: string | null }>(
      `SELECT m.delta, u.email AS user_email
         FROM stock_movements m LEFT JOIN users u ON u.id = m.user_id
        WHERE m.order_id = $1 AND m.kind = 'cancellation'`,
      [order.id],
    );
    expect(movement).toEqual({ delta: 3, user_email: staffEmail });
  });
});

describe('POST /api/admin/orders/{id}/refunds/', () => {
  it('refuses an unpaid order, and more than was paid', async () => {
    const unpaid = await place();
    const refused = await refund(unpaid.id, {
      amount: '1.00',
      method: 'card',
      manual_transfer_done: true,
      reason: 'Test',
    });
    expect(refused.statusCode).toBe(409);

    const order = await place({ plata: 'card' });
    await pay(order.id);
    const over = await refund(order.id, {
      amount: '999.00',
      method: 'card',
      manual_transfer_done: true,
      reason: 'Prea mult',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'admin.not_allowed',
      amount: [expect.stringContaining('cel mult')],
    });
    const stripe = await refund(order.id, { amount: '1.00', method: 'stripe', reason: 'Fără Stripe' });
    expect(stripe.statusCode).toBe(400);
    expect(stripe.json()).toHaveProperty('method');
    const invalid = await refund(order.id, { amount: '0.00', method: 'cash', reason: '' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json())).toEqual(expect.arrayContaining(['amount', 'method', 'reason']));
  });

  it('never refunds past the payment, even for refunds at the same time; the full amount refunds the order', async () => {
    const order = await place({ plata: 'card' }, [{ produs: 5, cantitate: 2 }]);
    await pay(order.id);
    expect((await setStatus(order.id, 'processing')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    const total = Number(order.total);
    const part = (total * 0.6).toFixed(2);
    const answers = await Promise.all([
      refund(order.id, { amount: part, method: 'card', manual_transfer_done: true, reason: 'Retur parțial' }),
      refund(order.id, { amount: part, method: 'bank', manual_transfer_done: true, reason: 'Retur parțial' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    let body = (await detail(order.id)).json<AdminOrderDetail>();
    expect(body).toMatchObject({
      status: 'delivered',
      payment_status: 'partially_refunded',
      refunded_amount: part,
    });
    expect(body.refunds[0]).toMatchObject({ amount: part, reason: 'Retur parțial', created_by: staffEmail });

    const rest = body.refundable_amount;
    expect(
      (await refund(order.id, { amount: rest, method: 'bank', manual_transfer_done: true, reason: 'Restul' }))
        .statusCode,
    ).toBe(201);
    body = (await detail(order.id)).json<AdminOrderDetail>();
    expect(body).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
      refundable_amount: '0.00',
      refunded_amount: order.total,
    });
    expect(body.history.at(-1)).toMatchObject({ to_status: 'refunded', actor: 'staff' });
    expect(
      (await refund(order.id, { amount: '0.01', method: 'bank', manual_transfer_done: true, reason: 'Încă' }))
        .statusCode,
    ).toBe(400);

    const mails = await mailsOf(order.id);
    expect(mails.filter((kind) => kind === 'order_refund')).toHaveLength(2);
    const [sum] = await t.query<{ n: number }>(
      'SELECT sum(amount)::int AS n FROM refunds WHERE order_id = $1',
      [order.id],
    );
    expect(sum!.n).toBe(Math.round(total * 100));
    const refundedList = (await list('?payment_status=refunded&per=100')).json<AdminOrderPage>();
    expect(refundedList.results.map((row) => row.id)).toContain(order.id);
    const audit = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'refund' AND after->>'order_id' = $1",
      [String(order.id)],
    );
    expect(audit[0]!.n).toBe(2);
  });
});

describe('POST /api/admin/orders/{id}/notes/', () => {
  it('adds staff notes with their author, listed in the order', async () => {
    const order = await place();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/notes/`,
      headers: staff,
      payload: { body: '  Clientul a sunat: livrare după ora 17.  ' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      body: 'Clientul a sunat: livrare după ora 17.',
      author: staffEmail,
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/notes/`,
      headers: staff,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('body');
    const body = (await detail(order.id)).json<AdminOrderDetail>();
    expect(body.notes).toEqual([expect.objectContaining({ body: 'Clientul a sunat: livrare după ora 17.' })]);
  });
});

describe('refunds through Stripe', () => {
  const calls: { method: string; url: string; body: URLSearchParams; headers: Record<string, string> }[] = [];
  let sessionCounter = 0;
  const stripeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const body = new URLSearchParams(String(init?.body ?? ''));
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    if (init?.method === 'POST' && url.endsWith('/v1/checkout/sessions')) {
      const id = `cs_test_${++sessionCounter}`;
      return Response.json({ id, url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    const session = /\/v1\/checkout\/sessions\/(\w+)$/.exec(url);
    if (session)
      return Response.json({ id: session[1], payment_status: 'paid', payment_intent: `pi_${session[1]}` });
    if (init?.method === 'POST' && url.endsWith('/v1/refunds')) {
      if (body.get('amount') === '1313')
        return Response.json({ error: { message: 'declined' } }, { status: 402 });
      return Response.json({ id: `re_${calls.length}`, status: 'succeeded' });
    }
    return Response.json({ error: { message: 'not found' } }, { status: 404 });
  }) as typeof fetch;

  let s: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    s = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_test' },
      deps: { stripeFetch },
    });
    headers = { authorization: `Token ${(await s.staff()).token}` };
    await setProduct(s, 5, { stock: 50, price: 5000, discounted: null });
  });
  afterAll(() => s.close());

  it("refunds through Stripe's API with an idempotency key per refund; a refused call records nothing", async () => {
    const order = await placeOk(
      s,
      orderBody([{ produs: 5, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
    );
    const [payment] = await s.query<{ id: string; provider_ref: string }>(
      'SELECT id, provider_ref FROM payments WHERE order_id = $1',
      [order.id],
    );
    await s.app.checkout.handlePaymentEvent({
      provider: 'stripe',
      eventId: 'evt_paid_1',
      type: 'checkout.session.completed',
      paymentId: payment!.id,
      providerRef: payment!.provider_ref,
      outcome: 'succeeded',
      payload: {},
    });
    const before = (
      await s.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/`, headers })
    ).json<AdminOrderDetail>();
    expect(before.stripe_refund_available).toBe(true);

    const declined = await s.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds/`,
      headers,
      payload: { amount: '13.13', method: 'stripe', reason: 'Refuzat' },
    });
    expect(declined.statusCode).toBe(502);
    expect(await s.query('SELECT id FROM refunds WHERE order_id = $1', [order.id])).toEqual([]);

    const response = await s.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds/`,
      headers,
      payload: { amount: '20.00', method: 'stripe', reason: 'Produs deteriorat' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: number; provider_ref: string }>();
    expect(created.provider_ref).toMatch(/^re_/);
    const call = calls.filter((c) => c.url.endsWith('/v1/refunds')).at(-1)!;
    expect(call.headers['idempotency-key']).toBe(`refund-${created.id}`);
    expect(call.body.get('payment_intent')).toBe(`pi_${payment!.provider_ref}`);
    expect(call.body.get('amount')).toBe('2000');
    const [mail] = await s.query<{ text: string }>(
      "SELECT text FROM mail_outbox WHERE kind = 'order_refund' AND message_id LIKE $1",
      [`order-${order.id}-refund-%`],
    );
    expect(mail!.text).toContain('20,00 lei');
  });
});

describe('manual refunds (card, bank)', () => {
  async function delivered() {
    const order = await place();
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      expect((await setStatus(order.id, status)).statusCode).toBe(200);
    }
    return order;
  }

  const confirm = (orderId: number, refundId: number, headers: Record<string, string> = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/${refundId}/transfer/`,
      headers,
    });
  const refundMails = async (orderId: number) =>
    (await mailsOf(orderId)).filter((kind) => kind === 'order_refund').length;

  it('are kept awaiting the transfer and mail nobody until staff confirm it, then mail once', async () => {
    const order = await delivered();
    for (const method of ['card', 'bank']) {
      for (const manual_transfer_done of [undefined, false]) {
        const recorded = await refund(order.id, {
          amount: '5,00',
          method,
          reason: 'Întârziere',
          ...(manual_transfer_done === undefined ? {} : { manual_transfer_done }),
        });
        expect(recorded.statusCode, recorded.body).toBe(201);
        expect(recorded.json()).toMatchObject({
          amount: '5.00',
          method,
          status: 'awaiting_transfer',
          completed_at: null,
          completed_by: null,
        });
      }
    }
    expect(await refundMails(order.id)).toBe(0);
    let body = (await detail(order.id)).json<AdminOrderDetail>();
    expect(body.refunds.map((row) => row.status)).toEqual(Array(4).fill('awaiting_transfer'));
    // Nothing has left yet, but what is awaited is no longer refundable.
    expect(body).toMatchObject({ refunded_amount: '0.00', status: 'delivered' });
    expect(decimalToBani(body.refundable_amount)).toBe(decimalToBani(order.total)! - 2000);

    const first = body.refunds[0]!;
    const confirmed = await confirm(order.id, first.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      id: first.id,
      status: 'completed',
      completed_by: staffEmail,
      completed_at: expect.any(String),
    });
    expect(await refundMails(order.id)).toBe(1);
    const [mail] = await t.query<{ text: string }>('SELECT text FROM mail_outbox WHERE message_id LIKE $1', [
      `order-${order.id}-refund-${first.id}@%`,
    ]);
    expect(mail!.text).toContain('5,00 lei');

    const again = await confirm(order.id, first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'admin.refund_completed' });
    expect(await refundMails(order.id)).toBe(1);
    body = (await detail(order.id)).json<AdminOrderDetail>();
    expect(body.refunded_amount).toBe('5.00');
    const audited = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'refund' AND entity_id = $1 ORDER BY id",
      [String(first.id)],
    );
    expect(audited.map((row) => row.action)).toEqual(['create', 'transfer_confirmed']);
  });

  it('recorded as already made are completed and mailed at once; a confirmation is then 409', async () => {
    const order = await delivered();
    const made = await refund(order.id, {
      amount: '5.00',
      method: 'bank',
      reason: 'Întârziere',
      manual_transfer_done: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
    expect(await refundMails(order.id)).toBe(1);
    const confirmed = await confirm(order.id, made.json<{ id: number }>().id);
    expect(confirmed.statusCode).toBe(409);
    expect(await refundMails(order.id)).toBe(1);
  });

  it('complete once however many confirmations race; a retry with its key replays the answer', async () => {
    const order = await delivered();
    const recorded = await refund(order.id, { amount: '7.00', method: 'bank', reason: 'Retur' });
    const { id } = recorded.json<{ id: number }>();
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(order.id, id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await refundMails(order.id)).toBe(1);

    const other = (await refund(order.id, { amount: '3.00', method: 'card', reason: 'Retur' })).json<{
      id: number;
    }>();
    const key = { ...staff, 'idempotency-key': `confirm-${randomUUID()}` };
    const keyed = await Promise.all([confirm(order.id, other.id, key), confirm(order.id, other.id, key)]);
    expect(keyed.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(keyed[0]!.json()).toEqual(keyed[1]!.json());
    expect(keyed.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await refundMails(order.id)).toBe(2);
  });

  it('make the order refunded when the confirmed transfers reach what was paid, not before', async () => {
    const order = await delivered();
    const recorded = await refund(order.id, { amount: order.total, method: 'bank', reason: 'Retur complet' });
    expect(recorded.statusCode, recorded.body).toBe(201);
    let body = (await detail(order.id)).json<AdminOrderDetail>();
    expect(body).toMatchObject({ status: 'delivered', refundable_amount: '0.00', refunded_amount: '0.00' });
    expect((await confirm(order.id, recorded.json<{ id: number }>().id)).statusCode).toBe(200);
    body = (await detail(order.id)).json<AdminOrderDetail>();
    expect(body).toMatchObject({ status: 'refunded', refunded_amount: order.total });
    expect(body.history.at(-1)).toMatchObject({ to_status: 'refunded', actor: 'staff' });
  });

  it('are confirmed by staff only, for a refund of that order', async () => {
    const order = await delivered();
    const { id } = (await refund(order.id, { amount: '2.00', method: 'card', reason: 'x' })).json<{
      id: number;
    }>();
    const guest = await confirm(order.id, id, {});
    expect(guest.statusCode).toBe(401);
    const customer = await t.customer();
    const theirs = await confirm(order.id, id, { authorization: `Token ${customer.token}` });
    expect(theirs.statusCode).toBe(403);
    const elsewhere = await delivered();
    expect((await confirm(elsewhere.id, id)).statusCode).toBe(404);
    expect((await confirm(order.id, 2_000_000_000)).statusCode).toBe(404);
    expect((await confirm(2_000_000_000, id)).statusCode).toBe(404);
    expect((await confirm(order.id, 0)).statusCode).toBe(400);
    expect(await refundMails(order.id)).toBe(0);
    expect((await detail(order.id)).json<AdminOrderDetail>().refunds[0]!.status).toBe('awaiting_transfer');
  });

  it('take amounts in Romanian form ("20", "20,00") as the form sends them', async () => {
    const order = await delivered();
    for (const amount of ['20', '20,00', '20.5']) {
      const answer = await refund(order.id, {
        amount,
        method: 'bank',
        reason: 'Retur',
        manual_transfer_done: true,
      });
      expect(answer.statusCode, `${amount}: ${answer.body}`).toBe(201);
    }
    const detailAfter = (await detail(order.id)).json<AdminOrderDetail>();
    expect(detailAfter.refunded_amount).toBe('60.50');
  });
});
