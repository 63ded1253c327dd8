import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon, AdminCouponDetail, AdminCouponPage } from '@shop/shared/schemas/admin/coupons';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import { orderBody, placeOk, placeOrder, setProduct } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Token ${(await t.staff()).token}` };
  await setProduct(t, 9, { price: 10_000, discounted: null, stock: 500 });
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });
}

const valid = {
  cod: 'toamna-20',
  discount_type: 'percent',
  value: '20',
  min_subtotal: '50,00',
  starts_at: null,
  ends_at: null,
  usage_limit: 100,
  usage_limit_per_customer: 1,
  first_order_only: false,
  is_active: true,
};

describe('admin coupons: create, validate, edit', () => {
  it('creates a coupon upper-cased, with amounts in lei, and audits it', async () => {
    const response = await call('POST', '/coupons/', valid);
    expect(response.statusCode).toBe(201);
    const coupon = response.json<AdminCoupon>();
    expect(coupon).toMatchObject({
      cod: 'TOAMNA-20',
      discount_type: 'percent',
      value: '20.00',
      min_subtotal: '50.00',
      usage_limit: 100,
      usage_limit_per_customer: 1,
      status: 'active',
      used: 0,
    });
    const [stored] = await t.query<{ value: number; min_subtotal: number }>(
      'SELECT value, min_subtotal FROM coupons WHERE id = $1',
      [coupon.id],
    );
    expect(stored).toEqual({ value: 20, min_subtotal: 5000 });
    const [entry] = await t.query<{ action: string; after: { cod: string } }>(
      "SELECT action, after FROM audit_log WHERE entity_type = 'coupon' AND entity_id = $1",
      [String(coupon.id)],
    );
    expect(entry).toMatchObject({ action: 'create', after: { cod: 'TOAMNA-20' } });
  });

  it('refuses a code another coupon has in any case: 409 admin.duplicate on the code field', async () => {
    const response = await call('POST', '/coupons/', { ...valid, cod: 'Toamna-20' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'admin.duplicate', cod: [expect.any(String)] });
    expect(response.json().detail).toBe('Există deja un cupon cu acest cod.');
  });

  it('answers a message per invalid field', async () => {
    const cases: [object, string][] = [
      [{ cod: 'ab' }, 'cod'],
      [{ cod: 'CU SPATIU' }, 'cod'],
      [{ cod: 'ŞCOALĂ' }, 'cod'],
      [{ cod: 'X'.repeat(33) }, 'cod'],
      [{ value: '0' }, 'value'],
      [{ value: '101' }, 'value'],
      [{ value: '12.5' }, 'value'],
      [{ discount_type: 'fixed', value: '0' }, 'value'],
      [{ discount_type: 'fixed', value: 'abc' }, 'value'],
      [{ discount_type: 'other' }, 'discount_type'],
      [{ min_subtotal: '-1' }, 'min_subtotal'],
      [{ usage_limit: 0 }, 'usage_limit'],
      [{ usage_limit_per_customer: 1.5 }, 'usage_limit_per_customer'],
      [{ starts_at: 'mâine' }, 'starts_at'],
      [{ starts_at: '2026-12-10T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, 'ends_at'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/coupons/', { ...valid, cod: 'NOU1', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()[field], JSON.stringify(change)).toEqual([expect.any(String)]);
    }
  });

  it('edits every rule, and the checkout applies them', async () => {
    const created = (await call('POST', '/coupons/', { ...valid, cod: 'FIX30' })).json<AdminCoupon>();
    const edited = await call('PUT', `/coupons/${created.id}/`, {
      ...valid,
      cod: 'FIX30',
      discount_type: 'fixed',
      value: '30.00',
      min_subtotal: '200.00',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ discount_type: 'fixed', value: '30.00', min_subtotal: '200.00' });
    const tooSmall = await placeOrder(t, orderBody([{ produs: 9, cantitate: 1 }], { cupon: 'FIX30' }));
    expect(tooSmall.json()).toMatchObject({ code: 'coupon.min_subtotal' });
    const order = await placeOk(
      t,
      orderBody([{ produs: 9, cantitate: 2 }], { email: 'fix30@example.ro', cupon: 'fix30' }),
    );
    expect(order.discount).toBe('30.00');

    const [entry] = await t.query<{ before: object; after: object }>(
      "SELECT before, after FROM audit_log WHERE entity_type = 'coupon' AND entity_id = $1 AND action = 'update'",
      [String(created.id)],
    );
    expect(entry).toEqual({
      before: { discount_type: 'percent', value: '20.00', min_subtotal: '50.00' },
      after: { discount_type: 'fixed', value: '30.00', min_subtotal: '200.00' },
    });
  });

  it('a switched-off or not yet started coupon is refused at checkout', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const later = (
      await call('POST', '/coupons/', { ...valid, cod: 'MAIRAZIU', starts_at: future })
    ).json<AdminCoupon>();
    expect(later.status).toBe('scheduled');
    const off = (
      await call('POST', '/coupons/', { ...valid, cod: 'OPRIT', is_active: false })
    ).json<AdminCoupon>();
    expect(off.status).toBe('inactive');
    for (const code of ['MAIRAZIU', 'OPRIT']) {
      const response = await placeOrder(t, orderBody([{ produs: 9, cantitate: 1 }], { cupon: code }));
      expect(response.json(), code).toMatchObject({ code: 'coupon.invalid' });
    }
  });

  it('answers 404 for an unknown coupon', async () => {
    expect((await call('GET', '/coupons/999999/')).statusCode).toBe(404);
    expect((await call('PUT', '/coupons/999999/', valid)).statusCode).toBe(404);
    expect((await call('DELETE', '/coupons/999999/')).statusCode).toBe(404);
  });
});

describe('admin coupons: list, usage and delete', () => {
  let used: AdminCoupon;
  let order: OrderCreated;

  beforeAll(async () => {
    used = (
      await call('POST', '/coupons/', { ...valid, cod: 'FOLOSIT', min_subtotal: '0' })
    ).json<AdminCoupon>();
    order = await placeOk(
      t,
      orderBody([{ produs: 9, cantitate: 1 }], { email: 'Folosit@Example.ro', cupon: 'FOLOSIT' }),
    );
    await placeOk(t, orderBody([{ produs: 9, cantitate: 1 }], { email: 'alt@example.ro', cupon: 'FOLOSIT' }));
  });

  it('lists with live usage counts, searched by code and filtered by status', async () => {
    const page = (await call('GET', '/coupons/?q=folos')).json<AdminCouponPage>();
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ cod: 'FOLOSIT', used: 2, usage_limit: 100 });

    const scheduled = (await call('GET', '/coupons/?status=scheduled')).json<AdminCouponPage>();
    expect(scheduled.results.map((c) => c.cod)).toContain('MAIRAZIU');
    expect(scheduled.results.every((c) => c.status === 'scheduled')).toBe(true);
    const expired = (await call('GET', '/coupons/?status=expired')).json<AdminCouponPage>();
    expect(expired.results.map((c) => c.cod)).toContain('EXPIRAT');
    expect((await call('GET', '/coupons/?status=gresit')).statusCode).toBe(400);
    // A percent sign or underscore in the search is literal text.
    expect((await call('GET', '/coupons/?q=%25')).json<AdminCouponPage>().count).toBe(0);
  });

  it('shows the orders that used it; a cancelled one is released and stops counting', async () => {
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/comenzi/${order.id}/anulare/?key=${order.key}`,
    });
    expect(cancel.statusCode).toBe(200);
    const detail = (await call('GET', `/coupons/${used.id}/`)).json<AdminCouponDetail>();
    expect(detail.used).toBe(1);
    expect(detail.orders).toHaveLength(2);
    expect(detail.orders.find((o) => o.order_id === order.id)).toMatchObject({
      email: 'folosit@example.ro',
      discount: '20.00',
      status: 'cancelled',
      released: true,
    });
  });

  it('never deletes a used coupon (409 admin.not_allowed), but deletes an unused one', async () => {
    const refused = await call('DELETE', `/coupons/${used.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'admin.not_allowed' });
    const off = await call('PUT', `/coupons/${used.id}/`, { ...valid, cod: 'FOLOSIT', is_active: false });
    expect(off.json()).toMatchObject({ is_active: false, status: 'inactive' });

    const unused = (await call('POST', '/coupons/', { ...valid, cod: 'DESTERS' })).json<AdminCoupon>();
    expect((await call('DELETE', `/coupons/${unused.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/coupons/${unused.id}/`)).statusCode).toBe(404);
    const [entry] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'coupon' AND entity_id = $1 AND action = 'delete'",
      [String(unused.id)],
    );
    expect(entry!.n).toBe(1);
  });
});
