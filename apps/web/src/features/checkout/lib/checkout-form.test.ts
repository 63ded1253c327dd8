import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@shop/shared/schemas/checkout';
import ro from '@/locales/ro/checkout.json';
import { buildOrderBody, checkCheckout, INITIAL_VALUES, type CheckoutValues } from './checkout-form';
import { messageKey } from '@/lib/form/field-messages';

const LOCKER = {
  id: 'EB-CLJ-0002',
  nume: 'easybox Iulius Mall Cluj',
  adresa: 'Str. Alexandru Vaida Voevod nr. 53B',
  localitate: 'Cluj-Napoca',
  judet: 'Cluj',
  cod_postal: '400436',
  tip: 'locker' as const,
  program: [],
};

const FILLED: CheckoutValues = {
  ...INITIAL_VALUES,
  email: 'ana@example.ro',
  telefon: '0722 123 456',
  nume: 'Popescu',
  prenume: 'Ana',
  address: {
    judet: 'Cluj',
    localitate: 'Cluj-Napoca',
    adresa: 'Str. Memorandumului 1',
    cod_postal: '400114',
  },
  plata: 'ramburs',
  accept_termeni: true,
};

const LINES = [{ id: 12, cantitate: 2 }];

function check(values: Partial<CheckoutValues>) {
  return checkCheckout(buildOrderBody({ ...FILLED, ...values }, LINES, null, 'ro'));
}

describe('the checkout messages', () => {
  it('have a Romanian text identical to the shared catalogue, so server messages translate', () => {
    for (const [key, text] of Object.entries(CHECKOUT_MESSAGES)) {
      expect(ro.errors[key as keyof typeof ro.errors], key).toBe(text);
      expect(messageKey(text)).toBe(`checkout.errors.${key}`);
    }
    expect(messageKey('Something else')).toBeNull();
  });
});

describe('buildOrderBody', () => {
  it('sends the contract §7 body: lines without prices, courier address, person billing', () => {
    const body = buildOrderBody(
      FILLED,
      LINES,
      { code: 'VARA10', discount_type: 'percent', value: '10.00' },
      'en',
    );
    expect(body).toEqual({
      produse: [{ produs: 12, cantitate: 2 }],
      email: 'ana@example.ro',
      telefon: '0722 123 456',
      nume: 'Popescu',
      prenume: 'Ana',
      livrare: {
        metoda: 'curier',
        judet: 'Cluj',
        localitate: 'Cluj-Napoca',
        adresa: 'Str. Memorandumului 1',
        cod_postal: '400114',
      },
      facturare: { tip: 'persoana_fizica' },
      plata: 'ramburs',
      cupon: 'VARA10',
      accept_termeni: true,
      limba: 'en',
    });
  });

  it('sends the locker id for easybox and the company with its optional registered office', () => {
    const body = buildOrderBody(
      {
        ...FILLED,
        metoda: 'easybox',
        locker: LOCKER,
        tip: 'companie',
        cui: 'RO14399840',
        nr_reg_com: 'J40/1234/2020',
        denumire: 'Exemplu SRL',
        sediu_diferit: true,
        sediu: { judet: 'București', localitate: 'București', adresa: 'Bd. Unirii 1', cod_postal: '030167' },
        observatii: 'Sunați înainte',
      },
      LINES,
      null,
      'ro',
    );
    expect(body.livrare).toEqual({ metoda: 'easybox', locker_id: 'EB-CLJ-0002' });
    expect(body.facturare).toEqual({
      tip: 'companie',
      cui: 'RO14399840',
      nr_reg_com: 'J40/1234/2020',
      denumire: 'Exemplu SRL',
      sediu: { judet: 'București', localitate: 'București', adresa: 'Bd. Unirii 1', cod_postal: '030167' },
    });
    expect(body.observatii).toBe('Sunați înainte');
    expect(body).not.toHaveProperty('cupon');
    expect(checkCheckout(body).errors).toEqual({});
  });
});

