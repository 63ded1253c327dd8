import { generateKeyPairSync } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminNetopiaSettings, IntegrationTestResult } from '@shop/shared/schemas/admin/integrations';
import { loggerOptions } from '../../app';
import { loadConfig } from '../../config';
import { startSamedayStandIn } from '../../test/sameday-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { NetopiaConfig, SamedayConfig } from './integration-config';
import { INTEGRATION_TEST_RATE_LIMIT } from './integrations.routes';

/**
 * The card processor's and the courier's settings (docs/decisions/054): saved values over the
 * environment's, secrets sealed and never answered, the connection test, and the cache every
 * process keeps of the configuration in force.
 */

const publicKeyPem = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString();

const ENV_NETOPIA_KEY = 'env-netopia-api-key-7f3a9c';
const ENV_SAMEDAY_PASSWORD = 'env-sameday-parola-51d2';
const SAVED_NETOPIA_KEY = 'salvat-netopia-api-key-0be4';
const SAVED_SAMEDAY_PASSWORD = 'salvat-sameday-parola-99c1';
const SECRETS = [ENV_NETOPIA_KEY, ENV_SAMEDAY_PASSWORD, SAVED_NETOPIA_KEY, SAVED_SAMEDAY_PASSWORD];
const envPublicKey = publicKeyPem();

/** What the fake connection tests were called with; `fail` makes them throw, echoing the secret. */
const tested: { netopia: NetopiaConfig[]; sameday: SamedayConfig[] } = { netopia: [], sameday: [] };
let fail = false;

let t: TestApp;
let superuser: { authorization: string };
let superuserEmail: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      NETOPIA_API_KEY: ENV_NETOPIA_KEY,
      NETOPIA_POS_SIGNATURE: 'ENV1-POS2-SIGN-ATUR-E345',
      NETOPIA_PUBLIC_KEY: envPublicKey,
      NETOPIA_ENV: 'sandbox',
      SAMEDAY_USERNAME: 'magazin.env',
      SAMEDAY_PASSWORD: ENV_SAMEDAY_PASSWORD,
      SAMEDAY_API_URL: 'https://sameday-api.demo.zitec.com',
    },
    deps: {
      integrationTests: {
        netopia: async (config) => {
          tested.netopia.push(config);
          if (fail) throw new Error(`401 Unauthorized: API key ${config.apiKey} refused`);
        },
        sameday: async (config) => {
          tested.sameday.push(config);
          if (fail) throw new Error(`Bad credentials for ${config.username}:${config.password}`);
        },
      },
    },
  });
  const staff = await t.staff();
  superuserEmail = staff.email;
  superuser = { authorization: `Token ${staff.token}` };
});
afterAll(() => t.close());

