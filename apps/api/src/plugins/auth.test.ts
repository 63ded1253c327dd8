import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsService, AuthenticatedUser } from '../modules/accounts/accounts.service';
import { authPlugin } from './auth';
import { errorsPlugin } from './errors';

const user = (isStaff: boolean) =>
  ({ id: 1, username: 'u', isStaff, isSuperuser: false }) as AuthenticatedUser;
const accounts = {
  userForToken: async (token: string) =>
    token === 'c'.repeat(20) ? user(false) : token === 's'.repeat(20) ? user(true) : undefined,
} as unknown as AccountsService;

const app = Fastify();
beforeAll(async () => {
  await app.register(errorsPlugin);
  await app.register(authPlugin, { accounts });
  app.get('/open', async (request) => ({ user: request.user?.id ?? null }));
  app.get('/customer', { config: { access: 'customer' } }, async () => ({ ok: true }));
  app.get('/staff', { config: { access: 'staff' } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const call = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Token ${token}` } : {} });

describe('route access', () => {
  it('lets guests use public routes only', async () => {
    expect((await call('/open')).json()).toEqual({ user: null });
    expect((await call('/customer')).statusCode).toBe(401);
    expect((await call('/staff')).statusCode).toBe(401);
  });

  it('lets customers use customer routes but not staff routes', async () => {
    expect((await call('/open', 'c'.repeat(20))).json()).toEqual({ user: 1 });
    expect((await call('/customer', 'c'.repeat(20))).statusCode).toBe(200);
    const staffOnly = await call('/staff', 'c'.repeat(20));
    expect(staffOnly.statusCode).toBe(403);
    expect(staffOnly.json().code).toBe('auth.forbidden');
  });

  it('lets staff use every route', async () => {
    expect((await call('/customer', 's'.repeat(20))).statusCode).toBe(200);
    expect((await call('/staff', 's'.repeat(20))).statusCode).toBe(200);
  });

  it('treats a wrong or malformed token as a wrong credential, even on public routes', async () => {
    expect((await call('/open', 'x'.repeat(20))).statusCode).toBe(401);
    const malformed = await app.inject({
      method: 'GET',
      url: '/open',
      headers: { authorization: 'Bearer abc' },
    });
    expect(malformed.statusCode).toBe(401);
  });
});
