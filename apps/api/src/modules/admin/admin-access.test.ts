/**
 * Every operation of the admin API, read from the live OpenAPI document so that a route added
 * later is covered the day it exists: a guest gets 401 and a signed-in customer 403, before any
 * input is looked at, and neither changes anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let customerToken: string;
let operations: { method: Method; path: string; url: string }[];

/** A syntactically valid stand-in for each path parameter, so the request reaches the route. */
function concreteUrl(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    /uuid|payment/i.test(name) ? '00000000-0000-4000-8000-000000000001' : name === 'slug' ? 'produs' : '1',
  );
}

beforeAll(async () => {
  t = await createTestApp();
  customerToken = (await t.customer()).token;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Partial<Record<Method, { description?: string }>>>;
  }>();
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method,
        path,
        url: concreteUrl(path),
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
