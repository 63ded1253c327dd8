import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcStandIn, type StandInPerson, startOidcStandIn } from '../../test/oidc-stand-in';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

/** Social sign-in started by the native app: back into it with a one-time code, traded for a token. */
let t: TestApp;
let oidc: OidcStandIn;
let counter = 0;
const APP_LANDING = 'ro.salvia.shop://app/autentificare/aplicatie';

beforeAll(async () => {
  oidc = await startOidcStandIn();
  t = await createTestApp({ env: oidc.env });
});

afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const person = (): StandInPerson => ({
  sub: `g-${unique()}`,
  email: `app.${unique()}@example.ro`,
  emailVerified: true,
  firstName: 'Elena',
});

/** The system browser: the start (with `app=1` or not), the stand-in, and the shop's callback. */
async function signIn(person: StandInPerson, options: { app?: boolean; cookie?: 'drop' } = {}) {
  oidc.nextPerson('google', person);
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/social/google/start/${options.app === false ? '' : '?app=1'}`,
    remoteAddress: `10.79.1.${(counter += 1) % 250}`,
  });
  expect(start.statusCode, start.body).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const answer = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: options.cookie === 'drop' ? {} : { cookie },
  });
  expect(answer.statusCode, answer.body).toBe(302);
  return String(answer.headers.location);
}

function codeOf(location: string): string {
  expect(location.startsWith(`${APP_LANDING}?code=`), location).toBe(true);
  const code = new URL(location).searchParams.get('code')!;
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return code;
}

let address = 0;
function exchange(
  code: unknown,
  remoteAddress = `10.80.${Math.floor(address / 250)}.${(address += 1) % 250}`,
) {
  return t.app.inject({ method: 'POST', url: '/api/auth/app-code/', payload: { code }, remoteAddress });
}

async function userOf(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/',
    headers: { authorization: `Token ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number; email: string }>();
}

function expectRefused(response: Awaited<ReturnType<typeof exchange>>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'auth.app_code_invalid', detail: expect.any(String) });
}

describe('social sign-in from the native app', () => {
  it('goes back into the app with a one-time code, kept only hashed, traded once for a token of that person', async () => {
    const someone = person();
    const code = codeOf(await signIn(someone));
    const rows = await t.query<{ code_hash: string; lifetime: number }>(
      `SELECT code_hash, extract(epoch FROM expires_at - created_at)::int AS lifetime
         FROM app_sign_in_codes WHERE code_hash = $1 OR code_hash = $2`,
      [code, createHash('sha256').update(code).digest('hex')],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toBe(code);
    expect(rows[0]!.lifetime).toBe(120);

    const first = await exchange(code);
    expect(first.statusCode, first.body).toBe(200);
    const { token } = first.json<{ token: string }>();
    expect(Object.keys(first.json())).toEqual(['token']);
    expect((await userOf(token)).email).toBe(someone.email);
    expect(first.headers['cache-control']).toBe('no-store');

    expectRefused(await exchange(code));
  });

  it('gives each person their own account: a code is bound to whom it was issued for, whoever sends it', async () => {
    const [ana, ion] = [person(), person()];
    const anaCode = codeOf(await signIn(ana));
    const ionCode = codeOf(await signIn(ion));
    const ionToken = (await exchange(ionCode)).json<{ token: string }>().token;
    const fromIon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/app-code/',
      payload: { code: anaCode },
      headers: { authorization: `Token ${ionToken}` },
    });
    expect(fromIon.statusCode).toBe(200);
    expect((await userOf(fromIon.json<{ token: string }>().token)).email).toBe(ana.email);
    expect((await userOf(ionToken)).email).toBe(ion.email);
  });

  it('answers one of two exchanges of the same code at once', async () => {
    const code = codeOf(await signIn(person()));
    const answers = await Promise.all([exchange(code), exchange(code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expectRefused(answers.find((answer) => answer.statusCode === 400)!);
  });

  it('refuses an expired code, an unknown or malformed one, and the code of a closed account', async () => {
    const expired = codeOf(await signIn(person()));
    await t.query(
      `UPDATE app_sign_in_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1`,
      [createHash('sha256').update(expired).digest('hex')],
    );
    expectRefused(await exchange(expired));

    for (const code of ['', 'x'.repeat(43), 'x'.repeat(5000), 42, null, ['a'], { code: 'a' }]) {
      expectRefused(await exchange(code));
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/app-code/', payload: {} });
    expectRefused(missing);

    const closing = person();
    const code = codeOf(await signIn(closing));
    await t.query('UPDATE users SET is_active = false WHERE lower(email) = lower($1)', [closing.email]);
    expectRefused(await exchange(code));
  });

  it('counts refusals against the address as failed sign-ins; a working code gives its slot back', async () => {
    const remote = '10.81.0.1';
    const good = codeOf(await signIn(person()));
    expect((await exchange(good, remote)).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) expectRefused(await exchange(`necunoscut-${i}`, remote));
    const limited = await exchange(codeOf(await signIn(person())), remote);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', retry_after: expect.any(Number) });
  });

  it('sends a failed sign-in back into the app with its reason', async () => {
    expect(
      await signIn({ sub: `g-${unique()}`, email: `n.${unique()}@example.ro`, emailVerified: false }),
    ).toBe('ro.salvia.shop://app/login?social=email');
    expect(await signIn(person(), { cookie: 'drop' })).toBe('ro.salvia.shop://app/login?social=expired');
    expect(await signIn({ sub: 'g-deny', email: null, deny: true })).toBe(
      'ro.salvia.shop://app/login?social=cancelled',
    );
    const staff = await t.staff();
    expect(await signIn({ sub: `g-${unique()}`, email: staff.email, emailVerified: true })).toBe(
      'ro.salvia.shop://app/login?social=staff',
    );
  });

  it('leaves the web flow as it was: a token in the fragment, no code', async () => {
    const location = await signIn(person(), { app: false });
    expect(location).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/social-success#token=`));
    expect(await signIn(person(), { app: false, cookie: 'drop' })).toBe(
      `${TEST_PUBLIC_URL}/login?social=expired`,
    );
  });

  it('takes only app=1', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/social/google/start/?app=yes' });
    expect(response.statusCode).toBe(400);
  });
});
