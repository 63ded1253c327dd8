import { describe, expect, it } from 'vitest';
import { fromShopLocalInput, toShopLocalInput } from './shop-time';

describe('shop time inputs', () => {
  it('reads a datetime-local value on Romania clock, in winter and in summer', () => {
    expect(fromShopLocalInput('2026-12-01T10:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(fromShopLocalInput('2026-07-01T10:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(fromShopLocalInput('')).toBe('');
    expect(fromShopLocalInput('mâine')).toBe('');
  });

  it('writes a moment back as the same wall clock', () => {
    expect(toShopLocalInput('2026-12-01T08:00:00.000Z')).toBe('2026-12-01T10:00');
    expect(toShopLocalInput('2026-07-01T07:00:00.000Z')).toBe('2026-07-01T10:00');
    expect(toShopLocalInput(null)).toBe('');
  });
});
