import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnafSpvStandIn, startAnafSpvStandIn } from '../../../test/anaf-spv-stand-in';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';

let off: TestApp;
let t: TestApp;
let anaf: AnafSpvStandIn;
let staff: { authorization: string };
let staffEmail: string;

beforeAll(async () => {
  anaf = await startAnafSpvStandIn();
  [off, t] = await Promise.all([createTestApp(), createTestApp({ env: anaf.env })]);
  const member = await t.staff();
  staff = { authorization: `Token ${member.token}` };
  staffEmail = member.email;
});
afterAll(async () => {
  await Promise.all([off?.close(), t?.close()]);
  await anaf?.close();
});

const PAGE = `${TEST_PUBLIC_URL}/admin/facturi/e-factura`;

/** Starts a consent as staff: ANAF's URL and the browser's state cookie. */
async function start() {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/admin/efactura/connection/start',
    headers: staff,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const cookie = answer.cookies.find((item) => item.name === 'efactura_state');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/efactura/oauth/' });
  return { url: new URL(answer.json<{ authorize_url: string }>().authorize_url), cookie: cookie!.value };
}

/** The person consents at ANAF's (stand-in) page: where ANAF sends the browser back. */
async function consent(url: URL): Promise<URL> {
  const answer = await fetch(url, { redirect: 'manual' });
  return new URL(answer.headers.get('location')!);
}

async function callback(back: URL, cookie: string | undefined) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/efactura/oauth/callback${back.search}`,
    headers: cookie ? { cookie: `efactura_state=${cookie}` } : {},
  });
  expect(answer.statusCode, answer.body).toBe(302);
  return answer.headers.location;
}

const connection = async (app: TestApp) => {
  const answer = await app.app.inject({
    method: 'GET',
    url: '/api/admin/efactura/connection',
    headers: staff,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{
    env: string;
    connected: boolean;
    access_expires_at: string | null;
    refresh_expires_at: string | null;
    counts: Record<string, number>;
  }>();
};

describe('the e-Factura connection', () => {
  it('is off by default: nothing to connect, the callback is not there', async () => {
    const member = await off.staff();
    const headers = { authorization: `Token ${member.token}` };
    const status = await off.app.inject({ method: 'GET', url: '/api/admin/efactura/connection', headers });
    expect(status.json()).toMatchObject({
      env: 'off',
      connected: false,
      access_expires_at: null,
      refresh_expires_at: null,
    });
    expect(status.json().counts).toEqual({
      pending: expect.any(Number),
      uploaded: 0,
      accepted: 0,
      rejected: 0,
    });
    const started = await off.app.inject({
      method: 'POST',
      url: '/api/admin/efactura/connection/start',
      headers,
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('efactura.off');
    const back = await off.app.inject({ method: 'GET', url: '/api/efactura/oauth/callback?code=x&state=y' });
    expect(back.statusCode).toBe(404);
  });

  it('answers staff only', async () => {
    const customer = await t.customer();
    for (const [method, url] of [
      ['GET', '/api/admin/efactura/connection'],
      ['POST', '/api/admin/efactura/connection/start'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method, url, headers: { authorization: `Token ${customer.token}` } }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('connects through the consent, stores the tokens sealed and audits who did it', async () => {
    expect(await connection(t)).toMatchObject({ env: 'test', connected: false });
    const { url, cookie } = await start();
    expect(url.origin + url.pathname).toBe(`${anaf.oauthUrl}/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/api/efactura/oauth/callback`);
    expect(url.searchParams.get('state')).toBe(cookie);
    expect(await callback(await consent(url), cookie)).toBe(`${PAGE}?conectare=ok`);

    const status = await connection(t);
    expect(status.connected).toBe(true);
    const days = (iso: string | null) => (new Date(iso!).getTime() - Date.now()) / 86_400_000;
    expect(days(status.access_expires_at)).toBeCloseTo(90, 0);
    expect(days(status.refresh_expires_at)).toBeCloseTo(365, 0);

    const [row] = await t.query<{
      access_token: string;
      refresh_token: string;
      pending_state_hash: string | null;
    }>('SELECT access_token, refresh_token, pending_state_hash FROM efactura_connection');
    expect(row!.access_token).toMatch(/^v1\./);
    expect(row!.access_token).not.toContain('anaf-access-');
    expect(row!.refresh_token).not.toContain('anaf-refresh-');
    expect(row!.pending_state_hash).toBeNull();
    const [entry] = await t.query<{ actor_email: string; action: string }>(
      `SELECT actor_email, action FROM audit_log WHERE entity_type = 'efactura_connection' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ actor_email: staffEmail, action: 'connect' });
    // The worker's token is one the API takes.
    const token = await t.app.efactura.connection.accessToken();
    expect(token).toMatch(/^anaf-access-/);
  });

  it('refuses a state from another browser, a used one and a made-up one', async () => {
    const { url, cookie } = await start();
    const back = await consent(url);
    expect(await callback(back, undefined)).toBe(`${PAGE}?conectare=expired`);
    // The refused attempt spent nothing: the right browser still finishes it once.
    expect(await callback(back, cookie)).toBe(`${PAGE}?conectare=ok`);
    expect(await callback(back, cookie)).toBe(`${PAGE}?conectare=expired`);
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect(await callback(forged, 'x'.repeat(43))).toBe(`${PAGE}?conectare=expired`);
  });

  it('comes back to the admin page in the language the consent started in', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/efactura/connection/start',
      headers: staff,
      payload: { locale: 'en' },
    });
    const cookies = answer.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    const back = await consent(new URL(answer.json<{ authorize_url: string }>().authorize_url));
    const landed = await t.app.inject({
      method: 'GET',
      url: `/api/efactura/oauth/callback${back.search}`,
      headers: { cookie: cookies },
    });
    expect(landed.headers.location).toBe(`${TEST_PUBLIC_URL}/en/admin/facturi/e-factura?conectare=ok`);
  });

  it('says when the person refuses the consent at ANAF', async () => {
    const { url, cookie } = await start();
    anaf.denyNextConsent();
    expect(await callback(await consent(url), cookie)).toBe(`${PAGE}?conectare=denied`);
  });

  it('refreshes the access token a week before it expires, and keeps working', async () => {
    const before = await t.app.efactura.connection.accessToken();
    await t.query(`UPDATE efactura_connection SET access_expires_at = now() + interval '2 days'`);
    const refreshes = anaf.calls.filter((call) => call.call === 'token').length;
    const after = await t.app.efactura.connection.accessToken();
    expect(after).toMatch(/^anaf-access-/);
    expect(after).not.toBe(before);
    expect(anaf.calls.filter((call) => call.call === 'token').length).toBe(refreshes + 1);
    expect(days((await connection(t)).access_expires_at)).toBeGreaterThan(80);
    // A refresh token ANAF no longer takes: not connected any more, staff consent again.
    await t.query(`UPDATE efactura_connection SET access_expires_at = now() + interval '2 days'`);
    anaf.fault('token', { kind: 'status', status: 400 });
    expect(await t.app.efactura.connection.accessToken()).toBeNull();
    expect((await connection(t)).connected).toBe(false);
  });
});

function days(iso: string | null) {
  return (new Date(iso!).getTime() - Date.now()) / 86_400_000;
}
