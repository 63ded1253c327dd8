import { foldDiacritics } from './text';

/** The 41 counties and the municipality of București, with their official two-letter codes. */
export const COUNTIES = [
  { code: 'AB', name: 'Alba' },
  { code: 'AR', name: 'Arad' },
  { code: 'AG', name: 'Argeș' },
  { code: 'BC', name: 'Bacău' },
  { code: 'BH', name: 'Bihor' },
  { code: 'BN', name: 'Bistrița-Năsăud' },
  { code: 'BT', name: 'Botoșani' },
  { code: 'BR', name: 'Brăila' },
  { code: 'BV', name: 'Brașov' },
  { code: 'B', name: 'București' },
  { code: 'BZ', name: 'Buzău' },
  { code: 'CL', name: 'Călărași' },
  { code: 'CS', name: 'Caraș-Severin' },
  { code: 'CJ', name: 'Cluj' },
  { code: 'CT', name: 'Constanța' },
  { code: 'CV', name: 'Covasna' },
  { code: 'DB', name: 'Dâmbovița' },
  { code: 'DJ', name: 'Dolj' },
  { code: 'GL', name: 'Galați' },
  { code: 'GR', name: 'Giurgiu' },
  { code: 'GJ', name: 'Gorj' },
  { code: 'HR', name: 'Harghita' },
  { code: 'HD', name: 'Hunedoara' },
  { code: 'IL', name: 'Ialomița' },
  { code: 'IS', name: 'Iași' },
  { code: 'IF', name: 'Ilfov' },
  { code: 'MM', name: 'Maramureș' },
  { code: 'MH', name: 'Mehedinți' },
  { code: 'MS', name: 'Mureș' },
  { code: 'NT', name: 'Neamț' },
  { code: 'OT', name: 'Olt' },
  { code: 'PH', name: 'Prahova' },
  { code: 'SJ', name: 'Sălaj' },
  { code: 'SM', name: 'Satu Mare' },
  { code: 'SB', name: 'Sibiu' },
  { code: 'SV', name: 'Suceava' },
  { code: 'TR', name: 'Teleorman' },
  { code: 'TM', name: 'Timiș' },
  { code: 'TL', name: 'Tulcea' },
  { code: 'VL', name: 'Vâlcea' },
  { code: 'VS', name: 'Vaslui' },
  { code: 'VN', name: 'Vrancea' },
] as const;

export type County = (typeof COUNTIES)[number];
export type CountyName = County['name'];

const countyKey = (text: string) => foldDiacritics(text).replace(/[^a-z0-9]/g, '');
const COUNTY_LOOKUP = new Map<string, County>();
for (const county of COUNTIES) {
  COUNTY_LOOKUP.set(countyKey(county.name), county);
  COUNTY_LOOKUP.set(countyKey(county.code), county);
}
COUNTY_LOOKUP.set(
  countyKey('Municipiul București'),
  COUNTIES.find((c) => c.code === 'B')!,
);
COUNTY_LOOKUP.set(
  countyKey('Bucharest'),
  COUNTIES.find((c) => c.code === 'B')!,
);

/**
 * The county named by `input`: its name with or without diacritics, in any case, with spaces or
 * dashes ("bistrita nasaud"), or its code ("CJ"). Undefined for anything else.
 */
export function findCounty(input: string): County | undefined {
  return COUNTY_LOOKUP.get(countyKey(input));
}

/**
 * Romanian postal code: six digits (spaces around are trimmed). Bucharest's codes start with 01-06,
 * the counties' with 07-99 (Ilfov 07, Giurgiu 08, the rest 1-9); none starts with 00.
 */
export function isPostalCode(input: string): boolean {
  return /^\d{6}$/.test(input.trim()) && !input.trim().startsWith('00');
}

/** București's six sectors, as its localities are written on an address and in RO e-Factura. */
export const BUCHAREST_SECTORS = [
  'Sector 1',
  'Sector 2',
  'Sector 3',
  'Sector 4',
  'Sector 5',
  'Sector 6',
] as const;
export type BucharestSector = (typeof BUCHAREST_SECTORS)[number];

export function isBucharest(county: string): boolean {
  return findCounty(county)?.code === 'B';
}

// "Sector 3", "sectorul 3", "sect. 3", "S3", "s.3", also inside "București, sector 3" (folded text).
const SECTOR_NAMED = /(?:^|[^a-z])(?:sector(?:ul)?|sect\.?|s\.?)\s*[-:.]?\s*([1-6])(?![0-9])/;
const SECTOR_SPELLED_OUT = /(?:^|[^a-z])sector(?:ul)?\s*[-:.]?\s*([1-6])(?![0-9])/;

