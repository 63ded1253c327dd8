import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import type { Referral } from '@shop/shared/schemas/referral';
import type { Wallet } from '@shop/shared/schemas/wallet';
import { orderBody, placeOrder, setProduct } from '../../test/checkout';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { createAuditService } from '../audit/audit.service';
import { createWalletService } from '../wallet/wallet.service';
import { createReferralsService } from './referrals.service';

let t: TestApp;
let staff: { authorization: string };
const PRODUCT = 9;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  await setProduct(t, PRODUCT, { price: 10_000, discounted: null, stock: 1000 });
  staff = { authorization: `Token ${(await t.staff()).token}` };
});

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });

async function codeOf(userId: number): Promise<string> {
  const [row] = await t.query<{ referral_code: string }>('SELECT referral_code FROM users WHERE id = $1', [
    userId,
  ]);
  return row!.referral_code;
}

function register(fields: { email?: string; cod_recomandare?: string }) {
  counter += 1;
  const suffix = `${counter}${Date.now().toString(36)}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username: `prieten${suffix}`,
      email: fields.email ?? `prieten${suffix}@example.ro`,
      password: 'parola-sigura-1',
      ...fields,
    },
    remoteAddress: `10.55.${counter % 250}.1`,
  });
}

async function friendOf(referrerId: number) {
  counter += 1;
  const email = `prieten.${counter}.${Date.now().toString(36)}@example.ro`;
  const response = await register({ email, cod_recomandare: (await codeOf(referrerId)).toLowerCase() });
  expect(response.statusCode, response.body).toBe(201);
  return { token: response.json<{ token: string }>().token, email };
}

async function referral(token: string): Promise<Referral> {
  const response = await t.app.inject({ method: 'GET', url: '/api/account/referral/', headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Referral>();
}

async function walletOf(token: string): Promise<Wallet> {
  return (
    await t.app.inject({ method: 'GET', url: '/api/account/wallet/', headers: auth(token) })
  ).json<Wallet>();
}

/** An order of two units (200 lei) from the customer's own address and phone. */
function order(
  customer: { token: string; email: string },
  overrides: Record<string, unknown> = {},
  quantity = 2,
) {
  return placeOrder(
    t,
    orderBody([{ produs: PRODUCT, cantitate: quantity }], {
      email: customer.email,
      telefon: '0799 000 111',
      ...overrides,
    }),
    auth(customer.token),
  );
}

function setStatus(id: number, status: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status/`,
    headers: staff,
    payload: { status },
  });
}

async function deliver(id: number) {
  for (const status of ['processing', 'shipped', 'delivered']) {
    const response = await setStatus(id, status);
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('signing up with a referral code', () => {
  it('links the friend; an unknown code or the referrer’s own mailbox is refused and creates nothing', async () => {
    const referrer = await t.customer();
    const own = await referral(referrer.token);
    expect(own).toMatchObject({
      cod: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/),
      procent_reducere: 5,
      procent_cashback: 5,
      reducere_disponibila: false,
      castigat: '0.00',
      prieteni: [],
    });
    expect(own.link).toBe(`${TEST_PUBLIC_URL}/register?ref=${own.cod}`);

    const friend = await friendOf(referrer.id);
    expect((await referral(friend.token)).reducere_disponibila).toBe(true);
    expect((await referral(referrer.token)).prieteni).toEqual([
      expect.objectContaining({
        nume: expect.stringMatching(/^p\*\*\*@example\.ro$/),
        status: 'signed_up',
        cashback: null,
      }),
    ]);

    const users = async () => (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
    const before = await users();
    const unknown = await register({ cod_recomandare: 'ZZZZZZZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'referral.invalid_code',
      cod_recomandare: [expect.any(String)],
    });
    expect(unknown.json().error).toBeTruthy();
    const malformed = await register({ cod_recomandare: 'abc' });
    expect(malformed.json()).toHaveProperty('cod_recomandare');

    const mailbox = `ana.pop.${Date.now().toString(36)}`;
    const gmail = await register({ email: `${mailbox}@gmail.com` });
    expect(gmail.statusCode).toBe(201);
    const [gmailUser] = await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      `${mailbox}@gmail.com`,
    ]);
    const self = await register({
      email: `${mailbox.replace(/\./g, '')}+alt@googlemail.com`,
      cod_recomandare: await codeOf(gmailUser!.id),
    });
    expect(self.statusCode, self.body).toBe(400);
    expect(self.json()).toMatchObject({
      code: 'referral.own_referral',
      cod_recomandare: [expect.any(String)],
    });
    expect(await users()).toBe(before + 1);
  });
});

