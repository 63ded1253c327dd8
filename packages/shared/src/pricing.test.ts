import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  couponShortfall,
  effectivePrice,
  packQuantity,
  unitPrice,
  orderTotals,
  shippingCost,
  vatIncluded,
} from './pricing';

describe('effectivePrice', () => {
  it('is the discounted price when lower, else the list price', () => {
    expect(effectivePrice(5000, 3990)).toBe(3990);
    expect(effectivePrice(5000, null)).toBe(5000);
    expect(effectivePrice(5000, undefined)).toBe(5000);
    expect(effectivePrice(5000, 6000)).toBe(5000);
  });
});

describe('couponDiscount', () => {
  it('takes a percent of the subtotal, rounded to the ban', () => {
    expect(couponDiscount(10_000, 'percent', 10)).toBe(1000);
    expect(couponDiscount(999, 'percent', 15)).toBe(150);
  });

  it('takes a fixed amount', () => {
    expect(couponDiscount(10_000, 'fixed', 2500)).toBe(2500);
  });

  it('never takes more than the subtotal, so the total never drops below 0', () => {
    expect(couponDiscount(2000, 'fixed', 5000)).toBe(2000);
    expect(couponDiscount(2000, 'percent', 150)).toBe(2000);
    expect(couponDiscount(0, 'percent', 10)).toBe(0);
    expect(couponDiscount(1000, 'fixed', -5)).toBe(0);
  });
});

describe('couponShortfall', () => {
  it('says how much is missing up to the minimum, and 0 once it is reached', () => {
    expect(couponShortfall(2490, 15000)).toBe(12510);
    expect(couponShortfall(14999, 15000)).toBe(1);
    expect(couponShortfall(15000, 15000)).toBe(0);
    expect(couponShortfall(20000, 15000)).toBe(0);
    expect(couponShortfall(100, 0)).toBe(0);
  });
});

/** The demo shop's rule: 25 lei, free from 200 lei. */
const RULE = { cost: 2500, freeFrom: 20_000 };

describe('shippingCost', () => {
  it('costs the flat rate below the threshold and nothing from it', () => {
    expect(shippingCost(19_999, RULE)).toBe(2500);
    expect(shippingCost(20_000, RULE)).toBe(0);
    expect(shippingCost(50_000, RULE)).toBe(0);
  });

  it('follows the rule it is given', () => {
    const rule = { cost: 1990, freeFrom: 30_000 };
    expect(shippingCost(20_000, rule)).toBe(1990);
    expect(shippingCost(30_000, rule)).toBe(0);
    expect(shippingCost(100, { cost: 1990, freeFrom: 0 })).toBe(0);
  });

  it('is nothing for an empty order', () => {
    expect(shippingCost(0, RULE)).toBe(0);
  });
});

describe('vatIncluded', () => {
  it('extracts the VAT contained in a gross amount', () => {
    expect(vatIncluded(12_100, 21)).toBe(2100);
    expect(vatIncluded(11_100, 11)).toBe(1100);
  });
});

describe('orderTotals', () => {
  const line = (unitPrice: number, quantity: number, vatRate = 21) => ({ unitPrice, quantity, vatRate });

  it('adds the lines, charges shipping below 200 lei and takes out the VAT', () => {
    const totals = orderTotals([line(4990, 2), line(1990, 1, 11)], null, RULE);
    expect(totals.subtotal).toBe(11_970);
    expect(totals.discount).toBe(0);
    expect(totals.shipping).toBe(2500);
    expect(totals.total).toBe(14_470);
    expect(totals.lines.map((l) => l.lineTotal)).toEqual([9980, 1990]);
    expect(totals.vat).toBe(vatIncluded(9980, 21) + vatIncluded(1990, 11) + vatIncluded(2500, 21));
  });

  it('decides free shipping on the subtotal after discount: 199.99 pays, 200.00 does not', () => {
    expect(orderTotals([line(22_221, 1)], { kind: 'fixed', value: 2222 }, RULE).shipping).toBe(2500);
    expect(orderTotals([line(22_222, 1)], { kind: 'fixed', value: 2222 }, RULE).shipping).toBe(0);
    expect(orderTotals([line(19_999, 1)], null, RULE).shipping).toBe(2500);
    expect(orderTotals([line(20_000, 1)], null, RULE).shipping).toBe(0);
  });

  it('applies percent and fixed coupons, never below 0, and still charges delivery', () => {
    expect(orderTotals([line(10_000, 1)], { kind: 'percent', value: 10 }, RULE)).toMatchObject({
      discount: 1000,
      shipping: 2500,
      total: 11_500,
    });
    expect(orderTotals([line(1000, 1)], { kind: 'fixed', value: 5000 }, RULE)).toMatchObject({
      discount: 1000,
      shipping: 2500,
      total: 2500,
    });
  });

  it('shares the discount over the lines exactly, so the VAT follows each rate', () => {
    const totals = orderTotals(
      [line(3333, 1), line(3333, 1, 11), line(3334, 1)],
      {
        kind: 'fixed',
        value: 1001,
      },
      RULE,
    );
    expect(totals.lines.reduce((sum, l) => sum + l.discountShare, 0)).toBe(1001);
    for (const l of totals.lines) expect(l.discountShare).toBeLessThanOrEqual(l.lineTotal);
    const food = totals.lines[1]!;
    expect(food.vat).toBe(vatIncluded(food.lineTotal - food.discountShare, 11));
  });

  it('is all zeros for no lines', () => {
    expect(orderTotals([], null, RULE)).toMatchObject({
      subtotal: 0,
      discount: 0,
      shipping: 0,
      total: 0,
      vat: 0,
    });
  });
});

