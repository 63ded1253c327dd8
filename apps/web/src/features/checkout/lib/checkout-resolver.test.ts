import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { INITIAL_VALUES, type CheckoutValues } from './checkout-form';
import {
  checkoutResolver,
  invalidPaths,
  linesProblemOf,
  onlyMissing,
  setServerErrors,
  type OrderContext,
} from './checkout-resolver';

const VALID: CheckoutValues = {
  ...INITIAL_VALUES,
  email: 'ana@example.ro',
  telefon: '0722 123 456',
  nume: 'Popescu',
  prenume: 'Ana',
  address: {
    judet: 'Cluj',
    localitate: 'Cluj-Napoca',
    adresa: 'Str. Memorandumului 28',
    cod_postal: '400114',
  },
  plata: 'ramburs',
  accept_termeni: true,
};

const context = (lines: OrderContext['lines'] = [{ id: 1, cantitate: 2 }]): OrderContext => ({
  lines,
  coupon: null,
  language: 'ro',
});

async function resolve(values: CheckoutValues, order = context()) {
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<CheckoutValues>;
  const result = await checkoutResolver(values, order, options);
  return result.errors as FieldErrors<CheckoutValues>;
}

describe('checkoutResolver', () => {
  it('passes a valid form', async () => {
    expect(await resolve(VALID)).toEqual({});
  });

  it('puts the shared schema errors on the form paths, as locale keys, in screen order', async () => {
    const errors = await resolve({
      ...VALID,
      email: '',
      address: { ...VALID.address, cod_postal: '4001' },
      accept_termeni: false,
    });
    expect(invalidPaths(errors)).toEqual(['email', 'address.cod_postal', 'accept_termeni']);
    expect(errors.email).toMatchObject({ type: 'key', message: 'checkout.errors.emailRequired' });
    expect(errors.address?.cod_postal?.message).toMatch(/^checkout\.errors\./);
    expect(onlyMissing(errors)).toBe(false);
  });

  it('says only fields are missing when every problem is an empty field or the terms', async () => {
    const errors = await resolve({ ...INITIAL_VALUES, plata: 'card' });
    expect(invalidPaths(errors)[0]).toBe('email');
    expect(onlyMissing(errors)).toBe(true);
  });

  it('wants the locker on an easybox order, and the company fields on a company invoice', async () => {
    const errors = await resolve({ ...VALID, metoda: 'easybox', tip: 'companie' });
    expect(invalidPaths(errors)).toEqual(['locker', 'denumire', 'cui', 'nr_reg_com']);
  });

  it('names a single faulty line without marking fields, and reports an empty cart beside them', async () => {
    const line = await resolve({ ...VALID, email: '' }, context([{ id: 1, cantitate: 120 }]));
    expect(invalidPaths(line)).toEqual([]);
    expect(linesProblemOf(line)).toMatchObject({ line: 0 });

    const empty = await resolve({ ...VALID, email: '' }, context([]));
    expect(invalidPaths(empty)).toEqual(['email']);
    expect(linesProblemOf(empty)).toMatchObject({ line: null });
    expect(onlyMissing(empty)).toBe(false);
  });
});

describe('setServerErrors', () => {
  it("sets the server's errors on the form's fields and focuses the first on screen", () => {
    const set: [string, unknown][] = [];
    const focused: string[] = [];
    const marked = setServerErrors(
      { setError: (name, error) => set.push([name, error]), setFocus: (name) => focused.push(name) },
      {
        'facturare.cui': { text: 'CUI inexistent.' },
        'livrare.locker_id': { key: 'checkout.alerts.locker_unavailable' },
      },
    );
    expect(marked).toBe(true);
    expect(set).toEqual([
      ['locker', { type: 'key', message: 'checkout.alerts.locker_unavailable' }],
      ['cui', { type: 'text', message: 'CUI inexistent.' }],
    ]);
    expect(focused).toEqual(['locker']);
    expect(setServerErrors({ setError: () => undefined, setFocus: () => undefined }, {})).toBe(false);
  });
});
