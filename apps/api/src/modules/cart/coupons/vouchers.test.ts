import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import type { Voucher, VoucherList } from '@shop/shared/schemas/vouchers';
import { orderBody, placeOrder, setProduct } from '../../../test/checkout';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: { authorization: string };
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

async function vouchersOf(token: string): Promise<Voucher[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/account/vouchers/', headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VoucherList>().results;
}

function issue(customerId: number, body: Record<string, unknown>, headers = staff) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/vouchers/`,
    headers,
    payload: body,
  });
}

async function issued(customerId: number, body: Record<string, unknown> = {}): Promise<Voucher> {
  const response = await issue(customerId, {
    discount_type: 'fixed',
    value: '30',
    valid_days: 30,
    nota: 'Scuze pentru întârziere',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Voucher>();
}

function validate(code: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/coupons/validate/',
    headers: token ? auth(token) : {},
    payload: { code },
    remoteAddress: `10.44.${Math.floor(Math.random() * 250)}.1`,
  });
}

function order(token: string | null, cupon: string) {
  return placeOrder(t, orderBody([{ produs: PRODUCT, cantitate: 1 }], { cupon }), token ? auth(token) : {});
}

describe('personal vouchers', () => {
  it('staff issue one; only its owner, signed in, can use it, once; a cancel gives it back', async () => {
    const owner = await t.customer();
    const other = await t.customer();
    const voucher = await issued(owner.id);
    expect(voucher).toMatchObject({
      code: expect.stringMatching(/^CADOU-[2-9A-HJKMNP-Z]{10}$/),
      discount_type: 'fixed',
      value: '30.00',
      status: 'active',
      origin: 'staff',
      nota: 'Scuze pentru întârziere',
      comanda: null,
    });
    expect(Date.parse(voucher.expires_at!) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    expect((await validate(voucher.code, owner.token)).statusCode).toBe(200);
    for (const response of [await validate(voucher.code, other.token), await validate(voucher.code)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'coupon.invalid', detail: 'Cod invalid sau expirat' });
    }
    expect((await order(other.token, voucher.code)).json()).toMatchObject({ code: 'coupon.invalid' });
    expect((await order(null, voucher.code)).json()).toMatchObject({ code: 'coupon.invalid' });

    const used = await order(owner.token, voucher.code);
    expect(used.statusCode, used.body).toBe(201);
    const placed = used.json<OrderCreated>();
    expect(placed).toMatchObject({ discount: '30.00', cupon: voucher.code });
    expect((await order(owner.token, voucher.code)).json()).toMatchObject({ code: 'coupon.invalid' });
    expect(await vouchersOf(owner.token)).toEqual([
      expect.objectContaining({ code: voucher.code, status: 'used', comanda: placed.id }),
    ]);

    await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${placed.id}/anulare/`,
      headers: auth(owner.token),
    });
    expect(await vouchersOf(owner.token)).toEqual([
      expect.objectContaining({ code: voucher.code, status: 'active', comanda: null }),
    ]);
    expect(await vouchersOf(other.token)).toEqual([]);
  });

  it('lets two racing orders use a voucher once', async () => {
    const owner = await t.customer();
    const voucher = await issued(owner.id, { discount_type: 'percent', value: '10' });
    const responses = await Promise.all([order(owner.token, voucher.code), order(owner.token, voucher.code)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
  });

  it('answers an expired voucher as expired, and keeps vouchers out of the coupon list', async () => {
    const owner = await t.customer();
    const voucher = await issued(owner.id);
    await t.query("UPDATE coupons SET ends_at = now() - interval '1 minute' WHERE code = $1", [voucher.code]);
    expect((await vouchersOf(owner.token))[0]).toMatchObject({ status: 'expired' });
    expect((await validate(voucher.code, owner.token)).statusCode).toBe(400);
    const coupons = await t.app.inject({
      method: 'GET',
      url: `/api/admin/coupons/?q=${voucher.code}`,
      headers: staff,
    });
    expect(coupons.json()).toMatchObject({ count: 0 });
  });

  it('refuses bad terms, customers as issuers and unknown customers', async () => {
    const owner = await t.customer();
    const cases: [Record<string, unknown>, string][] = [
      [{ discount_type: 'percent', value: '0', valid_days: 30, nota: 'x' }, 'value'],
      [{ discount_type: 'percent', value: '101', valid_days: 30, nota: 'x' }, 'value'],
      [{ discount_type: 'fixed', value: '-5', valid_days: 30, nota: 'x' }, 'value'],
      [{ discount_type: 'fixed', value: '5', valid_days: 0, nota: 'x' }, 'valid_days'],
      [{ discount_type: 'fixed', value: '5', valid_days: 366, nota: 'x' }, 'valid_days'],
      [{ discount_type: 'fixed', value: '5', valid_days: 3, nota: '' }, 'nota'],
      [{ discount_type: 'gratis', value: '5', valid_days: 3, nota: 'x' }, 'discount_type'],
    ];
    for (const [body, field] of cases) {
      const response = await issue(owner.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toHaveProperty(field);
    }
    const body = { discount_type: 'fixed', value: '5', valid_days: 3, nota: 'x' };
    expect((await issue(owner.id, body, auth(owner.token))).statusCode).toBe(403);
    expect((await issue(999_999, body)).statusCode).toBe(404);
    const staffMember = await t.staff();
    const [staffRow] = await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      staffMember.email,
    ]);
    expect((await issue(staffRow!.id, body)).statusCode).toBe(404);
    expect(await vouchersOf(owner.token)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/vouchers/' })).statusCode).toBe(401);
  });

  it('gives a welcome voucher once, when the address is verified', async () => {
    const customer = await t.customer();
    expect(await vouchersOf(customer.token)).toEqual([]);
    const [mail] = await t.query<{ text: string }>(
      "SELECT text FROM mail_outbox WHERE kind = 'email_verify' AND to_address = $1 ORDER BY id DESC LIMIT 1",
      [customer.email],
    );
    const token = new RegExp(`${TEST_PUBLIC_URL}/verificare\\?token=([a-f0-9]{64})`).exec(mail!.text)![1]!;
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation/',
      payload: { token },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [welcome] = await vouchersOf(customer.token);
    expect(welcome).toMatchObject({
      code: expect.stringMatching(/^BUN-/),
      origin: 'welcome',
      discount_type: 'percent',
      value: '10.00',
      status: 'active',
    });
    await t.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [customer.id]);
    await t.app.inject({
      method: 'POST',
      url: '/api/account/email-verification/',
      headers: auth(customer.token),
    });
    const [second] = await t.query<{ text: string }>(
      "SELECT text FROM mail_outbox WHERE kind = 'email_verify' AND to_address = $1 ORDER BY id DESC LIMIT 1",
      [customer.email],
    );
    const again = new RegExp(`${TEST_PUBLIC_URL}/verificare\\?token=([a-f0-9]{64})`).exec(second!.text)![1]!;
    await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation/',
      payload: { token: again },
    });
    expect(await vouchersOf(customer.token)).toHaveLength(1);
  });
});
