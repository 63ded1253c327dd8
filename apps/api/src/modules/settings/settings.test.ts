import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import type {
  AdminShopSettings,
  AdminShopSettingsInput,
  ShopSettings,
} from '@shop/shared/schemas/shop-settings';
import { orderBody, placeOk, setProduct } from '../../test/checkout';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

/** The shop's settings: the public read, the superuser's change, and everything that reads them. */
let t: TestApp;
let superuser: { authorization: string };
let demo: ShopSettings;
/** The demo settings as a superuser sends them: what the pages state and the shop's own choices. */
let demoInput: AdminShopSettingsInput;

beforeAll(async () => {
  t = await createTestApp();
  superuser = { authorization: `Token ${(await t.staff()).token}` };
  demo = (await t.app.inject({ method: 'GET', url: '/api/shop/' })).json<ShopSettings>();
  demoInput = { ...demo, order_notifications: true };
});
afterAll(() => t.close());

const put = (payload: unknown, headers = superuser) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings/', payload: payload as object, headers });

let emailCounter = 0;
const freshEmail = () => `setari${++emailCounter}.${Date.now().toString(36)}@example.ro`;

describe('GET /api/shop/', () => {
  it("answers the demo shop's identity and figures to anyone, with an ETag", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shop/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toEqual(expect.any(String));
    expect(response.json()).toEqual({
      company_name: 'Salvia Naturals SRL',
      cui: 'RO45281631',
      trade_register: 'J40/11873/2021',
      address: 'Str. Doamnei nr. 12, et. 2, 030167 București, Sector 3',
      phone: '021 310 45 67',
      email: 'contact@salvia-naturals.ro',
      privacy_email: 'protectia.datelor@salvia-naturals.ro',
      bank_name: 'Banca Transilvania',
      iban: 'RO59BTRLRONCRT0481739201',
      hours: [
        { days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' },
        { days: [6], open: '10:00', close: '14:00' },
      ],
      shipping_cost: '25.00',
      free_shipping_from: '200.00',
      delivery_days_min: 1,
      delivery_days_max: 4,
      return_days: 30,
      refund_days: 7,
      warranty_months: 24,
    } satisfies ShopSettings);
  });
});

