import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, setProduct } from '../../test/checkout';
import { type OidcStandIn, type StandInPerson, startOidcStandIn } from '../../test/oidc-stand-in';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

let t: TestApp;
let oidc: OidcStandIn;
let counter = 0;

beforeAll(async () => {
  oidc = await startOidcStandIn();
  t = await createTestApp({ env: oidc.env });
  await setProduct(t, 9, { stock: 500 });
});

afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

type Provider = 'google' | 'facebook';

/** Starts at the shop, lets the browser follow the stand-in, and comes back: where the shop sends it. */
async function signIn(
  provider: Provider,
  person: StandInPerson | null,
  options: { next?: string; cookie?: 'keep' | 'drop' } = {},
): Promise<{ location: string; callback: string; cookie: string }> {
  if (person) oidc.nextPerson(provider, person);
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/social/${provider}/start/${options.next ? `?next=${encodeURIComponent(options.next)}` : ''}`,
    remoteAddress: `10.77.1.${(counter += 1) % 250}`,
  });
  expect(start.statusCode, start.body).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  expect(cookie).toMatch(/^social_state=/);
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(`${TEST_PUBLIC_URL}/api/auth/social/${provider}/callback/`);
  const callback = back.pathname + back.search;
  const answer = await t.app.inject({
    method: 'GET',
    url: callback,
    headers: options.cookie === 'drop' ? {} : { cookie },
  });
  expect(answer.statusCode, answer.body).toBe(302);
  return { location: String(answer.headers.location), callback, cookie };
}

function tokenOf(location: string): { token: string; next: string } {
  const url = new URL(location);
  expect(url.origin + url.pathname).toBe(`${TEST_PUBLIC_URL}/social-success`);
  const fragment = new URLSearchParams(url.hash.slice(1));
  return { token: fragment.get('token')!, next: fragment.get('next')! };
}

async function me(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/',
    headers: { authorization: `Token ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number; email: string; email_verified: boolean; first_name: string }>();
}

function login(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username, password },
    remoteAddress: `10.78.${(counter += 1) % 250}.1`,
  });
}

const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

