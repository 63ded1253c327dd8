import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDiscount, AdminDiscountPage } from '@shop/shared/schemas/admin/discounts';
import type { AdminCoupon } from '@shop/shared/schemas/admin/coupons';
import type { Order } from '@shop/shared/schemas/checkout';
import type { CartPrice, ProductDiscounts } from '@shop/shared/schemas/discounts';
import { orderBody, placeOk, placeOrder, setProduct } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: Record<string, string>;
let customer: Record<string, string>;
let category: number;
let shipping: { cost: number; freeFrom: number };
/** IN_A's demo price, in force until the test raised it: the Omnibus reference counts it. */
let demoPriceA: number;
/** What the cart showed for the order the usage test counts. */
let shownNets: string[] = [];

// Products 21 and 22 go into a category of their own; 23 stays outside it.
const IN_A = 21;
const IN_B = 22;
const OUTSIDE = 23;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
  staff = { authorization: `Token ${(await t.staff()).token}` };
  customer = { authorization: `Token ${(await t.customer()).token}` };
  const [demo] = await t.query<{ effective: number }>(
    'SELECT coalesce(discounted_price, price) AS effective FROM products WHERE id = $1',
    [IN_A],
  );
  demoPriceA = demo!.effective;
  await setProduct(t, IN_A, { price: 10_000, discounted: null, stock: 500, vat: 21 });
  await setProduct(t, IN_B, { price: 4990, discounted: 3990, stock: 500, vat: 21 });
  await setProduct(t, OUTSIDE, { price: 3000, discounted: null, stock: 500, vat: 21 });
  const [created] = await t.query<{ id: number }>(
    "INSERT INTO categories (name, slug) VALUES ('Reduceri test', 'reduceri-test') RETURNING id",
  );
  category = created!.id;
  await t.query(`DELETE FROM product_categories WHERE product_id IN (${IN_A}, ${IN_B}, ${OUTSIDE})`);
  await t.query('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $3), ($2, $3)', [
    IN_A,
    IN_B,
    category,
  ]);
  const [settings] = await t.query<{ shipping_cost: number; free_shipping_from: number }>(
    'SELECT shipping_cost, free_shipping_from FROM shop_settings LIMIT 1',
  );
  shipping = { cost: settings!.shipping_cost, freeFrom: settings!.free_shipping_from };
});
afterAll(() => t?.close());

function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = staff) {
  return t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
}

function price(payload: object, remoteAddress = '10.30.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/cos/pret/', payload, remoteAddress });
}

const lei = (bani: number) => (bani / 100).toFixed(2);

const autumn = {
  nume: 'Toamna -20%',
  nume_en: 'Autumn -20%',
  tip: 'percent',
  procent: 20,
  categorii: [] as number[],
  produse: [] as number[],
  starts_at: null,
  ends_at: null,
  is_active: true,
};

