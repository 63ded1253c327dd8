import { describe, expect, it } from 'vitest';
import { awbBulkSchema, awbCreateSchema, awbLabelsQuerySchema, AWB_BULK_MAX } from './shipping';

describe('awbCreateSchema', () => {
  const body = { weight_grams: 1200, parcels: 1, cash_on_delivery: '149,90', insured_value: '0' };

  it('takes grams, parcels and money as staff type it', () => {
    expect(awbCreateSchema.parse(body)).toEqual(body);
    expect(awbCreateSchema.parse({ ...body, delivery: 'pickup_point' }).delivery).toBe('pickup_point');
  });

  it.each([
    ['no weight', { ...body, weight_grams: 0 }],
    ['a fraction of a gram', { ...body, weight_grams: 1.5 }],
    ['weight as text', { ...body, weight_grams: '1200' }],
    ['no parcel', { ...body, parcels: 0 }],
    ['too many parcels', { ...body, parcels: 100 }],
    ['a negative cash on delivery', { ...body, cash_on_delivery: '-1' }],
    ['three decimals', { ...body, insured_value: '1,999' }],
    ['an unknown delivery', { ...body, delivery: 'drone' }],
  ])('refuses %s', (_, value) => {
    expect(awbCreateSchema.safeParse(value).success).toBe(false);
  });
});

describe('bulk AWB bodies and label lists', () => {
  it(`takes 1 to ${AWB_BULK_MAX} orders`, () => {
    expect(awbBulkSchema.safeParse({ order_ids: [] }).success).toBe(false);
    expect(awbBulkSchema.safeParse({ order_ids: [1, 2] }).success).toBe(true);
    const tooMany = Array.from({ length: AWB_BULK_MAX + 1 }, (_, index) => index + 1);
    expect(awbBulkSchema.safeParse({ order_ids: tooMany }).success).toBe(false);
  });

  it('reads a comma-separated list of order numbers once each', () => {
    expect(awbLabelsQuerySchema.parse({ order_ids: '3,1,3' }).order_ids).toEqual([3, 1]);
    for (const bad of ['', '1,,2', '1, 2', 'a', '0', '-1'])
      expect(awbLabelsQuerySchema.safeParse({ order_ids: bad }).success).toBe(false);
  });
});
