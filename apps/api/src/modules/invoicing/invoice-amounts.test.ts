import { describe, expect, it } from 'vitest';
import { type GrossLine, shareOut, withVat } from './invoice-amounts';

const line = (position: number, grossAmount: number, vatRate: number, quantity = 1): GrossLine => ({
  position,
  productId: position,
  name: `Produs ${position}`,
  quantity,
  unitCode: 'H87',
  unitPriceGross: Math.round(grossAmount / quantity),
  grossAmount,
  discountGross: 0,
  vatRate,
  vatCategory: 'S',
  invoicePosition: null,
});

describe('shareOut', () => {
  it('splits by weight and gives the bani left over to the largest remainders', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [3, 7])).toEqual([3, 7]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
  });
  it('puts everything on the first share when no weight is positive', () => {
    expect(shareOut(7, [0, 0])).toEqual([7, 0]);
  });
});

describe('withVat', () => {
  it('takes each rate’s VAT out of its gross once and closes every sum to the ban', () => {
    const result = withVat([
      line(1, 4999, 21, 1),
      line(2, 3998, 21, 2),
      line(3, 2550, 11),
      line(4, 1999, 21),
    ]);
    const rate21 = result.vatBreakdown.find((row) => row.vatRate === 21)!;
    const rate11 = result.vatBreakdown.find((row) => row.vatRate === 11)!;
    expect(rate21.vatAmount).toBe(Math.round((10996 * 21) / 121));
    expect(rate21.taxableAmount + rate21.vatAmount).toBe(10996);
    expect(rate11.vatAmount).toBe(Math.round((2550 * 11) / 111));
    for (const row of result.vatBreakdown) {
      const lines = result.lines.filter((l) => l.vatRate === row.vatRate);
      expect(lines.reduce((s, l) => s + l.netAmount, 0)).toBe(row.taxableAmount);
      expect(lines.reduce((s, l) => s + l.vatAmount, 0)).toBe(row.vatAmount);
      expect(Math.abs(row.vatAmount - (row.taxableAmount * row.vatRate) / 100)).toBeLessThan(1);
    }
    expect(result.totals.gross).toBe(4999 + 3998 + 2550 + 1999);
    expect(result.totals.net + result.totals.vat).toBe(result.totals.gross);
    expect(result.vatBreakdown.map((row) => row.vatRate)).toEqual([21, 11]);
  });

  it('keeps the VAT within a ban of taxable × rate for every gross sum up to 1,000 lei', () => {
    for (const rate of [21, 11, 9, 19, 5]) {
      for (let gross = 1; gross <= 100_000; gross += 37) {
        const [row] = withVat([line(1, gross, rate)]).vatBreakdown;
        expect(Math.abs(row!.vatAmount - (row!.taxableAmount * rate) / 100)).toBeLessThan(1);
      }
    }
  });

  it('gives a category other than S no VAT and its exemption reason', () => {
    const result = withVat([{ ...line(1, 1000, 0), vatCategory: 'O' }]);
    expect(result.vatBreakdown).toEqual([
      expect.objectContaining({
        vatCategory: 'O',
        vatAmount: 0,
        taxableAmount: 1000,
        exemptionReasonCode: 'VATEX-EU-O',
      }),
    ]);
  });
});
