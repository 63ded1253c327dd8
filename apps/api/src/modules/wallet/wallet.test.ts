import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import type { Wallet, WalletEntry } from '@shop/shared/schemas/wallet';
import { orderBody, placeOrder, setProduct, stockOf } from '../../test/checkout';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: { authorization: string };

/** 100 lei a unit, so totals are easy: one unit ships for 25 lei, three or more ship free. */
const PRODUCT = 9;

beforeAll(async () => {
  t = await createTestApp();
  await setProduct(t, PRODUCT, { price: 10_000, discounted: null, stock: 1000 });
  staff = { authorization: `Token ${(await t.staff()).token}` };
});

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });

function wallet(token?: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/account/wallet/${query}`,
    headers: token ? auth(token) : {},
  });
}

async function balanceOf(token: string): Promise<string> {
  return (await wallet(token)).json<Wallet>().sold;
}

function adjust(customerId: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/wallet/adjustments/`,
    headers: { ...staff, ...headers },
    payload: body,
  });
}

async function credit(customerId: number, lei: string) {
  const response = await adjust(customerId, { suma: lei, nota: 'Test' });
  expect(response.statusCode, response.body).toBe(201);
}

async function order(token: string | null, quantity: number, overrides: Record<string, unknown>) {
  return placeOrder(
    t,
    orderBody([{ produs: PRODUCT, cantitate: quantity }], overrides),
    token ? auth(token) : {},
  );
}

describe('GET /api/account/wallet/', () => {
  it('answers an empty wallet, and 401 without a token', async () => {
    const customer = await t.customer();
    expect((await wallet(customer.token)).json()).toEqual({
      sold: '0.00',
      miscari: { count: 0, next: null, previous: null, results: [] },
    });
    expect((await wallet()).statusCode).toBe(401);
    expect((await wallet(customer.token, '?page=2')).statusCode).toBe(404);
  });
});

