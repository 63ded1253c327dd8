import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToBani, formatLei } from '@shop/shared/money';
import type { Order, OrderCreated } from '@shop/shared/schemas/checkout';
import { orderBody, placeOk, setProduct, stockOf } from '../../../test/checkout';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { signStripePayload, verifyStripeSignature } from './stripe-signature';

let emailCounter = 0;
const freshEmail = () => `plata${++emailCounter}.${Date.now().toString(36)}@example.ro`;

function paymentPath(url: string) {
  const parsed = new URL(url);
  return { path: parsed.pathname, token: parsed.searchParams.get('token')! };
}

describe('sandbox card payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setProduct(t, 30, { stock: 20, price: 8000, discounted: null });
  });
  afterAll(() => t.close());

  const getOrder = async (id: number, key: string) =>
    t.app.inject({ method: 'GET', url: `/api/comenzi/${id}/?key=${encodeURIComponent(key)}` });

  function decide(url: string, decision: 'approve' | 'decline', extraHeaders: Record<string, string> = {}) {
    const { path, token } = paymentPath(url);
    return t.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams({ token, decision }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...extraHeaders },
    });
  }

  async function cardOrder(): Promise<OrderCreated> {
    return placeOk(t, orderBody([{ produs: 30, cantitate: 1 }], { email: freshEmail(), plata: 'card' }));
  }

  it('answers a payment_url to a clean hosted page with the amount and two buttons', async () => {
    const order = await cardOrder();
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 'pending', provider: 'sandbox' },
    });
    expect(order.payment_url).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/api/payments/sandbox/pay/[0-9a-f-]{36}\\?token=[\\w-]+$`),
    );
    const { path, token } = paymentPath(order.payment_url!);
    const page = await t.app.inject({ method: 'GET', url: `${path}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="ro">');
    expect(page.body).toContain('Salvia');
    expect(page.body).toContain('105,00 lei');
    expect(page.body).toContain(`Comanda nr. ${order.id}`);
    expect(page.body).toMatch(
      /<button type="submit" name="decision" value="approve"[^>]*>Aprobă plata<\/button>/,
    );
    expect(page.body).toMatch(
      /<button type="submit" name="decision" value="decline"[^>]*>Refuză plata<\/button>/,
    );
    expect(page.body).not.toContain('<script');

    const wrong = await t.app.inject({ method: 'GET', url: `${path}?token=nu-e-bun` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Plata nu a fost găsită');
  });

  it('approval places the order once, with paid_at and one "payment received" mail, even if sent twice', async () => {
    const order = await cardOrder();
    // The form carries no CSRF header, even when the browser has the csrftoken cookie.
    const first = await decide(order.payment_url!, 'approve', { cookie: 'csrftoken=abc123' });
    const second = await decide(order.payment_url!, 'approve');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/success\\?order=${order.id}&key=[\\w-]+$`),
    );
    expect(second.statusCode).toBe(303);

    const returnKey = new URL(String(first.headers.location)).searchParams.get('key')!;
    expect(returnKey).not.toBe(order.key);
    const viaReturn = await getOrder(order.id, returnKey);
    expect(viaReturn.statusCode).toBe(200);
    const placed = viaReturn.json<Order>();
    expect(placed).toMatchObject({ status: 'placed', payment: { status: 'succeeded', provider: 'sandbox' } });
    expect(placed.paid_at).not.toBeNull();

    const history = await t.query<{ to_status: string }>(
      'SELECT to_status FROM order_status_history WHERE order_id = $1 ORDER BY id',
      [order.id],
    );
    expect(history.map((h) => h.to_status)).toEqual(['awaiting_payment', 'placed']);
    const mails = await t.query<{ kind: string }>(
      'SELECT kind FROM mail_outbox WHERE message_id LIKE $1 ORDER BY id',
      [`order-${order.id}-%`],
    );
    expect(mails.map((m) => m.kind)).toEqual(['order_confirmation', 'payment_received']);
    const [paidMail] = await t.query<{ text: string }>('SELECT text FROM mail_outbox WHERE message_id = $1', [
      `order-${order.id}-payment-received@salvia-naturals.ro`,
    ]);
    expect(paidMail!.text).toContain(`Total plătit: ${formatLei(decimalToBani(placed.total)!)}`);
    expect(paidMail!.text).not.toContain('Total de plată');
    const events = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_events WHERE provider = 'sandbox' AND event_id LIKE $1",
      [`sb_%_approve`],
    );
    expect(events[0]!.n).toBeGreaterThanOrEqual(1);

    // The same event delivered again through the handler is recognised as a replay.
    const paymentId = paymentPath(order.payment_url!).path.split('/').pop()!;
    const replay = await t.app.checkout.handlePaymentEvent({
      provider: 'sandbox',
      eventId: `sb_${paymentId}_approve`,
      type: 'payment.approved',
      paymentId,
      outcome: 'succeeded',
      payload: {},
    });
    expect(replay).toMatchObject({ duplicate: true, applied: false });
  });

  it('sends an English order back to the English pages', async () => {
    const englishOrder = () =>
      placeOk(
        t,
        orderBody([{ produs: 30, cantitate: 1 }], { email: freshEmail(), plata: 'card', limba: 'en' }),
      );
    const [paid, declined] = [await englishOrder(), await englishOrder()];
    expect((await decide(paid.payment_url!, 'approve')).headers.location).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/en/success\\?order=${paid.id}&key=[\\w-]+$`),
    );
    expect((await decide(declined.payment_url!, 'decline')).headers.location).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/en/checkout/plata\\?order=${declined.id}&key=[\\w-]+&status=declined$`),
    );
    const [mail] = await t.query<{ text: string }>('SELECT text FROM mail_outbox WHERE message_id = $1', [
      `order-${paid.id}-confirmation@salvia-naturals.ro`,
    ]);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/en/checkout/success?id=${paid.id}&key=${paid.key}`);
  });

  it('a decline leaves the order awaiting payment; a retry pays it', async () => {
    const order = await cardOrder();
    const stockAfterOrder = await stockOf(t, 30);
    const declined = await decide(order.payment_url!, 'decline');
    expect(declined.statusCode).toBe(303);
    const location = new URL(String(declined.headers.location));
    expect(location.origin + location.pathname).toBe(`${TEST_PUBLIC_URL}/checkout/plata`);
    expect(location.searchParams.get('order')).toBe(String(order.id));
    expect(location.searchParams.get('status')).toBe('declined');
    const returnKey = location.searchParams.get('key')!;

    const view = (await getOrder(order.id, returnKey)).json<Order>();
    expect(view).toMatchObject({ status: 'awaiting_payment', payment: { status: 'failed' } });
    expect(await stockOf(t, 30)).toBe(stockAfterOrder);

    // The old page no longer takes a decision: it sends the browser to the retry page.
    const oldPage = await decide(order.payment_url!, 'approve');
    expect(String(oldPage.headers.location)).toContain('/checkout/plata?');

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/plata/?key=${returnKey}`,
    });
    expect(retry.statusCode).toBe(200);
    const { payment_url } = retry.json<{ payment_url: string }>();
    expect(payment_url).not.toBe(order.payment_url);
    const approved = await decide(payment_url, 'approve');
    expect(String(approved.headers.location)).toContain('/success?');
    const paid = (await getOrder(order.id, order.key)).json<Order>();
    expect(paid).toMatchObject({ status: 'placed', payment: { status: 'succeeded' } });
    expect(await stockOf(t, 30)).toBe(stockAfterOrder);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/plata/?key=${order.key}`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('checkout.not_awaiting_payment');
  });

  it('starts new attempts only for card orders, and only for the owner or the key holder', async () => {
    const order = await cardOrder();
    expect((await t.app.inject({ method: 'POST', url: `/api/comenzi/${order.id}/plata/` })).statusCode).toBe(
      404,
    );
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/plata/?key=${order.key}`,
    });
    expect(retried.statusCode).toBe(200);
    // The superseded attempt's page no longer shows the buttons.
    const { path, token } = paymentPath(order.payment_url!);
    const old = await t.app.inject({ method: 'GET', url: `${path}?token=${token}` });
    expect(old.statusCode).toBe(303);

    const cash = await placeOk(t, orderBody([{ produs: 30, cantitate: 1 }], { email: freshEmail() }));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${cash.id}/plata/?key=${cash.key}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('checkout.payment_not_retryable');
  });

  it('does not take a payment for an expired order', async () => {
    const order = await cardOrder();
    await t.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [order.id]);
    await t.app.checkout.expireDue();
    const { path, token } = paymentPath(order.payment_url!);
    const page = await t.app.inject({ method: 'GET', url: `${path}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Plata nu mai este posibilă');
    const decision = await decide(order.payment_url!, 'approve');
    expect(String(decision.headers.location)).toContain('status=closed');
    const view = (await getOrder(order.id, order.key)).json<Order>();
    expect(view.status).toBe('cancelled');
    expect(view.paid_at).toBeNull();
  });
});

