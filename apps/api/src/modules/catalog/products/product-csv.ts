import { CsvError, parse } from 'csv-parse/sync';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import { PRODUCT_IMPORT_MAX_ROWS } from '@shop/shared/schemas/admin/product-tools';
import { OPTION_TEXT_MAX } from '@shop/shared/schemas/admin/products';
import { csvMoney, FORMULA_START, UTF8_BOM } from '../../../lib/csv';
import { badRequest } from '../../../lib/errors';
import type { AdminProductRecord, ProductLinkSlugs } from './products.admin-repository';

/**
 * The product CSV (docs/decisions/063): every field a staff member edits, one product a row, the
 * API's own field names as the header. A row names its product by `sku`, else by `slug`. Lists
 * (categories and tags by slug, image paths, their text alternatives) are joined with `|`. A
 * variant (docs/decisions/059) is a row right after its parent's, naming it in `parent_sku` (the
 * parent's SKU, or its slug when it has none), and its value of each of the parent's options in
 * `optiuni` ("Mărime=100 ml|Nuanță=Deschis", in the options' order; `optiuni_en` the same in English).
 */
export const PRODUCT_CSV_COLUMNS = [
  'parent_sku',
  'sku',
  'slug',
  'ean',
  'titlu',
  'titlu_en',
  'descriere',
  'descriere_en',
  'informatii_suplimentare',
  'informatii_suplimentare_en',
  'meta_titlu',
  'meta_titlu_en',
  'meta_descriere',
  'meta_descriere_en',
  'nota',
  'nota_en',
  'pret',
  'pret_redus',
  'pret_achizitie',
  'cota_tva',
  'stoc',
  'cantitate_neta',
  'unitate',
  'greutate_grame',
  'publicat',
  'publicare_programata',
  'categorii',
  'tags',
  'imagini',
  'imagini_alt',
  'imagini_alt_en',
  'optiuni',
  'optiuni_en',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCells = Record<ProductCsvColumn, string>;

export const LIST_SEPARATOR = '|';

/** A product as the file writes it, each cell as text (before the CSV writer quotes it). */
export type ProductCsvSource = Omit<
  AdminProductRecord,
  | 'id'
  | 'parent_id'
  | 'options'
  | 'variants'
  | 'version'
  | 'created_at'
  | 'updated_at'
  | 'category_ids'
  | 'tag_ids'
> &
  ProductLinkSlugs;

const money = (bani: number | null) => (bani === null ? '' : csvMoney(bani));
const number = (value: number | null) => (value === null ? '' : String(value));

/** A moment on Romania's clock, as the file writes it: "2026-12-01 09:30". */
export function shopLocalTime(moment: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * "2026-12-01 09:30" read on Romania's clock, as a moment; null when it is not such a time. The
 * offset is the one in force at that moment (summer time included).
 */
export function fromShopLocalTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(text.trim());
  if (!match) return null;
  const asUtc = Date.parse(`${match[1]}T${match[2]}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  let moment = asUtc;
  for (let step = 0; step < 2; step++) {
    const shown = Date.parse(`${shopLocalTime(new Date(moment)).replace(' ', 'T')}:00Z`);
    moment = asUtc - (shown - moment);
  }
  return shopLocalTime(new Date(moment)) === `${match[1]} ${match[2]}` ? new Date(moment) : null;
}

export function productCells(product: ProductCsvSource): ProductCells {
  return {
    parent_sku: product.parent_key ?? '',
    sku: product.sku ?? '',
    slug: product.slug,
    ean: product.ean ?? '',
    titlu: product.title,
    titlu_en: product.title_en,
    descriere: product.description,
    descriere_en: product.description_en,
    informatii_suplimentare: product.additional_info,
    informatii_suplimentare_en: product.additional_info_en,
    meta_titlu: product.meta_title,
    meta_titlu_en: product.meta_title_en,
    meta_descriere: product.meta_description,
    meta_descriere_en: product.meta_description_en,
    nota: product.note,
    nota_en: product.note_en,
    pret: csvMoney(product.price),
    pret_redus: money(product.discounted_price),
    pret_achizitie: money(product.cost_price),
    cota_tva: String(product.vat_rate),
    stoc: String(product.stock),
    cantitate_neta: number(product.net_quantity),
    unitate: product.unit ?? '',
    greutate_grame: number(product.weight_grams),
    publicat: product.is_active ? 'da' : 'nu',
    publicare_programata: product.publish_at ? shopLocalTime(new Date(product.publish_at)) : '',
    categorii: product.category_slugs.join(LIST_SEPARATOR),
    tags: product.tag_slugs.join(LIST_SEPARATOR),
    imagini: product.images.join(LIST_SEPARATOR),
    imagini_alt: product.images.map((_image, i) => product.image_alts[i] ?? '').join(LIST_SEPARATOR),
    imagini_alt_en: product.images.map((_image, i) => product.image_alts_en[i] ?? '').join(LIST_SEPARATOR),
    optiuni: product.option_values ?? '',
    optiuni_en: product.option_values_en ?? '',
  };
}

/** One option's name and a variant's value of it, as a variant's row names them. */
type OptionPair = { name: string; value: string };

export const optionPairsCell = (pairs: OptionPair[]) =>
  pairs.map((pair) => `${pair.name}=${pair.value}`).join(LIST_SEPARATOR);

/**
 * Reads a variant's `optiuni_en` cell against its `optiuni`: the English name and value of each
 * pair, in the same order, either side left empty when it has no translation.
 */
export function parseOptionPairsEn(cell: string, count: number): OptionPair[] | string {
  if (cell.trim() === '') return Array.from({ length: count }, () => ({ name: '', value: '' }));
  const items = cell.split(LIST_SEPARATOR);
  if (items.length !== count) return 'Câte o pereche în engleză pentru fiecare opțiune din „optiuni”.';
  const pairs = items.map((item) => {
    const at = item.indexOf('=');
    return at < 0 ? null : { name: item.slice(0, at).trim(), value: item.slice(at + 1).trim() };
  });
  if (pairs.some((pair) => pair === null)) return 'Scrieți fiecare opțiune ca „Size=100 ml”.';
  if (pairs.some((pair) => pair!.name.length > OPTION_TEXT_MAX || pair!.value.length > OPTION_TEXT_MAX)) {
    return `Numele și valorile opțiunilor au cel mult ${OPTION_TEXT_MAX} de caractere.`;
  }
  return pairs as OptionPair[];
}

/**
 * Reads a variant's `optiuni` cell ("Mărime=100 ml|Nuanță=Deschis"): its pairs in order, or why
 * it cannot be read. An empty cell is no pairs.
 */
export function parseOptionPairs(cell: string): OptionPair[] | string {
  if (cell.trim() === '') return [];
  const pairs: OptionPair[] = [];
  for (const item of cell.split(LIST_SEPARATOR)) {
    const at = item.indexOf('=');
    const name = at < 0 ? '' : item.slice(0, at).trim();
    const value = at < 0 ? '' : item.slice(at + 1).trim();
    if (!name || !value) return 'Scrieți fiecare opțiune ca „Mărime=100 ml”, despărțite prin „|”.';
    if (name.length > OPTION_TEXT_MAX || value.length > OPTION_TEXT_MAX) {
      return `Numele și valorile opțiunilor au cel mult ${OPTION_TEXT_MAX} de caractere.`;
    }
    if (pairs.some((pair) => pair.name.toLowerCase() === name.toLowerCase())) {
      return `Opțiunea „${name}” apare de două ori.`;
    }
    pairs.push({ name, value });
  }
  return pairs;
}

export const productCsvRow = (product: ProductCsvSource) => {
  const cells = productCells(product);
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
};

/** A row of an uploaded file: its line and the cells of the columns the file has. */
export type ParsedProductRow = { line: number; cells: Partial<ProductCells> };

function importInvalid(message: string) {
  return badRequest('products.import_invalid', message, { file: [message] });
}

/** A cell as written before `csvCell` defused it (a leading `'` before a formula character). */
function undefused(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * Reads an uploaded product file: a header naming `sku` or `slug` and any of the other columns (in
 * any order; unknown columns are refused, so a typo in a header is not silently ignored), `;` or
 * `,` separated. A file that cannot be read is a 400; rows are checked later, each on its own.
 */
export function parseProductCsv(input: string): { columns: ProductCsvColumn[]; rows: ParsedProductRow[] } {
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
      max_record_size: 2_000_000,
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
  const names = header!.record.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw importInvalid(`Coloane necunoscute: ${unknown.slice(0, 5).join(', ')}.`);
  }
  if (new Set(names).size !== names.length) throw importInvalid('O coloană apare de două ori în antet.');
  if (!names.includes('sku') && !names.includes('slug')) {
    throw importInvalid('Prima linie trebuie să numească cel puțin coloana „sku” sau „slug”.');
  }
  if (rows.length === 0) throw importInvalid('Fișierul nu are niciun rând după antet.');
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS) {
    throw importInvalid(`Fișierul are prea multe rânduri: cel mult ${PRODUCT_IMPORT_MAX_ROWS}.`);
  }
  const columns = names as ProductCsvColumn[];
  return {
    columns,
    rows: rows.map(({ record, info }) => {
      const cells: Partial<ProductCells> = {};
      columns.forEach((column, index) => {
        cells[column] = undefused(record[index] ?? '');
      });
      return { line: info.lines, cells };
    }),
  };
}
