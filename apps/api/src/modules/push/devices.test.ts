import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEVICE_RATE_LIMIT } from './push.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const auth = (token: string) => ({ authorization: `Token ${token}` });

let address = 0;
/** Each test registers from its own client address, so the rate limit's own test is alone with it. */
const nextAddress = () => `10.42.${Math.floor(++address / 250)}.${address % 250}`;

const device = (overrides: Record<string, unknown> = {}) => ({
  token: `fcm-${randomUUID()}`,
  platform: 'android',
  token_kind: 'fcm',
  locale: 'ro',
  app_version: '1.0.0',
  ...overrides,
});

function register(payload: object, headers: Record<string, string> = {}, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/devices/', payload, headers, remoteAddress });
}

type DeviceRow = {
  id: number;
  platform: string;
  token_kind: string;
  locale: string;
  customer_id: number | null;
  app_version: string;
  created_at: Date;
  last_seen_at: Date;
};

const rowsOf = (token: string) => t.query<DeviceRow>('SELECT * FROM devices WHERE token = $1', [token]);

describe('POST /api/devices/', () => {
  it('registers an anonymous device with nobody as its customer', async () => {
    const body = device({ platform: 'ios', locale: 'en' });
    const answer = await register(body);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await rowsOf(body.token);
    expect(answer.json()).toEqual({ id: row!.id });
    expect(row).toMatchObject({
      platform: 'ios',
      token_kind: 'fcm',
      locale: 'en',
      customer_id: null,
      app_version: '1.0.0',
    });
  });

  it("ties a signed-in customer's device to the account, and a signed-out re-send detaches it", async () => {
    const customer = await t.customer();
    const body = device();
    const signedIn = await register(body, auth(customer.token));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await rowsOf(body.token))[0]!.customer_id).toBe(customer.id);

    const signedOut = await register(body);
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(signedOut.json()).toEqual(signedIn.json());
    const rows = await rowsOf(body.token);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.customer_id).toBeNull();
  });

  it('keeps one row per token: a re-send updates it and moves last_seen forward', async () => {
    const body = device();
    const first = await register(body);
    await t.query("UPDATE devices SET last_seen_at = now() - interval '1 day' WHERE token = $1", [
      body.token,
    ]);
    const before = (await rowsOf(body.token))[0]!;
    const other = await t.customer();
    const again = await register({ ...body, locale: 'en', app_version: '1.1.0' }, auth(other.token));
    expect(again.json()).toEqual(first.json());
    const rows = await rowsOf(body.token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: 'en', app_version: '1.1.0', customer_id: other.id });
    expect(rows[0]!.last_seen_at.getTime()).toBeGreaterThan(before.last_seen_at.getTime());
    expect(rows[0]!.created_at.getTime()).toBe(before.created_at.getTime());
  });

  it.each([
    ['no token', { token: '' }, 'token'],
    ['a token over 4096 characters', { token: 'x'.repeat(4097) }, 'token'],
    ['an unknown platform', { platform: 'windows' }, 'platform'],
    ['an unknown token kind', { token_kind: 'gcm' }, 'token_kind'],
    ['an unknown locale', { locale: 'de' }, 'locale'],
    ['an app version over 32 characters', { app_version: '1'.repeat(33) }, 'app_version'],
  ])('refuses %s (400 naming the field) and stores nothing', async (_, overrides, field) => {
    const body = device(overrides);
    const answer = await register(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toHaveProperty(field);
    expect(await rowsOf(body.token)).toEqual([]);
  });

  it('answers 401 to a token that matches nobody, and registers nothing', async () => {
    const body = device();
    const answer = await register(body, auth('not-a-token'));
    expect(answer.statusCode).toBe(401);
    expect(await rowsOf(body.token)).toEqual([]);
  });

  it('is checked for CSRF as every unsafe call: a cookie without its header is 403', async () => {
    const body = device();
    const answer = await register(body, { cookie: 'csrftoken=abc123abc123' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'csrf.invalid' });
    expect(await rowsOf(body.token)).toEqual([]);
  });

  it('is rate-limited per client address (429 with Retry-After)', async () => {
    const from = '10.43.0.1';
    for (let i = 0; i < DEVICE_RATE_LIMIT.limit; i++) {
      expect((await register(device(), {}, from)).statusCode).toBe(200);
    }
    const refused = await register(device(), {}, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(device(), {}, '10.43.0.2')).statusCode).toBe(200);
  });
});

describe("a customer's devices and their personal data", () => {
  it('go with the data export and are deleted when the account closes', async () => {
    const customer = await t.customer();
    const mine = device({ platform: 'ios', locale: 'en', app_version: '2.0.0' });
    expect((await register(mine, auth(customer.token))).statusCode).toBe(200);
    const someoneElse = device();
    expect((await register(someoneElse, auth((await t.customer()).token))).statusCode).toBe(200);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/account/data-export/',
      headers: auth(customer.token),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json<{ dispozitive: unknown[] }>().dispozitive).toEqual([
      {
        token: mine.token,
        platforma: 'ios',
        tip_token: 'fcm',
        limba: 'en',
        versiune_aplicatie: '2.0.0',
        inregistrat_la: expect.any(String),
        vazut_ultima_data: expect.any(String),
      },
    ]);

    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/',
      headers: auth(customer.token),
      payload: { password: customer.password },
    });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    expect(await rowsOf(mine.token)).toEqual([]);
    expect(await rowsOf(someoneElse.token)).toHaveLength(1);
  });
});

describe('push notifications without FCM_SERVICE_ACCOUNT', () => {
  it('tells staff push is not configured, and a send answers 503 queueing nothing', async () => {
    const staff = auth((await t.staff()).token);
    expect((await register(device())).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/notifications/', headers: staff });
    expect(status.json()).toEqual({ configured: false });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/',
      headers: staff,
      payload: { title: 'Salut', body: 'Text', url: '/produse', audience: 'all' },
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toMatchObject({ code: 'push.not_configured' });
    expect(await t.query('SELECT id FROM push_outbox')).toEqual([]);
    expect(t.app.pushDelivery).toBeNull();
  });
});