describe('Stripe signatures', () => {
  const secret = 'whsec_test_secret';
  const body = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' });
  const now = 1_800_000_000;

  it('accepts a valid signature, also among several v1 values', () => {
    const header = signStripePayload(body, secret, now);
    expect(verifyStripeSignature(header, body, secret, { nowSeconds: now + 10 })).toEqual({ ok: true });
    const rotated = `${header.split(',')[0]},v1=${'0'.repeat(64)},${header.split(',')[1]}`;
    expect(verifyStripeSignature(rotated, Buffer.from(body), secret, { nowSeconds: now })).toEqual({
      ok: true,
    });
  });

  it('refuses a tampered body, another secret, an old timestamp and a malformed header', () => {
    const header = signStripePayload(body, secret, now);
    expect(
      verifyStripeSignature(header, body.replace('evt_1', 'evt_2'), secret, { nowSeconds: now }),
    ).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyStripeSignature(header, body, 'whsec_other', { nowSeconds: now })).toMatchObject({
      ok: false,
    });
    expect(verifyStripeSignature(header, body, secret, { nowSeconds: now + 301 })).toEqual({
      ok: false,
      reason: 'too_old',
    });
    expect(verifyStripeSignature(header, body, secret, { nowSeconds: now - 301 })).toMatchObject({
      ok: false,
    });
    for (const bad of [undefined, '', 'v1=abc', `t=${now}`, `t=abc,v1=${'a'.repeat(64)}`]) {
      expect(verifyStripeSignature(bad, body, secret, { nowSeconds: now })).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });
});

