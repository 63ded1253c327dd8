import { describe, expect, it } from 'vitest';
import { adjustedPrice, changeByPercent, reducedPrice, roundToEnding } from './bulk-pricing';

describe('changeByPercent', () => {
  it('takes ten per cent off to the nearest ban', () => {
    expect(changeByPercent(4990, -10)).toBe(4491);
    expect(changeByPercent(1999, -15)).toBe(1699);
    expect(changeByPercent(1000, 12.5)).toBe(1125);
  });
});

describe('roundToEnding', () => {
  it('goes to the nearest price ending in ,99', () => {
    expect(roundToEnding(4491, 99, 4990)).toBe(4499);
    expect(roundToEnding(4420, 99, 4990)).toBe(4399);
  });

  it('goes to the nearest price ending in ,90', () => {
    expect(roundToEnding(4491, 90, 4990)).toBe(4490);
    expect(roundToEnding(4441, 90, 4990)).toBe(4490);
    expect(roundToEnding(4440, 90, 4990)).toBe(4390);
  });

  it('keeps a price already on its ending', () => {
    expect(roundToEnding(4499, 99, 5000)).toBe(4499);
  });

  it('never makes a reduction end above the price before', () => {
    // 10,95 − 1 % = 10,84: the nearest ,99 is 10,99, above 10,95.
    expect(roundToEnding(1084, 99, 1095)).toBe(999);
  });

  it('never makes an increase end below the price before', () => {
    // 10,00 + 0,10 = 10,10: the nearest ,99 is 9,99, below 10,00.
    expect(roundToEnding(1010, 99, 1000)).toBe(1099);
  });

  it('stays above zero', () => {
    expect(roundToEnding(20, 99, 100)).toBe(99);
    expect(roundToEnding(20, 90, 100)).toBe(90);
  });
});

describe('adjustedPrice', () => {
  it('applies a percentage, then the rounding', () => {
    expect(adjustedPrice(4990, { mode: 'percent', value: -10 }, '99')).toBe(4499);
    expect(adjustedPrice(4990, { mode: 'percent', value: -10 }, '90')).toBe(4490);
    expect(adjustedPrice(4990, { mode: 'percent', value: -10 }, 'none')).toBe(4491);
  });

  it('applies an amount, then the rounding', () => {
    expect(adjustedPrice(4990, { mode: 'amount', value: 500 }, 'none')).toBe(5490);
    expect(adjustedPrice(4990, { mode: 'amount', value: -250 }, '99')).toBe(4699);
  });
});

describe('reducedPrice', () => {
  it('takes a percentage or an amount off the price, whatever its sign', () => {
    expect(reducedPrice(10000, { mode: 'percent', value: 20 }, 'none')).toBe(8000);
    expect(reducedPrice(10000, { mode: 'percent', value: -20 }, '99')).toBe(7999);
    expect(reducedPrice(10000, { mode: 'amount', value: 1500 }, '90')).toBe(8490);
  });
});
