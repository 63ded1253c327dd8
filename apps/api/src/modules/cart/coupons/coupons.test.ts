import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@shop/shared/schemas/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
  await t.query(`
    INSERT INTO coupons (code, kind, value, usage_limit, is_active, starts_at, ends_at) VALUES
      ('INACTIV', 'percent', 10, NULL, false, NULL, NULL),
      ('CURAND', 'percent', 10, NULL, true, now() + interval '1 day', NULL),
      ('EPUIZAT', 'fixed', 1000, 0, true, NULL, NULL)`);
});
afterAll(() => t.close());

function validate(code: unknown, remoteAddress = '10.20.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/coupons/validate/',
    payload: { code } as object,
    remoteAddress,
  });
}

describe('POST /api/coupons/validate/', () => {
  it('answers a percent coupon as contract §7 reads it, whatever the case of the code', async () => {
    const response = await validate(' bineaivenit10 ');
    expect(response.statusCode).toBe(200);
    expect(response.json<Coupon>()).toEqual({
      code: 'BINEAIVENIT10',
      discount_type: 'percent',
      value: '10.00',
      min_subtotal: '0.00',
      first_order_only: true,
    });
  });

  it('answers a fixed coupon with its amount and minimum in lei', async () => {
    expect((await validate('VARA25')).json<Coupon>()).toEqual({
      code: 'VARA25',
      discount_type: 'fixed',
      value: '25.00',
      min_subtotal: '150.00',
      first_order_only: false,
    });
  });

  it('answers 400 "Cod invalid sau expirat" for unknown, expired, future, inactive and used-up codes', async () => {
    for (const code of [
      'NUEXISTA',
      'EXPIRAT',
      'CURAND',
      'INACTIV',
      'EPUIZAT',
      '',
      undefined,
      42,
      'X'.repeat(60),
    ]) {
      const response = await validate(code);
      expect(response.statusCode, String(code)).toBe(400);
      expect(response.json(), String(code)).toMatchObject({
        detail: 'Cod invalid sau expirat',
        code: 'coupon.invalid',
      });
    }
    expect((await validate('NUEXISTA')).json()).toMatchObject({
      code: 'coupon.invalid',
      cupon: ['Cod invalid sau expirat'],
    });
  });

  it('needs no sign-in and no CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate/',
      payload: { code: 'VARA10' },
      remoteAddress: '10.20.0.2',
    });
    expect(response.statusCode).toBe(200);
  });

  it('limits wrong guesses per address: 30 in 10 minutes, then 429 with Retry-After', async () => {
    const address = '10.20.9.9';
    for (let i = 0; i < 30; i++) expect((await validate(`GRESIT${i}`, address)).statusCode).toBe(400);
    const limited = await validate('VARA10', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await validate('VARA10', '10.20.9.10')).statusCode).toBe(200);
  });
});
