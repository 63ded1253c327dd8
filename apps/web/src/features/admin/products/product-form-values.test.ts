import { describe, expect, it } from 'vitest';
import { altsFollowingImages, margin, unitPrice } from './product-form-values';

describe('unitPrice', () => {
  it('is the price per 100 ml, per kg or per piece, in bani', () => {
    expect(unitPrice('24,90', '', 250, 'ml')).toBe(996);
    expect(unitPrice('24.90', null, 500, 'g')).toBe(4980);
    expect(unitPrice('30', null, 3, 'buc')).toBe(1000);
  });

  it('follows the sale price when a valid one is typed', () => {
    expect(unitPrice('24.90', '19.90', 100, 'ml')).toBe(1990);
    expect(unitPrice('24.90', '19,9x', 100, 'ml')).toBe(2490);
  });

  it('is null until price, quantity and unit make sense', () => {
    expect(unitPrice('abc', null, 100, 'ml')).toBeNull();
    expect(unitPrice('10', null, null, 'ml')).toBeNull();
    expect(unitPrice('10', null, 0, 'ml')).toBeNull();
    expect(unitPrice('10', null, 100, null)).toBeNull();
  });
});

describe('altsFollowingImages', () => {
  it('keeps each text with its image when images move, and starts new ones empty', () => {
    expect(altsFollowingImages(['a', 'b', 'c'], ['c', 'a', 'd'], ['A', 'B', 'C'])).toEqual(['C', 'A', '']);
    expect(altsFollowingImages(['a', 'b'], ['b'], ['A'])).toEqual(['']);
  });
});

describe('margin', () => {
  it('takes the VAT out of the price paid, then the cost price', () => {
    // 121,00 with 21 % VAT is 100,00 without; less 60,00 costs 40,00, 40 % of it.
    expect(margin('121.00', '', '60', 21)).toEqual({ bani: 4000, percent: 40 });
    // The reduced price is the one paid: 60,50 is 50,00 without VAT.
    expect(margin('121.00', '60,50', '60', 21)).toEqual({ bani: -1000, percent: -20 });
  });

  it('says nothing until both prices are numbers', () => {
    expect(margin('121.00', '', '', 21)).toBeNull();
    expect(margin('abc', '', '10', 21)).toBeNull();
    expect(margin('121.00', '', null, 21)).toBeNull();
  });
});