describe('checkCheckout', () => {
  it('accepts a complete order', () => {
    expect(check({})).toEqual({ errors: {}, onlyMissing: false, linesProblem: null });
  });

  it('names every empty field, and the empty fields alone make "Completează toate câmpurile!"', () => {
    const result = check({ email: '', telefon: ' ', nume: '', prenume: '', address: INITIAL_VALUES.address });
    expect(result.errors).toEqual({
      email: { key: 'checkout.errors.emailRequired' },
      telefon: { key: 'checkout.errors.phoneRequired' },
      nume: { key: 'checkout.errors.lastNameRequired' },
      prenume: { key: 'checkout.errors.firstNameRequired' },
      'livrare.judet': { key: 'checkout.errors.countyRequired' },
      'livrare.localitate': { key: 'checkout.errors.cityRequired' },
      'livrare.adresa': { key: 'checkout.errors.addressRequired' },
      'livrare.cod_postal': { key: 'checkout.errors.postalCodeRequired' },
    });
    expect(result.onlyMissing).toBe(true);
  });

  it.each([
    ['email', { email: 'ana@' }, 'email', 'emailInvalid'],
    ['a landline', { telefon: '0264 123 456' }, 'telefon', 'phoneInvalid'],
    [
      'a five-digit postal code',
      { address: { ...FILLED.address, cod_postal: '40011' } },
      'livrare.cod_postal',
      'postalCodeInvalid',
    ],
    [
      'a short address',
      { address: { ...FILLED.address, adresa: 'Str' } },
      'livrare.adresa',
      'addressTooShort',
    ],
    [
      'an unknown county',
      { address: { ...FILLED.address, judet: 'Atlantida' } },
      'livrare.judet',
      'countyInvalid',
    ],
  ] as const)('refuses %s', (_name, values, field, message) => {
    const result = check(values as Partial<CheckoutValues>);
    expect(result.errors[field]).toEqual({ key: `checkout.errors.${message}` });
    expect(result.onlyMissing).toBe(false);
  });

  it('accepts mobile numbers written in the usual ways', () => {
    for (const telefon of ['0722123456', '+40 722 123 456', '0040-722-123-456', '(0722) 123.456']) {
      expect(check({ telefon }).errors).toEqual({});
    }
  });

  it('checks the CUI with its control digit and the trade register number', () => {
    const company = { tip: 'companie', denumire: 'Exemplu SRL', nr_reg_com: 'J40/1234/2020' } as const;
    expect(check({ ...company, cui: '14399840' }).errors).toEqual({});
    expect(check({ ...company, cui: 'RO 14399840' }).errors).toEqual({});
    expect(check({ ...company, cui: '14399841' }).errors).toEqual({
      'facturare.cui': { key: 'checkout.errors.cuiInvalid' },
    });
    expect(check({ ...company, cui: '14399840', nr_reg_com: '1234' }).errors).toEqual({
      'facturare.nr_reg_com': { key: 'checkout.errors.tradeRegisterInvalid' },
    });
    expect(check({ tip: 'companie' }).errors).toEqual({
      'facturare.cui': { key: 'checkout.errors.cuiRequired' },
      'facturare.nr_reg_com': { key: 'checkout.errors.tradeRegisterRequired' },
      'facturare.denumire': { key: 'checkout.errors.companyNameRequired' },
    });
  });

  it('wants a locker for easybox delivery, and no address then', () => {
    expect(check({ metoda: 'easybox', address: INITIAL_VALUES.address }).errors).toEqual({
      'livrare.locker_id': { key: 'checkout.errors.lockerRequired' },
    });
    expect(check({ metoda: 'easybox', locker: LOCKER, address: INITIAL_VALUES.address }).errors).toEqual({});
  });

  it('wants the terms accepted and a payment method chosen', () => {
    const result = check({ accept_termeni: false, plata: '' });
    expect(result.errors).toEqual({
      plata: { key: 'checkout.errors.paymentMethod' },
      accept_termeni: { key: 'checkout.errors.termsRequired' },
    });
    // The terms alone are not "fill in all the fields".
    expect(check({ accept_termeni: false }).onlyMissing).toBe(false);
  });

  it('reports a problem with the lines apart from the fields', () => {
    const result = checkCheckout(buildOrderBody(FILLED, [], null, 'ro'));
    expect(result.linesProblem).toEqual({ key: 'checkout.errors.emptyCart', line: null });
  });

  it('points at the one line whose quantity is outside 1..99', () => {
    const lines = [
      { id: 12, cantitate: 2 },
      { id: 14, cantitate: 120 },
    ];
    const result = checkCheckout(buildOrderBody(FILLED, lines, null, 'ro'));
    expect(result.linesProblem).toEqual({ key: 'checkout.errors.quantity', line: 1 });
  });
});
