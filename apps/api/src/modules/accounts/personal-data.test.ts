import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import { orderBody, placeOrder, setProduct } from '../../test/checkout';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: { authorization: string };
type Customer = Awaited<ReturnType<TestApp['customer']>>;

beforeAll(async () => {
  t = await createTestApp();
  await setProduct(t, 9, { price: 10_000, discounted: null, stock: 1000 });
  staff = { authorization: `Token ${(await t.staff()).token}` };
});

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });

const ADDRESS = {
  nume: 'Pop',
  prenume: 'Ana',
  telefon: '0722 123 456',
  judet: 'Cluj',
  localitate: 'Cluj-Napoca',
  adresa: 'Str. Memorandumului 1',
  cod_postal: '400114',
};

/** A customer with something of everything: an address, a delivered order, wallet money, a voucher, a favourite. */
async function busyCustomer(): Promise<{ customer: Customer; orderId: number }> {
  const customer = await t.customer();
  const headers = auth(customer.token);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/account/addresses/', headers, payload: ADDRESS }))
      .statusCode,
  ).toBe(201);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/favorite/', headers, payload: { produs: 9 } }))
      .statusCode,
  ).toBeLessThan(300);
  const placed = await placeOrder(
    t,
    orderBody([{ produs: 9, cantitate: 1 }], { email: customer.email }),
    headers,
  );
  const orderId = placed.json<OrderCreated>().id;
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customer.id}/wallet/adjustments/`,
    headers: staff,
    payload: { suma: '15.00', nota: 'Bun venit' },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customer.id}/vouchers/`,
    headers: staff,
    payload: { discount_type: 'percent', value: '10', valid_days: 30, nota: 'Cadou' },
  });
  await t.query(
    "INSERT INTO social_identities (user_id, provider, subject, email) VALUES ($1, 'google', $2, $3)",
    [customer.id, `g-${customer.id}`, customer.email],
  );
  return { customer, orderId };
}

function close(customer: Customer, password = customer.password) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/account/',
    headers: auth(customer.token),
    payload: { password },
  });
}

describe('GET /api/account/data-export/', () => {
  it('hands the customer everything kept about them, as a JSON download, a few times an hour', async () => {
    const { customer, orderId } = await busyCustomer();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/data-export/',
      headers: auth(customer.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="date-personale-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const data = response.json<Record<string, unknown>>();
    expect(data).toMatchObject({
      cont: { email: customer.email, username: customer.username, cod_recomandare: expect.any(String) },
      adrese: [expect.objectContaining({ adresa: 'Str. Memorandumului 1', implicita: true })],
      orders: [
        expect.objectContaining({
          id: orderId,
          produse: [expect.objectContaining({ produs: 9, cantitate: 1 })],
        }),
      ],
      wallet: { sold: '15.00', miscari: [expect.objectContaining({ tip: 'adjustment', nota: 'Bun venit' })] },
      vouchers: [expect.objectContaining({ origin: 'staff', nota: 'Cadou' })],
      favourites: [expect.objectContaining({ produs: 9 })],
      returns: [],
    });
    expect(JSON.stringify(data)).not.toContain('password');
    for (let i = 0; i < 4; i += 1) {
      await t.app.inject({ method: 'GET', url: '/api/account/data-export/', headers: auth(customer.token) });
    }
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/account/data-export/',
      headers: auth(customer.token),
    });
    expect(limited.statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/data-export/' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/account/', () => {
  it('waits for orders and wallet money, then erases the account and anonymises its orders', async () => {
    const { customer, orderId } = await busyCustomer();
    expect((await close(customer, 'parola-gresita-1')).json()).toMatchObject({
      code: 'account.wrong_password',
    });
    const busy = await close(customer);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: 'account.cannot_close',
      detail: expect.stringContaining('comenzi în curs'),
    });

    for (const status of ['processing', 'shipped', 'delivered']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status/`,
        headers: staff,
        payload: { status },
      });
    }
    const money = await close(customer);
    expect(money.json()).toMatchObject({
      code: 'account.cannot_close',
      detail: expect.stringContaining('15,00 lei în portofel'),
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/wallet/adjustments/`,
      headers: staff,
      payload: { suma: '-15.00', nota: 'Returnat prin transfer' },
    });

    const closed = await close(customer);
    expect(closed.statusCode, closed.body).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/profile/', headers: auth(customer.token) }))
        .statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: customer.email, password: customer.password },
      remoteAddress: '10.88.0.1',
    });
    expect(login.statusCode).toBe(400);

    const [user] = await t.query<Record<string, unknown>>(
      'SELECT username, email, first_name, phone, is_active FROM users WHERE id = $1',
      [customer.id],
    );
    expect(user).toEqual({
      username: `cont-inchis-${customer.id}`,
      email: `cont-inchis-${customer.id}@anonim.invalid`,
      first_name: '',
      phone: '',
      is_active: false,
    });
    const [order] = await t.query<Record<string, unknown>>(
      'SELECT first_name, last_name, email, phone, delivery_address, delivery_city, total FROM orders WHERE id = $1',
      [orderId],
    );
    expect(order).toEqual({
      first_name: 'Anonimizat',
      last_name: '',
      email: `cont-inchis-${customer.id}@anonim.invalid`,
      phone: '',
      delivery_address: '',
      delivery_city: 'Cluj-Napoca',
      total: 12_500,
    });
    const left = await t.query<{
      addresses: number;
      favourites: number;
      active_vouchers: number;
      entries: number;
    }>(
      `SELECT (SELECT count(*)::int FROM customer_addresses WHERE user_id = $1) AS addresses,
              (SELECT count(*)::int FROM favourites WHERE user_id = $1) AS favourites,
              (SELECT count(*)::int FROM coupons WHERE owner_user_id = $1 AND is_active) AS active_vouchers,
              (SELECT count(*)::int FROM wallet_entries WHERE user_id = $1) AS entries`,
      [customer.id],
    );
    expect(left[0]).toEqual({ addresses: 0, favourites: 0, active_vouchers: 0, entries: 2 });
    expect(await t.query('SELECT 1 FROM social_identities WHERE user_id = $1', [customer.id])).toHaveLength(
      0,
    );
    const mails = await t.query<{ to_address: string }>(
      "SELECT to_address FROM mail_outbox WHERE kind = 'account_closed' AND message_id LIKE $1",
      [`account-closed-${customer.id}@%`],
    );
    expect(mails).toEqual([{ to_address: customer.email }]);

    // The address is free again for a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: `nou${customer.username}`, email: customer.email, password: 'parola-sigura-2' },
      remoteAddress: '10.88.0.2',
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a staff account and a request without a password', async () => {
    const member = await t.staff();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/',
      headers: auth(member.token),
      payload: { password: member.password },
    });
    expect(response.statusCode).toBe(409);
    const customer = await t.customer();
    const empty = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/',
      headers: auth(customer.token),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});
