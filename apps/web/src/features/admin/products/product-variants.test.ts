import { describe, expect, it } from 'vitest';
import type { ProductOptionInput } from '@shop/shared/schemas/admin/products';
import {
  combinations,
  newVariant,
  reconcileVariants,
  renameValue,
  withOption,
  withoutOption,
} from './product-variants';

const option = (name: string, values: string[]): ProductOptionInput => ({
  nume: name,
  nume_en: '',
  valori: values.map((valoare) => ({ valoare, valoare_en: '' })),
});

describe('the variants grid', () => {
  it('has one variant per combination, in the options’ order', () => {
    expect(
      combinations([option('Mărime', ['50 ml', '100 ml']), option('Culoare', ['Roșu', 'Verde'])]),
    ).toEqual([
      ['50 ml', 'Roșu'],
      ['50 ml', 'Verde'],
      ['100 ml', 'Roșu'],
      ['100 ml', 'Verde'],
    ]);
    expect(combinations([option('Mărime', [])])).toEqual([]);
  });

  it('keeps the variants it has, adds new combinations with the first one’s prices, drops those gone', () => {
    const small = { ...newVariant(['50 ml']), id: 7, pret: '49.90', sku: 'A' };
    const next = reconcileVariants([option('Mărime', ['50 ml', '100 ml'])], [small]);
    expect(next).toEqual([small, { ...newVariant(['100 ml']), pret: '49.90' }]);
    expect(reconcileVariants([option('Mărime', ['100 ml'])], next)).toEqual([next[1]]);
  });

  it('gives every variant the first value of an option added, and merges them when one is removed', () => {
    const small = { ...newVariant(['50 ml']), id: 7 };
    const added = withOption([option('Mărime', ['50 ml'])], [small]);
    expect(added.variants[0]!.valori).toEqual(['50 ml', '']);
    const colours = [added.options[0]!, option('Culoare', ['Roșu', 'Verde'])];
    const grid = reconcileVariants(colours, added.variants);
    expect(grid.map((variant) => [variant.id, variant.valori])).toEqual([
      [7, ['50 ml', 'Roșu']],
      [undefined, ['50 ml', 'Verde']],
    ]);
    const removed = withoutOption(colours, grid, 1);
    expect(removed.variants.map((variant) => [variant.id, variant.valori])).toEqual([[7, ['50 ml']]]);
  });

  it('renames a value in the variants that have it', () => {
    const variants = [newVariant(['50 ml', 'Roșu']), newVariant(['100 ml', 'Roșu'])];
    expect(renameValue(variants, 0, '50 ml', '50 ML').map((variant) => variant.valori)).toEqual([
      ['50 ML', 'Roșu'],
      ['100 ml', 'Roșu'],
    ]);
  });
});
