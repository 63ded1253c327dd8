import { adminCredentials, authHeader, expect, login, registerCustomer, test } from '../fixtures';

type User = { username?: string; email?: string; is_staff?: boolean; is_superuser?: boolean };

test.describe('sign-in through the API', () => {
  test('a new customer can sign in by username or e-mail and is not staff', async ({ request }) => {
    const customer = await registerCustomer(request);

    const me = await request.get('/api/user/', { headers: authHeader(customer.token) });
    expect(me.status()).toBe(200);
    const user = (await me.json()) as User;
    expect(user).toMatchObject({ username: customer.username, email: customer.email, is_staff: false });

    const byUsername = await login(request, customer.username, customer.password);
    const byEmail = await login(request, customer.email, customer.password);
    for (const token of [byUsername, byEmail]) {
      const response = await request.get('/api/user/', { headers: authHeader(token) });
      expect(response.status()).toBe(200);
      expect(((await response.json()) as User).username).toBe(customer.username);
    }
  });

  test('a wrong password is refused with a detail', async ({ request }) => {
    const customer = await registerCustomer(request);
    const response = await request.post('/api/login/', {
      data: { username: customer.username, password: `${customer.password}x` },
    });
    expect([400, 401]).toContain(response.status());
    const body = (await response.json()) as { detail?: unknown; token?: unknown };
    expect(body.token).toBeUndefined();
    expect(typeof body.detail).toBe('string');
  });

  test('logout revokes the token', async ({ request }) => {
    const customer = await registerCustomer(request);
    const token = await login(request, customer.username, customer.password);

    const logout = await request.post('/api/logout/', { headers: authHeader(token) });
    expect([200, 204]).toContain(logout.status());

    const after = await request.get('/api/user/', { headers: authHeader(token) });
    expect(after.status()).toBe(401);
    // Only that token is gone: the one from registration still works.
    const other = await request.get('/api/user/', { headers: authHeader(customer.token) });
    expect(other.status()).toBe(200);
  });

  test('without a token /api/user/ is 401', async ({ request }) => {
    const response = await request.get('/api/user/');
    expect(response.status()).toBe(401);
    expect(response.headers()['content-type']).toContain('application/json');
  });

  test('the configured admin signs in by e-mail and is staff', async ({ request }) => {
    const admin = adminCredentials();
    const token = await login(request, admin.email, admin.password);
    const response = await request.get('/api/user/', { headers: authHeader(token) });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ email: admin.email, is_staff: true });
  });
});