describe('staff adjustments', () => {
  it('credit and debit with a reason the customer reads, audited; a retry with its key moves nothing', async () => {
    const customer = await t.customer();
    const first = await adjust(
      customer.id,
      { suma: '50.00', nota: 'Compensație pentru întârziere' },
      { 'idempotency-key': 'adjust-key-0001' },
    );
    expect(first.statusCode, first.body).toBe(201);
    const again = await adjust(
      customer.id,
      { suma: '50.00', nota: 'Compensație pentru întârziere' },
      { 'idempotency-key': 'adjust-key-0001' },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json<WalletEntry>().id).toBe(first.json<WalletEntry>().id);
    const reused = await adjust(
      customer.id,
      { suma: '60.00', nota: 'Alta' },
      { 'idempotency-key': 'adjust-key-0001' },
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'wallet.idempotency_conflict' });

    const debit = await adjust(customer.id, { suma: '-20,5', nota: 'Corecție' });
    expect(debit.statusCode, debit.body).toBe(201);
    const statement = (await wallet(customer.token)).json<Wallet>();
    expect(statement.sold).toBe('29.50');
    expect(statement.miscari.results).toEqual([
      expect.objectContaining({ suma: '-20.50', sold_dupa: '29.50', tip: 'adjustment', nota: 'Corecție' }),
      expect.objectContaining({
        suma: '50.00',
        sold_dupa: '50.00',
        tip: 'adjustment',
        nota: 'Compensație pentru întârziere',
        comanda: null,
      }),
    ]);

    const audited = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'wallet' AND entity_id = $1",
      [String(customer.id)],
    );
    expect(audited.map((row) => row.action)).toEqual(['adjust', 'adjust']);

    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${customer.id}/wallet/`,
      headers: staff,
    });
    expect(admin.json<Wallet>()).toEqual(statement);
  });

  it('refuses a debit beyond the balance, bad amounts, a missing reason, customers and unknown ids', async () => {
    const customer = await t.customer();
    const over = await adjust(customer.id, { suma: '-0.01', nota: 'x' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'wallet.insufficient', sold: '0.00' });
    for (const suma of ['0', 'abc', '5000.01', '-5000.01', '1.234']) {
      const response = await adjust(customer.id, { suma, nota: 'x' });
      expect(response.statusCode, suma).toBe(400);
      expect(response.json()).toHaveProperty('suma');
    }
    expect((await adjust(customer.id, { suma: '1.00', nota: '  ' })).json()).toHaveProperty('nota');
    expect((await adjust(999_999, { suma: '1.00', nota: 'x' })).statusCode).toBe(404);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/wallet/adjustments/`,
      headers: auth(customer.token),
      payload: { suma: '1.00', nota: 'x' },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(await balanceOf(customer.token)).toBe('0.00');
  });

  it('keeps the ledger append-only in the database itself', async () => {
    const customer = await t.customer();
    await credit(customer.id, '10.00');
    await expect(
      t.query('UPDATE wallet_entries SET amount = 99999 WHERE user_id = $1', [customer.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.query('DELETE FROM wallet_entries WHERE user_id = $1', [customer.id])).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('paying from the wallet at checkout', () => {
  it('pays a whole order: placed and paid at once, the movement names the order', async () => {
    const customer = await t.customer();
    await credit(customer.id, '300.00');
    const stock = await stockOf(t, PRODUCT);
    const response = await order(customer.token, 2, { plata: 'wallet' });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<OrderCreated>();
    expect(placed).toMatchObject({
      status: 'placed',
      plata: 'wallet',
      total: '200.00',
      din_portofel: '200.00',
      payment: { status: 'succeeded', provider: 'wallet' },
    });
    expect(placed.paid_at).not.toBeNull();
    // Paid at placement, so invoiced with it (decision 045).
    const invoices = await t.query<{ gross_total: number; payment: string }>(
      `SELECT gross_total, document->>'paymentMeans' AS payment FROM invoices WHERE order_id = $1`,
      [placed.id],
    );
    expect(invoices).toEqual([{ gross_total: 20_000, payment: 'wallet' }]);
    expect(await stockOf(t, PRODUCT)).toBe(stock - 2);
    const statement = (await wallet(customer.token)).json<Wallet>();
    expect(statement.sold).toBe('100.00');
    expect(statement.miscari.results[0]).toMatchObject({
      suma: '-200.00',
      sold_dupa: '100.00',
      tip: 'payment',
      comanda: placed.id,
    });
  });

  it('refuses a whole-order payment the balance does not cover, and changes nothing', async () => {
    const customer = await t.customer();
    await credit(customer.id, '100.00');
    const stock = await stockOf(t, PRODUCT);
    const response = await order(customer.token, 1, { plata: 'wallet' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'wallet.insufficient', sold: '100.00' });
    expect(await stockOf(t, PRODUCT)).toBe(stock);
    expect(await balanceOf(customer.token)).toBe('100.00');
  });

  it('refuses the wallet to a guest', async () => {
    const all = await order(null, 1, { plata: 'wallet' });
    expect(all.statusCode).toBe(400);
    expect(all.json()).toMatchObject({ code: 'wallet.requires_account', plata: [expect.any(String)] });
    const part = await order(null, 1, { plata: 'card', din_portofel: true });
    expect(part.json()).toMatchObject({
      code: 'wallet.requires_account',
      din_portofel: [expect.any(String)],
    });
  });

  it('splits: the wallet pays what it holds, the card the rest; a cancel gives the wallet part back once', async () => {
    const customer = await t.customer();
    await credit(customer.id, '30.00');
    const response = await order(customer.token, 1, { plata: 'card', din_portofel: true });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<OrderCreated>();
    expect(placed).toMatchObject({
      status: 'awaiting_payment',
      plata: 'card',
      total: '125.00',
      din_portofel: '30.00',
    });
    expect(placed.payment_url).toBeTruthy();
    const [attempt] = await t.query<{ amount: number }>('SELECT amount FROM payments WHERE order_id = $1', [
      placed.id,
    ]);
    expect(attempt!.amount).toBe(9_500);
    expect(await balanceOf(customer.token)).toBe('0.00');

    for (let i = 0; i < 2; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: `/api/comenzi/${placed.id}/anulare/`,
        headers: auth(customer.token),
      });
    }
    const statement = (await wallet(customer.token)).json<Wallet>();
    expect(statement.sold).toBe('30.00');
    expect(statement.miscari.results.map((entry) => [entry.tip, entry.suma])).toEqual([
      ['payment_return', '30.00'],
      ['payment', '-30.00'],
      ['adjustment', '30.00'],
    ]);
  });

  it('asks a transfer for the rest only, and pays nothing from an empty wallet', async () => {
    const customer = await t.customer();
    await credit(customer.id, '12.34');
    const transfer = (await order(customer.token, 3, { plata: 'transfer', din_portofel: true })).json<
      OrderCreated & { transfer: { suma: string } }
    >();
    expect(transfer).toMatchObject({ total: '300.00', din_portofel: '12.34', transfer: { suma: '287.66' } });
    const empty = await order(customer.token, 1, { plata: 'ramburs', din_portofel: true });
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json()).toMatchObject({ plata: 'ramburs', din_portofel: '0.00', status: 'placed' });
  });

  it('lets exactly one of two racing payments spend one balance', async () => {
    const customer = await t.customer();
    await credit(customer.id, '250.00');
    const responses = await Promise.all([
      order(customer.token, 2, { plata: 'wallet' }),
      order(customer.token, 2, { plata: 'wallet' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await balanceOf(customer.token)).toBe('50.00');
    const [ledger] = await t.query<{ total: number; balance: number }>(
      `SELECT (SELECT sum(amount) FROM wallet_entries WHERE user_id = $1)::int AS total,
              (SELECT balance FROM wallets WHERE user_id = $1) AS balance`,
      [customer.id],
    );
    expect(ledger!.total).toBe(ledger!.balance);
  });
});

describe('refunds to the wallet', () => {
  it("credit the customer's wallet once per refund; a guest order cannot be refunded there", async () => {
    const customer = await t.customer();
    const placed = (await order(customer.token, 1, { plata: 'ramburs' })).json<OrderCreated>();
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/status/`,
        headers: staff,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const refund = (id: number, amount: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/refunds/`,
        headers: staff,
        payload: { amount, method: 'wallet', reason: 'Produs deteriorat' },
      });
    expect((await refund(placed.id, '40.00')).statusCode).toBe(201);
    expect((await refund(placed.id, '85.00')).statusCode).toBe(201);
    expect((await refund(placed.id, '0.01')).statusCode).toBe(400);
    const statement = (await wallet(customer.token)).json<Wallet>();
    expect(statement.sold).toBe('125.00');
    expect(statement.miscari.results[0]).toMatchObject({
      tip: 'refund',
      suma: '85.00',
      comanda: placed.id,
      nota: 'Produs deteriorat',
    });

    const guest = (await order(null, 1, { plata: 'ramburs' })).json<OrderCreated>();
    for (const status of ['processing', 'shipped', 'delivered']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${guest.id}/status/`,
        headers: staff,
        payload: { status },
      });
    }
    const refused = await refund(guest.id, '10.00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('method');
  });
});
