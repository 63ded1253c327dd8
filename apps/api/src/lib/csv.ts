import { baniToDecimal } from '@shop/shared/money';

/**
 * The shop's CSV downloads for spreadsheets (the reports; the sales journal writes the same
 * shape): UTF-8 with a byte order mark (Excel reads a file without one as the system's code page,
 * which garbles ă, ș, ț), `;`-separated and amounts with a decimal comma, as Excel set to Romanian
 * opens them, CRLF line ends.
 */
export const UTF8_BOM = '\uFEFF';
const SEPARATOR = ';';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_AMOUNT = /^-\d+,\d{2}$/;

/** One cell: quoted when it holds the separator, a quote or a line break; formulas defused. */
function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection); a plain
  // amount ("-12,50") is a number, not a formula, and keeps its sign.
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_AMOUNT.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | boolean | null)[]): string {
  return `${values.map(csvCell).join(SEPARATOR)}\r\n`;
}

/** Lei with a decimal comma, as Excel set to Romanian reads a number ("-12,50"). */
export function csvLei(bani: number): string {
  return baniToDecimal(bani).replace('.', ',');
}
