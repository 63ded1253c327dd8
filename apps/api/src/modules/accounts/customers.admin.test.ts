import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerPage, AdminCustomerSummary } from '@shop/shared/schemas/admin/customers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Token ${(await t.staff()).token}` };
});

afterAll(async () => {
  await t?.close();
});

const list = (query: string, headers = staff) =>
  t.app.inject({ method: 'GET', url: `/api/admin/customers/${query}`, headers });

describe('GET /api/admin/customers/', () => {
  it('finds customers by email, name or phone digits, newest first, with their wallet balance', async () => {
    const ana = await t.customer();
    const ion = await t.customer();
    await t.query(
      "UPDATE users SET first_name = 'Ștefănica', last_name = 'Zăbrăuțeanu', phone = '0722 987 654' WHERE id = $1",
      [ana.id],
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${ana.id}/wallet/adjustments/`,
      headers: staff,
      payload: { suma: '12.30', nota: 'Test' },
    });

    const all = (await list('')).json<AdminCustomerPage>();
    expect(all.results[0]!.id).toBe(ion.id);
    expect(all.results.some((row) => row.email.startsWith('personal'))).toBe(false);

    for (const q of ['stefanica', 'ZABRAUTEANU', '722987', '0722-987-654', ana.email.toUpperCase()]) {
      const page = (await list(`?q=${encodeURIComponent(q)}`)).json<AdminCustomerPage>();
      expect(
        page.results.map((row) => row.id),
        q,
      ).toEqual([ana.id]);
      expect(page.results[0]).toMatchObject({
        wallet_balance: '12.30',
        email_verified: false,
        is_active: true,
      });
    }
    expect((await list('?q=%25')).json<AdminCustomerPage>().count).toBe(0);
    expect((await list('?q=ab')).statusCode).toBe(200);
  });

  it('shows one customer; staff and unknown ids are not customers; customers are refused', async () => {
    const ana = await t.customer();
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/customers/${ana.id}/`, headers: staff });
    expect(one.json<AdminCustomerSummary>()).toMatchObject({
      id: ana.id,
      email: ana.email,
      wallet_balance: '0.00',
    });
    const [staffRow] = await t.query<{ id: number }>('SELECT id FROM users WHERE is_staff LIMIT 1');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/customers/${staffRow!.id}/`, headers: staff }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/customers/999999/', headers: staff })).statusCode,
    ).toBe(404);
    expect((await list('', { authorization: `Token ${ana.token}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers/' })).statusCode).toBe(401);
    expect((await list('?per=101')).statusCode).toBe(400);
  });
});
