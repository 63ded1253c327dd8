import type { InvoiceDocumentLine, InvoiceTotals, InvoiceVatBreakdown, VatCategory } from './document';

/** A line before its VAT is worked out: what it cost, VAT included, and its rate. */
export type GrossLine = Omit<InvoiceDocumentLine, 'netAmount' | 'vatAmount'>;

const EXEMPTION: Partial<Record<VatCategory, { code: string; text: string }>> = {
  E: { code: 'VATEX-EU-132', text: 'Scutit de TVA' },
  AE: { code: 'VATEX-EU-AE', text: 'Taxare inversă' },
  K: { code: 'VATEX-EU-IC', text: 'Livrare intracomunitară scutită' },
  G: { code: 'VATEX-EU-G', text: 'Export scutit' },
  O: { code: 'VATEX-EU-O', text: 'Neimpozabil' },
};

/**
 * The VAT of a document whose prices include it, the way the shop charged them: per rate, the VAT
 * is taken out of the rate's gross sum once (`gross × rate / (100 + rate)`, rounded to the ban),
 * and the rest, the taxable amount, is shared among the rate's lines by their gross (largest
 * remainder). So the lines' net amounts add up exactly to each taxable amount (EN 16931 BR-S-08),
 * taxable plus VAT is exactly what the customer paid, and the VAT stays within rounding of the
 * taxable amount times the rate (BR-CO-17).
 */
export function withVat(lines: GrossLine[]): {
  lines: InvoiceDocumentLine[];
  vatBreakdown: InvoiceVatBreakdown[];
  totals: Omit<InvoiceTotals, 'payable' | 'prepaid'>;
} {
  const groups = new Map<string, { rate: number; category: VatCategory; indexes: number[] }>();
  lines.forEach((line, index) => {
    const key = `${line.vatCategory}:${line.vatRate}`;
    const group = groups.get(key) ?? { rate: line.vatRate, category: line.vatCategory, indexes: [] };
    group.indexes.push(index);
    groups.set(key, group);
  });
  const nets = new Array<number>(lines.length).fill(0);
  const vatBreakdown: InvoiceVatBreakdown[] = [];
  for (const { rate, category, indexes } of groups.values()) {
    const gross = indexes.reduce((sum, i) => sum + lines[i]!.grossAmount, 0);
    const vat = category === 'S' ? Math.round((gross * rate) / (100 + rate)) : 0;
    const taxable = gross - vat;
    shareOut(
      taxable,
      indexes.map((i) => lines[i]!.grossAmount),
    ).forEach((net, k) => (nets[indexes[k]!] = net));
    const exemption = EXEMPTION[category];
    vatBreakdown.push({
      vatRate: category === 'S' ? rate : 0,
      vatCategory: category,
      taxableAmount: taxable,
      vatAmount: vat,
      exemptionReasonCode: exemption?.code ?? null,
      exemptionReason: exemption?.text ?? null,
    });
  }
  vatBreakdown.sort((a, b) => b.vatRate - a.vatRate || a.vatCategory.localeCompare(b.vatCategory));
  const withAmounts = lines.map((line, i) => ({
    ...line,
    netAmount: nets[i]!,
    vatAmount: line.grossAmount - nets[i]!,
  }));
  const net = vatBreakdown.reduce((sum, row) => sum + row.taxableAmount, 0);
  const vat = vatBreakdown.reduce((sum, row) => sum + row.vatAmount, 0);
  return { lines: withAmounts, vatBreakdown, totals: { net, vat, gross: net + vat } };
}

/**
 * `total` split in proportion to `weights`, in whole bani: each share rounded down, then the bani
 * left over go one each to the largest remainders (the earlier line on a tie).
 */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    const shares = weights.map(() => 0);
    if (shares.length > 0) shares[0] = total;
    return shares;
  }
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
