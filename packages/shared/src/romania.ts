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
