import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '@shop/shared/schemas/admin/categories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { treeProblem } from './categories.service';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.staff()).token;
});
afterAll(() => t.close());

const auth = () => ({ authorization: `Token ${token}` });
const list = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/categories/', headers: auth() })).json<{
    results: AdminCategory[];
  }>().results;
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/categories/', headers: auth(), payload });
const reorder = (items: Record<string, unknown>[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/categories/reorder/',
    headers: auth(),
    payload: { items },
  });
const auditOf = (id: number) =>
  t.query<{ action: string; before: unknown; after: unknown }>(
    "SELECT action, before, after FROM audit_log WHERE entity_type = 'category' AND entity_id = $1 ORDER BY id",
    [String(id)],
  );

describe('treeProblem', () => {
  it('finds cycles, missing parents and too deep chains', () => {
    expect(
      treeProblem(
        new Map([
          [1, null],
          [2, 1],
          [3, 2],
        ]),
      ),
    ).toBeNull();
    expect(
      treeProblem(
        new Map([
          [1, 2],
          [2, 1],
        ]),
      )?.reason,
    ).toBe('cycle');
    expect(treeProblem(new Map([[1, 1]]))?.reason).toBe('cycle');
    expect(treeProblem(new Map([[1, 9]]))?.reason).toBe('missing_parent');
    expect(
      treeProblem(
        new Map([
          [1, null],
          [2, 1],
          [3, 2],
          [4, 3],
        ]),
      )?.reason,
    ).toBe('too_deep');
  });
});