const put = (name: 'netopia' | 'sameday', payload: object, headers = superuser) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/integrations/${name}`, payload, headers });
const get = (name: 'netopia' | 'sameday', headers = superuser) =>
  t.app.inject({ method: 'GET', url: `/api/admin/integrations/${name}`, headers });
const test = (name: string, headers = superuser) =>
  t.app.inject({ method: 'POST', url: `/api/admin/integrations/${name}/test`, headers });

/** Every secret, saved or from the environment, is absent from a text. */
function expectNoSecret(text: string, context: string) {
  for (const secret of SECRETS) expect(text, context).not.toContain(secret);
}

type Method = 'get' | 'put' | 'post';

describe('the integrations admin API', () => {
  it('never answers a secret, on any of its routes (read from the OpenAPI document)', async () => {
    expect((await put('netopia', { api_key: SAVED_NETOPIA_KEY })).statusCode).toBe(200);
    expect((await put('sameday', { password: SAVED_SAMEDAY_PASSWORD })).statusCode).toBe(200);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Partial<Record<Method, unknown>>>;
    }>();
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/integrations'))
      .flatMap(([path, item]) =>
        (['get', 'put', 'post'] as const)
          .filter((method) => item[method])
          .map((method) => `${method} ${path}`),
      );
    // Each operation with the requests that exercise it; a new route must be added here.
    const requests: Record<string, () => Promise<{ statusCode: number; body: string }>[]> = {
      'get /api/admin/integrations/netopia': () => [get('netopia')],
      'put /api/admin/integrations/netopia': () => [
        put('netopia', { api_key: SAVED_NETOPIA_KEY, pos_signature: 'SAVE-POS1-SIGN-ATUR-E678' }),
        put('netopia', { api_key: 'x' }),
      ],
      'get /api/admin/integrations/sameday': () => [get('sameday')],
      'put /api/admin/integrations/sameday': () => [
        put('sameday', { password: SAVED_SAMEDAY_PASSWORD, username: 'magazin.salvat' }),
        put('sameday', { password: '' }),
      ],
      'post /api/admin/integrations/{name}/test': () => {
        fail = true;
        return [test('netopia'), test('sameday')];
      },
    };
    expect(operations.sort()).toEqual(Object.keys(requests).sort());
    for (const operation of operations) {
      for (const response of await Promise.all(requests[operation]!())) {
        expect(response.statusCode, operation).toBeLessThan(500);
        expectNoSecret(response.body, operation);
      }
    }
    fail = false;
    // Neither in the audit log nor in the table: the saved ones are sealed.
    const stored = await t.query<{ text: string }>(
      `SELECT coalesce(string_agg(before::text || after::text, ' '), '') AS text FROM audit_log
        WHERE entity_type = 'integration_settings'
       UNION ALL SELECT string_agg("values"::text || secrets::text, ' ') FROM integration_settings`,
    );
    expectNoSecret(stored.map((row) => row.text).join(' '), 'audit_log and integration_settings');
  });

  it('answers 403 to staff without the settings permission, on every route', async () => {
    const staff = await t.staff();
    await t.query('UPDATE users SET is_superuser = false WHERE email = $1', [staff.email]);
    const headers = { authorization: `Token ${staff.token}` };
    for (const response of [
      await get('netopia', headers),
      await get('sameday', headers),
      await put('netopia', { pos_signature: 'A' }, headers),
      await put('sameday', { username: 'a' }, headers),
      await test('netopia', headers),
      await test('sameday', headers),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
    }
    expect((await get('netopia')).json<AdminNetopiaSettings>().pos_signature.value).not.toBe('A');
  });

  it('refuses bad input with 400, naming the field, and saves nothing of it', async () => {
    const before = (await get('netopia')).json<AdminNetopiaSettings>();
    const cases: [string, 'netopia' | 'sameday', object][] = [
      ['env', 'netopia', { env: 'prod' }],
      ['api_url', 'netopia', { api_url: 'ftp://secure.netopia-payments.com' }],
      ['api_url', 'netopia', { api_url: 'nu e adresa' }],
      ['public_key', 'netopia', { public_key: 'cheie' }],
      // PEM armour around something that is not a key: the server reads it to know.
      ['public_key', 'netopia', { public_key: '-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----' }],
      ['pos_signature', 'netopia', { pos_signature: '   ' }],
      ['api_key', 'netopia', { api_key: '' }],
      ['password', 'sameday', { password: '' }],
      ['pickup_point_id', 'sameday', { pickup_point_id: 'primul' }],
      ['username', 'sameday', { username: 5 }],
    ];
    for (const [field, name, body] of cases) {
      const response = await put(name, { ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json<object>()), JSON.stringify(body)).toContain(field);
    }
    expect((await put('netopia', { api_secret: 'x' })).statusCode).toBe(400);
    expect((await test('stripe')).statusCode).toBe(400);
    expect((await get('netopia')).json<AdminNetopiaSettings>()).toEqual(before);
  });
});

describe('the configuration in force', () => {
  it('uses the saved values over the environment’s, and the environment’s again once cleared', async () => {
    // Back to the environment for every field.
    await put('netopia', { env: null, pos_signature: null, public_key: null, api_url: null, api_key: null });
    await put('sameday', {
      username: null,
      password: null,
      api_url: null,
      pickup_point_id: null,
      service_id: null,
    });
    expect(await t.app.integrations.netopia()).toEqual({
      apiKey: ENV_NETOPIA_KEY,
      posSignature: 'ENV1-POS2-SIGN-ATUR-E345',
      publicKey: envPublicKey.trim(),
      env: 'sandbox',
      apiUrl: 'https://secure.sandbox.netopia-payments.com',
    } satisfies NetopiaConfig);
    const fromEnv = (await get('netopia')).json<AdminNetopiaSettings>();
    expect(fromEnv).toMatchObject({
      active: true,
      env: { value: 'sandbox', saved: false, environment: 'sandbox' },
      pos_signature: { value: 'ENV1-POS2-SIGN-ATUR-E345', saved: false },
      api_url: { value: null, saved: false, environment: null },
      api_key: { set: true, saved: false, environment_set: true },
    });

    const savedKey = publicKeyPem();
    const saved = await put('netopia', {
      env: 'live',
      api_key: SAVED_NETOPIA_KEY,
      public_key: savedKey,
      api_url: 'http://127.0.0.1:9/netopia///',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminNetopiaSettings>()).toMatchObject({
      active: true,
      env: { value: 'live', saved: true, environment: 'sandbox' },
      api_url: { value: 'http://127.0.0.1:9/netopia', saved: true },
      api_key: { set: true, saved: true, environment_set: true },
      updated_by: superuserEmail,
    });
    // The save is in force at once, in this process.
    expect(await t.app.integrations.netopia()).toEqual({
      apiKey: SAVED_NETOPIA_KEY,
      posSignature: 'ENV1-POS2-SIGN-ATUR-E345',
      publicKey: savedKey.trim(),
      env: 'live',
      apiUrl: 'http://127.0.0.1:9/netopia',
    });

    // Clearing the URL: the live environment's own URL, not the sandbox one of NETOPIA_ENV.
    await put('netopia', { api_url: null });
    expect((await t.app.integrations.netopia())?.apiUrl).toBe('https://secure.netopia-payments.com/api');
    // Clearing the key: the environment's again; the rest stays saved.
    const cleared = await put('netopia', { api_key: null });
    expect(cleared.json<AdminNetopiaSettings>().api_key).toEqual({
      set: true,
      saved: false,
      environment_set: true,
    });
    expect(await t.app.integrations.netopia()).toMatchObject({ apiKey: ENV_NETOPIA_KEY, env: 'live' });

    await put('sameday', {
      username: 'magazin.salvat',
      pickup_point_id: '7',
      password: SAVED_SAMEDAY_PASSWORD,
    });
    expect(await t.app.integrations.sameday()).toEqual({
      username: 'magazin.salvat',
      password: SAVED_SAMEDAY_PASSWORD,
      apiUrl: 'https://sameday-api.demo.zitec.com',
      pickupPointId: '7',
      serviceId: null,
    } satisfies SamedayConfig);
  });

  it('records each change in the audit log, naming the secrets replaced but not their values', async () => {
    await put('sameday', { service_id: '15', password: 'alta-parola-sameday' });
    const [entry] = await t.query<{
      actor_email: string;
      entity_id: string;
      before: unknown;
      after: unknown;
    }>(
      `SELECT actor_email, entity_id, before, after FROM audit_log
        WHERE entity_type = 'integration_settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({
      actor_email: superuserEmail,
      entity_id: 'sameday',
      after: { service_id: { value: '15', saved: true }, secrets_changed: ['password'] },
    });
    expect(JSON.stringify(entry)).not.toContain('alta-parola-sameday');
  });

  it('keeps what it resolved until the table changes, whoever changes it', async () => {
    await vi.waitFor(() => expect(t.app.integrations.isCaching()).toBe(true), { timeout: 10_000 });
    await put('sameday', { username: 'inainte' });
    // The save's own notification may still be on its way and would drop the cache after the
    // read below. Notifications arrive in commit order, so once a fence sent after the save is
    // heard, every earlier one has been too.
    const heard = vi.spyOn(t.app.integrations, 'heard');
    await t.query(`SELECT pg_notify('integration_settings_changed', 'fence')`);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('fence'), { timeout: 10_000 });
    heard.mockRestore();
    expect((await t.app.integrations.sameday())?.username).toBe('inainte');

    // Kept: a change the trigger does not announce is not seen.
    await t.query('ALTER TABLE integration_settings DISABLE TRIGGER integration_settings_changed');
    await t.query(
      `UPDATE integration_settings SET "values" = "values" || '{"username":"tacut"}' WHERE integration = 'sameday'`,
    );
    await t.query('ALTER TABLE integration_settings ENABLE TRIGGER integration_settings_changed');
    expect((await t.app.integrations.sameday())?.username).toBe('inainte');

    // Dropped: a change made outside this process (here in SQL) reaches it through the trigger.
    await t.query(
      `UPDATE integration_settings SET "values" = "values" || '{"username":"din-psql"}' WHERE integration = 'sameday'`,
    );
    await vi.waitFor(async () => expect((await t.app.integrations.sameday())?.username).toBe('din-psql'), {
      timeout: 10_000,
    });
  });
});

