import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FCM_STAND_IN_PROJECT, startFcmStandIn, type FcmStandIn } from '../../test/fcm-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../../config';
import { createFcmSender } from './fcm-sender';
import { createPushDelivery } from './push-delivery';
import { createPushRepository } from './push.repository';
import { NOTIFICATION_RATE_LIMIT } from './push.service';

let t: TestApp;
let fcm: FcmStandIn;
let staff: { authorization: string };

beforeAll(async () => {
  fcm = await startFcmStandIn();
  t = await createTestApp({ env: fcm.env });
  staff = { authorization: `Token ${(await t.staff()).token}` };
});
afterAll(async () => {
  await t?.close();
  await fcm?.close();
});
beforeEach(async () => {
  // Each test counts the devices an audience reaches: it starts from none.
  await t.query('DELETE FROM devices');
  fcm.messages.length = 0;
});

const auth = (token: string) => ({ authorization: `Token ${token}` });
const silent = { warn: () => undefined, error: () => undefined };

let address = 0;
async function registerDevice(options: { customerToken?: string; tokenKind?: 'fcm' | 'apns' } = {}) {
  const token = `${options.tokenKind ?? 'fcm'}-${randomUUID()}`;
  address += 1;
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/devices/',
    headers: options.customerToken ? auth(options.customerToken) : {},
    payload: {
      token,
      platform: 'android',
      token_kind: options.tokenKind ?? 'fcm',
      locale: 'ro',
      app_version: '1.0',
    },
    remoteAddress: `10.44.${Math.floor(address / 250)}.${address % 250}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return token;
}

/** A customer whose address has a newsletter subscription in `status` (none: no row). */
async function customerWithNewsletter(status: 'subscribed' | 'pending' | 'unsubscribed' | null) {
  const customer = await t.customer();
  if (status) {
    await t.query(
      `INSERT INTO newsletter_subscribers (email, status, source, unsubscribe_token)
       VALUES (lower($1), $2, 'cta_footer', $3)`,
      [customer.email, status, randomUUID()],
    );
  }
  return customer;
}

const message = (overrides: Record<string, unknown> = {}) => ({
  title: 'Reduceri de iarnă',
  body: 'Cremele Salvia au 20% reducere până duminică.',
  url: '/produse/crema-de-fata',
  audience: 'all',
  ...overrides,
});

function send(payload: object, headers: Record<string, string> = staff) {
  return t.app.inject({ method: 'POST', url: '/api/admin/notifications/', headers, payload });
}

/** The stand-in's service account, read as the shop reads FCM_SERVICE_ACCOUNT. */
const account = () => loadConfig(fcm.env).fcm!.serviceAccount;

const deliver = () => t.app.pushDelivery!.runOnce();
const tokensReached = () => fcm.messages.map((m) => m.token).sort();
const outboxOf = (token: string) =>
  t.query<{ status: string; attempts: number; wait: number; last_error: string | null }>(
    `SELECT o.status, o.attempts, o.last_error,
            round(extract(epoch FROM o.next_attempt_at - now()))::int AS wait
       FROM push_outbox o JOIN devices d ON d.id = o.device_id WHERE d.token = $1`,
    [token],
  );

describe('GET /api/admin/notifications/', () => {
  it('tells staff that push is configured', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/notifications/', headers: staff });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ configured: true });
  });
});

describe('POST /api/admin/notifications/', () => {
  it('"all" reaches every FCM device, through FCM with a verified service-account JWT', async () => {
    const customer = await t.customer();
    const tokens = [
      await registerDevice(),
      await registerDevice({ customerToken: customer.token }),
      await registerDevice({ customerToken: (await customerWithNewsletter('subscribed')).token }),
    ];
    // An APNs token cannot be sent through FCM: not counted, not sent.
    const apns = await registerDevice({ tokenKind: 'apns' });
    const issuedBefore = fcm.exchanges.issued;

    const answer = await send(message());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ reached: 3 });
    expect(await deliver()).toEqual({ sent: 3, retried: 0, failed: 0, removed: 0 });

    expect(tokensReached()).toEqual([...tokens].sort());
    expect(tokensReached()).not.toContain(apns);
    for (const received of fcm.messages) {
      expect(received).toMatchObject({
        title: 'Reduceri de iarnă',
        body: 'Cremele Salvia au 20% reducere până duminică.',
        url: '/produse/crema-de-fata',
        tag: expect.stringMatching(/^salvia-\d+$/),
      });
    }
    // One token exchange for the three sends (the access token is cached), none refused.
    expect(fcm.exchanges.issued - issuedBefore).toBeLessThanOrEqual(1);
    expect(fcm.exchanges.refused).toBe(0);
    for (const token of tokens)
      expect((await outboxOf(token))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('"customer" reaches exactly that customer\'s devices', async () => {
    const ana = await t.customer();
    const ion = await t.customer();
    const anas = [
      await registerDevice({ customerToken: ana.token }),
      await registerDevice({ customerToken: ana.token }),
    ];
    await registerDevice({ customerToken: ion.token });
    await registerDevice();

    const answer = await send(message({ audience: 'customer', customer_id: ana.id, url: '/contul-meu' }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ reached: 2 });
    await deliver();
    expect(tokensReached()).toEqual([...anas].sort());
    expect(fcm.messages.every((m) => m.url === '/contul-meu')).toBe(true);
  });

  it('"offers" reaches only customers with a confirmed newsletter subscription', async () => {
    const subscribed = await customerWithNewsletter('subscribed');
    const pending = await customerWithNewsletter('pending');
    const unsubscribed = await customerWithNewsletter('unsubscribed');
    const never = await customerWithNewsletter(null);
    const consenting = await registerDevice({ customerToken: subscribed.token });
    await registerDevice({ customerToken: pending.token });
    await registerDevice({ customerToken: unsubscribed.token });
    await registerDevice({ customerToken: never.token });
    await registerDevice();

    const answer = await send(message({ audience: 'offers' }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ reached: 1 });
    await deliver();
    expect(tokensReached()).toEqual([consenting]);
  });

  it('records the send in the audit log', async () => {
    await registerDevice();
    const answer = await send(message({ title: 'Pentru jurnal' }));
    expect(answer.statusCode).toBe(200);
    const [entry] = await t.query<{ action: string; after: Record<string, unknown> }>(
      "SELECT action, after FROM audit_log WHERE entity_type = 'push_notification' AND after->>'title' = 'Pentru jurnal'",
    );
    expect(entry).toMatchObject({
      action: 'send',
      after: { title: 'Pentru jurnal', url: '/produse/crema-de-fata', audience: 'all', reached: 1 },
    });
  });

  it('deletes a device whose token FCM no longer knows (UNREGISTERED), and still reaches the others', async () => {
    const stale = await registerDevice();
    const live = await registerDevice();
    fcm.markStale(stale);
    expect((await send(message())).json()).toEqual({ reached: 2 });
    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0, removed: 1 });
    expect(tokensReached()).toEqual([live]);
    expect(await t.query('SELECT id FROM devices WHERE token = $1', [stale])).toEqual([]);
    expect(await t.query('SELECT id FROM devices WHERE token = $1', [live])).toHaveLength(1);
  });

  it('retries a delivery FCM refused for now (5xx, 429) with backoff, then sends it once', async () => {
    const token = await registerDevice();
    fcm.failNext(503);
    await send(message());
    expect(await deliver()).toEqual({ sent: 0, retried: 1, failed: 0, removed: 0 });
    const [waiting] = await outboxOf(token);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'FCM 503 UNAVAILABLE' });
    expect(waiting!.wait).toBeGreaterThanOrEqual(29);
    // Not due yet: nothing is sent.
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0, removed: 0 });

    await t.query("UPDATE push_outbox SET next_attempt_at = now() WHERE status = 'pending'");
    fcm.failNext(429);
    expect(await deliver()).toMatchObject({ retried: 1 });
    expect((await outboxOf(token))[0]).toMatchObject({ attempts: 2, last_error: 'FCM 429 UNAVAILABLE' });
    expect((await outboxOf(token))[0]!.wait).toBeGreaterThanOrEqual(59);

    await t.query("UPDATE push_outbox SET next_attempt_at = now() WHERE status = 'pending'");
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(tokensReached()).toEqual([token]);
    expect((await outboxOf(token))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('loses nothing when a worker dies mid-batch: its claimed rows are sent once the lease runs out', async () => {
    const tokens = [await registerDevice(), await registerDevice(), await registerDevice()];
    await send(message());
    // A worker claims two of the three with a one-minute lease and dies before sending them.
    const claimed = await createPushRepository(t.db).claimDue(2, 60);
    expect(claimed).toHaveLength(2);
    // Another worker sends what is due: only the unclaimed one.
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(fcm.messages).toHaveLength(1);
    // The lease runs out: the claim pushed the next attempt past it, so that moment comes now.
    await t.query("UPDATE push_outbox SET next_attempt_at = now() WHERE status = 'pending'");
    expect(await deliver()).toMatchObject({ sent: 2 });
    expect(tokensReached()).toEqual([...tokens].sort());
  });

  it('lets two workers share the outbox without sending a notification twice', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => registerDevice()));
    await send(message());
    const sender = createFcmSender({ serviceAccount: account(), apiUrl: fcm.url });
    const worker = () => createPushDelivery({ db: t.db, sender, log: silent, batchSize: 3 }).runOnce();
    const [a, b] = await Promise.all([worker(), worker()]);
    expect(a.sent + b.sent).toBe(8);
    expect(tokensReached()).toEqual([...tokens].sort());
  });

  it('keeps the deliveries when the service account is refused (a wrong key): nothing is lost', async () => {
    const token = await registerDevice();
    await send(message());
    const refusedBefore = fcm.exchanges.refused;
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forged = createFcmSender({
      serviceAccount: { ...account(), privateKey },
      apiUrl: fcm.url,
    });
    expect(await createPushDelivery({ db: t.db, sender: forged, log: silent }).runOnce()).toMatchObject({
      sent: 0,
      retried: 1,
    });
    expect(fcm.exchanges.refused).toBe(refusedBefore + 1);
    expect(fcm.messages).toEqual([]);
    await t.query("UPDATE push_outbox SET next_attempt_at = now() WHERE status = 'pending'");
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(tokensReached()).toEqual([token]);
  });

  it('sends to the project of the service account only (FCM refuses another project)', async () => {
    await registerDevice();
    await send(message());
    const otherProject = createFcmSender({
      serviceAccount: { ...account(), projectId: `${FCM_STAND_IN_PROJECT}-other` },
      apiUrl: fcm.url,
    });
    expect(await createPushDelivery({ db: t.db, sender: otherProject, log: silent }).runOnce()).toMatchObject(
      {
        failed: 1,
      },
    );
    expect(fcm.messages).toEqual([]);
  });

  it.each([
    ['a full address', 'https://evil.example/produse'],
    ['a protocol-relative address', '//evil.example/produse'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a path without its leading slash', 'produse/crema'],
    ['a scheme', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('refuses %s as the link (400) and queues nothing', async (_, url) => {
    await registerDevice();
    const answer = await send(message({ url }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toHaveProperty('url');
    expect(await t.query('SELECT id FROM push_outbox')).toEqual([]);
  });

  it.each([
    ['a title over 65 characters', { title: 'x'.repeat(66) }, 'title'],
    ['a text over 240 characters', { body: 'x'.repeat(241) }, 'body'],
    ['an empty title', { title: '  ' }, 'title'],
    ['an unknown audience', { audience: 'everyone' }, 'audience'],
    ['"customer" without the customer', { audience: 'customer' }, 'customer_id'],
  ])('refuses %s (400 naming the field)', async (_, overrides, field) => {
    const answer = await send(message(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toHaveProperty(field);
  });

  it('answers 404 for a customer who does not exist', async () => {
    const answer = await send(message({ audience: 'customer', customer_id: 999_999 }));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'account.customer_not_found' });
  });

  it('is for staff: guests 401, customers 403, and nothing is queued', async () => {
    await registerDevice();
    expect((await send(message(), {})).statusCode).toBe(401);
    const customer = await t.customer();
    expect((await send(message(), auth(customer.token))).statusCode).toBe(403);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications/',
      headers: auth(customer.token),
    });
    expect(status.statusCode).toBe(403);
    expect(await t.query('SELECT id FROM push_outbox')).toEqual([]);
  });

  it('is rate-limited per staff member (429)', async () => {
    const colleague = { authorization: `Token ${(await t.staff()).token}` };
    for (let i = 0; i < NOTIFICATION_RATE_LIMIT.limit; i++) {
      expect((await send(message(), colleague)).statusCode).toBe(200);
    }
    const refused = await send(message(), colleague);
    expect(refused.statusCode).toBe(429);
    expect((await send(message(), staff)).statusCode).toBe(200);
  });
});
