import { CsvError, parse } from 'csv-parse/sync';
import { PRODUCT_MAX_WEIGHT_GRAMS } from '@shop/shared/schemas/admin/products';
import { STOCK_IMPORT_MAX_ROWS } from '@shop/shared/schemas/admin/stock';
import { PG_INT_MAX } from '@shop/shared/schemas/common';
import { FORMULA_START, UTF8_BOM } from '../../../lib/csv';
import { badRequest } from '../../../lib/errors';

/** The largest count an import accepts (a typo such as 10000000 is refused, not stored). */
export const STOCK_IMPORT_MAX_COUNT = 1_000_000;

/**
 * A line of the file: how it names its product (the id, the SKU or both; the export writes both,
 * files written before the id column name the SKU only) and either the count it gives or why it
 * cannot be used.
 */
export type ParsedStockRow = {
  line: number;
  productId: number | null;
  sku: string;
  /** The weight column's grams, null for an empty cell (no weight); undefined: the file has no such column. */
  weightGrams?: number | null;
} & ({ stock: number; error: null } | { stock: null; error: string });

const STOCK_HEADERS = new Set(['stock', 'stoc']);
const ID_HEADERS = new Set(['id', 'product_id']);
const WEIGHT_HEADERS = new Set(['weight_grams', 'greutate_grame', 'greutate']);
/**
 * The export's columns, in order: the id identifies every product, SKU or not; the weight is one
 * unit's, in grams (empty: none, the courier's parcel counts the shop's default).
 */
export const STOCK_EXPORT_COLUMNS = ['id', 'sku', 'title', 'stock', 'weight_grams'] as const;

function importInvalid(message: string) {
  return badRequest('stock.import_invalid', message, { file: [message] });
}

/** A cell as written before `csvCell` defused it: the file read back names the same SKU. */
function undefused(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * Reads an uploaded stock file: a header naming the `stock` column and the `id` column, the `sku`
 * column or both, optionally `weight_grams` (in any order, other columns ignored, `;` or `,`), then
 * one product per line. A file that cannot be read at all is a
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
  const idColumn = names.findIndex((name) => ID_HEADERS.has(name));
  const skuColumn = names.indexOf('sku');
  const stockColumn = names.findIndex((name) => STOCK_HEADERS.has(name));
  const weightColumn = names.findIndex((name) => WEIGHT_HEADERS.has(name));
  if ((idColumn < 0 && skuColumn < 0) || stockColumn < 0) {
    throw importInvalid('Prima linie trebuie să numească coloanele „id” sau „sku” și „stock”.');
  }
  if (rows.length === 0) throw importInvalid('Fișierul nu are niciun rând după antet.');
  if (rows.length > STOCK_IMPORT_MAX_ROWS) {
    throw importInvalid(`Fișierul are prea multe rânduri: cel mult ${STOCK_IMPORT_MAX_ROWS}.`);
  }

  // Keyed `id:…` or `sku:…`, whichever names the row's product: a second line naming it is refused.
  const firstLineOf = new Map<string, number>();
  return rows.map(({ record, info }): ParsedStockRow => {
    const line = info.lines;
    const idText = idColumn < 0 ? '' : (record[idColumn] ?? '');
    const sku = skuColumn < 0 ? '' : undefused(record[skuColumn] ?? '');
    const value = record[stockColumn] ?? '';
    const invalid = (error: string, productId: number | null = null): ParsedStockRow => ({
      line,
      productId,
      sku,
      stock: null,
      error,
    });
    if (idText === '' && sku === '') {
      return invalid(idColumn < 0 ? 'SKU-ul lipsește.' : 'Rândul nu are nici ID, nici SKU.');
    }
    if (idText !== '' && (!/^\d{1,10}$/.test(idText) || Number(idText) < 1 || Number(idText) > PG_INT_MAX)) {
      return invalid(`„${idText.slice(0, 40)}” nu este un ID de produs.`);
    }
    const productId = idText === '' ? null : Number(idText);
    // The id names the product when there is one; the SKU beside it is checked against it later.
    const key = productId === null ? `sku:${sku.toLowerCase()}` : `id:${productId}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      return invalid(
        `${productId === null ? 'SKU-ul' : 'ID-ul'} apare de mai multe ori (prima dată pe linia ${first}).`,
        productId,
      );
    }
    firstLineOf.set(key, line);
    const invalidCount = (error: string) => invalid(error, productId);
    if (value === '') return invalidCount('Stocul lipsește.');
    if (/^-\d+$/.test(value)) return invalidCount('Stocul nu poate fi negativ.');
    if (!/^\d{1,10}$/.test(value)) {
      return invalidCount(`„${value.slice(0, 40)}” nu este un număr întreg.`);
    }
    const stock = Number(value);
    if (stock > STOCK_IMPORT_MAX_COUNT) {
      return invalidCount(`Stocul poate fi cel mult ${STOCK_IMPORT_MAX_COUNT}.`);
    }
    if (weightColumn < 0) return { line, productId, sku, stock, error: null };
    const weightText = record[weightColumn] ?? '';
    if (weightText === '') return { line, productId, sku, stock, weightGrams: null, error: null };
    const weightGrams = Number(weightText);
    if (!/^\d{1,6}$/.test(weightText) || weightGrams < 1 || weightGrams > PRODUCT_MAX_WEIGHT_GRAMS) {
      return invalidCount(
        `Greutatea „${weightText.slice(0, 40)}” trebuie să fie un număr întreg de grame, între 1 și ${PRODUCT_MAX_WEIGHT_GRAMS}.`,
      );
    }
    return { line, productId, sku, stock, weightGrams, error: null };
  });
}