describe('POST /api/admin/integrations/{name}/test', () => {
  it('calls the integration with the configuration in force and says how it went', async () => {
    await put('sameday', { username: 'magazin.test', password: SAVED_SAMEDAY_PASSWORD });
    tested.sameday.length = 0;
    const ok = await test('sameday');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<IntegrationTestResult>()).toEqual({ ok: true, message: null });
    expect(tested.sameday).toEqual([
      expect.objectContaining({ username: 'magazin.test', password: SAVED_SAMEDAY_PASSWORD }),
    ]);

    fail = true;
    const failed = await test('netopia');
    fail = false;
    expect(failed.statusCode).toBe(200);
    const result = failed.json<IntegrationTestResult>();
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^401 Unauthorized: API key \*\*\* refused$/);
  });

  it('answers 409 when a value the integration needs is missing', async () => {
    const bare = await createTestApp();
    try {
      const staff = await bare.staff();
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/integrations/sameday/test',
        headers: { authorization: `Token ${staff.token}` },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'integrations.not_configured' });
      expect(await bare.app.integrations.sameday()).toBeNull();
      // The real client is wired in: against Sameday's stand-in, the saved account signs in, and a
      // wrong password comes back as Sameday's refusal.
      const sameday = await startSamedayStandIn();
      try {
        const test = async (password: string) => {
          await bare.app.inject({
            method: 'PUT',
            url: '/api/admin/integrations/sameday',
            headers: { authorization: `Token ${staff.token}` },
            payload: { username: sameday.env.SAMEDAY_USERNAME, password, api_url: sameday.url },
          });
          const answer = await bare.app.inject({
            method: 'POST',
            url: '/api/admin/integrations/sameday/test',
            headers: { authorization: `Token ${staff.token}` },
          });
          return answer.json<IntegrationTestResult>();
        };
        expect(await test(sameday.env.SAMEDAY_PASSWORD)).toMatchObject({ ok: true });
        const refused = await test('not-the-password');
        expect(refused.ok).toBe(false);
        expect(refused.message).not.toContain('not-the-password');
      } finally {
        await sameday.close();
      }
    } finally {
      await bare.close();
    }
  });

  it(`allows ${INTEGRATION_TEST_RATE_LIMIT.limit} tests per person in the window, then 429`, async () => {
    const staff = await t.staff();
    const headers = { authorization: `Token ${staff.token}` };
    for (let i = 0; i < INTEGRATION_TEST_RATE_LIMIT.limit; i += 1) {
      expect((await test('sameday', headers)).statusCode).toBe(200);
    }
    const refused = await test('sameday', headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
  });
});

describe('the logs', () => {
  it('leave out the credentials in every shape they could be logged in', () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const logger = pino(loggerOptions(loadConfig({ LOG_LEVEL: 'info' })) as pino.LoggerOptions, sink);
    logger.info({ body: { api_key: SAVED_NETOPIA_KEY, password: SAVED_SAMEDAY_PASSWORD } }, 'settings body');
    logger.info(
      { req: { body: { api_key: SAVED_NETOPIA_KEY, password: SAVED_SAMEDAY_PASSWORD } } },
      'request',
    );
    logger.info(
      { config: { netopia: { apiKey: ENV_NETOPIA_KEY }, sameday: { password: ENV_SAMEDAY_PASSWORD } } },
      'config',
    );
    logger.info({ row: { secrets: { api_key: 'v1.sealed' } }, apiKey: ENV_NETOPIA_KEY }, 'row');
    expect(written).toContain('settings body');
    expect(written).toContain('row');
    expectNoSecret(written, 'the log');
    expect(written).not.toContain('v1.sealed');
  });
});
