/**
 * Every operation of the account API, read from the live OpenAPI document so that a route added
 * later is covered the day it exists: without a token a signed-in operation answers 401; a second
 * customer calling every operation (with a body the route accepts) changes nothing of the first
 * customer's account. An operation this file does not know fails the test until it is added here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, setProduct } from '../../test/checkout';
import { createTestApp, type TestApp } from '../../test/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** The operations anyone may call: they carry a mailed link's token or ask for one. */
const PUBLIC_OPERATIONS = new Set([
  'post /api/account/email-confirmation/',
  'post /api/account/email-change/cancellation/',
  'post /api/account/password-reset/',
  'post /api/account/password-reset/confirm/',
]);

type Customer = { token: string; username: string; email: string; password: string };

const ADDRESS = {
  nume: 'Intrus',
  prenume: 'Ion',
  telefon: '0733111222',
  judet: 'Iași',
  localitate: 'Iași',
  adresa: 'Str. Lăpușneanu 5',
  cod_postal: '700057',
};
const COMPANY = {
  cui: '1234565',
  nr_reg_com: 'J22/100/2020',
  denumire: 'Intrus SRL',
  judet: 'Iași',
  localitate: 'Iași',
  adresa: 'Str. Lăpușneanu 5',
  cod_postal: '700057',
};

/** The first customer's own records, by the collection a path parameter names them in. */
type VictimRecords = { orders: number; addresses: number; companies: number; invoices: number };

/** The URL of an operation with its parameters naming the first customer's records. */
function urlFor(path: string, records: VictimRecords): string {
  return path.replace(/\/([a-z-]+)\/\{([^}]+)\}/g, (_match, collection: string, name: string) => {
    if (!(collection in records)) throw new Error(`No record of the first customer for {${name}} in ${path}`);
    return `/${collection}/${records[collection as keyof VictimRecords]}`;
  });
}

/** A body each operation accepts from `actor` (the second customer), acting as far as it can. */
const BODIES: Record<
  string,
  (actor: Customer, victim: Customer, records: VictimRecords) => object | undefined
> = {
  'get /api/account/profile/': () => undefined,
  'patch /api/account/profile/': () => ({ first_name: 'Intrus', last_name: 'Intrus', phone: '0711111111' }),
  'post /api/account/email-verification/': () => ({}),
  'post /api/account/password/': (actor) => ({
    current_password: actor.password,
    new_password: 'parola-intrus-1',
  }),
  'post /api/account/email/': (actor, victim) => ({ password: actor.password, email: `x.${victim.email}` }),
  'delete /api/account/sessions/': () => undefined,
  'get /api/account/orders/': () => undefined,
  'get /api/account/orders/{id}/': () => undefined,
  'get /api/account/orders/{id}/invoices/': () => undefined,
  'get /api/account/orders/{id}/invoices/{invoiceId}/pdf': () => undefined,
  'get /api/account/addresses/': () => undefined,
  'post /api/account/addresses/': () => ADDRESS,
  'put /api/account/addresses/{id}/': () => ({ ...ADDRESS, adresa: 'Str. Intrusului 9', implicita: true }),
  'post /api/account/addresses/{id}/default/': () => ({}),
  'delete /api/account/addresses/{id}/': () => undefined,
  'get /api/account/companies/': () => undefined,
  'get /api/account/companies/lookup/': () => undefined,
  'post /api/account/companies/': () => COMPANY,
  'put /api/account/companies/{id}/': () => ({ ...COMPANY, denumire: 'Intrus SRL' }),
  'delete /api/account/companies/{id}/': () => undefined,
  'get /api/account/locker/': () => undefined,
  'put /api/account/locker/': () => ({ locker_id: null }),
  'get /api/account/wallet/': () => undefined,
  'get /api/account/vouchers/': () => undefined,
  'get /api/account/referral/': () => undefined,
  'get /api/account/returns/': () => undefined,
  'get /api/account/data-export/': () => undefined,
  'get /api/account/reviews/': () => undefined,
  // Closes the second customer's own account (their password): last, with signing out.
  'delete /api/account/': (actor) => ({ password: actor.password }),
  'post /api/account/returns/': (_actor, _victim, records) => ({
    comanda: records.orders,
    motiv: 'other',
    produse: [{ linie: 1, cantitate: 1 }],
  }),
  'post /api/account/email-confirmation/': () => ({ token: 'b'.repeat(64) }),
  'post /api/account/email-change/cancellation/': () => ({ token: 'd'.repeat(64) }),
  'post /api/account/password-reset/': (_actor, victim) => ({ email: victim.email }),
  'post /api/account/password-reset/confirm/': () => ({ token: 'c'.repeat(64), password: 'parola-intrus-1' }),
};

/** Operations whose body names one of the first customer's records: "not found" for anyone else. */
const NAMES_RECORD_IN_BODY = new Set(['post /api/account/returns/']);

let t: TestApp;
let operations: { method: Method; path: string; key: string; secured: boolean }[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Partial<Record<Method, { security?: unknown[] }>>>;
  }>();
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/account/'))
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method,
        path,
        key: `${method} ${path}`,
        secured: (item[method]!.security ?? []).length > 0,
      })),
    );
});

afterAll(async () => {
  await t?.close();
});

