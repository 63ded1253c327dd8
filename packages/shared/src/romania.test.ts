import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUCHAREST_SECTORS,
  CNP_INPUT,
  COUNTIES,
  CUI_INPUT,
  POSTAL_CODE_INPUT,
  ROMANIAN_MOBILE_INPUT,
  TRADE_REGISTER_INPUT,
  checkCnp,
  findCounty,
  isPersonName,
  isPostalCode,
  isValidCui,
  isValidIban,
  normalizeLocality,
  normalizeRomanianPhone,
  normalizeTradeRegisterNumber,
  parseCui,
  sectorFromPostalCode,
  sectorIn,
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

describe('București sectors', () => {
  it('reads the sector however people write it', () => {
    for (const text of [
      'Sector 3',
      'sector 3',
      'SECTOR3',
      'Sectorul 3',
      'sectorul-3',
      'sect. 3',
      'S3',
      's 3',
      'S.3',
      'București, sector 3',
      'Bucuresti S3',
      'Mun. București Sectorul 3',
    ]) {
      expect(sectorIn(text), text).toBe(3);
    }
    expect(sectorIn('Str. Doamnei 12, sectorul 3', { spelledOut: true })).toBe(3);
    expect(sectorIn('Str. Florilor 2, bl. S3, ap. 4', { spelledOut: true })).toBeNull();
    for (const text of [
      'București',
      'Sector 7',
      'Sector 0',
      'Sector 12',
      'Sectorul',
      'Cluj-Napoca',
      '3',
      'Strada 3',
    ]) {
      expect(sectorIn(text), text).toBeNull();
    }
  });

  it('takes the sector from a București postal code only', () => {
    expect(sectorFromPostalCode('010402')).toBe(1);
    expect(sectorFromPostalCode(' 062123 ')).toBe(6);
    expect(sectorFromPostalCode('077190')).toBeNull(); // Ilfov
    expect(sectorFromPostalCode('400114')).toBeNull();
    expect(sectorFromPostalCode('03016')).toBeNull();
  });

  it("stores București's locality as its sector, and any other county's as typed", () => {
    expect(BUCHAREST_SECTORS).toEqual([
      'Sector 1',
      'Sector 2',
      'Sector 3',
      'Sector 4',
      'Sector 5',
      'Sector 6',
    ]);
    expect(normalizeLocality('București', 'sectorul 3', '400114')).toBe('Sector 3');
    expect(normalizeLocality('B', 'București, sector 5', '')).toBe('Sector 5');
    expect(normalizeLocality('bucuresti', 'S2', '030167')).toBe('Sector 2'); // the named sector wins
    expect(normalizeLocality('Municipiul București', 'București', '030167')).toBe('Sector 3');
    expect(normalizeLocality('București', 'Mun. Bucuresti', '061344')).toBe('Sector 6');
    expect(normalizeLocality('București', 'Bucharest', '021644')).toBe('Sector 2');
    expect(normalizeLocality('București', 'București', '077190')).toBeNull();
    expect(normalizeLocality('București', 'București', '')).toBeNull();
    // Another locality in București's county is a mistake, not a sector to guess from the code.
    expect(normalizeLocality('București', 'Voluntari', '030167')).toBeNull();
    expect(normalizeLocality('Cluj', '  Cluj-Napoca ', '400114')).toBe('Cluj-Napoca');
    expect(normalizeLocality('Ilfov', 'Sector 3', '077190')).toBe('Sector 3');
  });
});

describe('checkCnp', () => {
  // Real-shaped numbers (sex and century, birth date, county, serial, control digit); none is a
  // real person's.
  const valid = [
    '1850621123450', // man, 21 June 1985, Cluj (12)
    '2960229400124', // woman, 29 February 1996, București (40)
    '5031215412342', // man, 15 December 2003, București sector 1 (41)
    '6040229070016', // woman, 29 February 2004, Brașov (07)
    '7030514701233', // foreign resident, code 70
    '1951228520033', // Giurgiu (52)
    '9000101700013', // foreigner
    '1960323460051', // București sector 6 (46)
  ];

  it('accepts numbers whose date, county and control digit are right', () => {
    for (const cnp of valid) expect(checkCnp(cnp), cnp).toEqual({ cnp, problem: null });
    expect(checkCnp(' 1850621 123450 ')).toEqual({ cnp: '1850621123450', problem: null });
  });

  it('counts a remainder of 10 as control digit 1', () => {
    // 1·2+8·7+0·9+0·1+1·4+0·6+1·3+2·5+2·8+1·2+0·7+3·9 = 120; 120 mod 11 = 10.
    expect(checkCnp('1800101221031')).toEqual({ cnp: '1800101221031', problem: null });
    expect(checkCnp('1800101221030').problem).toBe('control');
  });

  it('names what is wrong', () => {
    expect(checkCnp('185062112345').problem).toBe('shape'); // 12 digits
    expect(checkCnp('0850621123450').problem).toBe('shape'); // no sex digit 0
    expect(checkCnp('0000000000000').problem).toBe('shape'); // the invoice's "no CNP", never a person's
    expect(checkCnp('18506211234a0').problem).toBe('shape');
    expect(checkCnp('1970229123456').problem).toBe('date'); // 1997 is no leap year
    expect(checkCnp('1851321123456').problem).toBe('date'); // month 13
    expect(checkCnp('1850621493456').problem).toBe('county'); // 49 is no county
    expect(checkCnp('1850621003456').problem).toBe('county');
    // Every other last digit of a valid number fails the control.
    for (const cnp of valid) {
      for (let digit = 0; digit <= 9; digit++) {
        const changed = cnp.slice(0, 12) + digit;
        if (changed !== cnp) expect(checkCnp(changed).problem, changed).toBe('control');
      }
    }
  });

  it('gives the shape of every CNP it accepts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...'0123456789 '), maxLength: 16 }),
          fc.constantFrom(...valid),
        ),
        (value) => {
          if (checkCnp(value).problem === null)
            expect(CNP_INPUT.test(value), JSON.stringify(value)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