describe('PUT /api/admin/settings/', () => {
  it('refuses what the law or the control digits do not allow, naming the field', async () => {
    const cases: [Partial<Record<keyof AdminShopSettingsInput, unknown>>, keyof AdminShopSettingsInput][] = [
      [{ return_days: 13 }, 'return_days'],
      [{ refund_days: 15 }, 'refund_days'],
      [{ warranty_months: 12 }, 'warranty_months'],
      [{ cui: 'RO45281632' }, 'cui'],
      [{ iban: 'RO59BTRLRONCRT0481739202' }, 'iban'],
      [{ trade_register: '12345' }, 'trade_register'],
      [{ phone: '12' }, 'phone'],
      [{ email: 'nu-e-email' }, 'email'],
      [{ shipping_cost: '25' }, 'shipping_cost'],
      [{ shipping_cost: '1000.01' }, 'shipping_cost'],
      [{ delivery_days_min: 5, delivery_days_max: 2 }, 'delivery_days_max'],
      [
        {
          hours: [
            { days: [1, 2], open: '09:00', close: '17:00' },
            { days: [2], open: '10:00', close: '12:00' },
          ],
        },
        'hours',
      ],
      [{ hours: [{ days: [1], open: '18:00', close: '09:00' }] }, 'hours'],
      [{ company_name: '   ' }, 'company_name'],
      [{ company_name: undefined }, 'company_name'],
      [{ order_notifications: undefined }, 'order_notifications'],
      [{ order_notifications: 'da' }, 'order_notifications'],
      [{ share_capital: '-1.00' }, 'share_capital'],
      [{ share_capital: '200' }, 'share_capital'],
      [
        {
          registered_office: {
            judet: 'Atlantida',
            localitate: 'Cluj-Napoca',
            adresa: 'Str. A 1',
            cod_postal: '400114',
          },
        },
        'registered_office',
      ],
      [
        {
          registered_office: {
            judet: 'Cluj',
            localitate: 'Cluj-Napoca',
            adresa: 'Str. Mare 1',
            cod_postal: '12',
          },
        },
        'registered_office',
      ],
    ];
    for (const [change, field] of cases) {
      const response = await put({ ...demoInput, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      // A field of an hours entry is named by its place ("hours.0").
      const named = Object.entries(response.json<Record<string, unknown>>()).filter(
        ([key]) => key === field || key.startsWith(`${field}.`),
      );
      expect(named, JSON.stringify(change)).toEqual([[expect.any(String), [expect.any(String)]]]);
    }
    const [audited] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'shop_settings'",
    );
    expect(audited!.n).toBe(0);
  });

  it('answers 401 to a visitor and 403 to a customer; only the settings permission reads and writes', async () => {
    expect((await put(demoInput, { authorization: '' })).statusCode).toBe(401);
    const customer = { authorization: `Token ${(await t.customer()).token}` };
    expect((await put(demoInput, customer)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/settings/', headers: customer })).statusCode,
    ).toBe(403);

    // A "Magazin" holds orders and stock, not settings (docs/decisions/055).
    const shop = await t.staff();
    await t.query('UPDATE users SET is_superuser = false WHERE email = $1', [shop.email]);
    await t.query(
      "INSERT INTO staff_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r WHERE u.email = $1 AND r.seed_key = 'magazin'",
      [shop.email],
    );
    const shopHeaders = { authorization: `Token ${shop.token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/settings/', headers: shopHeaders })).statusCode,
    ).toBe(403);
    expect((await put({ ...demoInput, shipping_cost: '0.00' }, shopHeaders)).statusCode).toBe(403);

    // An Administrator holds it without being a superuser.
    const staff = await t.staff();
    await t.query('UPDATE users SET is_superuser = false WHERE email = $1', [staff.email]);
    await t.query(
      "INSERT INTO staff_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r WHERE u.email = $1 AND r.seed_key = 'administrator'",
      [staff.email],
    );
    const headers = { authorization: `Token ${staff.token}` };
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings/', headers });
    expect(read.statusCode).toBe(200);
    expect(read.json<AdminShopSettings>()).toMatchObject({
      settings: demoInput,
      updated_at: null,
      updated_by: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/' })).json()).toEqual(demo);
  });

  it('stores the change in canonical form, audits it, and every reader follows at once', async () => {
    await setProduct(t, 15, { stock: 50, price: 5000, discounted: null });
    const before = await placeOk(t, orderBody([{ produs: 15, cantitate: 1 }], { email: freshEmail() }));
    expect(before.shipping_cost).toBe('25.00');

    const changed: AdminShopSettingsInput = {
      ...demoInput,
      company_name: 'Verbena Cosmetice SRL',
      cui: 'ro 45281631',
      trade_register: 'j12/345/2019',
      iban: 'ro59 btrl ronc rt04 8173 9201',
      email: 'Comenzi@Verbena.ro',
      phone: '+40 745 123 456',
      hours: [
        { days: [6], open: '10:00', close: '13:00' },
        { days: [5, 4, 3, 2, 1], open: '08:30', close: '17:00' },
      ],
      shipping_cost: '19.90',
      free_shipping_from: '300.00',
      return_days: 14,
      warranty_months: 36,
    };
    const response = await put(changed);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminShopSettings>();
    expect(saved.settings).toMatchObject({
      cui: 'RO45281631',
      trade_register: 'J12/345/2019',
      iban: 'RO59BTRLRONCRT0481739201',
      email: 'comenzi@verbena.ro',
      hours: [
        { days: [1, 2, 3, 4, 5], open: '08:30', close: '17:00' },
        { days: [6], open: '10:00', close: '13:00' },
      ],
    });
    expect(saved.updated_at).toEqual(expect.any(String));
    expect(saved.updated_by).toMatch(/^personal\d+@example\.ro$/);

    const [entry] = await t.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      "SELECT before, after FROM audit_log WHERE entity_type = 'shop_settings' ORDER BY id DESC LIMIT 1",
    );
    expect(entry!.before).toMatchObject({ company_name: 'Salvia Naturals SRL', shipping_cost: '25.00' });
    expect(entry!.after).toMatchObject({ company_name: 'Verbena Cosmetice SRL', shipping_cost: '19.90' });
    expect(entry!.after).not.toHaveProperty('refund_days');

    // The shop's own choices are not published.
    const {
      order_notifications: _ownChoice,
      registered_office: _office,
      share_capital: _capital,
      ...published
    } = saved.settings;
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/' })).json()).toEqual(published);

    // Pricing: 250 lei is below the new threshold of 300 and pays the new cost.
    await setProduct(t, 15, { stock: 50, price: 25_000, discounted: null });
    const order = await placeOk(
      t,
      orderBody([{ produs: 15, cantitate: 1 }], { email: freshEmail(), plata: 'transfer' }),
    );
    expect(order).toMatchObject<Partial<OrderCreated>>({
      shipping_cost: '19.90',
      total: '269.90',
      transfer: {
        iban: 'RO59BTRLRONCRT0481739201',
        beneficiar: 'Verbena Cosmetice SRL',
        referinta: `Comanda ${order.id}`,
        suma: '269.90',
      },
    });
    // Each order keeps the return window it was placed with.
    const windows = await t.query<{ id: number; return_days: number }>(
      'SELECT id, return_days FROM orders WHERE id = ANY($1) ORDER BY id',
      [[before.id, order.id]],
    );
    expect(windows).toEqual([
      { id: before.id, return_days: 30 },
      { id: order.id, return_days: 14 },
    ]);

    // Every mail carries the identity of the moment it was written.
    const [mail] = await t.query<{ html: string; text: string }>(
      "SELECT html, text FROM mail_outbox WHERE message_id LIKE $1 AND kind = 'order_confirmation'",
      [`order-${order.id}-%`],
    );
    for (const body of [mail!.html, mail!.text]) {
      expect(body).toContain('Verbena Cosmetice SRL · CUI RO45281631 · Reg. Com. J12/345/2019');
      expect(body).toContain('comenzi@verbena.ro');
    }
    // The right of withdrawal it states is the order's window, the settings' return days then,
    // and the model form is addressed to the seller of that moment (OUG 34/2014).
    for (const body of [mail!.html, mail!.text]) {
      expect(body).toContain('Ai dreptul să te retragi din acest contract în 14 zile calendaristice');
      expect(body).toContain('Către Verbena Cosmetice SRL, Str. Doamnei nr. 12');
      expect(body).toContain(`${TEST_PUBLIC_URL}/formular-retragere`);
    }
    const [earlier] = await t.query<{ text: string }>(
      "SELECT text FROM mail_outbox WHERE message_id LIKE $1 AND kind = 'order_confirmation'",
      [`order-${before.id}-%`],
    );
    expect(earlier!.text).toContain('Salvia Naturals SRL · CUI RO45281631');
    expect(earlier!.text).toContain(
      'Ai dreptul să te retragi din acest contract în 30 de zile calendaristice',
    );
  });

  it("sets the seller's registered office and share capital, which the next invoice states", async () => {
    const office = {
      judet: 'cluj',
      localitate: 'Cluj-Napoca',
      adresa: 'Str. Observatorului 5',
      cod_postal: '400363',
    };
    const response = await put({ ...demoInput, registered_office: office, share_capital: '45000.00' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminShopSettings>().settings).toMatchObject({
      registered_office: { ...office, judet: 'Cluj' },
      share_capital: '45000.00',
    });
    // Left out, they are kept.
    const kept = await put(demoInput);
    expect(kept.json<AdminShopSettings>().settings).toMatchObject({ share_capital: '45000.00' });

    const staffToken = superuser.authorization;
    await setProduct(t, 15, { stock: 50, price: 5000, discounted: null });
    const order = await placeOk(t, orderBody([{ produs: 15, cantitate: 1 }], { email: freshEmail() }));
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status/`,
        headers: { authorization: staffToken },
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const [invoice] = await t.query<{ seller: Record<string, unknown> }>(
      "SELECT document->'seller' AS seller FROM invoices WHERE order_id = $1",
      [order.id],
    );
    expect(invoice!.seller).toMatchObject({
      shareCapital: 4_500_000,
      address: { street: 'Str. Observatorului 5', city: 'Cluj-Napoca', county: 'Cluj', countyCode: 'CJ' },
    });
  });
});
