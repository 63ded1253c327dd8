import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrder, AccountOrderSummary } from '@shop/shared/schemas/account';
import type { Page } from '@shop/shared/schemas/common';
import { orderBody, placeOrder, setProduct } from '../../../test/checkout';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await setProduct(t, 9, { price: 10_000, discounted: null, stock: 500 });
  await setProduct(t, 10, { price: 4_550, discounted: null, stock: 500 });
});

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });

async function order(token: string, lines: { produs: number; cantitate: number }[], plata = 'ramburs') {
  const response = await placeOrder(t, orderBody(lines, { plata } as never), auth(token));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
}

describe('GET /api/account/orders/', () => {
  it("lists the customer's own orders, newest first, with their items and what may be done", async () => {
    const customer = await t.customer();
    const other = await t.customer();
    const first = await order(customer.token, [{ produs: 9, cantitate: 2 }]);
    const second = await order(
      customer.token,
      [
        { produs: 10, cantitate: 1 },
        { produs: 9, cantitate: 1 },
      ],
      'card',
    );
    await order(other.token, [{ produs: 9, cantitate: 1 }]);

    const response = await get('/api/account/orders/', customer.token);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page<AccountOrderSummary>>();
    expect(page.count).toBe(2);
    expect(page.results.map((row) => row.id)).toEqual([second, first]);
    expect(page.results[0]).toMatchObject({
      status: 'awaiting_payment',
      plata: 'card',
      produse_count: 2,
      total: expect.stringMatching(/^\d+\.\d{2}$/),
      can_pay: true,
      can_cancel: true,
    });
    expect(page.results[0]!.titluri).toHaveLength(2);
    // Each title in both languages, in the same order, so the English account area reads English.
    expect(page.results[0]!.titluri_en).toHaveLength(2);
    expect(page.results[0]!.titluri_en.every((title) => title.length > 0)).toBe(true);
    expect(page.results[0]!.titluri_en).not.toEqual(page.results[0]!.titluri);
    expect(page.results[1]).toMatchObject({
      status: 'placed',
      plata: 'ramburs',
      produse_count: 2,
      can_pay: false,
      can_cancel: true,
    });
  });

  it('pages, and refuses a page past the end', async () => {
    const customer = await t.customer();
    for (let i = 0; i < 3; i += 1) await order(customer.token, [{ produs: 9, cantitate: 1 }]);
    const page = (await get('/api/account/orders/?per=2', customer.token)).json<Page<AccountOrderSummary>>();
    expect(page).toMatchObject({ count: 3, previous: null });
    expect(page.next).toBe(`${TEST_PUBLIC_URL}/api/account/orders/?per=2&page=2`);
    expect((await get('/api/account/orders/?per=2&page=3', customer.token)).statusCode).toBe(404);
    expect((await get('/api/account/orders/?per=0', customer.token)).statusCode).toBe(400);
  });

  it('answers an empty list to a customer without orders, and 401 without a token', async () => {
    const customer = await t.customer();
    expect((await get('/api/account/orders/', customer.token)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await get('/api/account/orders/')).statusCode).toBe(401);
  });
});

describe('GET /api/account/orders/{id}/', () => {
  it('shows the order with its status history; a cancel shows at once', async () => {
    const customer = await t.customer();
    const id = await order(customer.token, [{ produs: 9, cantitate: 1 }]);
    const before = (await get(`/api/account/orders/${id}/`, customer.token)).json<AccountOrder>();
    expect(before).toMatchObject({ id, status: 'placed', can_cancel: true, can_pay: false });
    expect(before.history.map((entry) => entry.to_status)).toEqual(['placed']);
    expect(before.produse).toEqual([expect.objectContaining({ produs: 9, cantitate: 1 })]);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${id}/anulare/`,
      headers: auth(customer.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await get(`/api/account/orders/${id}/`, customer.token)).json<AccountOrder>();
    expect(after).toMatchObject({ status: 'cancelled', can_cancel: false, can_pay: false });
    expect(after.history.map((entry) => entry.to_status)).toEqual(['placed', 'cancelled']);
  });

  it("answers 404 for another customer's order, staff included, and for a guest order", async () => {
    const customer = await t.customer();
    const other = await t.customer();
    const staff = await t.staff();
    const id = await order(customer.token, [{ produs: 9, cantitate: 1 }]);
    expect((await get(`/api/account/orders/${id}/`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/account/orders/${id}/`, staff.token)).statusCode).toBe(404);
    const guest = await placeOrder(t, orderBody([{ produs: 9, cantitate: 1 }]));
    expect(
      (await get(`/api/account/orders/${guest.json<{ id: number }>().id}/`, customer.token)).statusCode,
    ).toBe(404);
    expect((await get('/api/account/orders/abc/', customer.token)).statusCode).toBe(400);
  });
});
