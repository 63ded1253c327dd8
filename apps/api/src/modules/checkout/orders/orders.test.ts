import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToBani, formatLei } from '@shop/shared/money';
import { CHECKOUT_MESSAGES, type Order, type OrderCreated } from '@shop/shared/schemas/checkout';
import { WALLET_MESSAGES } from '@shop/shared/schemas/wallet';
import { orderBody, placeOk, placeOrder, setProduct, stockOf } from '../../../test/checkout';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let emailCounter = 0;
const freshEmail = () => `client${++emailCounter}.${Date.now().toString(36)}@example.ro`;
const auth = (token: string) => ({ authorization: `Token ${token}` });

async function getOrder(id: number, query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/comenzi/${id}/${query}`, headers });
}

async function insertCoupon(values: {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minSubtotal?: number;
  usageLimit?: number | null;
  perCustomer?: number | null;
  firstOrderOnly?: boolean;
  active?: boolean;
  window?: 'current' | 'expired' | 'future';
}) {
  const starts =
    values.window === 'future'
      ? "now() + interval '1 day'"
      : values.window === 'expired'
        ? "now() - interval '10 days'"
        : 'NULL';
  const ends = values.window === 'expired' ? "now() - interval '1 day'" : 'NULL';
  await t.query(
    `INSERT INTO coupons (code, kind, value, min_subtotal, usage_limit, usage_limit_per_customer, first_order_only, is_active, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${starts}, ${ends})`,
    [
      values.code,
      values.kind,
      values.value,
      values.minSubtotal ?? 0,
      values.usageLimit ?? null,
      values.perCustomer ?? null,
      values.firstOrderOnly ?? false,
      values.active ?? true,
    ],
  );
}

describe('POST /api/comenzi/ totals', () => {
  it('recomputes every price and total on the server; a tampered client price changes nothing', async () => {
    await setProduct(t, 1, { price: 6490, discounted: 5990, stock: 50, vat: 21 });
    await setProduct(t, 2, { price: 4990, discounted: null, stock: 50, vat: 11 });
    const tampered = orderBody(
      [
        { produs: 1, cantitate: 2, pret: '0.01', pret_redus: '0.01' } as never,
        { produs: 2, cantitate: 1, total_linie: '0.01' } as never,
      ],
      { email: freshEmail(), total: '0.01', subtotal: '0.01', shipping_cost: '0.00', discount: '99.00' },
    );
    const order = await placeOk(t, tampered);
    expect(order.produse).toEqual([
      expect.objectContaining({ produs: 1, cantitate: 2, pret: '59.90', total_linie: '119.80' }),
      expect.objectContaining({ produs: 2, cantitate: 1, pret: '49.90', total_linie: '49.90' }),
    ]);
    expect(order).toMatchObject({
      subtotal: '169.70',
      discount: '0.00',
      shipping_cost: '25.00',
      total: '194.70',
      status: 'placed',
      plata: 'ramburs',
      payment: { status: 'pending', provider: 'cash' },
    });
    // VAT: 21% of 119.80 + 11% of 49.90 + 21% of the 25.00 shipping.
    expect(order.tva).toBe('30.08'); // 20.79 + 4.95 + 4.34
    const [stored] = await t.query<{ total: number; vat_total: number }>(
      'SELECT total, vat_total FROM orders WHERE id = $1',
      [order.id],
    );
    expect(stored).toEqual({ total: 19_470, vat_total: 3008 });
  });

  it('charges shipping below 200 lei after discount: 199.99 pays, 200.00 does not', async () => {
    await insertCoupon({ code: 'PRAG10', kind: 'fixed', value: 1000 });
    await setProduct(t, 3, { price: 20_999, discounted: null, stock: 10 });
    const below = await placeOk(
      t,
      orderBody([{ produs: 3, cantitate: 1 }], { email: freshEmail(), cupon: 'prag10' }),
    );
    expect(below).toMatchObject({
      subtotal: '209.99',
      discount: '10.00',
      shipping_cost: '25.00',
      total: '224.99',
    });
    await setProduct(t, 3, { price: 21_000 });
    const at = await placeOk(
      t,
      orderBody([{ produs: 3, cantitate: 1 }], { email: freshEmail(), cupon: 'PRAG10' }),
    );
    expect(at).toMatchObject({
      subtotal: '210.00',
      discount: '10.00',
      shipping_cost: '0.00',
      total: '200.00',
    });
  });

  it('merges lines of one product and keeps the lines as snapshots', async () => {
    await setProduct(t, 4, { price: 1000, discounted: null, stock: 10 });
    const order = await placeOk(
      t,
      orderBody(
        [
          { produs: 4, cantitate: 1 },
          { produs: 4, cantitate: 2 },
        ],
        { email: freshEmail() },
      ),
    );
    expect(order.produse).toEqual([
      expect.objectContaining({ produs: 4, cantitate: 3, total_linie: '30.00' }),
    ]);
    await setProduct(t, 4, { price: 9999 });
    const again = (await getOrder(order.id, `?key=${order.key}`)).json<Order>();
    expect(again.produse[0]!.pret).toBe('10.00');
  });
});

describe('POST /api/comenzi/ validation', () => {
  it('answers 400 with a Romanian message per invalid field', async () => {
    const response = await placeOrder(t, {
      produse: [],
      email: 'x',
      telefon: '123',
      nume: '',
      prenume: 'Ana',
      livrare: {
        metoda: 'curier',
        judet: 'Narnia',
        localitate: 'X',
        adresa: 'Str. 1 nr 2',
        cod_postal: '12',
      },
      facturare: { tip: 'companie', cui: '123', nr_reg_com: 'J12/1/2020', denumire: 'Firma' },
      plata: 'ramburs',
      accept_termeni: false,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'validation_error',
      produse: [CHECKOUT_MESSAGES.emptyCart],
      email: [CHECKOUT_MESSAGES.emailInvalid],
      telefon: [CHECKOUT_MESSAGES.phoneInvalid],
      nume: [CHECKOUT_MESSAGES.lastNameRequired],
      'livrare.judet': [CHECKOUT_MESSAGES.countyInvalid],
      'livrare.cod_postal': [CHECKOUT_MESSAGES.postalCodeInvalid],
      'facturare.cui': [CHECKOUT_MESSAGES.cuiInvalid],
      accept_termeni: [CHECKOUT_MESSAGES.termsRequired],
    });
    expect(typeof body.detail).toBe('string');
  });

  it('refuses unknown and withdrawn products on produse, with their ids', async () => {
    await setProduct(t, 5, { stock: 10, active: false });
    const response = await placeOrder(
      t,
      orderBody(
        [
          { produs: 5, cantitate: 1 },
          { produs: 999_999, cantitate: 1 },
        ],
        { email: freshEmail() },
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'checkout.product_unavailable',
      produse: [expect.stringContaining('nu mai este disponibil'), 'Produsul cu id-ul 999999 nu există.'],
      indisponibile: [5, 999_999],
    });
    await setProduct(t, 5, { active: true });
    expect(await stockOf(t, 5)).toBe(10);
  });

  it('refuses quantities outside 1..99, and the wallet to a guest', async () => {
    expect((await placeOrder(t, orderBody([{ produs: 1, cantitate: 100 }]))).statusCode).toBe(400);
    expect((await placeOrder(t, orderBody([{ produs: 1, cantitate: 0 }]))).statusCode).toBe(400);
    const wallet = await placeOrder(t, orderBody([{ produs: 1, cantitate: 1 }], { plata: 'wallet' }));
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json()).toMatchObject({
      code: 'wallet.requires_account',
      plata: [WALLET_MESSAGES.requiresAccount],
    });
  });

  it('answers 409 naming the product when its stock is too low, and reserves nothing', async () => {
    await setProduct(t, 6, { stock: 2 });
    await setProduct(t, 7, { stock: 5 });
    const response = await placeOrder(
      t,
      orderBody(
        [
          { produs: 7, cantitate: 1 },
          { produs: 6, cantitate: 3 },
        ],
        { email: freshEmail() },
      ),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'checkout.out_of_stock', produs: 6, disponibil: 2 });
    expect(response.json().detail).toMatch(/^Stoc insuficient pentru „.+”: mai sunt 2 bucăți\.$/);
    expect(await stockOf(t, 7)).toBe(5);
    expect(await stockOf(t, 6)).toBe(2);
  });
});

describe('delivery and billing', () => {
  it('delivers to an easybox with a snapshot of the locker, and bills a company', async () => {
    await setProduct(t, 8, { price: 5000, discounted: null, stock: 10 });
    const order = await placeOk(
      t,
      orderBody([{ produs: 8, cantitate: 1 }], {
        email: freshEmail(),
        livrare: { metoda: 'easybox', locker_id: 'EB-CLJ-0001' },
        facturare: {
          tip: 'companie',
          cui: 'RO 14399840',
          nr_reg_com: 'J40/372/2002',
          denumire: 'Exemplu <Cosmetice> SRL',
          sediu: {
            judet: 'bucuresti',
            localitate: 'București',
            adresa: 'Bd. Unirii 1',
            cod_postal: '030167',
          },
        },
      }),
    );
    expect(order.livrare).toEqual({
      metoda: 'easybox',
      locker_id: 'EB-CLJ-0001',
      nume: 'easybox Kaufland Mănăștur',
      adresa: 'Str. Primăverii nr. 1',
      localitate: 'Cluj-Napoca',
      judet: 'Cluj',
      cod_postal: '400522',
    });
    expect(order.facturare).toEqual({
      tip: 'companie',
      cui: 'RO14399840',
      nr_reg_com: 'J40/372/2002',
      denumire: 'Exemplu <Cosmetice> SRL',
      // București's locality is its sector, here from the postal code (decision 049).
      sediu: { judet: 'București', localitate: 'Sector 3', adresa: 'Bd. Unirii 1', cod_postal: '030167' },
    });
  });

  it('refuses an unknown or inactive locker on livrare.locker_id', async () => {
    await t.query("UPDATE lockers SET is_active = false WHERE id = 'EB-IAS-0001'");
    for (const locker of ['EB-XXX-9999', 'EB-IAS-0001']) {
      const response = await placeOrder(
        t,
        orderBody([{ produs: 8, cantitate: 1 }], { livrare: { metoda: 'easybox', locker_id: locker } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()['livrare.locker_id']).toEqual([expect.stringContaining('Easybox')]);
    }
  });
});

describe('coupons at checkout', () => {
  const line = [{ produs: 9, cantitate: 1 }];
  beforeAll(() => setProduct(t, 9, { price: 10_000, discounted: null, stock: 500 }));

  async function withCoupon(code: string, email = freshEmail(), headers: Record<string, string> = {}) {
    return placeOrder(t, orderBody(line, { email, cupon: code }), headers);
  }

  it('takes a percent or a fixed amount, never below 0', async () => {
    await insertCoupon({ code: 'PROC15', kind: 'percent', value: 15 });
    await insertCoupon({ code: 'MARE500', kind: 'fixed', value: 50_000 });
    expect((await withCoupon('proc15')).json()).toMatchObject({
      discount: '15.00',
      total: '110.00',
      cupon: 'PROC15',
    });
    expect((await withCoupon('MARE500')).json()).toMatchObject({
      subtotal: '100.00',
      discount: '100.00',
      shipping_cost: '25.00',
      total: '25.00',
    });
  });

  it('enforces the minimum subtotal', async () => {
    const response = await withCoupon('VARA25');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'coupon.min_subtotal',
      cupon: ['Cuponul VARA25 se aplică pentru comenzi de minimum 150,00 lei.'],
    });
  });

  it('refuses expired, future, inactive and unknown codes with "Cod invalid sau expirat"', async () => {
    await insertCoupon({ code: 'TRECUT', kind: 'percent', value: 5, window: 'expired' });
    await insertCoupon({ code: 'VIITOR', kind: 'percent', value: 5, window: 'future' });
    await insertCoupon({ code: 'OPRIT', kind: 'percent', value: 5, active: false });
    for (const code of ['TRECUT', 'VIITOR', 'OPRIT', 'EXPIRAT', 'NUEXISTA']) {
      const response = await withCoupon(code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json(), code).toMatchObject({
        code: 'coupon.invalid',
        cupon: ['Cod invalid sau expirat'],
      });
    }
    expect(await stockOf(t, 9)).toBeGreaterThan(0);
  });

  it('stops at the total usage limit, even when orders race for the last use', async () => {
    await insertCoupon({ code: 'DOAR3', kind: 'percent', value: 5, usageLimit: 3 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => withCoupon('DOAR3')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().code)).toEqual(
      Array(5).fill('coupon.invalid'),
    );
  });

  it('counts the per-customer limit by email and by account', async () => {
    await insertCoupon({ code: 'ODATA', kind: 'fixed', value: 500, perCustomer: 1 });
    const email = freshEmail();
    expect((await withCoupon('ODATA', email)).statusCode).toBe(201);
    const again = await withCoupon('ODATA', email.toUpperCase());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'coupon.already_used',
      cupon: ['Ai folosit deja cuponul ODATA.'],
    });

    const { token } = await t.customer();
    expect((await withCoupon('ODATA', freshEmail(), auth(token))).statusCode).toBe(201);
    expect((await withCoupon('ODATA', freshEmail(), auth(token))).json().code).toBe('coupon.already_used');
  });

  it('keeps a first-order coupon for a first order, and frees a use when the order is cancelled', async () => {
    const email = freshEmail();
    const first = await withCoupon('BINEAIVENIT10', email);
    expect(first.statusCode).toBe(201);
    expect(first.json().discount).toBe('10.00');
    const second = await withCoupon('bineaivenit10', email);
    expect(second.json()).toMatchObject({ code: 'coupon.already_used' });

    await insertCoupon({ code: 'PRIMA', kind: 'percent', value: 5, firstOrderOnly: true });
    const later = await withCoupon('PRIMA', email);
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({ code: 'coupon.first_order_only' });

    // Cancelling the only order makes the customer new again, and gives the use back.
    const created = first.json<OrderCreated>();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${created.id}/anulare/?key=${created.key}`,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await withCoupon('BINEAIVENIT10', email)).statusCode).toBe(201);
  });
});

