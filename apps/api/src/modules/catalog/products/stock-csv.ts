import { CsvError, parse } from 'csv-parse/sync';
import { STOCK_IMPORT_MAX_ROWS } from '@shop/shared/schemas/admin/stock';
import { badRequest } from '../../../lib/errors';

/**
 * The stock file's separator. Excel set to Romanian opens `;`-separated files in columns (the
 * comma is the decimal mark there), so the export writes `;`; the import reads either, taking the
 * one the header line uses.
 */
export const STOCK_CSV_SEPARATOR = ';';
/** Excel reads a file without a byte order mark as the system's code page, which garbles ă, ș, ț. */
export const UTF8_BOM = '\uFEFF';

/** The largest count an import accepts (a typo such as 10000000 is refused, not stored). */
export const STOCK_IMPORT_MAX_COUNT = 1_000_000;

/** A line of the file: the SKU and either the count it gives or why it cannot be used. */
export type ParsedStockRow = { line: number; sku: string } & (
  { stock: number; error: null } | { stock: null; error: string }
);

const STOCK_HEADERS = new Set(['stock', 'stoc']);

function importInvalid(message: string) {
  return badRequest('stock.import_invalid', message, { file: [message] });
}

/** One CSV cell: quoted when it holds the separator, a quote or a line break; formulas defused. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";,\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | null)[]): string {
  return `${values.map(csvCell).join(STOCK_CSV_SEPARATOR)}\r\n`;
}

/**
 * Reads an uploaded stock file: a header naming the `sku` and `stock` columns (in any order, other
 * columns ignored, `;` or `,`), then one product per line. A file that cannot be read at all is a
 * 400; a line that cannot be used is answered as such, with its line number.
 */
export function parseStockCsv(input: string): ParsedStockRow[] {
  const text = input.startsWith(UTF8_BOM) ? input.slice(1) : input;
  if (text.trim() === '') throw importInvalid('Fișierul este gol.');
  const headerLine = text.split(/\r?\n|\r/, 1)[0]!;
  const delimiter = headerLine.includes(';') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 10_000,
      to_line: STOCK_IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw importInvalid(
        line ? `Fișierul CSV nu poate fi citit (linia ${line}).` : 'Fișierul CSV nu poate fi citit.',
      );
    }
    throw error;
  }
  const [header, ...rows] = records;
  const names = header!.record.map((name) => name.toLowerCase());
  const skuColumn = names.indexOf('sku');
  const stockColumn = names.findIndex((name) => STOCK_HEADERS.has(name));
  if (skuColumn < 0 || stockColumn < 0) {
    throw importInvalid('Prima linie trebuie să numească coloanele „sku” și „stock”.');
  }
  if (rows.length === 0) throw importInvalid('Fișierul nu are niciun rând după antet.');
  if (rows.length > STOCK_IMPORT_MAX_ROWS) {
    throw importInvalid(`Fișierul are prea multe rânduri: cel mult ${STOCK_IMPORT_MAX_ROWS}.`);
  }

  const firstLineOf = new Map<string, number>();
  return rows.map(({ record, info }): ParsedStockRow => {
    const line = info.lines;
    const sku = record[skuColumn] ?? '';
    const value = record[stockColumn] ?? '';
    const invalid = (error: string): ParsedStockRow => ({ line, sku, stock: null, error });
    if (sku === '') return invalid('SKU-ul lipsește.');
    const key = sku.toLowerCase();
    const first = firstLineOf.get(key);
    if (first !== undefined) return invalid(`SKU-ul apare de mai multe ori (prima dată pe linia ${first}).`);
    firstLineOf.set(key, line);
    if (value === '') return invalid('Stocul lipsește.');
    if (/^-\d+$/.test(value)) return invalid('Stocul nu poate fi negativ.');
    if (!/^\d{1,10}$/.test(value)) return invalid(`„${value.slice(0, 40)}” nu este un număr întreg.`);
    const stock = Number(value);
    if (stock > STOCK_IMPORT_MAX_COUNT) {
      return invalid(`Stocul poate fi cel mult ${STOCK_IMPORT_MAX_COUNT}.`);
    }
    return { line, sku, stock, error: null };
  });
}
