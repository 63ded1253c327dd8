import { describe, expect, it } from 'vitest';
import { couponDiscount, effectivePrice, shippingCost, vatIncluded } from './pricing';

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

describe('shippingCost', () => {
  it('costs 25 lei below 200 lei and nothing from 200 lei', () => {
    expect(shippingCost(19_999)).toBe(2500);
    expect(shippingCost(20_000)).toBe(0);
    expect(shippingCost(50_000)).toBe(0);
  });

  it('is nothing for an empty order', () => {
    expect(shippingCost(0)).toBe(0);
  });
});

describe('vatIncluded', () => {
  it('extracts the VAT contained in a gross amount', () => {
    expect(vatIncluded(12_100, 21)).toBe(2100);
    expect(vatIncluded(11_100, 11)).toBe(1100);
  });
});
