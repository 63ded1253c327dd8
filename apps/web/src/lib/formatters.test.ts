import { describe, expect, it } from 'vitest';
import { formatterPerLocale, intlLocale, longDate } from './formatters';

describe('formatters', () => {
  it('makes one formatter per locale and reuses it', () => {
    let made = 0;
    const format = formatterPerLocale((locale) => {
      made += 1;
      return new Intl.NumberFormat(locale);
    });
    expect(format('ro-RO')).toBe(format('ro-RO'));
    expect(format('en-GB')).not.toBe(format('ro-RO'));
    expect(made).toBe(2);
  });

  it("writes a calendar day out in each of the shop's languages", () => {
    const day = new Date('2026-11-12T00:00:00Z');
    expect(longDate(intlLocale('ro')).format(day)).toBe('12 noiembrie 2026');
    expect(longDate(intlLocale('en')).format(day)).toBe('12 November 2026');
  });
});