describe('admin automatic discounts', () => {
  let id: number;

  it('creates a category discount, audited, with no usage yet', async () => {
    const response = await admin('POST', '/discounts/', { ...autumn, categorii: [category] });
    expect(response.statusCode).toBe(201);
    const discount = response.json<AdminDiscount>();
    expect(discount).toMatchObject({
      nume: 'Toamna -20%',
      tip: 'percent',
      procent: 20,
      cumpara: 0,
      categorii: [category],
      status: 'active',
      utilizari: 0,
      venit: '0.00',
    });
    id = discount.id;
    const [entry] = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'discount' AND entity_id = $1",
      [String(id)],
    );
    expect(entry).toEqual({ action: 'create' });
  });

  it('lists and shows it; filters by status and name', async () => {
    const list = (await admin('GET', '/discounts/?status=active&q=toamna')).json<AdminDiscountPage>();
    expect(list.results.map((d) => d.id)).toContain(id);
    expect((await admin('GET', '/discounts/?status=expired')).json<AdminDiscountPage>().results).toEqual([]);
    expect((await admin('GET', `/discounts/${id}/`)).json<AdminDiscount>().nume).toBe('Toamna -20%');
    expect((await admin('GET', '/discounts/999999/')).statusCode).toBe(404);
  });

  it('answers a message per invalid field', async () => {
    const cases: [object, string][] = [
      [{ nume: '' }, 'nume'],
      [{ procent: 0 }, 'procent'],
      [{ procent: 101 }, 'procent'],
      [{ procent: 12.5 }, 'procent'],
      [{ tip: 'altceva' }, 'tip'],
      [{ tip: 'buy_x_get_y', cumpara: 0 }, 'cumpara'],
      [{ categorii: [], produse: [] }, 'categorii'],
      [{ categorii: ['a'] }, 'categorii'],
      [{ starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-11-01T00:00:00Z' }, 'ends_at'],
      [{ starts_at: 'mâine' }, 'starts_at'],
    ];
    for (const [change, field] of cases) {
      const response = await admin('POST', '/discounts/', { ...autumn, categorii: [category], ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const keys = Object.keys(response.json<object>());
      expect(
        keys.some((key) => key === field || key.startsWith(`${field}.`)),
        JSON.stringify(keys),
      ).toBe(true);
    }
  });

  it('refuses a customer (403) and a visitor without sign-in (401)', async () => {
    expect((await admin('GET', '/discounts/', undefined, customer)).statusCode).toBe(403);
    expect((await admin('POST', '/discounts/', autumn, customer)).statusCode).toBe(403);
    expect((await admin('GET', '/discounts/', undefined, {})).statusCode).toBe(401);
    expect((await admin('DELETE', `/discounts/${id}/`, undefined, {})).statusCode).toBe(401);
  });

  it('edits the whole record and deletes one no order used', async () => {
    const created = (
      await admin('POST', '/discounts/', {
        ...autumn,
        nume: 'De șters',
        produse: [OUTSIDE],
        is_active: false,
      })
    ).json<AdminDiscount>();
    expect(created.status).toBe('inactive');
    const edited = await admin('PUT', `/discounts/${created.id}/`, {
      ...autumn,
      nume: 'Trei la preț de două',
      tip: 'buy_x_get_y',
      cumpara: 2,
      procent: 100,
      produse: [OUTSIDE],
      is_active: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminDiscount>()).toMatchObject({ tip: 'buy_x_get_y', cumpara: 2, procent: 100 });
    expect((await admin('PUT', '/discounts/999999/', { ...autumn, produse: [1] })).statusCode).toBe(404);
    expect((await admin('DELETE', `/discounts/${created.id}/`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/discounts/${created.id}/`)).statusCode).toBe(404);
  });
});

describe('POST /api/cos/pret/', () => {
  it('prices each line with the running category discount and its Omnibus reference', async () => {
    const response = await price({
      produse: [
        { produs: IN_A, cantitate: 2 },
        { produs: OUTSIDE, cantitate: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CartPrice>();
    expect(body.produse[0]).toMatchObject({
      produs: IN_A,
      pret: '100.00',
      total_linie: '200.00',
      reducere_automata: { nume: 'Toamna -20%', nume_en: 'Autumn -20%', suma: '40.00' },
      reducere: '40.00',
      total_net: '160.00',
      // The price of the 30 days before the discount began: the demo price, lower than 100.00.
      pret_minim_30_zile: lei(Math.min(demoPriceA, 10_000)),
    });
    expect(body.produse[1]).toMatchObject({
      reducere_automata: null,
      reducere: '0.00',
      pret_minim_30_zile: null,
    });
    const afterDiscount = 16_000 + 3000;
    const delivery = afterDiscount >= shipping.freeFrom ? 0 : shipping.cost;
    expect(body).toMatchObject({
      subtotal: '230.00',
      reducere_automata: '40.00',
      reducere_cupon: '0.00',
      reducere: '40.00',
      transport: lei(delivery),
      total: lei(afterDiscount + delivery),
      cupon: null,
      indisponibile: [],
    });
  });

  it('applies a coupon after the automatic discount, and says why one does not count', async () => {
    await t.query(`INSERT INTO coupons (code, kind, value, min_quantity, category_ids) VALUES
      ('PRET10', 'percent', 10, 0, '{}'),
      ('DOARCAT', 'fixed', 1500, 3, ARRAY[${category}]),
      ('LIVRAREGRATIS', 'free_shipping', 0, 0, '{}'),
      ('ALTCEVA', 'percent', 50, 0, ARRAY[999999])`);
    const lines = [{ produs: IN_A, cantitate: 1 }];
    const ten = (await price({ produse: lines, cupon: 'pret10' })).json<CartPrice>();
    // 100.00 − 20% = 80.00, then 10% of 80.00 = 8.00.
    expect(ten).toMatchObject({ reducere_automata: '20.00', reducere_cupon: '8.00', reducere: '28.00' });
    expect(ten.cupon).toEqual({
      cod: 'PRET10',
      aplicat: true,
      motiv: null,
      mesaj: null,
      transport_gratuit: false,
    });
    const few = (await price({ produse: lines, cupon: 'DOARCAT' })).json<CartPrice>();
    expect(few.cupon).toMatchObject({ aplicat: false, motiv: 'min_quantity' });
    expect(few.cupon?.mesaj).toContain('3 produse');
    expect(few.reducere_cupon).toBe('0.00');
    const enough = (
      await price({
        produse: [
          { produs: IN_B, cantitate: 3 },
          { produs: OUTSIDE, cantitate: 1 },
        ],
        cupon: 'DOARCAT',
      })
    ).json<CartPrice>();
    expect(enough.cupon?.aplicat).toBe(true);
    expect(enough.produse.map((l) => l.reducere_cupon)).toEqual(['15.00', '0.00']);
    const free = (await price({ produse: lines, cupon: 'LIVRAREGRATIS' })).json<CartPrice>();
    expect(free).toMatchObject({ transport: '0.00', cupon: { aplicat: true, transport_gratuit: true } });
    expect((await price({ produse: lines, cupon: 'ALTCEVA' })).json<CartPrice>().cupon?.motiv).toBe(
      'not_eligible',
    );
    const unknown = (await price({ produse: lines, cupon: 'NUEXISTA' })).json<CartPrice>();
    expect(unknown.cupon).toMatchObject({
      aplicat: false,
      motiv: 'invalid',
      mesaj: 'Cod invalid sau expirat',
    });
  });

  it('leaves out products not sold and lists them', async () => {
    await setProduct(t, 24, { active: false });
    const body = (
      await price({
        produse: [
          { produs: 24, cantitate: 1 },
          { produs: OUTSIDE, cantitate: 1 },
        ],
      })
    ).json<CartPrice>();
    expect(body.indisponibile).toEqual([24]);
    expect(body.produse.map((l) => l.produs)).toEqual([OUTSIDE]);
  });

  it('answers 400 for bad input', async () => {
    for (const payload of [
      {},
      { produse: [] },
      { produse: [{ produs: IN_A, cantitate: 0 }] },
      { produse: [{ produs: 'x', cantitate: 1 }] },
      { produse: [{ produs: IN_A, cantitate: 100 }] },
      { produse: [{ produs: IN_A, cantitate: 1 }], cupon: 'X'.repeat(51) },
    ]) {
      expect((await price(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('counts unknown codes towards the coupon limit (429)', async () => {
    const address = '10.30.9.9';
    for (let i = 0; i < 30; i++) {
      expect(
        (await price({ produse: [{ produs: IN_A, cantitate: 1 }], cupon: `GRESIT${i}` }, address)).statusCode,
      ).toBe(200);
    }
    const limited = await price({ produse: [{ produs: IN_A, cantitate: 1 }], cupon: 'PRET10' }, address);
    expect(limited.statusCode).toBe(429);
  });
});

describe('GET /api/reduceri/produse/', () => {
  it('shows the running discount on one unit with its Omnibus reference', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reduceri/produse/?produse=${IN_A},${IN_B},${OUTSIDE}`,
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json<ProductDiscounts>();
    expect(results.map((r) => r.produs).sort()).toEqual([IN_A, IN_B]);
    const b = results.find((r) => r.produs === IN_B)!;
    // The reduced price 39.90 − 20% (7.98) = 31.92; the reference is the lowest of the 30 days before.
    expect(b).toMatchObject({ pret_cu_reducere: '31.92', reducere: { procent: 20, tip: 'percent' } });
    expect(b.pret_minim_30_zile).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers 400 without valid ids', async () => {
    for (const query of [
      '',
      '?produse=',
      '?produse=abc',
      `?produse=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/reduceri/produse/${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('order placement with an automatic discount and a coupon', () => {
  it("charges exactly what the cart was shown, stores each line's discount, and mails it", async () => {
    const lines = [
      { produs: IN_A, cantitate: 1 },
      { produs: IN_B, cantitate: 2 },
      { produs: OUTSIDE, cantitate: 1 },
    ];
    const shown = (await price({ produse: lines, cupon: 'PRET10' })).json<CartPrice>();
    // IN_A 100.00 − 20.00 = 80.00; IN_B 2 × 39.90 = 79.80 − 2 × 7.98 = 63.84; OUTSIDE 30.00.
    // Coupon 10% of 173.84 = 17.38 (rounded half-up from 17.384).
    expect(shown).toMatchObject({
      subtotal: '209.80',
      reducere_automata: '35.96',
      reducere_cupon: '17.38',
      reducere: '53.34',
    });
    shownNets = shown.produse.slice(0, 2).map((l) => l.total_net);
    const created = await placeOk(t, orderBody(lines, { cupon: 'PRET10' }));
    expect(created).toMatchObject({
      subtotal: shown.subtotal,
      discount: shown.reducere,
      shipping_cost: shown.transport,
      total: shown.total,
    });
    const stored = await t.query<{
      discount_share: number;
      automatic_discount: number;
      automatic_discount_name: string | null;
    }>(
      'SELECT discount_share, automatic_discount, automatic_discount_name FROM order_lines WHERE order_id = $1 ORDER BY id',
      [created.id],
    );
    expect(stored.map((l) => l.automatic_discount)).toEqual([2000, 1596, 0]);
    expect(stored.map((l) => l.discount_share)).toEqual(
      shown.produse.map((l) => Math.round(Number(l.reducere) * 100)),
    );
    expect(stored[0]!.automatic_discount_name).toBe('Toamna -20%');
    const [order] = await t.query<{ discount: number; automatic_discount: number; total: number }>(
      'SELECT discount, automatic_discount, total FROM orders WHERE id = $1',
      [created.id],
    );
    expect(order).toMatchObject({ discount: 5334, automatic_discount: 3596 });

    const view = await t.app.inject({ method: 'GET', url: `/api/comenzi/${created.id}/?key=${created.key}` });
    const body = view.json<Order>();
    expect(body.reducere_automata).toBe('35.96');
    expect(body.produse[0]).toMatchObject({
      reducere_automata: '20.00',
      reducere_automata_nume: 'Toamna -20%',
    });

    const [mail] = await t.query<{ text: string; html: string }>(
      "SELECT text, html FROM mail_outbox WHERE message_id LIKE $1 AND kind = 'order_confirmation'",
      [`order-${created.id}-confirmation@%`],
    );
    expect(mail!.text).toContain('Reducere: Toamna -20%: -20,00 lei');
    expect(mail!.text).toContain('Reduceri automate: -35,96 lei');
    expect(mail!.text).toContain('Reducere (PRET10): -17,38 lei');
    expect(mail!.html).toContain('Reducere: Toamna -20%');
  });

  it("counts the order in the discount's usage and revenue, and in the coupon's", async () => {
    const list = (await admin('GET', '/discounts/?q=toamna')).json<AdminDiscountPage>();
    const autumnStats = list.results.find((d) => d.nume === 'Toamna -20%')!;
    const revenue = shownNets.reduce((sum, net) => sum + Math.round(Number(net) * 100), 0);
    expect(revenue).toBeGreaterThan(0);
    expect(autumnStats).toMatchObject({ utilizari: 1, venit: lei(revenue), reducere_totala: '35.96' });
    const coupons = (await admin('GET', '/coupons/?q=PRET10')).json<{ results: AdminCoupon[] }>();
    expect(coupons.results[0]).toMatchObject({ used: 1 });
    expect(Number(coupons.results[0]!.venit)).toBeGreaterThan(0);
    // A discount orders used stays for their history.
    expect((await admin('DELETE', `/discounts/${autumnStats.id}/`)).statusCode).toBe(409);
  });

  it('refuses an order whose coupon the cart does not qualify for', async () => {
    const response = await placeOrder(t, orderBody([{ produs: IN_A, cantitate: 1 }], { cupon: 'DOARCAT' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'coupon.min_quantity' });
    const other = await placeOrder(t, orderBody([{ produs: IN_A, cantitate: 1 }], { cupon: 'ALTCEVA' }));
    expect(other.json()).toMatchObject({ code: 'coupon.not_eligible' });
  });

  it('a free-shipping coupon places an order without delivery cost', async () => {
    const created = await placeOk(
      t,
      orderBody([{ produs: OUTSIDE, cantitate: 1 }], { cupon: 'LIVRAREGRATIS' }),
    );
    expect(created).toMatchObject({ shipping_cost: '0.00', discount: '0.00', total: '30.00' });
  });
});

describe('admin coupons: limits, minimum quantity, free shipping', () => {
  it('creates a free-shipping coupon limited to products and categories with a minimum quantity', async () => {
    const response = await admin('POST', '/coupons/', {
      cod: 'gratis-3',
      discount_type: 'free_shipping',
      min_quantity: 3,
      produse: [OUTSIDE, IN_A, IN_A],
      categorii: [category],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminCoupon>()).toMatchObject({
      cod: 'GRATIS-3',
      discount_type: 'free_shipping',
      value: '0.00',
      min_quantity: 3,
      produse: [IN_A, OUTSIDE],
      categorii: [category],
      venit: '0.00',
    });
  });

  it('refuses a bad minimum quantity or id list', async () => {
    for (const change of [
      { min_quantity: -1 },
      { min_quantity: 1001 },
      { produse: ['x'] },
      { categorii: [0] },
    ]) {
      const response = await admin('POST', '/coupons/', {
        cod: 'RAU-1',
        discount_type: 'percent',
        value: '10',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
  });
});