describe('Stripe Checkout', () => {
  const webhookSecret = 'whsec_testsecret';
  const requests: { method: string; url: string; body: URLSearchParams; headers: Record<string, string> }[] =
    [];
  const paidSessions = new Set<string>();
  let sessionCounter = 0;
  const stripeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = new URLSearchParams(String(init?.body ?? ''));
    requests.push({ method: init?.method ?? 'GET', url, body, headers });
    if (init?.method === 'POST' && url.endsWith('/v1/checkout/sessions')) {
      const id = `cs_test_${++sessionCounter}`;
      return Response.json({ id, url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    const match = /\/v1\/checkout\/sessions\/([\w]+)$/.exec(url);
    if (match) {
      return Response.json({ id: match[1], payment_status: paidSessions.has(match[1]!) ? 'paid' : 'unpaid' });
    }
    return Response.json({ error: { message: 'not found' } }, { status: 404 });
  }) as typeof fetch;

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: webhookSecret },
      deps: { stripeFetch },
    });
    await setProduct(t, 31, { stock: 20, price: 4990, discounted: null });
  });
  afterAll(() => t.close());

  function webhook(event: object, options: { secret?: string; at?: number; tamper?: boolean } = {}) {
    const raw = JSON.stringify(event);
    const signature = signStripePayload(
      raw,
      options.secret ?? webhookSecret,
      options.at ?? Math.floor(Date.now() / 1000),
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook/',
      payload: options.tamper ? raw.replace('"paid"', '"unpaid"') : raw,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  const completed = (eventId: string, sessionId: string, paymentId: string) => ({
    id: eventId,
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, client_reference_id: paymentId, payment_status: 'paid' } },
  });

  it('creates a Checkout Session in RON bani, without the order key in any URL', async () => {
    const order = await placeOk(
      t,
      orderBody([{ produs: 31, cantitate: 2 }], { email: freshEmail(), plata: 'card' }),
    );
    expect(order.payment).toEqual({ status: 'pending', provider: 'stripe' });
    expect(order.payment_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const call = requests.at(-1)!;
    expect(call.headers.authorization).toBe('Bearer sk_test_abc123');
    expect(call.headers['idempotency-key']).toMatch(/^checkout-session-[0-9a-f-]{36}$/);
    expect(call.body.get('mode')).toBe('payment');
    expect(call.body.get('line_items[0][price_data][currency]')).toBe('ron');
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('4990');
    expect(call.body.get('line_items[0][quantity]')).toBe('2');
    expect(call.body.get('line_items[1][price_data][unit_amount]')).toBe('2500');
    expect(call.body.get('success_url')).toMatch(
      new RegExp(
        `^${TEST_PUBLIC_URL}/api/payments/stripe/return/\\?payment=[0-9a-f-]{36}&session_id=\\{CHECKOUT_SESSION_ID\\}$`,
      ),
    );
    expect(call.body.get('cancel_url')).toBe(
      `${TEST_PUBLIC_URL}/checkout/plata?order=${order.id}&status=cancelled`,
    );
    expect(call.body.toString()).not.toContain(order.key);
  });

  it('places the order on a signed webhook, once, however often it is delivered', async () => {
    const order = await placeOk(
      t,
      orderBody([{ produs: 31, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
    );
    const sessionId = new URL(order.payment_url!).pathname.split('/').pop()!;
    const paymentId = requests.at(-1)!.body.get('client_reference_id')!;
    const event = completed(`evt_${sessionId}`, sessionId, paymentId);

    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const second = await webhook(event);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    // Another event for the same, already paid session changes nothing either.
    expect((await webhook(completed(`evt_other_${sessionId}`, sessionId, paymentId))).statusCode).toBe(200);

    const view = (
      await t.app.inject({ method: 'GET', url: `/api/comenzi/${order.id}/?key=${order.key}` })
    ).json<Order>();
    expect(view).toMatchObject({ status: 'placed', payment: { status: 'succeeded', provider: 'stripe' } });
    const [mails] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'payment_received' AND message_id LIKE $1",
      [`order-${order.id}-%`],
    );
    expect(mails!.n).toBe(1);
    const [history] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1 AND to_status = 'placed'",
      [order.id],
    );
    expect(history!.n).toBe(1);
  });

  it('refuses webhooks that are unsigned, tampered, signed with another secret or too old', async () => {
    const order = await placeOk(
      t,
      orderBody([{ produs: 31, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
    );
    const sessionId = new URL(order.payment_url!).pathname.split('/').pop()!;
    const paymentId = requests.at(-1)!.body.get('client_reference_id')!;
    const event = completed(`evt_bad_${sessionId}`, sessionId, paymentId);
    const answers = [
      await webhook(event, { tamper: true }),
      await webhook(event, { secret: 'whsec_someoneelse' }),
      await webhook(event, { at: Math.floor(Date.now() / 1000) - 600 }),
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook/',
        payload: JSON.stringify(event),
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('payments.invalid_signature');
    }
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/comenzi/${order.id}/?key=${order.key}` })
    ).json<Order>();
    expect(view.status).toBe('awaiting_payment');
  });

  it('the return URL reads the session back, places a paid order and hands the browser a return token', async () => {
    const order = await placeOk(
      t,
      orderBody([{ produs: 31, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
    );
    const sessionId = new URL(order.payment_url!).pathname.split('/').pop()!;
    const paymentId = requests.at(-1)!.body.get('client_reference_id')!;
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/payments/stripe/return/?payment=${paymentId}&session_id=cs_test_someone_else`,
    });
    expect(wrong.statusCode).toBe(404);

    paidSessions.add(sessionId);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/stripe/return/?payment=${paymentId}&session_id=${sessionId}`,
    });
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location));
    expect(location.pathname).toBe('/success');
    const token = location.searchParams.get('key')!;
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/comenzi/${order.id}/?key=${token}` })
    ).json<Order>();
    expect(view).toMatchObject({ status: 'placed', payment: { status: 'succeeded' } });

    // The webhook arriving afterwards changes nothing.
    expect((await webhook(completed(`evt_late_${sessionId}`, sessionId, paymentId))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    const [mails] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'payment_received' AND message_id LIKE $1",
      [`order-${order.id}-%`],
    );
    expect(mails!.n).toBe(1);
  });

  it('an expired session leaves the order awaiting payment and retryable', async () => {
    const order = await placeOk(
      t,
      orderBody([{ produs: 31, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
    );
    const sessionId = new URL(order.payment_url!).pathname.split('/').pop()!;
    const paymentId = requests.at(-1)!.body.get('client_reference_id')!;
    await webhook({
      id: `evt_exp_${sessionId}`,
      type: 'checkout.session.expired',
      data: { object: { id: sessionId, client_reference_id: paymentId } },
    });
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/comenzi/${order.id}/?key=${order.key}` })
    ).json<Order>();
    expect(view).toMatchObject({ status: 'awaiting_payment', payment: { status: 'expired' } });
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/plata/?key=${order.key}`,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(await stockOf(t, 31)).toBeLessThan(20);
  });
});
