import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createCsrfSigner, csrfSecretFor, SIGNED_TOKEN_TTL_MS } from './plugins/csrf';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './test/test-app';

/** The native app's web views calling the API cross-origin: CORS, and CSRF without the cookie. */
let t: TestApp;
const SECRET = 'a'.repeat(16) + 'b'.repeat(16) + 'secret-of-the-test';
const APP_ORIGINS = ['capacitor://localhost', 'https://localhost'];
const FOREIGN = 'https://evil.example';
const PRODUCT = 12;

beforeAll(async () => {
  t = await createTestApp({ env: { CSRF_SECRET: SECRET } });
});

afterAll(async () => {
  await t?.close();
});

let address = 0;
/** A review, each from its own client address (five an hour per address). */
function postReview(headers: Record<string, string>) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/recenzii/',
    payload: { produs_id: PRODUCT, rating: 5, comentariu: 'Trimisă din aplicația de telefon.', nume: 'Ana' },
    headers,
    remoteAddress: `10.51.${Math.floor(address / 250)}.${address % 250}`,
  });
}

async function appToken(origin: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/csrf/', headers: { origin } });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ detail: string; csrfToken: string }>();
  expect(body.csrfToken).toMatch(/^v1\./);
  return body.csrfToken;
}

describe('CORS', () => {
  it.each([...APP_ORIGINS, TEST_PUBLIC_URL])(
    'lets %s call with the headers the app sends',
    async (origin) => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/recenzii/',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization,x-csrftoken,idempotency-key',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      const allowed = String(preflight.headers['access-control-allow-headers'])
        .toLowerCase()
        .split(/\s*,\s*/);
      for (const header of ['content-type', 'authorization', 'x-csrftoken', 'idempotency-key']) {
        expect(allowed).toContain(header);
      }
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');

      const read = await t.app.inject({ method: 'GET', url: '/api/csrf/', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBe(origin);
    },
  );

  it.each([FOREIGN, 'ionic://localhost', 'http://localhost', 'https://localhost:8443', 'null'])(
    'gives %s no allow-origin',
    async (origin) => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/recenzii/',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-csrftoken',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const read = await t.app.inject({ method: 'GET', url: '/api/csrf/', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('follows APP_ORIGINS and PUBLIC_URL', async () => {
    const other = await createTestApp({
      env: { APP_ORIGINS: 'capacitor://localhost', PUBLIC_URL: 'https://magazin.example/' },
    });
    try {
      const allowedOrigin = async (origin: string) =>
        (
          await other.app.inject({
            method: 'OPTIONS',
            url: '/api/login/',
            headers: { origin, 'access-control-request-method': 'POST' },
          })
        ).headers['access-control-allow-origin'];
      expect(await allowedOrigin('capacitor://localhost')).toBe('capacitor://localhost');
      expect(await allowedOrigin('https://magazin.example')).toBe('https://magazin.example');
      expect(await allowedOrigin('https://localhost')).toBeUndefined();
      expect(await allowedOrigin(TEST_PUBLIC_URL)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('CSRF from the native app', () => {
  it.each(APP_ORIGINS)('takes a review from %s with the signed token and no cookie', async (origin) => {
    const token = await appToken(origin);
    const posted = await postReview({ origin, 'x-csrftoken': token });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.headers['access-control-allow-origin']).toBe(origin);
  });

  it.each(APP_ORIGINS)('refuses a review from %s without a token', async (origin) => {
    const posted = await postReview({ origin });
    expect(posted.statusCode).toBe(403);
    expect(posted.json()).toMatchObject({ code: 'csrf.invalid' });
  });

  it('refuses the signed token from a foreign origin, or with no origin', async () => {
    const token = await appToken('capacitor://localhost');
    const origins: Record<string, string>[] = [{ origin: FOREIGN }, { origin: 'ionic://localhost' }, {}];
    for (const headers of origins) {
      const posted = await postReview({ ...headers, 'x-csrftoken': token });
      expect(posted.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('refuses an expired, a forged and a foreign-keyed token, also where the cookie is not required', async () => {
    const past = createCsrfSigner(SECRET, () => Date.now() - SIGNED_TOKEN_TTL_MS - 1000).issue();
    const good = await appToken('https://localhost');
    const [, expiry, nonce, mac] = good.split('.');
    const forged = [
      past,
      `v1.${Number(expiry) + 3600_000}.${nonce}.${mac}`,
      `v1.${expiry}.${nonce}.${mac!.slice(0, -2)}AA`,
      createCsrfSigner('z'.repeat(40)).issue(),
      'un-token-oarecare-de-32-caractere',
    ];
    for (const token of forged) {
      const posted = await postReview({ origin: 'https://localhost', 'x-csrftoken': token });
      expect(posted.statusCode, token).toBe(403);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: 'nimeni', password: 'o parola oarecare' },
        headers: { origin: 'capacitor://localhost', 'x-csrftoken': token },
      });
      expect(login.statusCode, token).toBe(403);
    }
  });

  it('keeps the web path: the cookie echoed passes, a signed token in place of the cookie does not', async () => {
    const csrf = await t.app.inject({ method: 'GET', url: '/api/csrf/' });
    const cookie = csrf.cookies.find((c) => c.name === 'csrftoken')!.value;
    const web = await postReview({
      origin: TEST_PUBLIC_URL,
      cookie: `csrftoken=${cookie}`,
      'x-csrftoken': cookie,
    });
    expect(web.statusCode, web.body).toBe(201);
    const signed = csrf.json<{ csrfToken: string }>().csrfToken;
    const webWithSigned = await postReview({
      origin: TEST_PUBLIC_URL,
      cookie: `csrftoken=${cookie}`,
      'x-csrftoken': signed,
    });
    expect(webWithSigned.statusCode).toBe(403);
    expect((await postReview({ origin: TEST_PUBLIC_URL, 'x-csrftoken': signed })).statusCode).toBe(403);
  });
});

describe('the signing key', () => {
  it('without CSRF_SECRET is generated once into DATA_DIR, private, and the same after a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'csrf-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = await csrfSecretFor(config);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect((await fs.stat(path.join(dataDir, 'csrf-secret'))).mode & 0o777).toBe(0o600);
      expect(await csrfSecretFor(config)).toBe(first);
      const token = createCsrfSigner(first).issue();
      expect(createCsrfSigner(await csrfSecretFor(loadConfig({ DATA_DIR: dataDir }))).verify(token)).toBe(
        true,
      );
      expect(await csrfSecretFor(loadConfig({ DATA_DIR: dataDir, CSRF_SECRET: SECRET }))).toBe(SECRET);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a short CSRF_SECRET and origins with a path', () => {
    expect(() => loadConfig({ CSRF_SECRET: 'scurt' })).toThrow(/CSRF_SECRET/);
    expect(() => loadConfig({ APP_ORIGINS: 'https://localhost/app' })).toThrow(/APP_ORIGINS/);
    expect(loadConfig({}).appOrigins).toEqual(APP_ORIGINS);
    expect(loadConfig({ APP_ORIGINS: 'Capacitor://LocalHost, https://localhost:443' }).appOrigins).toEqual(
      APP_ORIGINS,
    );
  });
});
