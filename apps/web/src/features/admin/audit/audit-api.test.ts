import { describe, expect, it } from 'vitest';
import { recordPath } from './audit-api';

describe('recordPath', () => {
  it('links products and prices to the product, orders to the order', () => {
    expect(recordPath('product', '12')).toBe('products/12');
    expect(recordPath('price', '12')).toBe('products/12');
    expect(recordPath('order', '1001')).toBe('comenzi/1001');
    expect(recordPath('staff', '3')).toBe('personal');
  });
  it('escapes the id and has no link for a type without a screen', () => {
    expect(recordPath('order', '../x')).toBe('comenzi/..%2Fx');
    expect(recordPath('refund', '5')).toBeNull();
  });
});
