import { describe, expect, it } from 'vitest';
import { isValidEan } from './ean';

describe('isValidEan', () => {
  it('accepts EAN-13 and EAN-8 codes whose check digit agrees', () => {
    expect(isValidEan('5941234567899')).toBe(true);
    expect(isValidEan('4006381333931')).toBe(true);
    expect(isValidEan('96385074')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidEan('5941234567892')).toBe(false);
    expect(isValidEan('96385075')).toBe(false);
  });

  it('refuses other lengths and anything but digits', () => {
    expect(isValidEan('594123456789')).toBe(false);
    expect(isValidEan('59412345678920')).toBe(false);
    expect(isValidEan('594123456789X')).toBe(false);
    expect(isValidEan(' 96385074')).toBe(false);
    expect(isValidEan('')).toBe(false);
  });
});
