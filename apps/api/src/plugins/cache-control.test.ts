import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../test/checkout';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operation = {
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** A secret in an answer: a sign-in token, or an order's access key. */
const SECRET_FIELD = /^(token|key)$/;

function returnsSecret(operation: Operation): boolean {
  return Object.values(operation.responses ?? {}).some((response) =>
    Object.values(response.content ?? {}).some((media) =>
      Object.keys(media.schema?.properties ?? {}).some((name) => SECRET_FIELD.test(name)),
    ),
  );
}

let counter = 0;
/** A body the operation accepts, where one is known, so that the walk sees success as well as errors. */
async function validBody(method: string, route: string): Promise<object | undefined> {
  counter += 1;
  const name = `cache${Date.now().toString(36)}${counter}`;
  switch (`${method} ${route}`) {
    case 'POST /api/register/':
      return { username: name, email: `${name}@example.ro`, password: 'parola-sigura-1' };
    case 'POST /api/login/': {
      const customer = await t.customer();
      return { username: customer.username, password: customer.password };
    }
    case 'POST /api/favorite/':
      return { produs: 1 };
    case 'POST /api/comenzi/':
      return orderBody([{ produs: 1, cantitate: 1 }], { email: `${name}@example.ro` });
    default:
      return method === 'GET' || method === 'DELETE' ? undefined : {};
  }
}

describe('Cache-Control on private answers', () => {
  // About 400 requests, each answer also checked against the OpenAPI document.
  it(
    'is no-store on every answer of an operation that needs a token or returns a secret',
    { timeout: 90_000 },
    async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
      const operations = Object.entries(doc.paths).flatMap(([route, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          route,
          operation,
        })),
      );
      const privateOnes = operations.filter(
        ({ operation }) => (operation.security?.length ?? 0) > 0 || returnsSecret(operation),
      );
      // The ones the issue names are among them; the walk covers whatever is added later.
      expect(privateOnes.map(({ method, route }) => `${method} ${route}`)).toEqual(
        expect.arrayContaining([
          'POST /api/login/',
          'POST /api/register/',
          'GET /api/user/',
          'GET /api/favorite/',
          'POST /api/comenzi/',
        ]),
      );

      const statuses = new Set<number>();
      for (const { method, route, operation } of privateOnes) {
        const url = route.replace(/\{[^}]+\}/g, '1');
        const needsToken = (operation.security?.length ?? 0) > 0;
        const body = await validBody(method, route);
        const attempts: InjectOptions[] = [
          // As meant: a fresh signed-in customer where a token is needed (logout revokes it).
          {
            method: method as 'GET',
            url,
            payload: body,
            headers: needsToken ? { authorization: `Token ${(await t.customer()).token}` } : {},
          },
          // Refused: no token, or a token nobody has.
          { method: method as 'GET', url, payload: body },
          {
            method: method as 'GET',
            url,
            payload: body,
            headers: { authorization: `Token ${'x'.repeat(40)}` },
          },
        ];
        if (body) attempts.push({ method: method as 'GET', url, payload: { nepotrivit: '\u0000' } });
        for (const attempt of attempts) {
          const response = await t.app.inject(attempt);
          statuses.add(response.statusCode);
          expect(
            response.headers['cache-control'],
            `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          ).toBe('no-store');
        }
      }
      // Successes and refusals were both seen, not only one kind of answer.
      expect([...statuses].some((status) => status < 300)).toBe(true);
      expect([...statuses].some((status) => status === 401)).toBe(true);
      expect([...statuses].some((status) => status === 400)).toBe(true);
    },
  );

  it('is no-store on the sign-in, sign-up, user and favourites answers', async () => {
    const customer = await t.customer();
    const auth = { authorization: `Token ${customer.token}` };
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: customer.username, password: customer.password },
      }),
      await t.app.inject({ method: 'GET', url: '/api/user/', headers: auth }),
      await t.app.inject({ method: 'GET', url: '/api/favorite/', headers: auth }),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'cachenou1', email: 'cachenou1@example.ro', password: 'parola-sigura-1' },
      remoteAddress: '10.77.0.1',
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(signUp.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on any answer to a request that carried a token, even where the route allows caching', async () => {
    const { token } = await t.customer();
    const anonymous = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=300');
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { authorization: `Token ${token}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('is the default of every API answer, unknown paths included', async () => {
    for (const url of ['/api/nu-exista', '/api/health', '/api/produse/nu-exista-deloc/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets only the public catalogue reads be revalidated by browsers and kept briefly by a CDN', async () => {
    for (const url of ['/api/produse/', '/api/categorii/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('public, no-cache');
      expect(response.headers['cdn-cache-control'], url).toBe('public, max-age=5, stale-while-revalidate=60');
      const signedIn = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Token ${(await t.customer()).token}` },
      });
      expect(signedIn.headers['cache-control'], url).toBe('no-store');
      expect(signedIn.headers['cdn-cache-control'], url).toBeUndefined();
    }
  });
});
