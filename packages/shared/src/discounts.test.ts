import { describe, expect, it } from 'vitest';
import {
  type AutomaticDiscountRule,
  automaticDiscountOnLine,
  bestAutomaticDiscount,
  covers,
  type DiscountCoupon,
  discountRunning,
  omnibusReference,
  percentOf,
  priceOrder,
  type PricingLine,
  shareOut,
} from './discounts';

const shipping = { cost: 1999, freeFrom: 20_000 };

const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  productId: 1,
  categoryIds: [10],
  unitPrice: 5000,
  quantity: 1,
  vatRate: 21,
  ...overrides,
});

const rule = (overrides: Partial<AutomaticDiscountRule> = {}): AutomaticDiscountRule => ({
  id: 1,
  name: 'Toamna',
  kind: 'percent',
  percent: 20,
  buyQuantity: 0,
  categoryIds: [10],
  productIds: [],
  ...overrides,
});

const coupon = (overrides: Partial<DiscountCoupon> = {}): DiscountCoupon => ({
  code: 'TEST10',
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  minQuantity: 0,
  productIds: [],
  categoryIds: [],
  ...overrides,
});

describe('percentOf', () => {
  it('rounds half-up to the ban', () => {
    expect(percentOf(999, 15)).toBe(150); // 149.85
    expect(percentOf(1990, 25)).toBe(498); // 497.5
    expect(percentOf(1, 50)).toBe(1); // 0.5
  });

  it('is 0 for nothing and never more than the amount', () => {
    expect(percentOf(0, 20)).toBe(0);
    expect(percentOf(1000, 0)).toBe(0);
    expect(percentOf(1000, 150)).toBe(1000);
  });
});

describe('covers', () => {
  it('covers everything when both lists are empty', () => {
    expect(covers({ productIds: [], categoryIds: [] }, line())).toBe(true);
  });

  it('covers a listed product (a variant is its own product row) or a listed category', () => {
    expect(covers({ productIds: [1], categoryIds: [] }, line())).toBe(true);
    expect(covers({ productIds: [2], categoryIds: [] }, line())).toBe(false);
    expect(covers({ productIds: [], categoryIds: [10] }, line({ categoryIds: [3, 10] }))).toBe(true);
    expect(covers({ productIds: [2], categoryIds: [11] }, line())).toBe(false);
  });

  it('covers a variant when its parent product is listed, and only that variant when it is', () => {
    const variant = line({ productId: 31, parentId: 30 });
    expect(covers({ productIds: [30], categoryIds: [] }, variant)).toBe(true);
    expect(covers({ productIds: [31], categoryIds: [] }, variant)).toBe(true);
    expect(covers({ productIds: [31], categoryIds: [] }, line({ productId: 32, parentId: 30 }))).toBe(false);
  });
});

describe('automaticDiscountOnLine', () => {
  it('takes the percentage of each unit, rounded per unit, times the quantity', () => {
    // 20% of 49.95 = 9.99 per unit, three units.
    expect(automaticDiscountOnLine(rule(), line({ unitPrice: 4995, quantity: 3 }))).toBe(2997);
  });

  it('is 0 outside its categories', () => {
    expect(automaticDiscountOnLine(rule(), line({ categoryIds: [11] }))).toBe(0);
  });

  it('buy 2, get the third at half price: one unit in three', () => {
    const offer = rule({ kind: 'buy_x_get_y', buyQuantity: 2, percent: 50 });
    expect(automaticDiscountOnLine(offer, line({ quantity: 2 }))).toBe(0);
    expect(automaticDiscountOnLine(offer, line({ quantity: 3 }))).toBe(2500);
    expect(automaticDiscountOnLine(offer, line({ quantity: 5 }))).toBe(2500);
    expect(automaticDiscountOnLine(offer, line({ quantity: 6 }))).toBe(5000);
  });

  it('buy 1, get the second free', () => {
    const offer = rule({ kind: 'buy_x_get_y', buyQuantity: 1, percent: 100 });
    expect(automaticDiscountOnLine(offer, line({ quantity: 4, unitPrice: 1299 }))).toBe(2598);
  });
});

