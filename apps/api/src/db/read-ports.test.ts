import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOk } from '../test/checkout';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_UNIT_WEIGHT_GRAMS, orderParcelWeight } from './schema/read-ports';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
async function product(weight: number | null): Promise<number> {
  seq += 1;
  const [row] = await t.query<{ id: number }>(
    `INSERT INTO products (slug, title, title_en, price, stock, weight_grams)
     VALUES ($1, $1, $1, 1990, 50, $2) RETURNING id`,
    [`greutate-test-${process.pid}-${seq}`, weight],
  );
  return row!.id;
}

describe('orderParcelWeight', () => {
  it('sums quantity × weight, the default for each unit without one', async () => {
    expect(DEFAULT_UNIT_WEIGHT_GRAMS).toBe(500);
    const jar = await product(720);
    const serum = await product(null);
    const order = await placeOk(
      t,
      orderBody([
        { produs: jar, cantitate: 2 },
        { produs: serum, cantitate: 3 },
      ]),
    );
    expect(await orderParcelWeight(t.db, order.id)).toBe(2 * 720 + 3 * DEFAULT_UNIT_WEIGHT_GRAMS);

    // The weight entered after the order counts (the parcel is weighed when the AWB is made).
    await t.query('UPDATE products SET weight_grams = 60 WHERE id = $1', [serum]);
    expect(await orderParcelWeight(t.db, order.id)).toBe(2 * 720 + 3 * 60);

    // A product deleted since: its line keeps its quantity, weighed at the default.
    await t.query('DELETE FROM products WHERE id = $1', [jar]);
    expect(await orderParcelWeight(t.db, order.id)).toBe(2 * DEFAULT_UNIT_WEIGHT_GRAMS + 3 * 60);
  });

  it('weighs an order inside a transaction, and an unknown order as nothing', async () => {
    const order = await placeOk(t, orderBody([{ produs: await product(250), cantitate: 1 }]));
    expect(await t.db.transaction((tx) => orderParcelWeight(tx, order.id))).toBe(250);
    expect(await orderParcelWeight(t.db, 2_000_000_000)).toBe(0);
  });
});
