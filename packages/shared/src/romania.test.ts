import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTIES,
  CUI_INPUT,
  POSTAL_CODE_INPUT,
  ROMANIAN_MOBILE_INPUT,
  TRADE_REGISTER_INPUT,
  findCounty,
  isPersonName,
  isPostalCode,
  isValidCui,
  isValidIban,
  normalizeRomanianPhone,
  normalizeTradeRegisterNumber,
  parseCui,
} from './romania';

describe('COUNTIES', () => {
  it('has the 41 counties and București, with unique names and codes', () => {
    expect(COUNTIES).toHaveLength(42);
    expect(new Set(COUNTIES.map((c) => c.name)).size).toBe(42);
    expect(new Set(COUNTIES.map((c) => c.code)).size).toBe(42);
    expect(COUNTIES.filter((c) => c.code === 'B')).toEqual([{ code: 'B', name: 'București' }]);
  });
});

describe('findCounty', () => {
  it('finds a county by name, with or without diacritics, in any case, or by code', () => {
    expect(findCounty('Cluj')?.code).toBe('CJ');
    expect(findCounty('iasi')?.name).toBe('Iași');
    expect(findCounty('  CONSTANȚA ')?.code).toBe('CT');
    expect(findCounty('Constanţa')?.code).toBe('CT'); // legacy cedilla
    expect(findCounty('bistrita nasaud')?.name).toBe('Bistrița-Năsăud');
    expect(findCounty('sm')?.name).toBe('Satu Mare');
    expect(findCounty('Bucuresti')?.code).toBe('B');
    expect(findCounty('Municipiul București')?.code).toBe('B');
  });

  it('finds nothing for an unknown name', () => {
    expect(findCounty('Transilvania')).toBeUndefined();
    expect(findCounty('')).toBeUndefined();
  });
});

describe('isPostalCode', () => {
  it('accepts six digits only', () => {
    expect(isPostalCode('400114')).toBe(true);
    expect(isPostalCode(' 010011 ')).toBe(true);
    expect(isPostalCode('40011')).toBe(false);
    expect(isPostalCode('4001144')).toBe(false);
    expect(isPostalCode('40011a')).toBe(false);
    expect(isPostalCode('400 114')).toBe(false);
  });

  it('accepts Bucharest (01-06) and the counties, and refuses codes no region uses (00…)', () => {
    expect(isPostalCode('010011')).toBe(true);
    expect(isPostalCode('062001')).toBe(true);
    expect(isPostalCode('077190')).toBe(true);
    expect(isPostalCode('900001')).toBe(true);
    expect(isPostalCode('000000')).toBe(false);
    expect(isPostalCode('001234')).toBe(false);
  });
});