describe('bestAutomaticDiscount', () => {
  it('takes the discount worth most on the line, without stacking', () => {
    const rules = [
      rule({ id: 1, percent: 10 }),
      rule({ id: 2, kind: 'buy_x_get_y', buyQuantity: 2, percent: 50 }),
    ];
    // Two units: 10% wins (1000); three units: 10% gives 1500, the third at half price 2500.
    expect(bestAutomaticDiscount(rules, line({ quantity: 2 }))?.rule.id).toBe(1);
    const three = bestAutomaticDiscount(rules, line({ quantity: 3 }));
    expect(three).toMatchObject({ rule: { id: 2 }, amount: 2500 });
  });

  it('takes the lower id when two are worth the same', () => {
    const rules = [rule({ id: 7, percent: 15 }), rule({ id: 3, percent: 15 })];
    expect(bestAutomaticDiscount(rules, line())?.rule.id).toBe(3);
  });

  it('is null when none applies', () => {
    expect(bestAutomaticDiscount([rule({ categoryIds: [99] })], line())).toBeNull();
    expect(bestAutomaticDiscount([], line())).toBeNull();
  });
});

describe('shareOut', () => {
  it('shares in proportion, the remainder to the largest weights, and adds up exactly', () => {
    expect(shareOut(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(shareOut(1000, [3000, 1000])).toEqual([750, 250]);
    const shares = shareOut(997, [4995, 1299, 333]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(997);
  });

  it('never gives a weight more than itself, and nothing to a zero weight', () => {
    expect(shareOut(500, [100, 0, 200])).toEqual([100, 0, 200]);
    expect(shareOut(10, [0, 0])).toEqual([0, 0]);
  });
});

describe('priceOrder', () => {
  it('without discounts is the plain subtotal with shipping below the threshold', () => {
    const priced = priceOrder([line({ quantity: 2 })], [], null, shipping);
    expect(priced).toMatchObject({ subtotal: 10_000, discount: 0, shipping: 1999, total: 11_999 });
    expect(priced.coupon).toBeNull();
  });

  it('applies an automatic category discount per line and keeps other lines whole', () => {
    const priced = priceOrder(
      [line({ quantity: 2 }), line({ productId: 2, categoryIds: [11], unitPrice: 3000 })],
      [rule()],
      null,
      shipping,
    );
    expect(priced.lines[0]).toMatchObject({ automatic: { id: 1, amount: 2000 }, discount: 2000, net: 8000 });
    expect(priced.lines[1]).toMatchObject({ automatic: null, discount: 0, net: 3000 });
    expect(priced).toMatchObject({ subtotal: 13_000, automaticDiscount: 2000, discount: 2000 });
    expect(priced.total).toBe(11_000 + 1999);
  });

  it('applies the coupon after the automatic discounts, on what the lines cost then', () => {
    const priced = priceOrder([line({ quantity: 2 })], [rule()], coupon({ value: 10 }), shipping);
    // 100.00 − 20% = 80.00; 10% of 80.00 = 8.00.
    expect(priced).toMatchObject({ automaticDiscount: 2000, couponDiscount: 800, discount: 2800 });
    expect(priced.total).toBe(7200 + 1999);
    expect(priced.coupon).toEqual({ code: 'TEST10', applied: true, refusal: null, freeShipping: false });
  });

  it('a coupon limited to a category reduces only those lines', () => {
    const priced = priceOrder(
      [line({ unitPrice: 6000 }), line({ productId: 2, categoryIds: [11], unitPrice: 4000 })],
      [],
      coupon({ categoryIds: [11], value: 50 }),
      shipping,
    );
    expect(priced.lines.map((l) => l.couponShare)).toEqual([0, 2000]);
    expect(priced.couponDiscount).toBe(2000);
  });

  it('a coupon limited to a product (a variant) reduces only that product', () => {
    const priced = priceOrder(
      [line({ productId: 5 }), line({ productId: 6 })],
      [],
      coupon({ kind: 'fixed', value: 1500, productIds: [6] }),
      shipping,
    );
    expect(priced.lines.map((l) => l.couponShare)).toEqual([0, 1500]);
  });

  it('a fixed coupon never takes more than the eligible lines cost', () => {
    const priced = priceOrder(
      [line({ unitPrice: 1000 }), line({ productId: 2, categoryIds: [11], unitPrice: 9000 })],
      [],
      coupon({ kind: 'fixed', value: 5000, categoryIds: [10] }),
      shipping,
    );
    expect(priced.couponDiscount).toBe(1000);
    expect(priced.lines[0]!.net).toBe(0);
    expect(priced.total).toBe(9000 + 1999);
  });

  it('never goes below 0, and a fixed coupon over the whole cart still pays delivery', () => {
    const priced = priceOrder(
      [line({ unitPrice: 1000 })],
      [rule({ percent: 100 })],
      coupon({ kind: 'fixed', value: 5000 }),
      shipping,
    );
    expect(priced.lines[0]!.net).toBe(0);
    expect(priced.discount).toBe(1000);
    expect(priced.couponDiscount).toBe(0);
    expect(priced.total).toBe(1999);
  });

  it('refuses a coupon below its minimum subtotal (before discounts) and counts it as 0', () => {
    const priced = priceOrder([line()], [], coupon({ minSubtotal: 10_000 }), shipping);
    expect(priced.coupon).toMatchObject({ applied: false, refusal: 'min_subtotal' });
    expect(priced.couponDiscount).toBe(0);
  });

  it('refuses a coupon below its minimum quantity of eligible units', () => {
    const two = coupon({ minQuantity: 3, categoryIds: [10] });
    const lines = [line({ quantity: 2 }), line({ productId: 2, categoryIds: [11], quantity: 4 })];
    expect(priceOrder(lines, [], two, shipping).coupon?.refusal).toBe('min_quantity');
    const enough = [line({ quantity: 3 })];
    expect(priceOrder(enough, [], two, shipping).coupon?.applied).toBe(true);
  });

  it('refuses a coupon that covers no line of the cart', () => {
    const priced = priceOrder([line()], [], coupon({ productIds: [42] }), shipping);
    expect(priced.coupon?.refusal).toBe('not_eligible');
  });

  it('a free-shipping coupon makes delivery free and takes nothing off the lines', () => {
    const priced = priceOrder([line()], [], coupon({ kind: 'free_shipping', value: 0 }), shipping);
    expect(priced).toMatchObject({ discount: 0, shipping: 0, total: 5000 });
    expect(priced.coupon?.freeShipping).toBe(true);
  });

  it('a refused free-shipping coupon leaves delivery charged', () => {
    const free = coupon({ kind: 'free_shipping', value: 0, minQuantity: 2 });
    expect(priceOrder([line()], [], free, shipping).shipping).toBe(1999);
  });

  it('the free-delivery threshold counts the subtotal after every discount', () => {
    // 250.00 − 20% = 200.00: still free; with 10% more off, 180.00 pays delivery.
    const lines = [line({ unitPrice: 25_000 })];
    expect(priceOrder(lines, [rule()], null, shipping).shipping).toBe(0);
    expect(priceOrder(lines, [rule()], coupon(), shipping).shipping).toBe(1999);
  });

  it('an empty cart costs nothing and ships nothing', () => {
    expect(priceOrder([], [rule()], coupon(), shipping)).toMatchObject({
      subtotal: 0,
      shipping: 0,
      total: 0,
    });
  });

  it("every line's discount adds up to the order's, and total = subtotal − discount + shipping", () => {
    const priced = priceOrder(
      [
        line({ unitPrice: 4995, quantity: 3 }),
        line({ productId: 2, categoryIds: [11], unitPrice: 1299, quantity: 2 }),
        line({ productId: 3, categoryIds: [10, 11], unitPrice: 333, quantity: 7, vatRate: 11 }),
      ],
      [rule(), rule({ id: 2, kind: 'buy_x_get_y', buyQuantity: 1, percent: 50, categoryIds: [11] })],
      coupon({ value: 15 }),
      shipping,
    );
    const sum = priced.lines.reduce((acc, l) => acc + l.discount, 0);
    expect(sum).toBe(priced.discount);
    expect(priced.total).toBe(priced.subtotal - priced.discount + priced.shipping);
    for (const l of priced.lines) expect(l.net).toBe(l.lineTotal - l.discount);
  });

  it("takes each line's VAT at its own rate after its discount, and delivery at the standard rate", () => {
    const priced = priceOrder(
      [line({ unitPrice: 12_100, vatRate: 21 })],
      [rule({ percent: 50 })],
      null,
      shipping,
    );
    // 121.00 − 50% = 60.50, of which VAT 10.50; delivery 19.99 holds 3.47.
    expect(priced.lines[0]!.vat).toBe(1050);
    expect(priced.vat).toBe(1050 + 347);
  });

  it('gives the Omnibus reference only for a line an automatic discount reduces', () => {
    const priced = priceOrder(
      [line({ reference: 4500 }), line({ productId: 2, categoryIds: [11], reference: 2000 })],
      [rule()],
      null,
      shipping,
    );
    expect(priced.lines.map((l) => l.reference)).toEqual([4500, null]);
  });

  it("the automatic discount stacks on the product's own reduced price (the effective price)", () => {
    // Effective 39.90 (reduced from 49.90): 20% of 39.90 = 7.98.
    const priced = priceOrder([line({ unitPrice: 3990 })], [rule()], null, shipping);
    expect(priced.lines[0]!.automatic?.amount).toBe(798);
  });
});

describe('omnibusReference', () => {
  const day = 24 * 3600_000;
  const start = new Date('2026-11-20T00:00:00Z');
  const at = (daysBefore: number) => new Date(start.getTime() - daysBefore * day);

  it('is the lowest effective price of the 30 days before the start, with the price in force then', () => {
    const history = [
      { at: at(60), price: 5000, discountedPrice: null },
      { at: at(20), price: 5000, discountedPrice: 4200 },
      { at: at(10), price: 5500, discountedPrice: null },
    ];
    expect(omnibusReference(history, start)).toBe(4200);
  });

  it('ignores prices older than 30 days that were replaced before the window', () => {
    const history = [
      { at: at(90), price: 3000, discountedPrice: null },
      { at: at(45), price: 5000, discountedPrice: null },
    ];
    expect(omnibusReference(history, start)).toBe(5000);
  });

  it('ignores prices set after the reduction began', () => {
    const history = [
      { at: at(40), price: 5000, discountedPrice: null },
      { at: new Date(start.getTime() + day), price: 1000, discountedPrice: null },
    ];
    expect(omnibusReference(history, start)).toBe(5000);
  });

  it('is null without history before the start', () => {
    expect(omnibusReference([], start)).toBeNull();
  });
});

describe('discountRunning', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('runs when active inside its window, open ends allowed', () => {
    expect(discountRunning({ isActive: true, startsAt: null, endsAt: null }, now)).toBe(true);
    expect(
      discountRunning(
        { isActive: true, startsAt: new Date('2026-11-01'), endsAt: new Date('2026-12-01') },
        now,
      ),
    ).toBe(true);
  });

  it('does not run switched off, before its start or from its end on', () => {
    expect(discountRunning({ isActive: false, startsAt: null, endsAt: null }, now)).toBe(false);
    expect(discountRunning({ isActive: true, startsAt: new Date('2026-11-28'), endsAt: null }, now)).toBe(
      false,
    );
    expect(discountRunning({ isActive: true, startsAt: null, endsAt: now }, now)).toBe(false);
  });
});
