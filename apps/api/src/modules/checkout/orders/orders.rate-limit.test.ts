import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, setProduct, stockOf } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_RATE_LIMIT: '2' } });
});
afterAll(() => t.close());

let counter = 0;
const body = (quantity = 1) =>
  orderBody([{ produs: 12, cantitate: quantity }], { email: `limit${++counter}@example.ro` });

function placeFrom(address: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/comenzi/',
    payload: payload as object,
    headers,
    remoteAddress: address,
  });
}

describe('placed orders per client address (ORDER_RATE_LIMIT)', () => {
  it('answers 429 with retry_after past the limit, reserving nothing, and leaves other addresses alone', async () => {
    await setProduct(t, 12, { stock: 50 });
    const replayKey = { 'idempotency-key': 'rate-limit-first-order' };
    const first = body();
    expect((await placeFrom('10.0.0.1', first, replayKey)).statusCode).toBe(201);
    expect((await placeFrom('10.0.0.1', body())).statusCode).toBe(201);

    const limited = await placeFrom('10.0.0.1', body(3));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(limited.json<{ retry_after: number }>().retry_after).toBeGreaterThan(0);
    expect(await stockOf(t, 12)).toBe(48);

    // A client retrying an order it already placed still gets that order back.
    const replay = await placeFrom('10.0.0.1', first, replayKey);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    expect((await placeFrom('10.0.0.2', body())).statusCode).toBe(201);
  });

  it('counts only orders that were placed', async () => {
    await setProduct(t, 12, { stock: 1 });
    expect((await placeFrom('10.0.0.3', body(5))).statusCode).toBe(409);
    expect((await placeFrom('10.0.0.3', body(5))).statusCode).toBe(409);
    await setProduct(t, 12, { stock: 10 });
    expect((await placeFrom('10.0.0.3', body())).statusCode).toBe(201);
    expect((await placeFrom('10.0.0.3', body())).statusCode).toBe(201);
    expect((await placeFrom('10.0.0.3', body())).statusCode).toBe(429);
  });
});