describe('GET /api/admin/categories/', () => {
  it('answers every category flat, with parents and own and subtree product counts', async () => {
    const rows = await list();
    const [{ n }] = (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM categories')) as [
      { n: number },
    ];
    expect(rows).toHaveLength(n);
    const child = rows.find((row) => row.parent_id !== null)!;
    const parent = rows.find((row) => row.id === child.parent_id)!;
    expect(parent.numar_produse_total).toBeGreaterThanOrEqual(child.numar_produse_total);
    const [own] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_categories WHERE category_id = $1',
      [child.id],
    );
    expect(child.numar_produse).toBe(own!.n);
    expect(child.imagine_url === null || child.imagine_url.startsWith('/media/')).toBe(true);
  });

  it('is for staff only', async () => {
    const customer = await t.customer();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/categories/',
      headers: { authorization: `Token ${customer.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/categories/', () => {
  it('creates a category with a folded slug from the Romanian name, audited, visible in the shop at once', async () => {
    const response = await create({ nume: 'Îngrijire ștrengară', nume_en: 'Playful care', sort_number: 5 });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminCategory>();
    expect(created).toMatchObject({
      slug: 'ingrijire-strengara',
      parent_id: null,
      numar_produse: 0,
      imagine: null,
    });
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        after: expect.objectContaining({ slug: 'ingrijire-strengara' }),
      }),
    ]);
    const shop = await t.app.inject({ method: 'GET', url: '/api/categorii/ingrijire-strengara/' });
    expect(shop.statusCode).toBe(200);
  });

  it('refuses a missing name, a bad slug and a duplicate slug, naming the field', async () => {
    const missing = await create({ nume: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('nume');
    const bad = await create({ nume: 'X', slug: 'Cu Spații' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('slug');
    const [existing] = await list();
    const duplicate = await create({ nume: 'Altceva', slug: existing!.slug });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'admin.duplicate', slug: [expect.any(String)] });
  });

  it('accepts an uploaded image that exists and refuses one that does not or lies elsewhere', async () => {
    const name = 'categories/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
    const missing = await create({ nume: 'Cu imagine', imagine: name });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('imagine');
    const outside = await create({ nume: 'Cu imagine', imagine: '../../etc/passwd' });
    expect(outside.statusCode).toBe(400);
    await fs.mkdir(path.join(t.dataDir, 'media', 'categories'), { recursive: true });
    await fs.writeFile(path.join(t.dataDir, 'media', name), 'webp');
    const ok = await create({ nume: 'Cu imagine', imagine: name });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<AdminCategory>().imagine_url).toBe(`/media/${name}`);
  });

  it('refuses an unknown parent', async () => {
    const response = await create({ nume: 'Orfană', parent_id: 999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('parent_id');
  });
});

describe('PUT /api/admin/categories/{id}/', () => {
  it('changes a category and records only what changed', async () => {
    const created = (await create({ nume: 'De redenumit' })).json<AdminCategory>();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${created.id}/`,
      headers: auth(),
      payload: { nume: 'Redenumită', nume_en: 'Renamed', slug: created.slug },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nume: 'Redenumită', nume_en: 'Renamed', slug: created.slug });
    const entries = await auditOf(created.id);
    expect(entries.at(-1)).toEqual({
      action: 'update',
      before: { nume: 'De redenumit', nume_en: '' },
      after: { nume: 'Redenumită', nume_en: 'Renamed' },
    });
  });

  it('refuses to put a category under its own subcategory', async () => {
    const top = (await create({ nume: 'Sus' })).json<AdminCategory>();
    const child = (await create({ nume: 'Jos', parent_id: top.id })).json<AdminCategory>();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${top.id}/`,
      headers: auth(),
      payload: { nume: 'Sus', slug: top.slug, parent_id: child.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('parent_id');
  });

  it('answers 404 for an unknown category', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/categories/999999/',
      headers: auth(),
      payload: { nume: 'X' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/admin/categories/reorder/', () => {
  it('moves and orders many categories in one go', async () => {
    const a = (await create({ nume: 'Ordine A' })).json<AdminCategory>();
    const b = (await create({ nume: 'Ordine B' })).json<AdminCategory>();
    const response = await reorder([
      { id: a.id, parent_id: null, sort_number: 2 },
      { id: b.id, parent_id: a.id, sort_number: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ results: AdminCategory[] }>().results;
    expect(rows.find((row) => row.id === b.id)).toMatchObject({ parent_id: a.id, sort_number: 1 });
    expect(rows.find((row) => row.id === a.id)).toMatchObject({ parent_id: null, sort_number: 2 });
  });

  it('refuses a cycle as a whole, changing nothing', async () => {
    const a = (await create({ nume: 'Ciclu A' })).json<AdminCategory>();
    const b = (await create({ nume: 'Ciclu B', parent_id: a.id })).json<AdminCategory>();
    const response = await reorder([
      { id: b.id, parent_id: null, sort_number: 7 },
      { id: a.id, parent_id: a.id, sort_number: 1 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    const rows = await list();
    expect(rows.find((row) => row.id === b.id)).toMatchObject({ parent_id: a.id, sort_number: null });
  });

  it('refuses unknown and repeated categories', async () => {
    expect((await reorder([{ id: 999999, parent_id: null, sort_number: 1 }])).statusCode).toBe(400);
    const [first] = await list();
    const twice = await reorder([
      { id: first!.id, parent_id: null, sort_number: 1 },
      { id: first!.id, parent_id: null, sort_number: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await reorder([])).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/categories/{id}/', () => {
  it('deletes an empty category; its subcategories move up to its parent', async () => {
    const top = (await create({ nume: 'Părinte gol' })).json<AdminCategory>();
    const middle = (await create({ nume: 'Mijloc gol', parent_id: top.id })).json<AdminCategory>();
    const leaf = (await create({ nume: 'Frunză', parent_id: middle.id })).json<AdminCategory>();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${middle.id}/`,
      headers: auth(),
    });
    expect(response.statusCode).toBe(204);
    const rows = await list();
    expect(rows.find((row) => row.id === middle.id)).toBeUndefined();
    expect(rows.find((row) => row.id === leaf.id)!.parent_id).toBe(top.id);
    expect((await auditOf(middle.id)).at(-1)!.action).toBe('delete');
  });

  it('asks where the products go, then moves them', async () => {
    const source = (await list()).find((row) => row.numar_produse > 0)!;
    const target = (await create({ nume: 'Destinație' })).json<AdminCategory>();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${source.id}/`,
      headers: auth(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'admin.not_allowed', product_count: source.numar_produse });

    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${source.id}/?move_products_to=999999`,
      headers: auth(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('move_products_to');

    const moved = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${source.id}/?move_products_to=${target.id}`,
      headers: auth(),
    });
    expect(moved.statusCode).toBe(204);
    const rows = await list();
    expect(rows.find((row) => row.id === source.id)).toBeUndefined();
    expect(rows.find((row) => row.id === target.id)!.numar_produse).toBe(source.numar_produse);
  });

  it('answers 404 for an unknown category and 400 for a bad target', async () => {
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/categories/999999/',
      headers: auth(),
    });
    expect(gone.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/categories/1/?move_products_to=abc',
      headers: auth(),
    });
    expect(bad.statusCode).toBe(400);
  });
});