describe('social sign-in', () => {
  it('lists the providers configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/social/providers/' });
    expect(response.json()).toEqual({ providers: ['google', 'facebook'] });
  });

  it('makes a verified account for a new Google person, with their guest orders and the welcome voucher; the same person again is the same account', async () => {
    const email = `nou.${unique()}@example.ro`;
    const guest = await placeOrder(t, orderBody([{ produs: 9, cantitate: 1 }], { email }));
    expect(guest.statusCode).toBe(201);
    const person = {
      sub: `g-${unique()}`,
      email,
      emailVerified: true,
      firstName: 'Maria',
      lastName: 'Ionescu',
    };
    const { location } = await signIn('google', person, { next: '/contul-meu' });
    const { token, next } = tokenOf(location);
    expect(next).toBe('/contul-meu');
    const user = await me(token);
    expect(user).toMatchObject({ email, email_verified: true, first_name: 'Maria' });
    const [owner] = await t.query<{ user_id: number }>('SELECT user_id FROM orders WHERE id = $1', [
      guest.json<{ id: number }>().id,
    ]);
    expect(owner!.user_id).toBe(user.id);
    const vouchers = await t.query('SELECT 1 FROM coupons WHERE owner_user_id = $1 AND voucher_origin = $2', [
      user.id,
      'welcome',
    ]);
    expect(vouchers).toHaveLength(1);
    expect(oidc.exchanges.at(-1)).toEqual({ provider: 'google', pkce: true });

    const again = tokenOf((await signIn('google', person)).location);
    expect((await me(again.token)).id).toBe(user.id);
    expect(again.next).toBe('/');
  });

  it('links a Facebook sign-in to the existing account with the same address, not a second one', async () => {
    const customer = await t.customer();
    const { location } = await signIn('facebook', {
      sub: `fb-${unique()}`,
      email: customer.email.toUpperCase(),
      firstName: 'Ana',
    });
    const user = await me(tokenOf(location).token);
    expect(user).toMatchObject({ id: customer.id, email_verified: true });
    const accounts = await t.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [customer.email]);
    expect(accounts).toHaveLength(1);
    expect(oidc.exchanges.at(-1)).toEqual({ provider: 'facebook', pkce: true });
  });

  it('takes an unverified account from whoever signed it up: their password, sessions and links end', async () => {
    // Someone signs the owner's address up with a password, never verifies it, and asks to move
    // the account to an address of theirs.
    const squatter = await t.customer();
    const second = await login(squatter.username, squatter.password);
    expect(second.statusCode).toBe(200);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/account/email/',
      headers: { authorization: `Token ${squatter.token}` },
      payload: { password: squatter.password, email: `squatter.${unique()}@example.ro` },
    });
    expect(moved.statusCode, moved.body).toBe(202);

    // The owner later signs in with Google: same account, now theirs alone.
    const { location } = await signIn('google', {
      sub: `g-${unique()}`,
      email: squatter.email,
      emailVerified: true,
      firstName: 'Ioana',
    });
    const owner = tokenOf(location).token;
    expect(await me(owner)).toMatchObject({ id: squatter.id, email: squatter.email, email_verified: true });

    for (const token of [squatter.token, second.json<{ token: string }>().token]) {
      const old = await t.app.inject({
        method: 'GET',
        url: '/api/user/',
        headers: { authorization: `Token ${token}` },
      });
      expect(old.statusCode).toBe(401);
    }
    expect((await login(squatter.username, squatter.password)).statusCode).toBe(400);
    expect((await login(squatter.email, squatter.password)).statusCode).toBe(400);
    const links = await t.query<{ purpose: string }>(
      'SELECT purpose FROM account_tokens WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()',
      [squatter.id],
    );
    expect(links).toEqual([]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/account/profile/',
      headers: { authorization: `Token ${owner}` },
    });
    expect(profile.json()).toMatchObject({ pending_email: null });
    expect((await me(owner)).id).toBe(squatter.id);
  });

  it('leaves the password and sessions of an account whose address was already verified', async () => {
    const customer = await t.customer();
    await t.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [customer.id]);
    const { location } = await signIn('facebook', { sub: `fb-${unique()}`, email: customer.email });
    expect((await me(tokenOf(location).token)).id).toBe(customer.id);
    expect((await me(customer.token)).id).toBe(customer.id);
    expect((await login(customer.username, customer.password)).statusCode).toBe(200);
  });

  it('refuses a staff address, an unverified or missing address, a refused consent, another browser and a replayed state', async () => {
    const staff = await t.staff();
    expect(
      (await signIn('google', { sub: `g-${unique()}`, email: staff.email, emailVerified: true })).location,
    ).toBe(`${TEST_PUBLIC_URL}/login?social=staff`);
    expect(
      (
        await signIn('google', {
          sub: `g-${unique()}`,
          email: `x.${unique()}@example.ro`,
          emailVerified: false,
        })
      ).location,
    ).toBe(`${TEST_PUBLIC_URL}/login?social=email`);
    expect((await signIn('facebook', { sub: `fb-${unique()}`, email: null })).location).toBe(
      `${TEST_PUBLIC_URL}/login?social=email`,
    );
    expect((await signIn('google', { sub: 'g-deny', email: null, deny: true })).location).toBe(
      `${TEST_PUBLIC_URL}/login?social=cancelled`,
    );
    const person = { sub: `g-${unique()}`, email: `y.${unique()}@example.ro`, emailVerified: true };
    expect((await signIn('google', person, { cookie: 'drop' })).location).toBe(
      `${TEST_PUBLIC_URL}/login?social=expired`,
    );

    const first = await signIn('google', person);
    expect(first.location).toMatch(/\/social-success#token=/);
    const replay = await t.app.inject({
      method: 'GET',
      url: first.callback,
      headers: { cookie: first.cookie },
    });
    expect(replay.headers.location).toBe(`${TEST_PUBLIC_URL}/login?social=expired`);
  });

  it('lands only on a path of the shop', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const person = { sub: `g-${unique()}`, email: `z.${unique()}@example.ro`, emailVerified: true };
      expect(tokenOf((await signIn('google', person, { next })).location).next).toBe('/');
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/social/twitter/start/' });
    expect(unknown.statusCode).toBe(400);
  });
});