describe('unitPrice', () => {
  it('answers per 100 ml up to a litre, per litre above, per kg and per piece', () => {
    expect(unitPrice(4990, 50, 'ml')).toEqual({ amount: 9980, per: '100 ml' });
    expect(unitPrice(4990, 1000, 'ml')).toEqual({ amount: 499, per: '100 ml' });
    expect(unitPrice(4990, 1500, 'ml')).toEqual({ amount: 3327, per: 'l' });
    expect(unitPrice(2500, 250, 'g')).toEqual({ amount: 10000, per: 'kg' });
    expect(unitPrice(6000, 60, 'buc')).toEqual({ amount: 100, per: 'buc' });
  });
  it('rounds half-up to the ban', () => {
    // 1 ban for 200 ml is half a ban per 100 ml: up to 1.
    expect(unitPrice(1, 200, 'ml')).toEqual({ amount: 1, per: '100 ml' });
    expect(unitPrice(1, 300, 'ml')).toEqual({ amount: 0, per: '100 ml' });
    expect(unitPrice(1000, 3, 'buc')).toEqual({ amount: 333, per: 'buc' });
    expect(unitPrice(1001, 2, 'buc')).toEqual({ amount: 501, per: 'buc' });
  });
  it('is null without a net quantity', () => {
    expect(unitPrice(1000, null, null)).toBeNull();
    expect(unitPrice(1000, 0, 'ml')).toBeNull();
  });
});

describe('packQuantity', () => {
  it('reads a single pack in grams, millilitres and pieces', () => {
    expect(packQuantity('250 g')).toEqual({ netQuantity: 250, unit: 'g' });
    expect(packQuantity('50 ml')).toEqual({ netQuantity: 50, unit: 'ml' });
    expect(packQuantity('1,5 kg')).toEqual({ netQuantity: 1500, unit: 'g' });
    expect(packQuantity('1 l')).toEqual({ netQuantity: 1000, unit: 'ml' });
    expect(packQuantity('10 buc')).toEqual({ netQuantity: 10, unit: 'buc' });
  });

  it('adds up a multi-pack, whichever multiplication sign it is written with', () => {
    expect(packQuantity('3 × 250 g')).toEqual({ netQuantity: 750, unit: 'g' });
    expect(packQuantity('2 x 100 ml')).toEqual({ netQuantity: 200, unit: 'ml' });
    expect(packQuantity('3x100g')).toEqual({ netQuantity: 300, unit: 'g' });
    expect(packQuantity('4 × 0,5 l')).toEqual({ netQuantity: 2000, unit: 'ml' });
  });

  it('gives nothing for what is not a whole net quantity', () => {
    expect(packQuantity('4,5 g')).toBeNull();
    expect(packQuantity('set')).toBeNull();
    expect(packQuantity('0 g')).toBeNull();
    expect(packQuantity('3 × 250')).toBeNull();
    expect(packQuantity('')).toBeNull();
  });

  it('makes the unit price of a multi-pack the price per kg of the total', () => {
    const pack = packQuantity('3 × 250 g')!;
    expect(unitPrice(11_900, pack.netQuantity, pack.unit)).toEqual({ amount: 15_867, per: 'kg' });
  });
});
