import { describe, expect, it } from 'vitest';
import { addressInputSchema, companyInputSchema } from './account';
import {
  billingAddressSchema,
  CHECKOUT_MESSAGES as M,
  courierDeliverySchema,
  orderCreateSchema,
  type OrderCreateBody,
} from './checkout';

const valid: OrderCreateBody = {
  produse: [{ produs: 12, cantitate: 2 }],
  email: 'Ana@Example.ro ',
  telefon: '+40 722 123 456',
  nume: 'Popescu',
  prenume: 'Ana',
  livrare: {
    metoda: 'curier',
    judet: 'cluj',
    localitate: 'Cluj-Napoca',
    adresa: 'Str. Memorandumului 1',
    cod_postal: '400114',
  },
  facturare: { tip: 'persoana_fizica' },
  plata: 'ramburs',
  cupon: 'VARA10',
  accept_termeni: true,
};

function errorsOf(body: unknown): Record<string, string[]> {
  const result = orderCreateSchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('orderCreateSchema', () => {
  it('accepts the body of contract §7 and normalizes it', () => {
    const parsed = orderCreateSchema.parse(valid);
    expect(parsed.email).toBe('ana@example.ro');
    expect(parsed.telefon).toBe('0722123456');
    expect(parsed.livrare).toMatchObject({ metoda: 'curier', judet: 'Cluj' });
    expect(parsed.observatii).toBe('');
    expect(parsed.cupon).toBe('VARA10');
  });

  it('strips prices and totals a client might send', () => {
    const parsed = orderCreateSchema.parse({
      ...valid,
      total: '0.01',
      produse: [{ produs: 12, cantitate: 1, pret: '0.01' }],
    });
    expect(parsed).not.toHaveProperty('total');
    expect(parsed.produse).toEqual([{ produs: 12, cantitate: 1 }]);
  });

  it('merges lines of the same product, and refuses more than 99 together', () => {
    const parsed = orderCreateSchema.parse({
      ...valid,
      produse: [
        { produs: 3, cantitate: 2 },
        { produs: 5, cantitate: 1 },
        { produs: 3, cantitate: 4 },
      ],
    });
    expect(parsed.produse).toEqual([
      { produs: 3, cantitate: 6 },
      { produs: 5, cantitate: 1 },
    ]);
    expect(
      errorsOf({
        ...valid,
        produse: [
          { produs: 3, cantitate: 60 },
          { produs: 3, cantitate: 40 },
        ],
      }).produse,
    ).toEqual([M.quantity]);
  });

  it('names each invalid field in Romanian', () => {
    const errors = errorsOf({
      produse: [],
      email: 'ana',
      telefon: '0264 123 456',
      nume: ' ',
      livrare: { metoda: 'curier', judet: 'Atlantis', localitate: '', adresa: 'x', cod_postal: '4001' },
      facturare: { tip: 'companie', cui: 'RO14399841', nr_reg_com: 'abc', denumire: '' },
      plata: 'bitcoin',
      accept_termeni: false,
    });
    expect(errors).toEqual({
      produse: [M.emptyCart],
      email: [M.emailInvalid],
      telefon: [M.phoneInvalid],
      nume: [M.lastNameRequired],
      prenume: [M.firstNameRequired],
      'livrare.judet': [M.countyInvalid],
      'livrare.localitate': [M.cityRequired],
      'livrare.adresa': [M.addressTooShort],
      'livrare.cod_postal': [M.postalCodeInvalid],
      'facturare.cui': [M.cuiInvalid],
      'facturare.nr_reg_com': [M.tradeRegisterInvalid],
      'facturare.denumire': [M.companyNameRequired],
      plata: [M.paymentMethod],
      accept_termeni: [M.termsRequired],
    });
  });

  it('refuses postal codes no region uses and names without letters, next to their fields', () => {
    const errors = errorsOf({
      ...valid,
      nume: '123',
      prenume: 'Ana!',
      livrare: { ...valid.livrare, cod_postal: '000000' },
    });
    expect(errors).toEqual({
      nume: [M.nameInvalid],
      prenume: [M.nameInvalid],
      'livrare.cod_postal': [M.postalCodeUnknown],
    });
    expect(errorsOf({ ...valid, livrare: { ...valid.livrare, cod_postal: '001234' } })).toEqual({
      'livrare.cod_postal': [M.postalCodeUnknown],
    });
    const parsed = orderCreateSchema.parse({
      ...valid,
      nume: "O'Brien-Ștefănescu",
      prenume: 'Ș. Ana',
      telefon: '722 123 456',
    });
    expect(parsed).toMatchObject({ nume: "O'Brien-Ștefănescu", prenume: 'Ș. Ana', telefon: '0722123456' });
  });

  it('asks for every missing field', () => {
    const errors = errorsOf({});
    expect(errors.email).toEqual([M.emailRequired]);
    expect(errors.telefon).toEqual([M.phoneRequired]);
    expect(errors.livrare).toEqual([M.deliveryMethod]);
    expect(errors.facturare).toEqual([M.billingType]);
    expect(errors.accept_termeni).toEqual([M.termsRequired]);
  });

  it('takes a locker, a company with its office, notes and a language', () => {
    const parsed = orderCreateSchema.parse({
      ...valid,
      livrare: { metoda: 'easybox', locker_id: 'EB-CLJ-0001' },
      facturare: {
        tip: 'companie',
        cui: 'ro 14399840',
        nr_reg_com: 'j40/372/2002',
        denumire: 'Exemplu SRL',
        sediu: { judet: 'B', localitate: 'București', adresa: 'Bd. Unirii 1', cod_postal: '030167' },
      },
      limba: 'en',
      observatii: '  Sunați înainte.  ',
    });
    expect(parsed.livrare).toEqual({ metoda: 'easybox', locker_id: 'EB-CLJ-0001' });
    expect(parsed.facturare).toMatchObject({ cui: 'RO14399840', nr_reg_com: 'J40/372/2002' });
    expect(parsed.facturare.tip === 'companie' && parsed.facturare.sediu).toEqual({
      judet: 'București',
      localitate: 'Sector 3', // from the postal code 030167
      adresa: 'Bd. Unirii 1',
      cod_postal: '030167',
    });
    expect(parsed.limba).toBe('en');
    expect(parsed.observatii).toBe('Sunați înainte.');
    expect(errorsOf({ ...valid, observatii: 'x'.repeat(501) }).observatii).toEqual([M.notesTooLong]);
    expect(errorsOf({ ...valid, livrare: { metoda: 'easybox' } })['livrare.locker_id']).toEqual([
      M.lockerRequired,
    ]);
  });
});

describe('București addresses', () => {
  const inBucharest = (localitate: string, cod_postal: string) => ({
    ...valid,
    livrare: {
      metoda: 'curier' as const,
      judet: 'București',
      localitate,
      adresa: 'Str. Doamnei 12',
      cod_postal,
    },
  });

  it('stores the locality as the sector, however it was written', () => {
    for (const [localitate, cod_postal, sector] of [
      ['Sector 3', '030167', 'Sector 3'],
      ['sectorul 5', '400114', 'Sector 5'],
      ['S2', '077190', 'Sector 2'],
      ['București, sector 6', '061344', 'Sector 6'],
      ['București', '010402', 'Sector 1'],
      ['Bucuresti', '041234', 'Sector 4'],
    ] as const) {
      const parsed = orderCreateSchema.parse(inBucharest(localitate, cod_postal));
      expect(parsed.livrare.metoda === 'curier' && parsed.livrare.localitate, localitate).toBe(sector);
    }
  });

  it("refuses București without a sector, next to the locality, with the other fields' errors", () => {
    expect(errorsOf(inBucharest('București', '077190'))).toEqual({
      'livrare.localitate': [M.sectorRequired],
    });
    expect(errorsOf(inBucharest('Voluntari', '030167'))).toEqual({
      'livrare.localitate': [M.sectorRequired],
    });
    expect(
      errorsOf({
        ...inBucharest('București', '077190'),
        telefon: '123',
        facturare: {
          tip: 'companie',
          cui: 'RO14399840',
          nr_reg_com: 'J40/372/2002',
          denumire: 'Exemplu SRL',
          sediu: { judet: 'B', localitate: 'Bucharest', adresa: 'Bd. Unirii 1', cod_postal: '400114' },
        },
      }),
    ).toEqual({
      telefon: [M.phoneInvalid],
      'livrare.localitate': [M.sectorRequired],
      'facturare.sediu.localitate': [M.sectorRequired],
    });
    // A bad postal code is said once, by its own field; the sector waits for it.
    expect(errorsOf(inBucharest('București', '12'))).toEqual({ 'livrare.cod_postal': [M.postalCodeInvalid] });
  });

  it("leaves other counties' localities as typed", () => {
    const parsed = orderCreateSchema.parse(valid);
    expect(parsed.livrare.metoda === 'curier' && parsed.livrare.localitate).toBe('Cluj-Napoca');
  });
});

describe('facturare.cnp', () => {
  const person = (cnp: unknown) => ({ ...valid, facturare: { tip: 'persoana_fizica', cnp } });

  it('is optional: absent or empty means none', () => {
    expect(orderCreateSchema.parse(valid).facturare).toEqual({ tip: 'persoana_fizica' });
    expect(orderCreateSchema.parse(person('  ')).facturare).toEqual({
      tip: 'persoana_fizica',
      cnp: undefined,
    });
  });

  it('keeps a valid CNP as its thirteen digits', () => {
    expect(orderCreateSchema.parse(person(' 1850621 123450 ')).facturare).toEqual({
      tip: 'persoana_fizica',
      cnp: '1850621123450',
    });
  });

  it('refuses an invalid one with what is wrong', () => {
    expect(errorsOf(person('123'))).toEqual({ 'facturare.cnp': [M.cnpInvalid] });
    expect(errorsOf(person('0000000000000'))).toEqual({ 'facturare.cnp': [M.cnpInvalid] });
    expect(errorsOf(person('1970229123456'))).toEqual({ 'facturare.cnp': [M.cnpDate] });
    expect(errorsOf(person('1850621493456'))).toEqual({ 'facturare.cnp': [M.cnpCounty] });
    expect(errorsOf(person('1850621123451'))).toEqual({ 'facturare.cnp': [M.cnpControl] });
    expect(errorsOf(person(1850621123450))).toEqual({ 'facturare.cnp': [M.cnpInvalid] });
  });
});

describe('an address schema given no object at all', () => {
  it.each([null, undefined, 'text', 42])('refuses %s with an issue instead of throwing', (body) => {
    for (const schema of [
      courierDeliverySchema,
      billingAddressSchema,
      addressInputSchema,
      companyInputSchema,
    ]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
    }
  });
});
