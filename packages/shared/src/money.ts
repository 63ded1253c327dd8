/**
 * Money is integer bani in the database and in all arithmetic. On the wire it is a decimal string
 * with two decimals ("49.90"), as Django REST Framework sends it.
 */
export type Bani = number;

export function baniToDecimal(bani: Bani): string {
  if (!Number.isSafeInteger(bani)) throw new RangeError(`Not an integer amount of bani: ${bani}`);
  const sign = bani < 0 ? '-' : '';
  const abs = Math.abs(bani);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DECIMAL = /^(-)?(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** Parses "49.90", "49,9" or "49" into bani; returns null for anything else. */
export function decimalToBani(value: string): Bani | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, minus, lei, fraction = ''] = match;
  const bani = Number(lei) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -bani : bani;
}

const lei = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "49,90 lei", the ro-RO display of an amount. */
export function formatLei(bani: Bani): string {
  return `${lei.format(bani / 100)} lei`;
}

/** "49,90 lei" from the wire's decimal ("49.90"); an unreadable amount shows as 0. */
export function formatDecimalLei(decimal: string): string {
  return formatLei(decimalToBani(decimal) ?? 0);
}
