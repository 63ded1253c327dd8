/**
 * Every operation of the admin API, read from the live OpenAPI document so that a route added
 * later is covered the day it exists: a guest gets 401 and a signed-in customer 403, before any
 * input is looked at, and neither changes anything; each seed role (and staff without a role) gets
 * 403 exactly where it lacks the permission the document states (`x-permissions`, ADR 055).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, PERMISSIONS, type Permission, SEED_ROLE_KEYS } from '@shop/shared/schemas/admin/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let customerToken: string;
let operations: {
  method: Method;
  path: string;
  url: string;
  /** The same operation on records that do not exist, for a caller who is let through. */
  missingUrl: string;
  permissions: unknown;
}[];

/** A syntactically valid stand-in for each path parameter, so the request reaches the route. */
function concreteUrl(path: string, id = '1'): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    /uuid|payment/i.test(name) ? '00000000-0000-4000-8000-000000000001' : name === 'slug' ? 'produs' : id,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  customerToken = (await t.customer()).token;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Partial<Record<Method, { 'x-permissions'?: unknown }>>>;
  }>();
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method,
        path,
        url: concreteUrl(path),
        missingUrl: concreteUrl(path, '2000000000'),
        permissions: item[method]!['x-permissions'],
      })),
    );
});

afterAll(async () => {
  await t?.close();
});

async function auditCount(): Promise<number> {
  const [row] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
  return row!.n;
}

describe('admin API access', () => {
  it('documents its operations under /api/admin/ with a token', async () => {
    expect(operations.length).toBeGreaterThan(0);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    }>();
    for (const { path, method } of operations) {
      expect(doc.paths[path]![method]!.security, `${method} ${path}`).toEqual([{ token: [] }]);
    }
  });

  it('answers 401 to a guest and 403 to a customer on every operation, changing nothing', async () => {
    const before = await auditCount();
    for (const { method, path, url } of operations) {
      const payload = method === 'get' || method === 'delete' ? undefined : {};
      const guest = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload });
      expect(guest.statusCode, `guest ${method} ${path}: ${guest.body}`).toBe(401);
      expect(guest.json(), `guest ${method} ${path}`).toMatchObject({ code: 'auth.not_authenticated' });

      const customer = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        payload,
        headers: { authorization: `Token ${customerToken}` },
      });
      expect(customer.statusCode, `customer ${method} ${path}: ${customer.body}`).toBe(403);
      expect(customer.json(), `customer ${method} ${path}`).toMatchObject({ code: 'auth.forbidden' });
    }
    expect(await auditCount()).toBe(before);
  });

  it('lets staff through', async () => {
    const staff = await t.staff();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/',
      headers: { authorization: `Token ${staff.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ results: expect.any(Array), next_before: null });
  });

  it('refuses a bad filter with the field named', async () => {
    const staff = await t.staff();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/?from=2026-02-30&entity_type=planet',
      headers: { authorization: `Token ${staff.token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('from');
    expect(response.json()).toHaveProperty('entity_type');
  });
});

/** A staff account (not a superuser) holding these seed roles, and its token. */
async function staffWithRoles(seedKeys: readonly string[]): Promise<string> {
  const staff = await t.staff();
  await t.query('UPDATE users SET is_superuser = false WHERE email = $1', [staff.email]);
  await t.query(
    `INSERT INTO staff_roles (user_id, role_id)
     SELECT u.id, r.id FROM users u, roles r WHERE u.email = $1 AND r.seed_key = ANY($2)`,
    [staff.email, seedKeys],
  );
  return staff.token;
}

describe('admin API permissions', () => {
  it('states on every operation the permissions it needs', () => {
    for (const { method, path, permissions } of operations) {
      expect(Array.isArray(permissions), `${method} ${path}: x-permissions`).toBe(true);
      for (const permission of permissions as unknown[]) {
        expect(PERMISSIONS, `${method} ${path}`).toContain(permission);
      }
    }
    const needing = (permission: Permission) =>
      operations.filter(({ permissions }) => (permissions as Permission[]).includes(permission));
    // Refunds are their own permission: the refund routes inside orders and returns need it.
    expect(needing('refunds').map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'post /api/admin/orders/{id}/refunds/',
        'post /api/admin/returns/{id}/refund/',
      ]),
    );
    expect(needing('orders').some(({ path }) => path.includes('refund'))).toBe(false);
  });

  // Every admin operation times five roles: it grows with the API (a minute on a loaded machine).
  it(
    'refuses each seed role and staff without a role exactly where they lack the permission',
    { timeout: 180_000 },
    async () => {
      const [seeded] = await t.query<{ roles: { key: string; permissions: Permission[] }[] }>(
        `SELECT json_agg(json_build_object('key', seed_key, 'permissions', permissions)) AS roles
       FROM roles WHERE seed_key IS NOT NULL`,
      );
      const roles = new Map(seeded!.roles.map((role) => [role.key, role.permissions]));
      expect([...roles.keys()].sort()).toEqual([...SEED_ROLE_KEYS].sort());
      expect(roles.get('administrator')!.slice().sort()).toEqual([...PERMISSIONS].sort());
      expect(roles.get('magazin')!.slice().sort()).toEqual(['orders', 'stock']);

      const callers = [
        { name: 'no role', held: [] as Permission[], token: await staffWithRoles([]) },
        ...(await Promise.all(
          SEED_ROLE_KEYS.map(async (key) => ({
            name: key,
            held: roles.get(key)!,
            token: await staffWithRoles([key]),
          })),
        )),
        { name: 'superuser', held: [...PERMISSIONS], token: (await t.staff()).token },
      ];
      let refused = 0;
      for (const { method, path, missingUrl, permissions } of operations) {
        for (const caller of callers) {
          const allowed = allows(caller.held, permissions as Permission[]);
          const before = allowed ? 0 : await auditCount();
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: missingUrl,
            payload: method === 'get' || method === 'delete' ? undefined : {},
            headers: { authorization: `Token ${caller.token}` },
          });
          const label = `${caller.name} ${method} ${path}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (allowed) {
            expect(response.statusCode, label).not.toBe(403);
          } else {
            refused += 1;
            expect(response.statusCode, label).toBe(403);
            expect(response.json(), label).toMatchObject({ code: 'auth.forbidden' });
            expect(await auditCount(), `${label}: changed nothing`).toBe(before);
          }
        }
      }
      expect(refused).toBeGreaterThan(operations.length);
    },
  );
});
