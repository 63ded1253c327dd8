import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_RATE_LIMITS } from './accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;
const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '10.0.0.1',
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

describe('POST /api/register/', () => {
  it('creates an account and answers a token that works', async () => {
    const name = `ana${unique()}`;
    const response = await post('/api/register/', {
      username: name,
      email: `${name}@Example.ro`,
      password: 'o parola buna',
    });
    expect(response.statusCode).toBe(201);
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[a-f0-9]{64}$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Token ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(Number),
      username: name,
      email: `${name}@example.ro`,
      first_name: '',
      last_name: '',
      is_staff: false,
      is_superuser: false,
      email_verified: false,
    });
  });

  it('stores the password as argon2id and the token only as a hash', async () => {
    const name = `hash${unique()}`;
    const response = await post('/api/register/', {
      username: name,
      email: `${name}@example.ro`,
      password: 'o parola buna',
    });
    const { token } = response.json<{ token: string }>();
    const rows = await t.query<{ password_hash: string; token_hash: string }>(
      `SELECT u.password_hash, t.token_hash FROM users u JOIN auth_tokens t ON t.user_id = u.id WHERE u.username = $1`,
      [name],
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.token_hash).not.toBe(token);
    expect(rows[0]!.token_hash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('refuses a taken username or email with {error}', async () => {
    const name = `dup${unique()}`;
    await post('/api/register/', { username: name, email: `${name}@example.ro`, password: 'o parola buna' });
    const sameName = await post('/api/register/', {
      username: name.toUpperCase(),
      email: `x${name}@example.ro`,
      password: 'o parola buna',
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json()).toMatchObject({ error: expect.any(String), username: [expect.any(String)] });
    const sameEmail = await post('/api/register/', {
      username: `x${name}`,
      email: `${name}@example.ro`,
      password: 'o parola buna',
    });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toMatchObject({ error: expect.any(String), email: [expect.any(String)] });
  });

  it.each([
    [{ username: 'ab', email: 'a@example.ro', password: 'o parola buna' }, 'username'],
    [{ username: 'bun_nume', email: 'nu-e-email', password: 'o parola buna' }, 'email'],
    [{ username: 'bun_nume2', email: 'b@example.ro', password: 'scurt' }, 'password'],
    [{ username: 'cu spatiu', email: 'c@example.ro', password: 'o parola buna' }, 'username'],
    [{ email: 'd@example.ro', password: 'o parola buna' }, 'username'],
  ])('validates %o', async (body, field) => {
    const response = await post('/api/register/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([expect.any(String)]);
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('rate-limits repeated sign-ups from one address', async () => {
    const address = '10.20.30.40';
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.registerPerAddress.limit; i++) {
      const name = `flood${unique()}`;
      const response = await post(
        '/api/register/',
        { username: name, email: `${name}@example.ro`, password: 'o parola buna' },
        {},
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('says an address has an account, but counts each such answer against the sign-up limit', async () => {
    // Decision 026: sign-up answers "this email has an account" (the contract signs the new
    // customer in at once, so no answer can hide it); probing addresses costs a sign-up each.
    const existing = await t.customer();
    const address = '10.20.30.41';
    const answers: { status: number; code: unknown }[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.registerPerAddress.limit; i++) {
      const response = await post(
        '/api/register/',
        { username: `sonda${unique()}`, email: existing.email, password: 'o parola buna' },
        {},
        address,
      );
      answers.push({ status: response.statusCode, code: response.json().code });
    }
    expect(answers).toEqual(answers.map(() => ({ status: 400, code: 'auth.account_exists' })));
    const name = `liber${unique()}`;
    const next = await post(
      '/api/register/',
      { username: name, email: `${name}@example.ro`, password: 'o parola buna' },
      {},
      address,
    );
    expect(next.statusCode).toBe(429);
  });
});

describe('POST /api/login/', () => {
  it('signs in with the username or the email, case-insensitively', async () => {
    const user = await t.customer();
    for (const username of [user.username, user.email, user.email.toUpperCase()]) {
      const response = await post('/api/login/', { username, password: user.password });
      expect(response.statusCode).toBe(200);
      expect(response.json().token).toMatch(/^[a-f0-9]{64}$/);
    }
  });

  it('answers 400 with the contract detail for a wrong password or an unknown user', async () => {
    const user = await t.customer();
    for (const body of [
      { username: user.username, password: 'gresita' },
      { username: `nimeni${unique()}`, password: 'gresita' },
    ]) {
      const response = await post('/api/login/', body, {}, '10.0.5.5');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Utilizator sau parolă incorectă.',
        code: 'auth.invalid_credentials',
      });
    }
  });

  it('rate-limits repeated failed sign-ins, then lets the right password through from elsewhere', async () => {
    const user = await t.customer();
    const address = '10.99.0.1';
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerIdentifier.limit; i++) {
      expect(
        (await post('/api/login/', { username: user.username, password: 'gresita' }, {}, address)).statusCode,
      ).toBe(400);
    }
    const blocked = await post(
      '/api/login/',
      { username: user.username, password: user.password },
      {},
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    const elsewhere = await post(
      '/api/login/',
      { username: user.username, password: user.password },
      {},
      '10.99.0.2',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('requires both fields', async () => {
    const response = await post('/api/login/', { username: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('password');
  });
});

describe('GET /api/user/ and POST /api/logout/', () => {
  it('answers 401 without a token and for an unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Token ${'0'.repeat(64)}` },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toEqual(expect.any(String));
  });

  it('revokes the token on logout and keeps other tokens working', async () => {
    const user = await t.customer();
    const second = (await post('/api/login/', { username: user.username, password: user.password })).json()
      .token as string;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { authorization: `Token ${user.token}` },
    });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Token ${user.token}` },
    });
    expect(after.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Token ${second}` },
    });
    expect(other.statusCode).toBe(200);
  });

  it('shows staff as staff', async () => {
    const staff = await t.staff();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Token ${staff.token}` },
    });
    expect(me.json()).toMatchObject({ is_staff: true, is_superuser: true });
  });
});

describe('CSRF', () => {
  it('sets the csrftoken cookie and then requires it back in X-CSRFToken on unsafe requests', async () => {
    const csrf = await t.app.inject({ method: 'GET', url: '/api/csrf/' });
    expect(csrf.statusCode).toBe(200);
    const cookie = csrf.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(cookie?.sameSite?.toLowerCase()).toBe('lax');

    const name = `csrf${unique()}`;
    const body = { username: name, email: `${name}@example.ro`, password: 'o parola buna' };
    const withoutHeader = await post('/api/register/', body, { cookie: `csrftoken=${cookie!.value}` });
    expect(withoutHeader.statusCode).toBe(403);
    const wrongHeader = await post('/api/register/', body, {
      cookie: `csrftoken=${cookie!.value}`,
      'x-csrftoken': 'x'.repeat(32),
    });
    expect(wrongHeader.statusCode).toBe(403);
    const withHeader = await post('/api/register/', body, {
      cookie: `csrftoken=${cookie!.value}`,
      'x-csrftoken': cookie!.value,
    });
    expect(withHeader.statusCode).toBe(201);
  });
});
