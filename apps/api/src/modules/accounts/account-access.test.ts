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
  'post /api/account/password-reset/',
  'post /api/account/password-reset/confirm/',
]);

type Customer = { token: string; username: string; email: string; password: string };

/** The first customer's own records, by the path parameter that names them. */
type VictimRecords = { id: number };

/** The URL of an operation with its parameters naming the first customer's records. */
function urlFor(path: string, records: VictimRecords): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (!(name in records)) throw new Error(`No record of the first customer for {${name}} in ${path}`);
    return String(records[name as keyof VictimRecords]);
  });
}

/** A body each operation accepts from `actor` (the second customer), acting as far as it can. */
const BODIES: Record<string, (actor: Customer, victim: Customer) => object | undefined> = {
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
  'post /api/account/email-confirmation/': () => ({ token: 'b'.repeat(64) }),
  'post /api/account/password-reset/': (_actor, victim) => ({ email: victim.email }),
  'post /api/account/password-reset/confirm/': () => ({ token: 'c'.repeat(64), password: 'parola-intrus-1' }),
};

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
               FROM orders o WHERE o.user_id = u.id) AS orders
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
        url: urlFor(path, { id: 1 }),
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
    const records: VictimRecords = { id: order.json<{ id: number }>().id };
    const before = await snapshot(victim);
    // Signed-out operations last: one of them ends the actor's token.
    const ordered = [...operations].sort(
      (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
    );
    const actor = await t.customer();
    for (const { method, path, key } of ordered) {
      const payload = BODIES[key]!(actor, victim);
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: urlFor(path, records),
        payload,
        headers: { authorization: `Token ${actor.token}` },
        remoteAddress: '10.66.0.1',
      });
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(500);
      if (method === 'get') expect(response.body, key).not.toContain(victim.email);
      if (path.includes('{'))
        expect(response.statusCode, `${key} with the first customer's record`).toBe(404);
    }
    expect(await snapshot(victim)).toEqual(before);
  });
});