async function snapshot(customer: Customer) {
  const [row] = await t.query<Record<string, unknown>>(
    `SELECT u.email, u.first_name, u.last_name, u.phone, u.password_hash, u.email_verified_at,
            (SELECT count(*)::int FROM auth_tokens a WHERE a.user_id = u.id) AS tokens,
            (SELECT count(*)::int FROM account_tokens l WHERE l.user_id = u.id AND l.purpose <> 'password_reset') AS links,
            (SELECT json_agg(json_build_object('id', o.id, 'status', o.status) ORDER BY o.id)
               FROM orders o WHERE o.user_id = u.id) AS orders,
            (SELECT json_agg(a ORDER BY a.id) FROM customer_addresses a WHERE a.user_id = u.id) AS addresses,
            (SELECT json_agg(c ORDER BY c.id) FROM customer_companies c WHERE c.user_id = u.id) AS companies,
            u.preferred_locker_id, u.referral_code,
            (SELECT balance FROM wallets w WHERE w.user_id = u.id) AS wallet,
            (SELECT count(*)::int FROM wallet_entries e WHERE e.user_id = u.id) AS wallet_entries,
            (SELECT json_agg(json_build_object('code', c.code, 'active', c.is_active) ORDER BY c.id)
               FROM coupons c WHERE c.owner_user_id = u.id) AS vouchers,
            (SELECT json_agg(r ORDER BY r.id) FROM return_requests r WHERE r.user_id = u.id) AS returns
       FROM users u WHERE u.username = $1`,
    [customer.username],
  );
  return row;
}

describe('account API access', () => {
  it('knows every operation under /api/account/, and only the link operations are public', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const { key, secured } of operations) {
      expect(Object.keys(BODIES), `add a body for ${key} to this test`).toContain(key);
      expect(secured, `${key}: public only if listed`).toBe(!PUBLIC_OPERATIONS.has(key));
    }
  });

  it('answers 401 without a token on every signed-in operation', async () => {
    for (const { method, path } of operations.filter((operation) => operation.secured)) {
      const payload = method === 'get' || method === 'delete' ? undefined : {};
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: urlFor(path, { orders: 1, addresses: 1, companies: 1, invoices: 1 }),
        payload,
      });
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.not_authenticated' });
    }
  });

  it("lets a second customer change nothing of the first customer's account", async () => {
    const victim = await t.customer();
    await setProduct(t, 9, { stock: 500 });
    const order = await placeOrder(t, orderBody([{ produs: 9, cantitate: 1 }], { email: victim.email }), {
      authorization: `Token ${victim.token}`,
    });
    expect(order.statusCode, order.body).toBe(201);
    const victimHeaders = { authorization: `Token ${victim.token}` };
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/account/addresses/',
      payload: ADDRESS,
      headers: victimHeaders,
    });
    const company = await t.app.inject({
      method: 'POST',
      url: '/api/account/companies/',
      payload: COMPANY,
      headers: victimHeaders,
    });
    expect([address.statusCode, company.statusCode]).toEqual([201, 201]);
    const staff = { authorization: `Token ${(await t.staff()).token}` };
    const [{ id: victimId, referral_code: victimCode }] = (await t.query<{
      id: number;
      referral_code: string;
    }>('SELECT id, referral_code FROM users WHERE username = $1', [victim.username])) as [
      { id: number; referral_code: string },
    ];
    const credited = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${victimId}/wallet/adjustments/`,
      payload: { suma: '42.00', nota: 'Secretul victimei' },
      headers: staff,
    });
    const voucher = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${victimId}/vouchers/`,
      payload: { discount_type: 'fixed', value: '15', valid_days: 10, nota: 'Voucherul victimei' },
      headers: staff,
    });
    expect([credited.statusCode, voucher.statusCode]).toEqual([201, 201]);
    // Delivered, so paid and invoiced: the invoice is one of the first customer's records too.
    const orderId = order.json<{ id: number }>().id;
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status/`,
        payload: { status },
        headers: staff,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const [invoice] = await t.query<{ id: number }>('SELECT id FROM invoices WHERE order_id = $1', [orderId]);
    const secrets = [victim.email, victimCode, voucher.json<{ code: string }>().code, 'Secretul victimei'];
    const records: VictimRecords = {
      orders: order.json<{ id: number }>().id,
      addresses: address.json<{ id: number }>().id,
      companies: company.json<{ id: number }>().id,
      invoices: invoice!.id,
    };
    const before = await snapshot(victim);
    // Signing out everywhere, then closing the account, last: they end the actor's token.
    const signsOut = (key: string) =>
      ['delete /api/account/sessions/', 'delete /api/account/'].indexOf(key) + 1;
    const ordered = [...operations].sort((a, b) => signsOut(a.key) - signsOut(b.key));
    const actor = await t.customer();
    for (const { method, path, key } of ordered) {
      const payload = BODIES[key]!(actor, victim, records);
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: urlFor(path, records),
        payload,
        headers: { authorization: `Token ${actor.token}` },
        remoteAddress: '10.66.0.1',
      });
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(500);
      if (method === 'get') for (const secret of secrets) expect(response.body, key).not.toContain(secret);
      if (path.includes('{') || NAMES_RECORD_IN_BODY.has(key))
        expect(response.statusCode, `${key} with the first customer's record`).toBe(404);
    }
    expect(await snapshot(victim)).toEqual(before);
  });
});
