import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import { orderBody, placeOk, placeOrder, setProduct } from '../../../test/checkout';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';

/** Card payments opened by the native app in the system browser come back into the app. */
let emailCounter = 0;
const freshEmail = () => `aplicatie${++emailCounter}.${Date.now().toString(36)}@example.ro`;
const APP = 'ro.salvia.shop://app';

function decide(t: TestApp, paymentUrl: string, decision: 'approve' | 'decline') {
  const url = new URL(paymentUrl);
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: new URLSearchParams({ token: url.searchParams.get('token')!, decision }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function returnToOf(t: TestApp, orderId: number): Promise<string[]> {
  const rows = await t.query<{ return_to: string }>(
    'SELECT return_to FROM payments WHERE order_id = $1 ORDER BY created_at, id',
    [orderId],
  );
  return rows.map((row) => row.return_to);
}

describe('sandbox card payment from the native app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setProduct(t, 30, { stock: 500, price: 8000, discounted: null });
  });
  afterAll(() => t.close());

  const cardOrder = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    placeOk(
      t,
      orderBody([{ produs: 30, cantitate: 1 }], { email: freshEmail(), plata: 'card', ...overrides }),
      headers,
    );

  it('goes back into the app to the success page the web would show, and the return token opens the order', async () => {
    const order = await cardOrder({ return_to: 'app' });
    expect(await returnToOf(t, order.id)).toEqual(['app']);
    const approved = await decide(t, order.payment_url!, 'approve');
    expect(approved.statusCode).toBe(303);
    const location = String(approved.headers.location);
    expect(location).toMatch(new RegExp(`^${APP}/success\\?order=${order.id}&key=[\\w-]+$`));
    const key = new URL(location).searchParams.get('key')!;
    const read = await t.app.inject({ method: 'GET', url: `/api/comenzi/${order.id}/?key=${key}` });
    expect(read.json()).toMatchObject({ id: order.id, status: 'placed' });

    // The page opened again after paying sends the browser into the app too.
    const url = new URL(order.payment_url!);
    const again = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(again.statusCode).toBe(303);
    expect(String(again.headers.location)).toMatch(new RegExp(`^${APP}/success\\?order=${order.id}&`));
  });

  it('sends a declined card into the app on the retry page; a retry from the app goes back there again', async () => {
    const order = await cardOrder({ return_to: 'app', limba: 'en' });
    const declined = await decide(t, order.payment_url!, 'decline');
    const location = String(declined.headers.location);
    expect(location).toMatch(
      new RegExp(`^${APP}/en/checkout/plata\\?order=${order.id}&key=[\\w-]+&status=declined$`),
    );
    const key = new URL(location).searchParams.get('key')!;

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/plata/?key=${key}`,
      payload: { return_to: 'app' },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const approved = await decide(t, retry.json<{ payment_url: string }>().payment_url, 'approve');
    expect(String(approved.headers.location)).toMatch(new RegExp(`^${APP}/en/success\\?order=${order.id}&`));
    expect(await returnToOf(t, order.id)).toEqual(['app', 'app']);
  });

  it('a retry without a body goes back to the web, whatever the first attempt said', async () => {
    const order = await cardOrder({ return_to: 'app' });
    await decide(t, order.payment_url!, 'decline');
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/plata/?key=${order.key}`,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const approved = await decide(t, retry.json<{ payment_url: string }>().payment_url, 'approve');
    expect(String(approved.headers.location)).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/success\\?order=${order.id}&`),
    );
    expect(await returnToOf(t, order.id)).toEqual(['app', 'web']);
  });

  it('leaves the web flow as it was', async () => {
    for (const overrides of [{}, { return_to: 'web' }]) {
      const order = await cardOrder(overrides);
      expect(await returnToOf(t, order.id)).toEqual(['web']);
      const declined = await decide(t, order.payment_url!, 'decline');
      expect(String(declined.headers.location)).toMatch(
        new RegExp(`^${TEST_PUBLIC_URL}/checkout/plata\\?order=${order.id}&key=[\\w-]+&status=declined$`),
      );
    }
  });

  it('refuses another return target, in the order and in the retry, and a retry of someone else’s order', async () => {
    for (const value of ['browser', 'ro.salvia.shop://app', 1, null]) {
      const refused = await placeOrder(t, {
        ...orderBody([{ produs: 30, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
        return_to: value,
      });
      expect(refused.statusCode, String(value)).toBe(400);
      expect(refused.json()).toHaveProperty('return_to');
    }
    const order: OrderCreated = await cardOrder();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/plata/?key=${order.key}`,
      payload: { return_to: 'elsewhere' },
    });
    expect(bad.statusCode).toBe(400);
    const stranger = await t.customer();
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/plata/`,
      payload: { return_to: 'app' },
      headers: { authorization: `Token ${stranger.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await returnToOf(t, order.id)).toEqual(['web']);
  });
});

describe('Stripe Checkout from the native app', () => {
  const requests: URLSearchParams[] = [];
  const paid = new Set<string>();
  let sessions = 0;
  const stripeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/v1/checkout/sessions')) {
      requests.push(new URLSearchParams(String(init.body ?? '')));
      const id = `cs_test_app_${++sessions}`;
      return Response.json({ id, url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    const match = /\/v1\/checkout\/sessions\/(\w+)$/.exec(url);
    if (match)
      return Response.json({ id: match[1], payment_status: paid.has(match[1]!) ? 'paid' : 'unpaid' });
    return Response.json({ error: { message: 'not found' } }, { status: 404 });
  }) as typeof fetch;

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_testsecret' },
      deps: { stripeFetch },
    });
    await setProduct(t, 31, { stock: 500, price: 4990, discounted: null });
  });
  afterAll(() => t.close());

  it('returns a paid session into the app, and a cancelled one through the retry page’s App Link', async () => {
    const order = await placeOk(
      t,
      orderBody([{ produs: 31, cantitate: 1 }], { email: freshEmail(), plata: 'card', return_to: 'app' }),
    );
    const form = requests.at(-1)!;
    expect(form.get('cancel_url')).toBe(
      `${TEST_PUBLIC_URL}/app/checkout/plata?order=${order.id}&status=cancelled`,
    );
    const session = /cs_test_app_\d+$/.exec(order.payment_url!)![0];
    const [payment] = await t.query<{ id: string }>('SELECT id FROM payments WHERE order_id = $1', [
      order.id,
    ]);
    paid.add(session);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/stripe/return/?payment=${payment!.id}&session_id=${session}`,
    });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toMatch(
      new RegExp(`^${APP}/success\\?order=${order.id}&key=[\\w-]+$`),
    );

    const web = await placeOk(
      t,
      orderBody([{ produs: 31, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
    );
    expect(requests.at(-1)!.get('cancel_url')).toBe(
      `${TEST_PUBLIC_URL}/checkout/plata?order=${web.id}&status=cancelled`,
    );
  });
});