describe('isPersonName', () => {
  it('accepts letters with diacritics, spaces, hyphens, apostrophes and dots', () => {
    for (const name of [
      'Popescu',
      'Ioana-Maria',
      'Ștefănescu Țică',
      "O'Brien",
      'D’Angelo',
      'Ș. Popa',
      'Müller',
    ]) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it('refuses names without a letter and other characters', () => {
    for (const name of ['123', '---', '. .', '', 'Ana2', 'Ana@', 'Ana_Maria', '<b>']) {
      expect(isPersonName(name), name).toBe(false);
    }
  });
});

describe('normalizeRomanianPhone', () => {
  it('accepts 07xxxxxxxx and +407xxxxxxxx with spaces, dots or dashes, in the national form', () => {
    expect(normalizeRomanianPhone('0722123456')).toBe('0722123456');
    expect(normalizeRomanianPhone('0722 123 456')).toBe('0722123456');
    expect(normalizeRomanianPhone('0722-123-456')).toBe('0722123456');
    expect(normalizeRomanianPhone('+40 722 123 456')).toBe('0722123456');
    expect(normalizeRomanianPhone('+40722123456')).toBe('0722123456');
    expect(normalizeRomanianPhone('0040.722.123.456')).toBe('0722123456');
    expect(normalizeRomanianPhone('(0722) 123 456')).toBe('0722123456');
  });

  it('accepts the nine digits typed after a "+40" prefix, and "+40 0722…"', () => {
    expect(normalizeRomanianPhone('722123456')).toBe('0722123456');
    expect(normalizeRomanianPhone('722 123 456')).toBe('0722123456');
    expect(normalizeRomanianPhone('+40 0722 123 456')).toBe('0722123456');
    expect(normalizeRomanianPhone('0040 0722123456')).toBe('0722123456');
  });

  it('still refuses what is not a mobile number once the prefix is optional', () => {
    expect(normalizeRomanianPhone('264123456')).toBeNull();
    expect(normalizeRomanianPhone('72212345')).toBeNull();
    expect(normalizeRomanianPhone('7221234567')).toBeNull();
    expect(normalizeRomanianPhone('00722123456')).toBeNull();
    expect(normalizeRomanianPhone('+40 00722123456')).toBeNull();
  });

  it('rejects landlines, foreign numbers, wrong lengths and letters', () => {
    expect(normalizeRomanianPhone('0264123456')).toBeNull();
    expect(normalizeRomanianPhone('+33612345678')).toBeNull();
    expect(normalizeRomanianPhone('072212345')).toBeNull();
    expect(normalizeRomanianPhone('07221234567')).toBeNull();
    expect(normalizeRomanianPhone('07221234ab')).toBeNull();
    expect(normalizeRomanianPhone('')).toBeNull();
  });
});

describe('parseCui', () => {
  it('accepts fiscal codes whose control digit is right, with or without RO', () => {
    expect(parseCui('14399840')).toEqual({ digits: '14399840', vatPayer: false, normalized: '14399840' });
    expect(parseCui('RO14399840')).toEqual({ digits: '14399840', vatPayer: true, normalized: 'RO14399840' });
    expect(parseCui('ro 14399840')?.normalized).toBe('RO14399840');
    expect(isValidCui('1590082')).toBe(true);
    expect(isValidCui('6859662')).toBe(true);
    expect(isValidCui('RO13548146')).toBe(true);
  });

  it('rejects a wrong control digit, bad lengths, leading zeros and other prefixes', () => {
    expect(isValidCui('14399841')).toBe(false);
    expect(isValidCui('RO14399849')).toBe(false);
    expect(isValidCui('1')).toBe(false);
    expect(isValidCui('12345678901')).toBe(false);
    expect(isValidCui('014399840')).toBe(false);
    expect(isValidCui('DE14399840')).toBe(false);
    expect(isValidCui('RO')).toBe(false);
    expect(isValidCui('')).toBe(false);
  });

  it('treats a control value of 10 as 0', () => {
    // Any body whose weighted sum times ten leaves 10 modulo 11 must end in 0.
    const withTen = Array.from({ length: 200 }, (_, i) => String(1000 + i)).find((body) => {
      const padded = body.padStart(9, '0');
      const sum = [...padded].reduce((s, d, i) => s + Number(d) * [7, 5, 3, 2, 1, 7, 5, 3, 2][i]!, 0);
      return (sum * 10) % 11 === 10;
    })!;
    expect(isValidCui(`${withTen}0`)).toBe(true);
    expect(isValidCui(`${withTen}1`)).toBe(false);
  });
});

describe('normalizeTradeRegisterNumber', () => {
  it('accepts the classic and the 2024 forms', () => {
    expect(normalizeTradeRegisterNumber('J12/1234/2010')).toBe('J12/1234/2010');
    expect(normalizeTradeRegisterNumber('j40 / 372 / 2002')).toBe('J40/372/2002');
    expect(normalizeTradeRegisterNumber('F5/12/2019')).toBe('F5/12/2019');
    expect(normalizeTradeRegisterNumber('J2024012345005')).toBe('J2024012345005');
  });

  it('rejects anything else', () => {
    expect(normalizeTradeRegisterNumber('12/1234/2010')).toBeNull();
    expect(normalizeTradeRegisterNumber('J12-1234-2010')).toBeNull();
    expect(normalizeTradeRegisterNumber('abc')).toBeNull();
  });
});

describe('isValidIban', () => {
  it('checks the mod-97 digits, spaces and case aside', () => {
    expect(isValidIban('RO49AAAA1B31007593840000')).toBe(true);
    expect(isValidIban('ro49 aaaa 1b31 0075 9384 0000')).toBe(true);
    expect(isValidIban('RO48AAAA1B31007593840000')).toBe(false);
    expect(isValidIban('RO49')).toBe(false);
  });
});

describe('the input patterns the OpenAPI document publishes', () => {
  /** Text of the characters these inputs are made of, in any order, with now and then a real value. */
  const typed = (alphabet: string, real: string[]) =>
    fc.oneof(
      fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 18 }),
      fc.constantFrom(...real),
      fc
        .tuple(fc.constantFrom(...real), fc.nat(), fc.constantFrom(' ', '.', '-', '/', '(', 'x'))
        .map(
          ([value, at, extra]) =>
            value.slice(0, at % (value.length + 1)) + extra + value.slice(at % (value.length + 1)),
        ),
    );

  it('accepts exactly the phone numbers normalizeRomanianPhone accepts', () => {
    const real = [
      '0722 123 456',
      '+40 722 123 456',
      '0040722123456',
      '+40 0722-123-456',
      '(0722) 123.456',
      '722123456',
    ];
    fc.assert(
      fc.property(typed('0123456789+ .-()/', real), (value) => {
        expect(ROMANIAN_MOBILE_INPUT.test(value.trim()), JSON.stringify(value)).toBe(
          normalizeRomanianPhone(value) !== null,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts exactly the trade register numbers normalizeTradeRegisterNumber accepts', () => {
    const real = ['J40/372/2002', 'j 12 / 1234 / 2010', 'F2024012345005', 'C1/1/1999'];
    fc.assert(
      fc.property(typed('JFCjfc0123456789/ ', real), (value) => {
        expect(TRADE_REGISTER_INPUT.test(value.trim()), JSON.stringify(value)).toBe(
          normalizeTradeRegisterNumber(value) !== null,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the shape of every CUI parseCui accepts, and of no other', () => {
    const real = ['RO14399840', '14399840', 'ro 1439 9840', '18547290'];
    fc.assert(
      fc.property(typed('ROro0123456789 ', real), (value) => {
        if (parseCui(value.trim())) expect(CUI_INPUT.test(value.trim()), JSON.stringify(value)).toBe(true);
        if (!CUI_INPUT.test(value.trim())) expect(parseCui(value.trim()), JSON.stringify(value)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts exactly the postal codes isPostalCode accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 7 }), (value) => {
        expect(POSTAL_CODE_INPUT.test(value), value).toBe(isPostalCode(value));
      }),
      { numRuns: 2000 },
    );
  });
});
