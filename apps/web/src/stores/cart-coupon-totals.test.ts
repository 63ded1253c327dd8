import { describe, expect, it } from 'vitest';
import { DEMO_SHIPPING_RULE } from '@/test-utils/shop-settings';
import { cartTotalsWithCoupon, orderCouponOf, useCartStore, type CartLine } from './cart-store';

const line = (id: number, pret: string, cantitate: number, overrides: Partial<CartLine> = {}): CartLine => ({
  id,
  slug: `p-${id}`,
  titlu: `Produs ${id}`,
  titlu_en: `Product ${id}`,
  pret,
  pret_redus: null,
  stoc: 10,
  imagine_principala_url: null,
  cantitate,
  ...overrides,
});

describe('cartTotalsWithCoupon (display figures, the server recomputes)', () => {
  it('takes a percent coupon off the subtotal and charges delivery below 200 lei after it', () => {
    expect(
      cartTotalsWithCoupon(
        [line(1, '105.00', 2)],
        {
          code: 'VARA10',
          discount_type: 'percent',
          value: '10.00',
        },
        DEMO_SHIPPING_RULE,
      ),
    ).toEqual({
      count: 2,
      subtotal: 21_000,
      discount: 2_100,
      shipping: 2_500,
      total: 21_400,
      couponApplied: true,
      couponMinimum: null,
    });
  });

  it('keeps delivery free when the total after a fixed coupon is still 200 lei', () => {
    const totals = cartTotalsWithCoupon(
      [line(1, '75.00', 3)],
      {
        code: 'V25',
        discount_type: 'fixed',
        value: '25.00',
      },
      DEMO_SHIPPING_RULE,
    );
    expect(totals).toMatchObject({ subtotal: 22_500, discount: 2_500, shipping: 0, total: 20_000 });
  });

  it('never takes more than the subtotal, and still charges delivery for a fully covered order', () => {
    const totals = cartTotalsWithCoupon(
      [line(1, '20.00', 1)],
      {
        code: 'BIG',
        discount_type: 'fixed',
        value: '50.00',
      },
      DEMO_SHIPPING_RULE,
    );
    expect(totals).toMatchObject({ subtotal: 2_000, discount: 2_000, shipping: 2_500, total: 2_500 });
  });

  it('treats any type other than percent as a fixed amount (contract §3)', () => {
    expect(orderCouponOf({ code: 'X', discount_type: 'amount', value: '5.50' })).toEqual({
      kind: 'fixed',
      value: 550,
    });
    expect(orderCouponOf({ code: 'X', discount_type: 'percent', value: 'abc' })).toBeNull();
  });

  it('counts a coupon only from its minimum subtotal', () => {
    const coupon = { code: 'VARA25', discount_type: 'fixed', value: '25.00', min_subtotal: '150.00' };
    expect(cartTotalsWithCoupon([line(1, '100.00', 1)], coupon, DEMO_SHIPPING_RULE)).toMatchObject({
      discount: 0,
      total: 12_500,
      couponApplied: false,
      couponMinimum: 15_000,
    });
    expect(cartTotalsWithCoupon([line(1, '100.00', 2)], coupon, DEMO_SHIPPING_RULE)).toMatchObject({
      discount: 2_500,
      shipping: 2_500,
      couponApplied: true,
      couponMinimum: null,
    });
  });

  it('is the plain cart without a coupon', () => {
    expect(cartTotalsWithCoupon([], null, DEMO_SHIPPING_RULE)).toMatchObject({
      subtotal: 0,
      discount: 0,
      shipping: 0,
      total: 0,
    });
  });
});

describe('setLineStock', () => {
  it('lowers a line to what the shop has left', () => {
    useCartStore.setState({ items: [line(1, '10.00', 5), line(2, '10.00', 2)], coupon: null });
    useCartStore.getState().setLineStock(1, 3);
    useCartStore.getState().setLineStock(2, 0);
    expect(useCartStore.getState().items.map(({ id, cantitate, stoc }) => ({ id, cantitate, stoc }))).toEqual(
      [
        { id: 1, cantitate: 3, stoc: 3 },
        { id: 2, cantitate: 1, stoc: 0 },
      ],
    );
  });
});
