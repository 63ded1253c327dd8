import { describe, expect, it } from 'vitest';
import {
  idSchema,
  intParam,
  intSchema,
  PG_INT_MAX,
  positiveIntParam,
  slugParamsSchema,
  TEXT_NUL_MESSAGE,
  moneyInputSchema,
  textSchema,
  uuidParam,
} from './common';
import { decimalToBani } from '../money';
import { adminRefundCreateSchema } from './admin/orders';
import { priceInputSchema } from './admin/products';

describe('textSchema', () => {
  it('refuses a NUL anywhere, before trimming and the other checks', () => {
    const schema = textSchema().trim().min(1).max(20);
    for (const value of ['\u0000', 'a\u0000b', ' abc\u0000', '\u0000 ']) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([TEXT_NUL_MESSAGE]);
    }
    expect(schema.parse('  Cluj  ')).toBe('Cluj');
  });

  it('keeps its own message for a missing or non-text value', () => {
    const schema = textSchema({ error: 'Completează numele.' });
    for (const value of [undefined, 3, true, ['a'], null]) {
      expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Completează numele.');
    }
  });
});

describe('intSchema and idSchema (JSON bodies)', () => {
  it('takes JSON integers in range and coerces nothing', () => {
    const quantity = intSchema(1, 99, 'Cantitate invalidă.');
    expect(quantity.parse(2)).toBe(2);
    for (const value of ['2', ' 3 ', '0x2', ['2'], true, 2.5, 0, 100, null, undefined, Number.NaN]) {
      const result = quantity.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Cantitate invalidă.');
    }
  });

  it('bounds ids to PostgreSQL integer', () => {
    expect(idSchema().parse(PG_INT_MAX)).toBe(PG_INT_MAX);
    for (const value of [0, -1, PG_INT_MAX + 1, 99_999_999_999, Number.MAX_SAFE_INTEGER + 2, 1e308]) {
      expect(idSchema().safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('intParam and positiveIntParam (query strings and paths)', () => {
  it('parses plain decimal digits only', () => {
    expect(positiveIntParam.parse('12')).toBe(12);
    expect(positiveIntParam.parse('0012')).toBe(12);
    expect(positiveIntParam.parse(String(PG_INT_MAX))).toBe(PG_INT_MAX);
    for (const value of [' 12', '12 ', '+1', '-1', '0x2', '1e3', '12abc', '1.0', '', '0', '2147483648']) {
      expect(positiveIntParam.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('refuses non-text and NUL, and bounds to its range', () => {
    const per = intParam(1, 100);
    expect(per.parse('100')).toBe(100);
    for (const value of [2, ['2'], true, '101', '1\u0000', '99999999999']) {
      expect(per.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe('uuidParam and slugParamsSchema', () => {
  it('takes only a UUID', () => {
    expect(uuidParam.parse('0b0a4e5c-8d2f-4c1e-9a53-2f6a1d7b9c10')).toBe(
      '0b0a4e5c-8d2f-4c1e-9a53-2f6a1d7b9c10',
    );
    for (const value of ['not-a-uuid', '-'.repeat(36), '0b0a4e5c8d2f4c1e9a532f6a1d7b9c10', '']) {
      expect(uuidParam.safeParse(value).success, value).toBe(false);
    }
  });

  it('refuses a NUL in a slug', () => {
    expect(slugParamsSchema.safeParse({ slug: 'crema\u0000' }).success).toBe(false);
    expect(slugParamsSchema.parse({ slug: 'crema-50-ml' })).toEqual({ slug: 'crema-50-ml' });
  });
});

describe('moneyInputSchema (every amount staff type in the admin)', () => {
  const amount = moneyInputSchema('Suma nu este validă.', { min: 1, max: 100_000 });

  it('accepts lei with a comma or a point, and whole lei', () => {
    for (const typed of ['20', '20,00', '20.00', '20,5', '69,90', ' 69.90 ', '1000']) {
      expect(amount.safeParse(typed).success, typed).toBe(true);
    }
    expect(amount.parse(' 20,00 ')).toBe('20,00');
    expect(decimalToBani(amount.parse('20,5'))).toBe(2050);
  });

  it('refuses other text, three decimals, and amounts outside the bounds, with the message', () => {
    for (const typed of ['', 'douăzeci', '20,005', '1.234,50', '-5', '0', '0,00', '1000,01']) {
      const parsed = amount.safeParse(typed);
      expect(parsed.success, typed).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Suma nu este validă.');
    }
  });
});

describe('the admin amount fields', () => {
  it('take the same Romanian and point forms: the order refund and the product price', () => {
    for (const typed of ['20', '20,00', '20.00', '69,90']) {
      expect(
        adminRefundCreateSchema.safeParse({ amount: typed, method: 'wallet', reason: 'x' }).success,
        typed,
      ).toBe(true);
      expect(priceInputSchema.safeParse(typed).success, typed).toBe(true);
    }
    expect(adminRefundCreateSchema.safeParse({ amount: '0', method: 'wallet', reason: 'x' }).success).toBe(
      false,
    );
  });
});
