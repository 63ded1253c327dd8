import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changedFields, createAuditService } from './audit.service';

let t: TestApp;
const audit = createAuditService();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('changedFields', () => {
  it('keeps only the keys whose values differ, from both sides', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], d: true })).toEqual({
      before: { b: [1, 2], c: 'x' },
      after: { b: [1, 3], d: true },
    });
  });
  it('passes non-records unchanged', () => {
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
  });
});

describe('audit log', () => {
  it('records inside the caller transaction, lists newest first with the actor, and names the actor on price history', async () => {
    const staff = await t.staff();
    const [user] = await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [staff.email]);
    const actor = { id: user!.id, email: staff.email };
    await t.db.transaction(async (tx) => {
      await audit.record(tx, actor, {
        entityType: 'product',
        entityId: 1,
        action: 'update',
        before: { pret: '10.00', titlu: 'A' },
        after: { pret: '12.00', titlu: 'A' },
      });
      await tx.execute('UPDATE products SET price = price + 100 WHERE id = 1');
    });
    const page = await audit.list(t.db, { entityType: 'product', entityId: '1', limit: 10 });
    expect(page[0]).toMatchObject({
      actorId: actor.id,
      actorEmail: staff.email,
      action: 'update',
      before: { pret: '10.00' },
      after: { pret: '12.00' },
    });
    const [history] = await t.query<{ changed_by: number }>(
      'SELECT changed_by FROM product_price_history WHERE product_id = 1 ORDER BY id DESC LIMIT 1',
    );
    expect(history!.changed_by).toBe(actor.id);
  });

  it('is not recorded when the transaction rolls back', async () => {
    const before = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    await expect(
      t.db.transaction(async (tx) => {
        await audit.record(
          tx,
          { id: 1, email: 'x@example.ro' },
          { entityType: 'tag', entityId: 1, action: 'delete' },
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.query('SELECT count(*)::int AS n FROM audit_log')).toEqual(before);
  });

  it('refuses updates and deletes of the log and of stock movements', async () => {
    await expect(t.query("UPDATE audit_log SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.query('UPDATE stock_movements SET delta = 0')).rejects.toThrow(/append-only/);
    await expect(t.query('DELETE FROM stock_movements')).rejects.toThrow(/append-only/);
  });

  it('starts every product with its price and its stock as history', async () => {
    const rows = await t.query<{ missing_price: number; stock_mismatch: number }>(`
      SELECT
        (SELECT count(*)::int FROM products p WHERE NOT EXISTS
          (SELECT 1 FROM product_price_history h WHERE h.product_id = p.id)) AS missing_price,
        (SELECT count(*)::int FROM products p WHERE p.stock <>
          (SELECT coalesce(sum(delta), 0) FROM stock_movements m WHERE m.product_id = p.id)) AS stock_mismatch`);
    expect(rows[0]).toEqual({ missing_price: 0, stock_mismatch: 0 });
  });
});

describe('GET /api/admin/audit/ filters', () => {
  it('narrows by actor, type, record, action and days, and pages with next_before', async () => {
    const first = await t.staff();
    const second = await t.staff();
    const ids = await t.query<{ id: number; email: string }>(
      'SELECT id, email FROM users WHERE email = ANY($1)',
      [[first.email, second.email]],
    );
    const actorOf = (email: string) => ({ id: ids.find((row) => row.email === email)!.id, email });
    await t.db.transaction(async (tx) => {
      for (const entityId of [901, 902, 903]) {
        await audit.record(tx, actorOf(first.email), { entityType: 'coupon', entityId, action: 'create' });
      }
      await audit.record(tx, actorOf(second.email), {
        entityType: 'coupon',
        entityId: 901,
        action: 'delete',
      });
      await audit.record(tx, actorOf(second.email), { entityType: 'tag', entityId: 901, action: 'create' });
    });
    const get = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit/?${query}`,
        headers: { authorization: `Token ${first.token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{
        results: { actor_email: string; entity_type: string; entity_id: string; action: string }[];
        next_before: number | null;
      }>();
    };

    const mine = await get(`actor_id=${actorOf(first.email).id}`);
    expect(mine.results.map((row) => row.entity_id)).toEqual(['903', '902', '901']);
    expect(mine.results.every((row) => row.actor_email === first.email)).toBe(true);

    const coupon901 = await get('entity_type=coupon&entity_id=901');
    expect(coupon901.results.map((row) => row.action)).toEqual(['delete', 'create']);
    const deletes = await get(`action=delete&actor_id=${actorOf(second.email).id}`);
    expect(deletes.results).toHaveLength(1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
    const inDays = await get(`actor_id=${actorOf(first.email).id}&from=${today}&to=${today}`);
    expect(inDays.results).toHaveLength(3);
    const before = await get(`actor_id=${actorOf(first.email).id}&to=2000-01-01`);
    expect(before.results).toHaveLength(0);

    const page1 = await get(`actor_id=${actorOf(first.email).id}&limit=2`);
    expect(page1.results.map((row) => row.entity_id)).toEqual(['903', '902']);
    expect(page1.next_before).not.toBeNull();
    const page2 = await get(`actor_id=${actorOf(first.email).id}&limit=2&before=${page1.next_before}`);
    expect(page2.results.map((row) => row.entity_id)).toEqual(['901']);
    expect(page2.next_before).toBeNull();

    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/?actor_id=abc&from=2026-02-30',
      headers: { authorization: `Token ${first.token}` },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ actor_id: expect.any(Array), from: expect.any(Array) });
  });
});

describe('GET /api/admin/audit/ names', () => {
  it('names the records a page mentions (its own and ids in its changes) in one query, whatever the page size', async () => {
    const staff = await t.staff();
    const [user] = await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [staff.email]);
    const actor = { id: user!.id, email: staff.email };
    const products = await t.query<{ id: number; title: string }>(
      'SELECT id, title FROM products ORDER BY id LIMIT 3',
    );
    const categories = await t.query<{ id: number; name: string }>(
      'SELECT id, name FROM categories ORDER BY id LIMIT 2',
    );
    const [tag] = await t.query<{ id: number; name: string }>(
      'SELECT id, name FROM tags ORDER BY id LIMIT 1',
    );
    const marker = 777_000 + Math.floor(Math.random() * 1000);
    await t.db.transaction(async (tx) => {
      for (const product of products) {
        await audit.record(tx, actor, {
          entityType: 'product',
          entityId: product.id,
          action: 'update',
          before: { categorii: [categories[0]!.id], tags: [], stoc: marker },
          after: { categorii: [categories[0]!.id, categories[1]!.id], tags: [tag!.id], stoc: marker + 1 },
        });
      }
      await audit.record(tx, actor, { entityType: 'staff', entityId: actor.id, action: 'update' });
    });

    const statements: string[] = [];
    const send = t.pool.query.bind(t.pool) as (...args: unknown[]) => unknown;
    t.pool.query = ((...args: unknown[]) => {
      const text = args[0];
      statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text ?? ''));
      return send(...args);
    }) as typeof t.pool.query;
    let body: { results: { entity_id: string }[]; names: Record<string, Record<string, string>> };
    try {
      const response = await t.app.inject({
        url: `/api/admin/audit/?actor_id=${actor.id}`,
        headers: { authorization: `Token ${staff.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      body = response.json();
    } finally {
      t.pool.query = send as typeof t.pool.query;
    }
    expect(body.results).toHaveLength(4);
    expect(body.names.product).toEqual(Object.fromEntries(products.map((p) => [String(p.id), p.title])));
    expect(body.names.category).toEqual({
      [categories[0]!.id]: categories[0]!.name,
      [categories[1]!.id]: categories[1]!.name,
    });
    expect(body.names.tag).toEqual({ [tag!.id]: tag!.name });
    expect(body.names.user).toEqual({ [actor.id]: staff.email });
    // One statement names everything: no query per entry or per kind.
    expect(
      statements.filter((text) => /\bFROM product_names\b/.test(text) && /\bFROM tag_names\b/.test(text)),
    ).toHaveLength(1);
    expect(statements.filter((text) => /\bFROM category_names\b/.test(text))).toHaveLength(1);
  });

  it('answers an empty page with no names, and refuses customers', async () => {
    const staff = await t.staff();
    const empty = await t.app.inject({
      url: '/api/admin/audit/?to=2000-01-01',
      headers: { authorization: `Token ${staff.token}` },
    });
    expect(empty.json()).toEqual({ results: [], names: {}, next_before: null });
    const customer = await t.customer();
    const refused = await t.app.inject({
      url: '/api/admin/audit/',
      headers: { authorization: `Token ${customer.token}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