describe('stock under concurrency', () => {
  it('never oversells: 20 orders racing for 3 units give exactly 3 orders', async () => {
    await setProduct(t, 10, { stock: 3, price: 2000, discounted: null });
    await setProduct(t, 11, { stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(
          t,
          orderBody(
            i % 2 === 0
              ? [{ produs: 10, cantitate: 1 }]
              : [
                  { produs: 11, cantitate: 1 },
                  { produs: 10, cantitate: 1 },
                ],
            { email: freshEmail() },
          ),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'checkout.out_of_stock', produs: 10 });
    }
    expect(await stockOf(t, 10)).toBe(0);
    const winners = answers.filter((a) => a.statusCode === 201).map((a) => a.json<OrderCreated>());
    const product11Sold = winners.filter((o) => o.produse.some((l) => l.produs === 11)).length;
    expect(await stockOf(t, 11)).toBe(100 - product11Sold);
    const [count] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_lines WHERE product_id = 10',
    );
    expect(count!.n).toBe(3);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order and key for the same body, reserving the stock once', async () => {
    await setProduct(t, 12, { stock: 10 });
    const body = orderBody([{ produs: 12, cantitate: 2 }], { email: freshEmail(), plata: 'card' });
    const headers = { 'idempotency-key': 'checkout-0a1b2c3d-retry-1' };
    const first = await placeOrder(t, body, headers);
    const second = await placeOrder(t, { ...body, produse: [{ produs: 12, cantitate: 2 }] }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const [a, b] = [first.json<OrderCreated>(), second.json<OrderCreated>()];
    expect(b.id).toBe(a.id);
    expect(b.key).toBe(a.key);
    expect(b.payment_url).toBe(a.payment_url);
    expect(await stockOf(t, 12)).toBe(8);
    const [mails] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE message_id LIKE $1`,
      [`order-${a.id}-%`],
    );
    expect(mails!.n).toBe(1);
  });

  it('answers 409 for another body with a used key', async () => {
    await setProduct(t, 12, { stock: 10 });
    const headers = { 'idempotency-key': 'checkout-other-body-1' };
    expect(
      (await placeOrder(t, orderBody([{ produs: 12, cantitate: 1 }], { email: freshEmail() }), headers))
        .statusCode,
    ).toBe(201);
    const conflict = await placeOrder(t, orderBody([{ produs: 12, cantitate: 5 }]), headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'checkout.idempotency_conflict' });
    expect(await stockOf(t, 12)).toBe(9);
  });

  it('makes one order of simultaneous submits with one key', async () => {
    await setProduct(t, 13, { stock: 10 });
    const body = orderBody([{ produs: 13, cantitate: 1 }], { email: freshEmail() });
    const headers = { 'idempotency-key': 'double-click-0001' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(t, body, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((a) => a.json<OrderCreated>().id)).size).toBe(1);
    expect(await stockOf(t, 13)).toBe(9);
  });

  it('rejects a malformed key', async () => {
    const response = await placeOrder(t, orderBody([{ produs: 13, cantitate: 1 }]), {
      'idempotency-key': 'x y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('checkout.idempotency_key_invalid');
  });
});

describe('GET /api/comenzi/{id}/ access', () => {
  let owned: OrderCreated;
  let owner: { token: string };
  beforeAll(async () => {
    await setProduct(t, 14, { stock: 50 });
    owner = await t.customer();
    owned = await placeOk(
      t,
      orderBody([{ produs: 14, cantitate: 1 }], { email: freshEmail() }),
      auth(owner.token),
    );
  });

  it('shows the order to its owner, to staff and to the holder of its key', async () => {
    const staff = await t.staff();
    for (const [query, headers] of [
      ['', auth(owner.token)],
      ['', auth(staff.token)],
      [`?key=${owned.key}`, {}],
      [`?key=${owned.key}`, auth((await t.customer()).token)],
    ] as const) {
      const response = await getOrder(owned.id, query, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json<Order>()).toMatchObject({ id: owned.id, nume: 'Popescu', prenume: 'Ana' });
      expect(response.json()).not.toHaveProperty('key');
    }
  });

  it('answers 404, never 403, to anyone else', async () => {
    const other = await t.customer();
    for (const [query, headers] of [
      ['', {}],
      ['', auth(other.token)],
      ['?key=wrong-key', {}],
      [`?key=${owned.key.slice(0, -1)}x`, {}],
    ] as const) {
      const response = await getOrder(owned.id, query, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: 'Comanda nu a fost găsită.',
        code: 'checkout.order_not_found',
      });
    }
    expect((await getOrder(99_999, `?key=${owned.key}`)).statusCode).toBe(404);
  });
});

describe('bank transfer', () => {
  it('waits 5 days for the money and shows the IBAN, beneficiary and reference', async () => {
    await setProduct(t, 15, { stock: 10, price: 5000, discounted: null });
    const order = await placeOk(
      t,
      orderBody([{ produs: 15, cantitate: 1 }], { email: freshEmail(), plata: 'transfer' }),
    );
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      plata: 'transfer',
      payment: { status: 'pending', provider: 'transfer' },
      transfer: {
        iban: 'RO59BTRLRONCRT0481739201',
        beneficiar: 'Salvia Naturals SRL',
        referinta: `Comanda ${order.id}`,
        suma: '75.00',
      },
    });
    expect(order).not.toHaveProperty('payment_url');
    const days = (new Date(order.expires_at!).getTime() - new Date(order.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(5, 1);
  });
});

describe('cancel and expiry return the stock exactly once', () => {
  it('cancels an unpaid order once, even when asked twice at the same time', async () => {
    await setProduct(t, 16, { stock: 10 });
    const order = await placeOk(
      t,
      orderBody([{ produs: 16, cantitate: 4 }], { email: freshEmail(), plata: 'card' }),
    );
    expect(await stockOf(t, 16)).toBe(6);
    const url = `/api/comenzi/${order.id}/anulare/?key=${order.key}`;
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(t, 16)).toBe(10);
    const cancelled = answers.find((a) => a.statusCode === 200)!.json<Order>();
    expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    const history = await t.query<{ from_status: string | null; to_status: string }>(
      'SELECT from_status, to_status FROM order_status_history WHERE order_id = $1 ORDER BY id',
      [order.id],
    );
    expect(history).toEqual([
      { from_status: null, to_status: 'awaiting_payment' },
      { from_status: 'awaiting_payment', to_status: 'cancelled' },
    ]);
    const mails = await t.query<{ kind: string }>(
      'SELECT kind FROM mail_outbox WHERE message_id LIKE $1 ORDER BY id',
      [`order-${order.id}-%`],
    );
    expect(mails.map((m) => m.kind)).toEqual(['order_confirmation', 'order_cancelled']);
  });

  it('lets a cash-on-delivery order be cancelled, but not a paid or shipped one', async () => {
    await setProduct(t, 16, { stock: 10 });
    const cash = await placeOk(t, orderBody([{ produs: 16, cantitate: 1 }], { email: freshEmail() }));
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/comenzi/${cash.id}/anulare/?key=${cash.key}` }))
        .statusCode,
    ).toBe(200);
    const shipped = await placeOk(t, orderBody([{ produs: 16, cantitate: 1 }], { email: freshEmail() }));
    await t.query("UPDATE orders SET status = 'shipped' WHERE id = $1", [shipped.id]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${shipped.id}/anulare/?key=${shipped.key}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('checkout.not_cancellable');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/comenzi/${shipped.id}/anulare/` })).statusCode,
    ).toBe(404);
    expect(await stockOf(t, 16)).toBe(9);
  });

  it('expires unpaid orders past their time, returning their stock once', async () => {
    await setProduct(t, 17, { stock: 10 });
    const card = await placeOk(
      t,
      orderBody([{ produs: 17, cantitate: 2 }], { email: freshEmail(), plata: 'card' }),
    );
    const transfer = await placeOk(
      t,
      orderBody([{ produs: 17, cantitate: 3 }], { email: freshEmail(), plata: 'transfer' }),
    );
    const fresh = await placeOk(
      t,
      orderBody([{ produs: 17, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
    );
    expect(await stockOf(t, 17)).toBe(4);
    await t.query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = ANY($1)", [
      [card.id, transfer.id],
    ]);

    const counts = await Promise.all([t.app.checkout.expireDue(), t.app.checkout.expireDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await t.app.checkout.expireDue()).toBe(0);
    expect(await stockOf(t, 17)).toBe(9);
    for (const order of [card, transfer]) {
      const view = (await getOrder(order.id, `?key=${order.key}`)).json<Order>();
      expect(view).toMatchObject({ status: 'cancelled', payment: { status: 'expired' }, expires_at: null });
    }
    expect((await getOrder(fresh.id, `?key=${fresh.key}`)).json<Order>().status).toBe('awaiting_payment');
    const [reason] = await t.query<{ cancel_reason: string }>(
      'SELECT cancel_reason FROM orders WHERE id = $1',
      [card.id],
    );
    expect(reason!.cancel_reason).toBe('expired');
  });
});

describe('the confirmation mail', () => {
  it('is queued with the order, in Romanian by default, with lines, totals and the order link', async () => {
    await setProduct(t, 18, { stock: 10, price: 4990, discounted: null });
    const order = await placeOk(
      t,
      orderBody([{ produs: 18, cantitate: 2 }], {
        email: freshEmail(),
        plata: 'transfer',
        // Only the address may carry markup now (names must be letters): the mail escapes it.
        livrare: {
          metoda: 'curier',
          judet: 'Cluj',
          localitate: 'Cluj-Napoca',
          adresa: 'Str. <script>alert(1)</script> 1',
          cod_postal: '400114',
        },
      }),
    );
    const [mail] = await t.query<{
      to_address: string;
      subject: string;
      html: string;
      text: string;
      status: string;
    }>('SELECT to_address, subject, html, text, status FROM mail_outbox WHERE message_id = $1', [
      `order-${order.id}-confirmation@salvia-naturals.ro`,
    ]);
    expect(mail!.status).toBe('pending');
    expect(mail!.to_address).toBe(order.email);
    expect(mail!.subject).toBe(`Salvia: comanda nr. ${order.id} a fost înregistrată`);
    expect(mail!.text).toContain(': 2 × 49,90 lei = 99,80 lei');
    expect(mail!.text).not.toMatch(/× \d+ ×/);
    expect(mail!.text).toContain('Livrare: 25,00 lei');
    expect(mail!.text).toContain('Total de plată: 124,80 lei');
    expect(mail!.text).toContain(`din care TVA: ${formatLei(decimalToBani(order.tva)!)}`);
    expect(mail!.text).toContain('RO59BTRLRONCRT0481739201');
    expect(mail!.text).toContain(`Comanda ${order.id}`);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/checkout/success?id=${order.id}&key=${order.key}`);
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain(`${TEST_PUBLIC_URL}/checkout/success?id=${order.id}&amp;key=${order.key}`);
  });

  it('is in English when limba is en, or when the browser prefers English', async () => {
    await setProduct(t, 18, { stock: 10 });
    const byBody = await placeOk(
      t,
      orderBody([{ produs: 18, cantitate: 1 }], { email: freshEmail(), limba: 'en' }),
    );
    const byHeader = await placeOk(t, orderBody([{ produs: 18, cantitate: 1 }], { email: freshEmail() }), {
      'accept-language': 'en-GB,en;q=0.9,ro;q=0.5',
    });
    for (const order of [byBody, byHeader]) {
      expect(order.limba).toBe('en');
      const [mail] = await t.query<{ subject: string }>(
        'SELECT subject FROM mail_outbox WHERE message_id = $1',
        [`order-${order.id}-confirmation@salvia-naturals.ro`],
      );
      expect(mail!.subject).toBe(`Salvia: order no. ${order.id} received`);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every checkout route with a summary and its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    type Operation = { summary?: string; requestBody?: unknown; responses?: Record<string, unknown> };
    const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    for (const [route, method] of [
      ['/api/coupons/validate/', 'post'],
      ['/api/lockers/', 'get'],
      ['/api/lockers/{id}/', 'get'],
      ['/api/comenzi/', 'post'],
      ['/api/comenzi/{id}/', 'get'],
      ['/api/comenzi/{id}/plata/', 'post'],
      ['/api/comenzi/{id}/anulare/', 'post'],
      ['/api/payments/sandbox/pay/{paymentId}', 'get'],
      ['/api/payments/sandbox/pay/{paymentId}', 'post'],
      ['/api/payments/stripe/return/', 'get'],
      ['/api/payments/stripe/webhook/', 'post'],
    ] as const) {
      const operation = document.paths[route]?.[method];
      expect(operation, `${method} ${route}`).toBeDefined();
      expect(operation!.summary, `${method} ${route}`).toBeTruthy();
      expect(Object.keys(operation!.responses ?? {}).length, `${method} ${route}`).toBeGreaterThan(0);
    }
    const create = document.paths['/api/comenzi/']!.post!;
    expect(JSON.stringify(create.requestBody)).toContain('accept_termeni');
    expect(JSON.stringify(create.responses?.['201'])).toContain('payment_url');
  });
});

describe('contact and address rules (the shared schema, so the form says the same)', () => {
  it('refuses postal codes no region uses and names without letters, one key per field', async () => {
    await setProduct(t, 18, { stock: 10 });
    const response = await placeOrder(
      t,
      orderBody([{ produs: 18, cantitate: 1 }], {
        email: freshEmail(),
        nume: '123',
        livrare: {
          metoda: 'curier',
          judet: 'Cluj',
          localitate: 'Cluj-Napoca',
          adresa: 'Str. Memorandumului 1',
          cod_postal: '000000',
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      nume: [CHECKOUT_MESSAGES.nameInvalid],
      'livrare.cod_postal': [CHECKOUT_MESSAGES.postalCodeUnknown],
    });
  });

  it('takes the nine digits typed after "+40" and keeps the national form', async () => {
    await setProduct(t, 18, { stock: 10 });
    const order = await placeOk(
      t,
      orderBody([{ produs: 18, cantitate: 1 }], {
        email: freshEmail(),
        telefon: '722 123 456',
        nume: "O'Brien-Ștefănescu",
      }),
    );
    expect(order).toMatchObject({ telefon: '0722123456', nume: "O'Brien-Ștefănescu" });
  });
});
