import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shop/shared/schemas/common';
import type { Favourite } from '@shop/shared/schemas/favourites';
import { demoProducts } from '../../seed/demo-catalog';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Token ${token}` });

function add(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/favorite/',
    headers: auth(token),
    payload: payload as object,
  });
}

async function list(token: string, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/favorite/${query}`, headers: auth(token) });
  return { status: response.statusCode, body: response.json<Page<Favourite> & Record<string, unknown>>() };
}

const [first, second, third] = demoProducts;

describe('POST /api/favorite/', () => {
  it('adds a product (201) and answers the existing favourite when added again (200)', async () => {
    const { token } = await t.customer();
    const created = await add(token, { produs: first!.id });
    expect(created.statusCode).toBe(201);
    const favourite = created.json<Favourite>();
    expect(favourite).toEqual({
      id: expect.any(Number),
      produs: expect.objectContaining({
        id: first!.id,
        slug: first!.slug,
        titlu: first!.title,
        imagine_principala_url: `/media/products/${first!.slug}-1.webp`,
      }),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const again = await add(token, { produs: first!.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<Favourite>().id).toBe(favourite.id);
    const [row] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM favourites WHERE product_id = $1',
      [first!.id],
    );
    expect(row!.n).toBe(1);
  });

  it('survives two identical requests at once', async () => {
    const { token } = await t.customer();
    const answers = await Promise.all([add(token, { produs: third!.id }), add(token, { produs: third!.id })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.json<Favourite>().id)).size).toBe(1);
  });

  it('rejects a missing, malformed, unknown or withdrawn product with a 400 on produs', async () => {
    const { token } = await t.customer();
    await t.query('UPDATE products SET is_active = false WHERE id = $1', [second!.id]);
    try {
      for (const payload of [
        {},
        { produs: 'abc' },
        { produs: -3 },
        { produs: 999999 },
        // JSON integers only: nothing is coerced, and ids stop at PostgreSQL's integer.
        { produs: String(first!.id) },
        { produs: true },
        { produs: [first!.id] },
        { produs: first!.id + 0.5 },
        { produs: 2_147_483_648 },
        { produs: 99_999_999_999 },
        { produs: second!.id },
      ]) {
        const response = await add(token, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().produs, JSON.stringify(payload)).toEqual([expect.any(String)]);
      }
    } finally {
      await t.query('UPDATE products SET is_active = true WHERE id = $1', [second!.id]);
    }
  });

  it('is for signed-in customers only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/favorite/',
      payload: { produs: first!.id },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/favorite/', () => {
  it("lists only the user's own favourites, newest first, in the list shape", async () => {
    const ana = await t.customer();
    const mihai = await t.customer();
    for (const product of [first!, second!, third!]) await add(ana.token, { produs: product.id });
    await add(mihai.token, { produs: first!.id });

    const { status, body } = await list(ana.token);
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    expect(body.next).toBeNull();
    expect(body.results.map((f) => f.produs.id)).toEqual([third!.id, second!.id, first!.id]);
    expect(body.results[0]!.produs).toHaveProperty('pret');
    expect((await list(mihai.token)).body.results.map((f) => f.produs.id)).toEqual([first!.id]);
  });

  it('filters by produs and pages with per', async () => {
    const { token } = await t.customer();
    for (const product of [first!, second!, third!]) await add(token, { produs: product.id });
    const filtered = await list(token, `?produs=${second!.id}`);
    expect(filtered.body.results.map((f) => f.produs.id)).toEqual([second!.id]);
    expect((await list(token, '?produs=999999')).body).toMatchObject({ count: 0, results: [] });

    const paged = await list(token, '?per=2&page=2');
    expect(paged.body.count).toBe(3);
    expect(paged.body.results.map((f) => f.produs.id)).toEqual([first!.id]);
    expect(paged.body.previous).toBe(`${TEST_PUBLIC_URL}/api/favorite/?per=2`);
    expect((await list(token, '?per=2&page=3')).status).toBe(404);
  });

  it('leaves out products that are no longer sold', async () => {
    const { token } = await t.customer();
    await add(token, { produs: first!.id });
    await add(token, { produs: second!.id });
    await t.query('UPDATE products SET is_active = false WHERE id = $1', [second!.id]);
    try {
      expect((await list(token)).body.results.map((f) => f.produs.id)).toEqual([first!.id]);
    } finally {
      await t.query('UPDATE products SET is_active = true WHERE id = $1', [second!.id]);
    }
  });

  it('rejects bad query values with a 400 naming the field', async () => {
    const { token } = await t.customer();
    for (const [query, field] of [
      ['?produs=abc', 'produs'],
      ['?produs=2147483648', 'produs'],
      ['?produs=%201', 'produs'],
      ['?per=0', 'per'],
      ['?per=1e1', 'per'],
      ['?page=x', 'page'],
      ['?page=0x2', 'page'],
    ] as const) {
      const { status, body } = await list(token, query);
      expect(status, query).toBe(400);
      expect(body[field], query).toEqual([expect.any(String)]);
    }
  });

  it('answers 401 to guests and to a wrong token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/favorite/' })).statusCode).toBe(401);
    expect((await list('x'.repeat(30))).status).toBe(401);
  });
});

describe('DELETE /api/favorite/{id}/', () => {
  it("removes one's own favourite (204), then answers 404", async () => {
    const { token } = await t.customer();
    const favourite = (await add(token, { produs: first!.id })).json<Favourite>();
    const url = `/api/favorite/${favourite.id}/`;
    const removed = await t.app.inject({ method: 'DELETE', url, headers: auth(token) });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await list(token)).body.count).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url, headers: auth(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('favourites.not_found');
  });

  it("never touches another user's favourite, and says only 404", async () => {
    const owner = await t.customer();
    const other = await t.customer();
    const favourite = (await add(owner.token, { produs: first!.id })).json<Favourite>();
    const url = `/api/favorite/${favourite.id}/`;
    const response = await t.app.inject({ method: 'DELETE', url, headers: auth(other.token) });
    expect(response.statusCode).toBe(404);
    expect((await list(owner.token)).body.count).toBe(1);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/favorite/99999999/',
      headers: auth(other.token),
    });
    expect(unknown.json()).toEqual(response.json());
  });

  it('rejects a malformed id and guests', async () => {
    const { token } = await t.customer();
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/favorite/abc/',
      headers: auth(token),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().id).toEqual([expect.any(String)]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/favorite/1/' })).statusCode).toBe(401);
  });

  it('goes with the account when the account is deleted', async () => {
    const { token, username } = await t.customer();
    await add(token, { produs: first!.id });
    await t.query('DELETE FROM users WHERE username = $1', [username]);
    const [row] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM favourites f WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = f.user_id)`,
    );
    expect(row!.n).toBe(0);
  });
});
