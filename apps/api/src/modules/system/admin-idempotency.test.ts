import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import type { ReturnRequest } from '@shop/shared/schemas/returns';
import { orderBody, placeOrder, setProduct, stockOf } from '../../test/checkout';
import { startFcmStandIn, type FcmStandIn } from '../../test/fcm-stand-in';
import { startSamedayStandIn, type SamedayStandIn } from '../../test/sameday-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let fcm: FcmStandIn;
let sameday: SamedayStandIn;
let staff: { authorization: string };
type Customer = Awaited<ReturnType<TestApp['customer']>>;

const PRODUCT = 11;

beforeAll(async () => {
  // Push notifications are a staff operation too; they need a (stand-in) FCM to be sent at all.
  fcm = await startFcmStandIn();
  // AWBs are too; they need a (stand-in) courier.
  sameday = await startSamedayStandIn();
  t = await createTestApp({ env: { ...fcm.env, ...sameday.env } });
  await setProduct(t, PRODUCT, { price: 10_000, discounted: null, stock: 1000 });
  staff = { authorization: `Token ${(await t.staff()).token}` };
});
afterAll(async () => {
  await t?.close();
  await fcm?.close();
  await sameday?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });

async function staffPost(
  url: string,
  payload?: object,
  key?: string,
  method: 'POST' | 'PATCH' | 'DELETE' = 'POST',
) {
  return t.app.inject({
    method,
    url,
    headers: { ...staff, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** A cash order of 2 × 100 lei for the customer, moved by staff to `until` (delivered: paid). */
async function order(customer: Customer, until: string[] = ['processing', 'shipped', 'delivered']) {
  const placed = await placeOrder(
    t,
    orderBody([{ produs: PRODUCT, cantitate: 2 }], { email: customer.email }),
    auth(customer.token),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json<OrderCreated>();
  for (const status of until) {
    const moved = await staffPost(`/api/admin/orders/${id}/status/`, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

/** A return of one line of a delivered order, approved (and received when asked). */
async function approvedReturn(receive = false) {
  const customer = await t.customer();
  const orderId = await order(customer);
  const [line] = await t.query<{ id: number }>('SELECT id FROM order_lines WHERE order_id = $1', [orderId]);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/account/returns/',
    headers: auth(customer.token),
    payload: {
      comanda: orderId,
      motiv: 'not_fit',
      detalii: '',
      produse: [{ linie: line!.id, cantitate: 1 }],
    },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const { id } = asked.json<ReturnRequest>();
  expect(
    (await staffPost(`/api/admin/returns/${id}/decision/`, { decizie: 'approve', nota: '' })).statusCode,
  ).toBe(200);
  if (receive) expect((await staffPost(`/api/admin/returns/${id}/receipt/`)).statusCode).toBe(200);
  return { id, orderId };
}

const countOf = async (text: string, values: unknown[]) =>
  (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`, values))[0]!.n;

const AWB_BODY = { weight_grams: 1000, parcels: 1, cash_on_delivery: '200.00', insured_value: '0' };

/** A placed cash order with its AWB made. */
async function shippedOrder() {
  const id = await order(await t.customer(), []);
  const made = await staffPost(`/api/admin/orders/${id}/awb`, AWB_BODY);
  expect(made.statusCode, made.body).toBe(201);
  return id;
}

/** One request of a marked operation, and another that must not share its key. */
type Case = {
  /** POST unless the operation is a PATCH or a DELETE. */
  method?: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  /** The same operation with another body (or, without a body, on another target). */
  other: { url: string; payload?: object };
  /** How many times the operation's effect happened (money or stock moved). */
  effects: () => Promise<number>;
};

/**
 * Every staff operation that moves money or stock, keyed as OpenAPI names it. The operations are
 * read from the document (those declaring an `Idempotency-Key` header): a marked operation without
 * a case here, or a case whose operation lost its mark, fails the test.
 */
const CASES: Record<string, () => Promise<Case>> = {
  'POST /api/admin/orders/{id}/refunds/': async () => {
    const id = await order(await t.customer());
    return {
      url: `/api/admin/orders/${id}/refunds/`,
      payload: { amount: '10.00', method: 'wallet', reason: 'Ambalaj deteriorat' },
      other: {
        url: `/api/admin/orders/${id}/refunds/`,
        payload: { amount: '11.00', method: 'wallet', reason: 'Ambalaj deteriorat' },
      },
      effects: () => countOf('refunds WHERE order_id = $1', [id]),
    };
  },
  'POST /api/admin/orders/{id}/refunds/{refundId}/transfer/': async () => {
    const id = await order(await t.customer());
    const awaiting = async () => {
      const recorded = await staffPost(`/api/admin/orders/${id}/refunds/`, {
        amount: '10.00',
        method: 'bank',
        reason: 'Transfer de făcut',
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      return recorded.json<{ id: number }>().id;
    };
    const [first, second] = [await awaiting(), await awaiting()];
    return {
      url: `/api/admin/orders/${id}/refunds/${first}/transfer/`,
      other: { url: `/api/admin/orders/${id}/refunds/${second}/transfer/` },
      effects: () => countOf("refunds WHERE order_id = $1 AND status = 'completed'", [id]),
    };
  },
  'POST /api/admin/orders/{id}/status/': async () => {
    const id = await order(await t.customer(), []);
    return {
      url: `/api/admin/orders/${id}/status/`,
      payload: { status: 'cancelled' },
      other: { url: `/api/admin/orders/${id}/status/`, payload: { status: 'processing' } },
      effects: () => countOf("stock_movements WHERE order_id = $1 AND kind = 'cancellation'", [id]),
    };
  },
  'POST /api/admin/orders/bulk/status/': async () => {
    const [first, second] = [await order(await t.customer(), []), await order(await t.customer(), [])];
    return {
      url: '/api/admin/orders/bulk/status/',
      payload: { order_ids: [first], status: 'cancelled' },
      other: { url: '/api/admin/orders/bulk/status/', payload: { order_ids: [second], status: 'cancelled' } },
      effects: () => countOf("stock_movements WHERE order_id = $1 AND kind = 'cancellation'", [first]),
    };
  },
  'POST /api/admin/returns/{id}/receipt/': async () => {
    const [first, second] = [await approvedReturn(), await approvedReturn()];
    return {
      url: `/api/admin/returns/${first.id}/receipt/`,
      other: { url: `/api/admin/returns/${second.id}/receipt/` },
      effects: () => countOf("stock_movements WHERE order_id = $1 AND kind = 'return'", [first.orderId]),
    };
  },
  'POST /api/admin/returns/{id}/refund/': async () => {
    const { id, orderId } = await approvedReturn(true);
    return {
      url: `/api/admin/returns/${id}/refund/`,
      payload: { metoda: 'wallet', suma: '100.00' },
      other: { url: `/api/admin/returns/${id}/refund/`, payload: { metoda: 'wallet', suma: '90.00' } },
      effects: () => countOf('refunds WHERE order_id = $1', [orderId]),
    };
  },
  'POST /api/admin/stock/{productId}/adjustments/': async () => ({
    url: `/api/admin/stock/${PRODUCT}/adjustments/`,
    payload: { delta: 3, reason: 'Numărătoare' },
    other: { url: `/api/admin/stock/${PRODUCT}/adjustments/`, payload: { delta: 4, reason: 'Numărătoare' } },
    effects: async () =>
      countOf("stock_movements WHERE product_id = $1 AND kind = 'manual' AND reason = 'Numărătoare'", [
        PRODUCT,
      ]),
  }),
  'POST /api/admin/customers/{id}/vouchers/': async () => {
    const customer = await t.customer();
    const body = { discount_type: 'fixed', value: '20.00', valid_days: 30, nota: 'Scuze pentru întârziere' };
    return {
      url: `/api/admin/customers/${customer.id}/vouchers/`,
      payload: body,
      other: { url: `/api/admin/customers/${customer.id}/vouchers/`, payload: { ...body, value: '25.00' } },
      effects: () => countOf("coupons WHERE owner_user_id = $1 AND voucher_origin = 'staff'", [customer.id]),
    };
  },
  'POST /api/admin/notifications/': async () => {
    const customer = await t.customer();
    const body = {
      title: 'Comanda ta',
      body: 'Avem o veste bună.',
      url: '/contul-meu',
      audience: 'customer',
      customer_id: customer.id,
    };
    return {
      url: '/api/admin/notifications/',
      payload: body,
      other: { url: '/api/admin/notifications/', payload: { ...body, title: 'Altă veste' } },
      effects: () => countOf('push_messages WHERE customer_id = $1', [customer.id]),
    };
  },
  'POST /api/admin/invoices/{id}/efactura/resend/': async () => {
    const invoiceOf = async () => {
      const orderId = await order(await t.customer());
      const [row] = await t.query<{ id: number }>('SELECT id FROM invoices WHERE order_id = $1', [orderId]);
      return row!.id;
    };
    const [first, second] = [await invoiceOf(), await invoiceOf()];
    return {
      url: `/api/admin/invoices/${first}/efactura/resend/`,
      other: { url: `/api/admin/invoices/${second}/efactura/resend/` },
      effects: () =>
        countOf("audit_log WHERE entity_type = 'invoice' AND entity_id = $1 AND action = 'efactura_resend'", [
          String(first),
        ]),
    };
  },
  'POST /api/admin/orders/{id}/awb': async () => {
    const id = await order(await t.customer(), []);
    return {
      url: `/api/admin/orders/${id}/awb`,
      payload: AWB_BODY,
      other: { url: `/api/admin/orders/${id}/awb`, payload: { ...AWB_BODY, weight_grams: 2000 } },
      effects: () => countOf('shipments WHERE order_id = $1', [id]),
    };
  },
  'DELETE /api/admin/orders/{id}/awb': async () => {
    const [first, second] = [await shippedOrder(), await shippedOrder()];
    return {
      method: 'DELETE',
      url: `/api/admin/orders/${first}/awb`,
      other: { url: `/api/admin/orders/${second}/awb` },
      effects: () => countOf('shipments WHERE order_id = $1 AND cancelled_at IS NOT NULL', [first]),
    };
  },
  'POST /api/admin/awb/bulk': async () => {
    const [first, second] = [await order(await t.customer(), []), await order(await t.customer(), [])];
    return {
      url: '/api/admin/awb/bulk',
      payload: { order_ids: [first] },
      other: { url: '/api/admin/awb/bulk', payload: { order_ids: [second] } },
      effects: () => countOf('shipments WHERE order_id = $1', [first]),
    };
  },
  'POST /api/admin/customers/{id}/wallet/adjustments/': async () => {
    const customer = await t.customer();
    return {
      url: `/api/admin/customers/${customer.id}/wallet/adjustments/`,
      payload: { suma: '15.00', nota: 'Compensație' },
      other: {
        url: `/api/admin/customers/${customer.id}/wallet/adjustments/`,
        payload: { suma: '16.00', nota: 'Compensație' },
      },
      effects: () => countOf("wallet_entries WHERE user_id = $1 AND kind = 'adjustment'", [customer.id]),
    };
  },
};

/** A manual order's body (docs/decisions/061), for a guest with this address. */
const manualOrder = (email: string, quantity: number) => ({
  produse: [{ produs: PRODUCT, cantitate: quantity }],
  email,
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
});

CASES['POST /api/admin/orders/'] = async () => {
  const email = `manual.${randomUUID()}@example.ro`;
  return {
    url: '/api/admin/orders/',
    payload: manualOrder(email, 1),
    other: { url: '/api/admin/orders/', payload: manualOrder(email, 2) },
    effects: () => countOf('orders WHERE email = $1', [email]),
  };
};

CASES['PATCH /api/admin/orders/{id}/'] = async () => {
  const id = await order(await t.customer(), []);
  return {
    method: 'PATCH',
    url: `/api/admin/orders/${id}/`,
    payload: { version: 1, produse: [{ produs: PRODUCT, cantitate: 3 }] },
    other: {
      url: `/api/admin/orders/${id}/`,
      payload: { version: 1, produse: [{ produs: PRODUCT, cantitate: 4 }] },
    },
    effects: () => countOf("stock_movements WHERE order_id = $1 AND kind = 'sale'", [id]),
  };
};

CASES['POST /api/admin/orders/{id}/rest-de-plata/'] = async () => {
  // A counter order paid in cash, then raised by an edit: what the edit left due is recorded.
  const placed = await staffPost('/api/admin/orders/', {
    ...manualOrder(`due.${randomUUID()}@example.ro`, 1),
    plata: 'numerar',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json<{ id: number }>();
  const raised = await staffPost(
    `/api/admin/orders/${id}/`,
    { version: 1, produse: [{ produs: PRODUCT, cantitate: 2 }] },
    undefined,
    'PATCH',
  );
  expect(raised.statusCode, raised.body).toBe(200);
  return {
    url: `/api/admin/orders/${id}/rest-de-plata/`,
    payload: { version: 2, metoda: 'transfer' },
    other: { url: `/api/admin/orders/${id}/rest-de-plata/`, payload: { version: 2, metoda: 'numerar' } },
    effects: () => countOf("payments WHERE order_id = $1 AND status = 'succeeded'", [id]),
  };
};

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
};

/** The admin operations whose OpenAPI description declares the Idempotency-Key header. */
async function markedOperations(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<OpenApi>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(
        ([, operation]) =>
          path.startsWith('/api/admin/') &&
          (operation.parameters ?? []).some(
            (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
          ),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

describe('staff operations that move money or stock (Idempotency-Key)', () => {
  it('are exactly the operations marked in the OpenAPI document, none missing', async () => {
    const marked = await markedOperations();
    expect(marked.length).toBeGreaterThanOrEqual(Object.keys(CASES).length);
    expect(marked.sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s: a retry replays the answer, another body is 409', async (operation) => {
    const setup = await CASES[operation]!();
    const key = `test-${randomUUID()}`;
    const before = await setup.effects();

    const first = await staffPost(setup.url, setup.payload, key, setup.method);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const retry = await staffPost(setup.url, setup.payload, key, setup.method);
    expect(retry.statusCode, retry.body).toBeLessThan(300);
    expect(retry.body).toEqual(first.body);
    expect(await setup.effects()).toBe(before + 1);

    const other = await staffPost(setup.other.url, setup.other.payload, key, setup.method);
    expect(other.statusCode, other.body).toBe(409);
    expect(await setup.effects()).toBe(before + 1);

    expect(other.json<{ code: string }>().code).toMatch(/idempotency_conflict$/);

    // The key is the staff member's: for another one it is a new request (whatever its outcome).
    const colleague = await t.staff();
    const theirs = await t.app.inject({
      method: setup.method ?? 'POST',
      url: setup.other.url,
      headers: { authorization: `Token ${colleague.token}`, 'idempotency-key': key },
      ...(setup.other.payload ? { payload: setup.other.payload } : {}),
    });
    // (A DELETE that went through answers 204, without a body.)
    const theirCode = theirs.body ? (theirs.json<{ code?: string }>().code ?? '') : '';
    expect(theirCode).not.toMatch(/idempotency_conflict$/);
  });
});

describe('POST /api/admin/orders/{id}/refunds/ with Idempotency-Key', () => {
  it('records one refund for seven parallel requests with one key, all answered alike', async () => {
    const id = await order(await t.customer());
    const key = `refund-${randomUUID()}`;
    const body = { amount: '20.00', method: 'wallet', reason: 'Întârziere' };
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => staffPost(`/api/admin/orders/${id}/refunds/`, body, key)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(6);
    expect(await countOf('refunds WHERE order_id = $1', [id])).toBe(1);
    expect(await countOf("wallet_entries WHERE order_id = $1 AND kind = 'refund'", [id])).toBe(1);
    expect(await countOf('mail_outbox WHERE message_id LIKE $1', [`order-${id}-refund-%`])).toBe(1);
  });

  it('refuses a malformed key (400) and still records a refund per request without one', async () => {
    const id = await order(await t.customer());
    const body = { amount: '5.00', method: 'wallet', reason: 'Întârziere' };
    const bad = await staffPost(`/api/admin/orders/${id}/refunds/`, body, 'short');
    expect(bad.statusCode).toBe(400);
    await staffPost(`/api/admin/orders/${id}/refunds/`, body);
    await staffPost(`/api/admin/orders/${id}/refunds/`, body);
    expect(await countOf('refunds WHERE order_id = $1', [id])).toBe(2);
  });

  it('lets a retry after a refused request do the work (nothing was kept)', async () => {
    const id = await order(await t.customer());
    const key = `refund-${randomUUID()}`;
    const tooMuch = await staffPost(
      `/api/admin/orders/${id}/refunds/`,
      { amount: '900.00', method: 'wallet', reason: 'x' },
      key,
    );
    expect(tooMuch.statusCode).toBe(400);
    const again = await staffPost(
      `/api/admin/orders/${id}/refunds/`,
      { amount: '9.00', method: 'wallet', reason: 'x' },
      key,
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is for staff only', async () => {
    const customer = await t.customer();
    const id = await order(customer);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds/`,
      headers: { ...auth(customer.token), 'idempotency-key': `refund-${randomUUID()}` },
      payload: { amount: '5.00', method: 'wallet', reason: 'x' },
    });
    expect(answer.statusCode).toBe(403);
    expect(await stockOf(t, PRODUCT)).toBeGreaterThan(0);
  });
});