/**
 * The sector (1…6) a locality names ("Sector 3", "sectorul 3", "S3", "București, sector 3"), or
 * null. `spelledOut` takes only "sector"/"sectorul", for a street line, where "Bl. S3" is a block.
 */
export function sectorIn(text: string, { spelledOut = false } = {}): number | null {
  const match = (spelledOut ? SECTOR_SPELLED_OUT : SECTOR_NAMED).exec(foldDiacritics(text));
  return match ? Number(match[1]) : null;
}

/** Poșta Română's București codes are "0S····", S the sector (1…6); null for any other code. */
export function sectorFromPostalCode(postalCode: string): number | null {
  const match = /^0([1-6])\d{4}$/.exec(postalCode.trim());
  return match ? Number(match[1]) : null;
}

/** The locality is just the city's name ("București", "Bucuresti", "Mun. București", "Bucharest"). */
function namesBucharestOnly(locality: string): boolean {
  const key = countyKey(locality).replace(/^(?:municipiul|mun)/, '');
  return key === 'bucuresti' || key === 'bucharest';
}

/**
 * An address's locality as the shop stores it: trimmed, and in București its sector, "Sector N"
 * (RO e-Factura's BR-RO-101 wants the sector as the city). The sector comes from the locality as
 * people write it ("sectorul 3", "S3", "București, sector 3") or, when the locality is only
 * "București", from a București postal code (0S····). Null when the county is București and
 * neither names a sector; any other county's locality is kept as typed.
 */
export function normalizeLocality(county: string, locality: string, postalCode: string): string | null {
  const typed = locality.trim();
  if (!isBucharest(county)) return typed;
  const sector = sectorIn(typed) ?? (namesBucharestOnly(typed) ? sectorFromPostalCode(postalCode) : null);
  return sector ? `Sector ${sector}` : null;
}

/**
 * The weights of the CNP's control digit ("279146358279"): the first twelve digits weighted,
 * summed, modulo 11; a remainder of 10 counts as 1.
 */
const CNP_KEY = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;
/**
 * The county part of a CNP: 01…46 (the counties in alphabetical order and București's sectors
 * 41…46), 47 and 48 (București's former sectors 7 and 8), 51 Călărași, 52 Giurgiu, and 70 (numbers
 * given regardless of the county of registration).
 */
const CNP_COUNTY = /^(?:0[1-9]|[1-3]\d|4[0-8]|5[12]|70)$/;

export type CnpProblem = 'shape' | 'date' | 'county' | 'control';

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A Romanian personal numeric code (CNP), checked as the population register builds it: sex and
 * century digit S (1-2: born 1900-1999, 3-4: 1800-1899, 5-6: 2000-2099, 7-8: foreign residents,
 * 9: foreigners, whose century the number does not say), birth date AAMMZZ, county JJ, a serial
 * number and the control digit. Spaces are dropped. Answers the thirteen digits, or the first
 * thing wrong with it.
 */
export function checkCnp(input: string): { cnp: string; problem: null } | { cnp: null; problem: CnpProblem } {
  const cnp = input.replace(/\s+/g, '');
  if (!/^[1-9]\d{12}$/.test(cnp)) return { cnp: null, problem: 'shape' };
  const sex = Number(cnp[0]);
  const [yy, month, day] = [cnp.slice(1, 3), cnp.slice(3, 5), cnp.slice(5, 7)].map(Number) as [
    number,
    number,
    number,
  ];
  const centuries = sex <= 2 ? [1900] : sex <= 4 ? [1800] : sex <= 6 ? [2000] : [1900, 2000];
  if (!centuries.some((century) => isCalendarDate(century + yy, month, day))) {
    return { cnp: null, problem: 'date' };
  }
  if (!CNP_COUNTY.test(cnp.slice(7, 9))) return { cnp: null, problem: 'county' };
  const sum = CNP_KEY.reduce((total, weight, i) => total + weight * Number(cnp[i]), 0);
  const control = sum % 11 === 10 ? 1 : sum % 11;
  if (control !== Number(cnp[12])) return { cnp: null, problem: 'control' };
  return { cnp, problem: null };
}

/** Every input `checkCnp` reads the shape of (thirteen digits, the first not 0, spaces anywhere). */
export const CNP_INPUT = /^\s*[1-9](?:\s*\d){12}\s*$/;

const PHONE_SEPARATORS = /[\s.\-()/]/g;
// The trunk "0" may follow the country code ("+40 0722…", as people write it) or be left out after
// a "+40" the form already shows ("722 123 456").
const MOBILE = /^(?:(?:\+40|0040)0?|0)?(7\d{8})$/;

