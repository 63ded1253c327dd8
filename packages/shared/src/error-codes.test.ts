import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes';

describe('error codes', () => {
  it('are unique, lower-case and at most one area deep', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z_]+(\.[a-z_]+)?$/);
  });

  it('narrow only the codes of the list', () => {
    expect(isErrorCode('checkout.out_of_stock')).toBe(true);
    expect(isErrorCode('checkout.no_such_code')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
