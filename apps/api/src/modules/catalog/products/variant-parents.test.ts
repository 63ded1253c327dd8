import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStockRepository } from './stock.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
async function product(fields: {
  parentId?: number;
  price: number;
  discounted?: number | null;
  stock: number;
  active?: boolean;
}): Promise<number> {
  seq += 1;
  const [row] = await t.query<{ id: number }>(
    `INSERT INTO products (slug, title, price, discounted_price, stock, is_active, parent_id)
     VALUES ($1, $1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      `varianta-test-${process.pid}-${seq}`,
      fields.price,
      fields.discounted ?? null,
      fields.stock,
      fields.active ?? true,
      fields.parentId ?? null,
    ],
  );
  return row!.id;
}

async function figures(id: number) {
  const [row] = await t.query<{ price: number; discounted_price: number | null; stock: number }>(
    'SELECT price, discounted_price, stock FROM products WHERE id = $1',
    [id],
  );
  return row!;
}

describe('a parent product follows its variants', () => {
  it('takes the cheapest active variant by the price paid and the sum of their stock', async () => {
    const parent = await product({ price: 1, stock: 0 });
    await product({ parentId: parent, price: 5000, stock: 4 });
    const large = await product({ parentId: parent, price: 8000, discounted: 4500, stock: 6 });
    expect(await figures(parent)).toEqual({ price: 8000, discounted_price: 4500, stock: 10 });

    // The reduction ends: the 50 ml at 50 lei is the cheapest again.
    await t.query('UPDATE products SET discounted_price = NULL WHERE id = $1', [large]);
    expect(await figures(parent)).toEqual({ price: 5000, discounted_price: null, stock: 10 });
  });

  it('leaves out inactive variants and keeps its price when none is active', async () => {
    const parent = await product({ price: 3000, stock: 0 });
    const only = await product({ parentId: parent, price: 2000, stock: 3 });
    await product({ parentId: parent, price: 1000, stock: 7, active: false });
    expect(await figures(parent)).toEqual({ price: 2000, discounted_price: null, stock: 3 });

    await t.query('UPDATE products SET is_active = false WHERE id = $1', [only]);
    expect(await figures(parent)).toEqual({ price: 2000, discounted_price: null, stock: 0 });
  });

  it('follows a sale through the stock movements and a variant deleted or moved', async () => {
    const first = await product({ price: 1, stock: 0 });
    const second = await product({ price: 1, stock: 0 });
    const a = await product({ parentId: first, price: 2500, stock: 5 });
    const b = await product({ parentId: first, price: 3500, stock: 2 });

    await t.db.transaction(async (tx) => {
      const stock = createStockRepository(tx);
      const locked = await stock.lock([a, b]);
      // Only what was asked for comes back, though the parent was locked with it.
      expect(locked.map((row) => row.id)).toEqual([a, b]);
      await stock.apply(
        [
          { productId: a, delta: -2 },
          { productId: b, delta: -1 },
        ],
        { kind: 'sale' },
      );
    });
    expect(await figures(first)).toEqual({ price: 2500, discounted_price: null, stock: 4 });

    await t.query('UPDATE products SET parent_id = $2 WHERE id = $1', [b, second]);
    expect(await figures(first)).toEqual({ price: 2500, discounted_price: null, stock: 3 });
    expect(await figures(second)).toEqual({ price: 3500, discounted_price: null, stock: 1 });

    await t.query('DELETE FROM products WHERE id = $1', [a]);
    expect((await figures(first)).stock).toBe(0);
  });

  it('leaves a product without variants as it is', async () => {
    const plain = await product({ price: 4200, stock: 9 });
    await t.query('UPDATE products SET stock = 8 WHERE id = $1', [plain]);
    expect(await figures(plain)).toEqual({ price: 4200, discounted_price: null, stock: 8 });
  });
});
