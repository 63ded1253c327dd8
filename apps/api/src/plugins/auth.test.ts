import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@shop/shared/schemas/admin/roles';
import type { AccountsService, AuthenticatedUser } from '../modules/accounts/accounts.service';
import { authPlugin } from './auth';
import { errorsPlugin } from './errors';

const user = (id: number, isStaff: boolean, isSuperuser = false) =>
  ({ id, username: 'u', isStaff, isSuperuser }) as AuthenticatedUser;
const USERS: Record<string, AuthenticatedUser> = {
  ['c'.repeat(20)]: user(1, false),
  ['s'.repeat(20)]: user(2, true),
  ['m'.repeat(20)]: user(3, true),
  ['u'.repeat(20)]: user(4, false, true),
};
const accounts = {
  userForToken: async (token: string) => USERS[token],
} as unknown as AccountsService;
/** Staff 2 holds no role; staff 3 a "Magazin"-like one; the superuser none (it needs none). */
const HELD: Record<number, Permission[]> = { 2: [], 3: ['orders', 'stock'], 4: [] };
const roles = { permissionsOf: async (who: AuthenticatedUser) => HELD[who.id] ?? [] };

const app = Fastify();
beforeAll(async () => {
  await app.register(errorsPlugin);
  await app.register(authPlugin, { accounts, roles });
  app.get('/open', async (request) => ({ user: request.user?.id ?? null }));
  app.get('/customer', { config: { access: 'customer' } }, async () => ({ ok: true }));
  app.get('/staff', { config: { access: 'staff' } }, async () => ({ ok: true }));
  const needs = (permissions: Permission[]) => ({ config: { access: 'staff' as const, permissions } });
  app.get('/any-staff', needs([]), async () => ({ ok: true }));
  app.get('/orders', needs(['orders']), async () => ({ ok: true }));
  app.get('/refunds', needs(['refunds']), async () => ({ ok: true }));
  app.get('/media', needs(['catalogue', 'content', 'stock']), async () => ({ ok: true }));
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

  it('lets staff through a permission only with a role that holds it', async () => {
    const [none, shop, superuser, customer] = ['s', 'm', 'u', 'c'].map((c) => c.repeat(20));
    expect((await call('/any-staff', none)).statusCode).toBe(200);
    expect((await call('/orders', none)).statusCode).toBe(403);
    expect((await call('/orders', shop)).statusCode).toBe(200);
    const refund = await call('/refunds', shop);
    expect(refund.statusCode).toBe(403);
    expect(refund.json().code).toBe('auth.forbidden');
    // Any one of several is enough.
    expect((await call('/media', shop)).statusCode).toBe(200);
    expect((await call('/media', none)).statusCode).toBe(403);
    for (const url of ['/any-staff', '/orders', '/refunds', '/media']) {
      expect((await call(url, superuser)).statusCode, url).toBe(200);
      expect((await call(url, customer)).statusCode, url).toBe(403);
    }
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