/**
 * A Romanian mobile number, as couriers need for delivery SMS: 07xxxxxxxx, +407xxxxxxxx,
 * 00407xxxxxxxx, +4007xxxxxxxx or the bare nine digits 7xxxxxxxx typed after a "+40" prefix, with
 * spaces, dots, dashes or parentheses tolerated. Answers the national form "07xxxxxxxx", or null
 * when the number is not a Romanian mobile number.
 */
export function normalizeRomanianPhone(input: string): string | null {
  const match = MOBILE.exec(input.trim().replace(PHONE_SEPARATORS, ''));
  return match ? `0${match[1]}` : null;
}

/**
 * A person's name: letters (any script, Romanian diacritics included), with spaces, hyphens,
 * apostrophes and dots between them ("Ioana-Maria", "O'Brien", "Ș. Popescu"); at least one letter.
 */
export function isPersonName(input: string): boolean {
  const name = input.trim();
  return /^[\p{L}\p{M} .'\u2019-]+$/u.test(name) && /\p{L}/u.test(name);
}

const CUI_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;

/**
 * A Romanian fiscal code (CUI/CIF) checked with the official control-digit algorithm: the digits
 * but the last, left-padded to nine, weighted by 753217532; the sum times ten modulo eleven (10
 * counts as 0) must equal the last digit. The "RO" prefix (VAT payer) and spaces are allowed.
 * Answers `{digits, vatPayer, normalized}` ("RO14399840" or "14399840"), or null when invalid.
 */
export function parseCui(input: string): { digits: string; vatPayer: boolean; normalized: string } | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const match = /^(RO)?(\d{2,10})$/.exec(compact);
  if (!match) return null;
  const digits = match[2]!;
  if (digits.startsWith('0')) return null;
  const body = digits.slice(0, -1).padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * CUI_KEY[i]!;
  const control = ((sum * 10) % 11) % 10;
  if (control !== Number(digits.at(-1))) return null;
  const vatPayer = match[1] === 'RO';
  return { digits, vatPayer, normalized: `${vatPayer ? 'RO' : ''}${digits}` };
}

export function isValidCui(input: string): boolean {
  return parseCui(input) !== null;
}

/**
 * Trade register number: the classic "J12/1234/2010" (J, F or C; county code; number; year), or
 * the 2024 form "J2024012345005" (letter, year, digits). Spaces are tolerated and dropped.
 */
export function normalizeTradeRegisterNumber(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (/^[JFC]\d{1,2}\/\d{1,8}\/(19|20)\d{2}$/.test(compact)) return compact;
  if (/^[JFC](19|20)\d{2}\d{6,10}$/.test(compact)) return compact;
  return null;
}

// What the OpenAPI document publishes for these fields, as JSON Schema `pattern`s: each matches
// exactly the (trimmed) input the function above accepts, separators included, so a client can
// check a value before sending it. The CUI's control digit is beyond a pattern: its shape only.
const PHONE_GAP = String.raw`[\s.\-()/]*`;
const phoneDigits = (count: number) => String.raw`(?:\d${PHONE_GAP}){${count}}`;

/** Every input `normalizeRomanianPhone` accepts, and nothing else. */
export const ROMANIAN_MOBILE_INPUT = new RegExp(
  `^${PHONE_GAP}(?:(?:\\+${PHONE_GAP}4${PHONE_GAP}0|0${PHONE_GAP}0${PHONE_GAP}4${PHONE_GAP}0)${PHONE_GAP}(?:0${PHONE_GAP})?|0${PHONE_GAP})?7${PHONE_GAP}${phoneDigits(8)}$`,
);

/** The shape of a CUI `parseCui` reads ("RO" or not, spaces anywhere); the control digit is checked apart. */
export const CUI_INPUT = /^\s*(?:[Rr]\s*[Oo]\s*)?[1-9](?:\s*\d){1,9}\s*$/;

/** Every input `normalizeTradeRegisterNumber` accepts, and nothing else. */
export const TRADE_REGISTER_INPUT =
  /^\s*[JFCjfc]\s*(?:(?:\d\s*){1,2}\/\s*(?:\d\s*){1,8}\/\s*(?:1\s*9|2\s*0)\s*(?:\d\s*){2}|(?:1\s*9|2\s*0)\s*(?:\d\s*){8,12})$/;

/** Every postal code `isPostalCode` accepts (after trimming). */
export const POSTAL_CODE_INPUT = /^(?:0[1-9]|[1-9]\d)\d{4}$/;

/** IBAN check digits (ISO 13616, mod 97), spaces ignored. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