describe('the referred first order and the cashback', () => {
  it('gives the first order 5% off, pays the referrer 5% once delivered, and takes it back on refund', async () => {
    const referrer = await t.customer();
    const friend = await friendOf(referrer.id);
    const first = (await order(friend)).json<OrderCreated>();
    expect(first).toMatchObject({
      subtotal: '200.00',
      discount: '10.00',
      reducere_recomandare: true,
      cupon: null,
      total: '215.00',
    });
    const second = (await order(friend)).json<OrderCreated>();
    expect(second).toMatchObject({ discount: '0.00', reducere_recomandare: false });
    expect((await referral(friend.token)).reducere_disponibila).toBe(false);
    expect((await referral(referrer.token)).prieteni[0]).toMatchObject({ status: 'ordered' });

    await deliver(first.id);
    await deliver(second.id);
    let wallet = await walletOf(referrer.token);
    expect(wallet.sold).toBe('9.50');
    expect(wallet.miscari.results).toEqual([
      expect.objectContaining({ tip: 'referral_cashback', suma: '9.50', comanda: null }),
    ]);
    expect((await referral(referrer.token)).prieteni[0]).toMatchObject({
      status: 'rewarded',
      cashback: '9.50',
    });
    expect((await referral(referrer.token)).castigat).toBe('9.50');

    // The referrer spends part of it first: the reversal takes back what is left, never below zero.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${referrer.id}/wallet/adjustments/`,
      headers: staff,
      payload: { suma: '-4.00', nota: 'Cheltuit' },
    });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${first.id}/refunds/`,
      headers: staff,
      payload: { amount: '215.00', method: 'bank', manual_transfer_done: true, reason: 'Retur complet' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    wallet = await walletOf(referrer.token);
    expect(wallet.sold).toBe('0.00');
    expect(wallet.miscari.results[0]).toMatchObject({ tip: 'referral_reversal', suma: '-5.50' });
    expect((await referral(referrer.token)).prieteni[0]).toMatchObject({ status: 'reversed' });
  });

  it('credits a replayed delivery and a replayed refund once each', async () => {
    const referrer = await t.customer();
    const friend = await friendOf(referrer.id);
    const placed = (await order(friend)).json<OrderCreated>();
    const [row] = await t.query<{ id: number; referrer_id: number; subtotal: number; discount: number }>(
      'SELECT id, referrer_id, subtotal, discount FROM orders WHERE id = $1',
      [placed.id],
    );
    const wallet = createWalletService({ db: t.db, audit: createAuditService() });
    const referrals = createReferralsService({
      db: t.db,
      orders: { contactsOf: async () => [], referredBy: async () => [] },
      wallet,
      publicUrl: TEST_PUBLIC_URL,
    });
    const event = {
      id: row!.id,
      referrerId: row!.referrer_id,
      subtotal: row!.subtotal,
      discount: row!.discount,
    };
    const replay = (to: 'delivered' | 'refunded') =>
      Promise.all(
        Array.from({ length: 5 }, () => t.db.transaction((tx) => referrals.afterStatusChange(tx, event, to))),
      );
    await replay('delivered');
    expect((await walletOf(referrer.token)).sold).toBe('9.50');
    await replay('refunded');
    const after = await walletOf(referrer.token);
    expect(after.sold).toBe('0.00');
    expect(after.miscari.results.map((entry) => entry.tip)).toEqual([
      'referral_reversal',
      'referral_cashback',
    ]);
  });

  it('gives the discount to one of two racing first orders, and none beside a coupon', async () => {
    const referrer = await t.customer();
    const friend = await friendOf(referrer.id);
    const [a, b] = await Promise.all([order(friend), order(friend)]);
    const discounts = [a, b].map((response) => response.json<OrderCreated>().reducere_recomandare).sort();
    expect(discounts).toEqual([false, true]);

    const other = await friendOf(referrer.id);
    await t.query(
      "INSERT INTO coupons (code, kind, value) VALUES ('PRIETEN10', 'percent', 10) ON CONFLICT DO NOTHING",
    );
    const withCoupon = (await order(other, { cupon: 'PRIETEN10' })).json<OrderCreated>();
    expect(withCoupon).toMatchObject({ cupon: 'PRIETEN10', discount: '20.00', reducere_recomandare: false });
  });

  it("refuses once a first order to the referrer's own phone or address, then places it without the discount", async () => {
    const referrer = await t.customer();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile/',
      headers: auth(referrer.token),
      payload: { first_name: 'Ana', last_name: 'Pop', phone: '0722 555 666' },
    });
    const friend = await friendOf(referrer.id);
    const refused = await order(friend, { telefon: '+40722555666' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'referral.own_referral' });
    const again = await order(friend, { telefon: '+40722555666' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ reducere_recomandare: false, discount: '0.00' });
    expect((await referral(referrer.token)).prieteni[0]).toMatchObject({ status: 'void' });

    // The same street address, however it is written, counts too.
    const referrerOrder = await order(referrer, {
      livrare: {
        metoda: 'curier',
        judet: 'Cluj',
        localitate: 'Cluj-Napoca',
        adresa: 'Str. Florilor nr. 7, ap. 2',
        cod_postal: '400114',
      },
    });
    expect(referrerOrder.statusCode).toBe(201);
    const second = await friendOf(referrer.id);
    const sameAddress = await order(second, {
      telefon: '0788 123 123',
      livrare: {
        metoda: 'curier',
        judet: 'Cluj',
        localitate: 'Cluj-Napoca',
        adresa: 'str florilor nr 7 ap 2',
        cod_postal: '400114',
      },
    });
    expect(sameAddress.json()).toMatchObject({ code: 'referral.own_referral' });
  });
});
