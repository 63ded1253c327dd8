import { describe, expect, it } from 'vitest';
import { baniToDecimal, decimalToBani, formatDecimalLei, formatLei } from './money';

describe('money', () => {
  it('writes bani as a two-decimal string', () => {
    expect(baniToDecimal(4990)).toBe('49.90');
    expect(baniToDecimal(5)).toBe('0.05');
    expect(baniToDecimal(0)).toBe('0.00');
    expect(baniToDecimal(-250)).toBe('-2.50');
    expect(() => baniToDecimal(1.5)).toThrow(RangeError);
  });

  it('reads decimal strings with a dot or a comma', () => {
    expect(decimalToBani('49.90')).toBe(4990);
    expect(decimalToBani('49,9')).toBe(4990);
    expect(decimalToBani('49')).toBe(4900);
    expect(decimalToBani(' 0.05 ')).toBe(5);
    expect(decimalToBani('abc')).toBeNull();
    expect(decimalToBani('1.999')).toBeNull();
    expect(decimalToBani('')).toBeNull();
  });

  it('formats lei the Romanian way', () => {
    expect(formatLei(4990)).toMatch(/^49,90\s?lei$/);
    expect(formatLei(123456)).toMatch(/^1\.234,56\s?lei$/);
  });
});

describe('formatDecimalLei', () => {
  it('shows a wire amount in lei, and an unreadable one as 0', () => {
    expect(formatDecimalLei('49.90')).toBe(formatLei(4990));
    expect(formatDecimalLei('-30.00')).toBe(formatLei(-3000));
    expect(formatDecimalLei('abc')).toBe(formatLei(0));
  });
});
