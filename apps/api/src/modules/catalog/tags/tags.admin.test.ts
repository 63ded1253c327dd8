import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTag, AdminTagPage } from '@shop/shared/schemas/admin/tags';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.staff()).token;
});
afterAll(() => t.close());

const auth = () => ({ authorization: `Token ${token}` });
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/tags/', headers: auth(), payload });
const search = async (q: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/tags/?q=${encodeURIComponent(q)}&limit=100`,
      headers: auth(),
    })
  ).json<AdminTagPage>();
const productsOf = async (tagId: number) =>
  (
    await t.query<{ product_id: number }>(
      'SELECT product_id FROM product_tags WHERE tag_id = $1 ORDER BY 1',
      [tagId],
    )
  ).map((row) => row.product_id);

describe('GET /api/admin/tags/', () => {
  it('lists tags with product counts and searches without diacritics', async () => {
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/admin/tags/?limit=100', headers: auth() })
    ).json<AdminTagPage>();
    const [{ n }] = (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM tags')) as [{ n: number }];
    expect(all.count).toBe(n);
    const used = all.results.find((tag) => tag.numar_produse > 0)!;
    expect(used.numar_produse).toBe((await productsOf(used.id)).length);

    await create({ nume: 'Strălucire ciudată', nume_en: 'Odd glow' });
    expect((await search('ciudata')).results.map((tag) => tag.slug)).toContain('stralucire-ciudata');
    expect((await search('ODD GL')).results.map((tag) => tag.slug)).toContain('stralucire-ciudata');
    expect((await search('%')).results).toEqual([]);
  });
});

describe('writes', () => {
  it('creates, renames (audited) and refuses duplicates and empty names', async () => {
    const created = await create({ nume: 'Fără alcool deloc' });
    expect(created.statusCode).toBe(201);
    const tag = created.json<AdminTag>();
    expect(tag).toMatchObject({ slug: 'fara-alcool-deloc', numar_produse: 0 });

    expect((await create({ nume: 'Altă etichetă', slug: 'fara-alcool-deloc' })).statusCode).toBe(409);
    const empty = await create({ nume: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('nume');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tags/${tag.id}/`,
      headers: auth(),
      payload: { nume: 'Fără alcool deloc', nume_en: 'Alcohol free', slug: 'fara-alcool-deloc' },
    });
    expect(renamed.statusCode).toBe(200);
    const entries = await t.query<{ action: string; after: unknown }>(
      "SELECT action, after FROM audit_log WHERE entity_type = 'tag' AND entity_id = $1 ORDER BY id",
      [String(tag.id)],
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.after).toEqual({ nume_en: 'Alcohol free' });
  });

  it('deletes a tag and detaches it from its products', async () => {
    const [used] = await t.query<{ tag_id: number }>('SELECT tag_id FROM product_tags LIMIT 1');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/tags/${used!.tag_id}/`,
      headers: auth(),
    });
    expect(response.statusCode).toBe(204);
    expect(await productsOf(used!.tag_id)).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/tags/${used!.tag_id}/`,
      headers: auth(),
    });
    expect(again.statusCode).toBe(404);
  });

  it('merges one tag into another', async () => {
    const rows = await t.query<{ tag_id: number; n: number }>(
      'SELECT tag_id, count(*)::int AS n FROM product_tags GROUP BY tag_id ORDER BY tag_id LIMIT 2',
    );
    const from = rows[0]!;
    const into = rows[1]!;
    const expected = [
      ...new Set([...(await productsOf(from.tag_id)), ...(await productsOf(into.tag_id))]),
    ].sort((a, b) => a - b);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tags/${from.tag_id}/merge/`,
      headers: auth(),
      payload: { into: from.tag_id },
    });
    expect(self.statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tags/${from.tag_id}/merge/`,
      headers: auth(),
      payload: { into: into.tag_id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminTag>().numar_produse).toBe(expected.length);
    expect(await productsOf(into.tag_id)).toEqual(expected);
    expect(await t.query('SELECT 1 FROM tags WHERE id = $1', [from.tag_id])).toEqual([]);
  });
});
