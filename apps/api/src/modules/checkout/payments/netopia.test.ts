import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderCreated } from '@shop/shared/schemas/checkout';
import { orderBody, placeOk, setProduct } from '../../../test/checkout';
import { startNetopiaStandIn, type NetopiaStandIn } from '../../../test/netopia-stand-in';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import type { NetopiaConfig } from '../../settings/integration-config';
import { createNetopiaClient } from './netopia.client';

let emailCounter = 0;
const freshEmail = () => `netopia${++emailCounter}.${Date.now().toString(36)}@example.ro`;

const BROWSER = {
  screen_width: 1440,
  screen_height: 900,
  color_depth: 24,
  time_zone: 'Europe/Bucharest',
  time_zone_offset: -120,
  language: 'ro-RO',
  java_enabled: false,
};

describe('Netopia card payments', () => {
  let t: TestApp;
  let netopia: NetopiaStandIn;
  /** What the shop's settings say now: the tests switch Netopia off and back on. */
  let current: NetopiaConfig | null = null;

  const ipn = (body: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/netopia/ipn/',
      payload: body,
      headers: { 'content-type': 'application/json', ...(token ? { 'verification-token': token } : {}) },
    });

  beforeAll(async () => {
    // The stand-in's IPNs reach the app in-process: the test app listens on no port.
    netopia = await startNetopiaStandIn({
      deliver: async ({ url, body, token }) => {
        expect(url).toBe(`${TEST_PUBLIC_URL}/api/payments/netopia/ipn/`);
        return (await ipn(body, token)).statusCode;
      },
    });
    current = {
      apiKey: netopia.env.NETOPIA_API_KEY,
      posSignature: netopia.env.NETOPIA_POS_SIGNATURE,
      publicKey: netopia.publicKey,
      env: 'sandbox',
      apiUrl: netopia.url,
    };
    t = await createTestApp({ deps: { netopiaConfig: async () => current } });
    await setProduct(t, 30, { stock: 500, price: 8000, discounted: null });
  });
  afterAll(async () => {
    await t?.close();
    await netopia?.close();
  });

  const getOrder = async (id: number, key: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/comenzi/${id}/?key=${encodeURIComponent(key)}` })
    ).json<Order>();

  async function cardOrder(): Promise<OrderCreated & { ntpID: string }> {
    const order = await placeOk(
      t,
      orderBody([{ produs: 30, cantitate: 1 }], { email: freshEmail(), plata: 'card', browser: BROWSER }),
      { 'user-agent': 'Mozilla/5.0 (Test) Chrome/130', 'x-forwarded-for': '203.0.113.7' },
    );
    const ntpID = /\/pay\/(\d+)$/.exec(order.payment_url ?? '')?.[1];
    if (!ntpID) throw new Error(`no Netopia payment page: ${order.payment_url}`);
    return { ...order, ntpID };
  }

  /** The tester's button on the stand-in's page: it sends the IPN, then redirects back. */
  async function decide(ntpID: string, decision: 'approve' | 'decline') {
    const response = await fetch(`${netopia.url}/pay/${ntpID}`, {
      method: 'POST',
      body: new URLSearchParams({ decision }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return response.headers.get('location')!;
  }

  const count = async (sql: string, values: unknown[]) => (await t.query<{ n: number }>(sql, values))[0]!.n;
  const paymentMails = (orderId: number) =>
    count(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'payment_received' AND message_id LIKE $1",
      [`order-${orderId}-%`],
    );
  const history = async (orderId: number) =>
    t.query<{ to_status: string; note: string | null; actor: string }>(
      'SELECT to_status, note, actor FROM order_status_history WHERE order_id = $1 ORDER BY id',
      [orderId],
    );

  it('starts at Netopia with the 3-D Secure data, and a valid IPN pays once however often it comes', async () => {
    const order = await cardOrder();
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 'pending', provider: 'netopia' },
    });
    expect(order.payment_url).toBe(`${netopia.url}/pay/${order.ntpID}`);

    const started = netopia.payments.get(order.ntpID)!;
    const request = started.request as {
      config: { notifyUrl: string; redirectUrl: string; language: string };
      payment: { data: Record<string, string> };
      order: { posSignature: string; amount: number; currency: string; billing: Record<string, unknown> };
    };
    expect(request.config.notifyUrl).toBe(`${TEST_PUBLIC_URL}/api/payments/netopia/ipn/`);
    expect(request.config.redirectUrl).toMatch(
      new RegExp(
        `^${TEST_PUBLIC_URL}/api/payments/netopia/return/\\?payment=[0-9a-f-]{36}&token=[\\w-]{20,}$`,
      ),
    );
    // The order's own key never travels to Netopia.
    expect(JSON.stringify(request)).not.toContain(order.key);
    expect(request.order).toMatchObject({
      posSignature: netopia.env.NETOPIA_POS_SIGNATURE,
      amount: 105,
      currency: 'RON',
    });
    expect(request.order.billing).toMatchObject({
      email: order.email,
      firstName: 'Ana',
      lastName: 'Popescu',
      country: 642,
    });
    expect(request.payment.data).toMatchObject({
      BROWSER_USER_AGENT: 'Mozilla/5.0 (Test) Chrome/130',
      BROWSER_SCREEN_WIDTH: '1440',
      BROWSER_SCREEN_HEIGHT: '900',
      BROWSER_COLOR_DEPTH: '24',
      BROWSER_TZ: 'Europe/Bucharest',
      BROWSER_TZ_OFFSET: '-120',
      BROWSER_LANGUAGE: 'ro-RO',
      BROWSER_JAVA_ENABLED: 'false',
    });
    expect(request.payment.data.IP_ADDRESS).toBeTruthy();

    const page = await fetch(order.payment_url!);
    expect(await page.text()).toContain('Aprobă plata');
    const back = await decide(order.ntpID, 'approve');
    expect(netopia.ipns.at(-1)!.answer).toBe(200);
    expect((await getOrder(order.id, order.key)).status).toBe('placed');

    // Five redeliveries of the same IPN change nothing.
    const sent = netopia.ipns.at(-1)!;
    for (let i = 0; i < 5; i++) {
      const again = await ipn(sent.body, sent.token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ errorType: 0, errorCode: 0, errorMessage: '' });
    }
    expect(await paymentMails(order.id)).toBe(1);
    expect((await history(order.id)).map((h) => h.to_status)).toEqual(['awaiting_payment', 'placed']);
    expect(await count('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1', [order.id])).toBe(1);

    // The customer's return reads the status back and lands on the success page.
    const returned = await t.app.inject({ method: 'GET', url: back.replace(TEST_PUBLIC_URL, '') });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/success\\?order=${order.id}&key=[\\w-]+$`),
    );
    expect(await paymentMails(order.id)).toBe(1);

    // The return needs the attempt's secret: the payment id alone opens nothing.
    const paymentId = new URL(back).searchParams.get('payment')!;
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/payments/netopia/return/?payment=${paymentId}&token=not-the-secret`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it('a decline arriving after the payment (out of order) changes nothing', async () => {
    const order = await cardOrder();
    await decide(order.ntpID, 'approve');
    expect((await getOrder(order.id, order.key)).status).toBe('placed');
    const paid = JSON.parse(netopia.ipns.at(-1)!.body) as { payment: { status: number } };
    const late = JSON.stringify({ ...paid, payment: { ...paid.payment, status: 12 } });
    const answer = await ipn(late, await netopia.sign(late));
    expect(answer.statusCode).toBe(200);
    expect(await getOrder(order.id, order.key)).toMatchObject({
      status: 'placed',
      payment: { status: 'succeeded' },
    });
    expect((await history(order.id)).map((h) => h.to_status)).toEqual(['awaiting_payment', 'placed']);
    expect(await paymentMails(order.id)).toBe(1);
  });

  it('status 1 (new) pays nothing', async () => {
    const order = await cardOrder();
    const { body, token } = await netopia.ipnFor(order.ntpID);
    expect(JSON.parse(body).payment.status).toBe(1);
    const answer = await ipn(body, token);
    expect(answer.statusCode).toBe(200);
    const view = await getOrder(order.id, order.key);
    expect(view).toMatchObject({ status: 'awaiting_payment', payment: { status: 'pending' } });
    expect(await paymentMails(order.id)).toBe(0);
  });

  it('refuses a tampered body, a wrong audience, HS512, none, an expired token and no token', async () => {
    const order = await cardOrder();
    netopia.setStatus(order.ntpID, 3);
    const { body, token } = await netopia.ipnFor(order.ntpID);
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    const claims = token.split('.')[1]!;
    const hostile: [string, string, string | undefined][] = [
      ['tampered body', body.replace('"status":3', '"status":5'), token],
      ['wrong audience', body, await netopia.sign(body, { audience: 'AAAA-BBBB-CCCC-DDDD-EEEE' })],
      [
        'HS512',
        body,
        await new SignJWT(JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>)
          .setProtectedHeader({ alg: 'HS512' })
          .sign(new TextEncoder().encode(netopia.publicKey)),
      ],
      ['none', body, `${header('none')}.${claims}.`],
      ['expired', body, await netopia.sign(body, { expiresInSeconds: -10 })],
      ['wrong issuer', body, await netopia.sign(body, { claims: { iss: 'Someone Else' } })],
      [
        'another key',
        body,
        await netopia.sign(body, { key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }),
      ],
      ['no token', body, undefined],
    ];
    for (const [what, sentBody, sentToken] of hostile) {
      const answer = await ipn(sentBody, sentToken);
      expect(answer.statusCode, what).toBe(400);
      expect(answer.json(), what).toMatchObject({ code: 'payments.invalid_signature', errorType: 2 });
    }
    expect((await getOrder(order.id, order.key)).status).toBe('awaiting_payment');
    expect(await paymentMails(order.id)).toBe(0);

    // The genuine one still pays.
    expect((await ipn(body, token)).statusCode).toBe(200);
    expect((await getOrder(order.id, order.key)).status).toBe('placed');
  });

  it('refuses an amount other than the order’s and flags it for staff once', async () => {
    const order = await cardOrder();
    netopia.setStatus(order.ntpID, 3, 1.05);
    const { body, token } = await netopia.ipnFor(order.ntpID);
    for (let i = 0; i < 3; i++) {
      const answer = await ipn(body, token);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'payments.amount_mismatch', errorType: 2 });
    }
    expect((await getOrder(order.id, order.key)).status).toBe('awaiting_payment');
    const notes = (await history(order.id)).filter((h) => h.note?.includes('Plată refuzată'));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.note).toContain('1,05 lei în loc de 105,00 lei');
    expect(
      await count(
        "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'shop_payment_alert' AND subject LIKE $1",
        [`%comanda nr. ${order.id}`],
      ),
    ).toBe(1);

    // Another currency is refused the same way.
    const other = await cardOrder();
    netopia.setStatus(other.ntpID, 3);
    const euros = (await netopia.ipnFor(other.ntpID)).body.replace('"currency":"RON"', '"currency":"EUR"');
    expect((await ipn(euros, await netopia.sign(euros))).statusCode).toBe(409);
    expect((await getOrder(other.id, other.key)).status).toBe('awaiting_payment');
  });

  it('a decline (12) leaves the order to pay again; the return goes to the retry page', async () => {
    const order = await cardOrder();
    const back = await decide(order.ntpID, 'decline');
    expect(netopia.ipns.at(-1)!.answer).toBe(200);
    const view = await getOrder(order.id, order.key);
    expect(view).toMatchObject({ status: 'awaiting_payment', payment: { status: 'failed' } });
    const returned = await t.app.inject({ method: 'GET', url: back.replace(TEST_PUBLIC_URL, '') });
    expect(returned.headers.location).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/checkout/plata\\?order=${order.id}&key=[\\w-]+&status=declined$`),
    );
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/plata/?key=${order.key}`,
      payload: { browser: BROWSER },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment_url).toMatch(new RegExp(`^${netopia.url}/pay/\\d+$`));
  });

  it('a refund (8) is recorded as a completed card refund; a chargeback (9) is flagged', async () => {
    const order = await cardOrder();
    await decide(order.ntpID, 'approve');
    expect((await getOrder(order.id, order.key)).status).toBe('placed');

    netopia.setStatus(order.ntpID, 8, 105);
    const refund = await netopia.ipnFor(order.ntpID);
    expect((await ipn(refund.body, refund.token)).statusCode).toBe(200);
    expect((await ipn(refund.body, refund.token)).statusCode).toBe(200);
    const refunds = await t.query<{ amount: number; method: string; status: string }>(
      'SELECT amount, method, status FROM refunds WHERE order_id = $1',
      [order.id],
    );
    expect(refunds).toEqual([{ amount: 10500, method: 'card', status: 'completed' }]);
    // As a refund staff record: the payment is refunded, the credit note issued, the customer told.
    const [payment] = await t.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [
      order.id,
    ]);
    expect(payment!.status).toBe('refunded');
    expect(
      await count("SELECT count(*)::int AS n FROM invoices WHERE order_id = $1 AND kind = 'credit_note'", [
        order.id,
      ]),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'order_refund' AND message_id LIKE $1",
        [`order-${order.id}-%`],
      ),
    ).toBe(1);

    netopia.setStatus(order.ntpID, 9, 105);
    const chargeback = await netopia.ipnFor(order.ntpID);
    expect((await ipn(chargeback.body, chargeback.token)).statusCode).toBe(200);
    expect((await ipn(chargeback.body, chargeback.token)).statusCode).toBe(200);
    expect((await history(order.id)).filter((h) => h.note?.includes('chargeback'))).toHaveLength(1);
  });

  it('asks Netopia for the status of an attempt left without IPN', async () => {
    const order = await cardOrder();
    netopia.setStatus(order.ntpID, 3);
    // Not yet: the IPN may still come.
    expect(await t.app.checkout.pollNetopia()).toBe(0);
    await t.query("UPDATE payments SET created_at = now() - interval '6 minutes' WHERE order_id = $1", [
      order.id,
    ]);
    expect(await t.app.checkout.pollNetopia()).toBeGreaterThanOrEqual(1);
    expect((await getOrder(order.id, order.key)).status).toBe('placed');
    expect(await paymentMails(order.id)).toBe(1);
    // Asked once: the next round leaves it (and any other just asked) alone.
    const [checked] = await t.query<{ status_checked_at: Date | null }>(
      'SELECT status_checked_at FROM payments WHERE order_id = $1',
      [order.id],
    );
    expect(checked!.status_checked_at).not.toBeNull();
  });

  it('takes cards through Netopia only while it is configured, and refuses IPNs without a key', async () => {
    const saved = current;
    current = null;
    try {
      const order = await placeOk(
        t,
        orderBody([{ produs: 30, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
      );
      expect(order.payment).toMatchObject({ provider: 'sandbox' });
      const { body, token } = await netopia.ipnFor([...netopia.payments.keys()][0]!);
      const refused = await ipn(body, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'payments.not_found', errorType: 1 });
      current = { ...saved!, publicKey: '' };
      expect((await ipn(body, token)).statusCode).toBe(404);
    } finally {
      current = saved;
    }
    const order = await cardOrder();
    expect(order.payment).toMatchObject({ provider: 'netopia' });
  });

  it('tests the connection: the key is accepted, or refused', async () => {
    const client = createNetopiaClient({ config: async () => current });
    expect(await client.testConnection()).toMatchObject({ ok: true });
    const wrong = createNetopiaClient({ config: async () => ({ ...current!, apiKey: 'wrong' }) });
    expect(await wrong.testConnection()).toMatchObject({
      ok: false,
      message: 'Netopia a refuzat cheia API.',
    });
    const off = createNetopiaClient({ config: async () => null });
    expect(await off.testConnection()).toMatchObject({ ok: false });
  });
});
