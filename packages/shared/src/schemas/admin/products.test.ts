import { describe, expect, it } from 'vitest';
import { BLANK_PRODUCT_BODY, productCreateSchema, productUpdateSchema } from './products';

const base = {
  ...BLANK_PRODUCT_BODY,
  titlu: 'Cremă hidratantă',
  titlu_en: 'Moisturising cream',
  sku: 'CREMA',
};

const size = {
  nume: 'Mărime',
  nume_en: 'Size',
  valori: [
    { valoare: '50 ml', valoare_en: '50 ml' },
    { valoare: '100 ml', valoare_en: '100 ml' },
  ],
};

const variant = (values: string[], fields: Record<string, unknown> = {}) => ({
  sku: null,
  ean: null,
  pret: '49.90',
  pret_redus: null,
  stoc: 3,
  greutate_grame: null,
  cantitate_neta: null,
  unitate: null,
  imagine: null,
  activ: true,
  valori: values,
  ...fields,
});

/** The fields the schema refuses, as `a.b.c` paths. */
function refused(
  body: unknown,
  schema: typeof productCreateSchema | typeof productUpdateSchema = productCreateSchema,
): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('a product with options and variants', () => {
  it('is accepted with one value of each option per variant, and no price of its own', () => {
    const body = {
      ...base,
      optiuni: [size],
      variante: [
        variant(['50 ml'], { sku: 'CREMA-50', ean: '5941234567899' }),
        variant(['100 ml'], { sku: 'CREMA-100', pret: '79.90', pret_redus: '69,90' }),
      ],
    };
    expect(refused(body)).toEqual([]);
  });

  it('needs a value of each option, only of that option', () => {
    const color = { nume: 'Culoare', nume_en: '', valori: [{ valoare: 'Roșu', valoare_en: 'Red' }] };
    expect(
      refused({
        ...base,
        optiuni: [size, color],
        variante: [variant(['50 ml']), variant(['100 ml', 'Verde']), variant(['100 ml', 'Roșu'])],
      }),
    ).toEqual(['variante.0.valori', 'variante.1.valori']);
  });

  it('refuses a combination twice, whatever its case', () => {
    expect(refused({ ...base, optiuni: [size], variante: [variant(['50 ml']), variant(['50 ML'])] })).toEqual(
      ['variante.1.valori'],
    );
  });

  it('refuses a SKU twice, or the product’s own, and an EAN twice', () => {
    expect(
      refused({
        ...base,
        optiuni: [size],
        variante: [
          variant(['50 ml'], { sku: 'X-1', ean: '96385074' }),
          variant(['100 ml'], { sku: 'x-1', ean: '96385074' }),
        ],
      }),
    ).toEqual(['variante.1.sku', 'variante.1.ean']);
    expect(refused({ ...base, optiuni: [size], variante: [variant(['50 ml'], { sku: 'crema' })] })).toEqual([
      'variante.0.sku',
    ]);
  });

  it('refuses an EAN with a wrong check digit or length', () => {
    expect(
      refused({
        ...base,
        optiuni: [size],
        variante: [variant(['50 ml'], { ean: '5941234567892' }), variant(['100 ml'], { ean: '1234567' })],
      }),
    ).toEqual(['variante.0.ean', 'variante.1.ean']);
  });

  it('needs a price above 0, a reduced price below it, and a quantity with its unit', () => {
    expect(
      refused({
        ...base,
        optiuni: [size],
        variante: [
          variant(['50 ml'], { pret: '0' }),
          variant(['100 ml'], { pret: '10', pret_redus: '10', cantitate_neta: 100 }),
        ],
      }),
    ).toEqual(['variante.0.pret', 'variante.1.pret_redus', 'variante.1.unitate']);
    expect(refused({ ...base, optiuni: [size], variante: [variant(['50 ml'], { pret: '12,345' })] })).toEqual(
      ['variante.0.pret'],
    );
  });

  it('refuses repeated option names and values, and an option without values', () => {
    expect(
      refused({
        ...base,
        optiuni: [
          { ...size, valori: [...size.valori, { valoare: '50 ML', valoare_en: '' }] },
          { ...size, nume: 'mărime' },
          { nume: 'Culoare', nume_en: '', valori: [] },
        ],
        variante: [variant(['50 ml', '50 ml', 'x'])],
      }),
    ).toEqual(expect.arrayContaining(['optiuni.0.valori.2.valoare', 'optiuni.1.nume', 'optiuni.2.valori']));
  });

  it('needs options and variants together', () => {
    expect(refused({ ...base, pret: '10', optiuni: [size] })).toEqual(['variante']);
    expect(refused({ ...base, pret: '10', optiuni: [size], variante: [] })).toEqual(['variante']);
    expect(refused({ ...base, pret: '10', optiuni: [], variante: [variant([])] })).toEqual(
      expect.arrayContaining(['optiuni']),
    );
  });
});

describe('a product without options', () => {
  it('is accepted as before, without the new fields', () => {
    expect(refused({ ...base, pret: '49.90' })).toEqual([]);
    expect(refused({ ...base, pret: '49.90', optiuni: [], variante: [] })).toEqual([]);
    const { stoc: _stock, ...update } = base;
    expect(refused({ ...update, pret: '49.90', version: 3 }, productUpdateSchema)).toEqual([]);
  });

  it('still needs its price, and a reduced price below it', () => {
    expect(refused({ ...base, pret: '' })).toEqual(['pret']);
    expect(refused({ ...base, pret: '20', pret_redus: '25' })).toEqual(['pret_redus']);
    expect(refused({ ...base, pret: 'abc' })).toEqual(['pret']);
  });
});
