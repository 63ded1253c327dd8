import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shop/shared/schemas/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Replaces a product's price history with rows `days` ago, and sets its current prices to the last one. */
async function history(id: number, rows: { daysAgo: number; price: number; discounted: number | null }[]) {
  const last = rows.at(-1)!;
  await t.query('UPDATE products SET price = $2, discounted_price = $3 WHERE id = $1', [
    id,
    last.price,
    last.discounted,
  ]);
  await t.query('DELETE FROM product_price_history WHERE product_id = $1', [id]);
  for (const row of rows) {
    await t.query(
      'INSERT INTO product_price_history (product_id, price, discounted_price, created_at) VALUES ($1, $2, $3, now() - make_interval(days => $4))',
      [id, row.price, row.discounted, row.daysAgo],
    );
  }
}

async function detail(id: number): Promise<ProductDetail> {
  const [row] = await t.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [id]);
  const response = await t.app.inject({ method: 'GET', url: `/api/produse/${row!.slug}/` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductDetail>();
}

describe('pret_minim_30_zile', () => {
  it('is the lowest price of the 30 days before a reduction that started 10 days ago after a price rise', async () => {
    await history(1, [
      { daysAgo: 60, price: 5000, discounted: null },
      { daysAgo: 35, price: 4500, discounted: null },
      { daysAgo: 20, price: 6000, discounted: null },
      { daysAgo: 10, price: 6000, discounted: 4800 },
    ]);
    const product = await detail(1);
    expect(product.pret_redus).toBe('48.00');
    // 45.00 was in force from 35 days ago until the rise, inside the 30 days before day -10.
    expect(product.pret_minim_30_zile).toBe('45.00');
  });

  it('is the list price when there is no history before the reduction', async () => {
    await history(2, [{ daysAgo: 3, price: 7000, discounted: 5600 }]);
    expect((await detail(2)).pret_minim_30_zile).toBe('70.00');
  });

  it('ignores a price raised during the reduction', async () => {
    await history(3, [
      { daysAgo: 50, price: 4000, discounted: null },
      { daysAgo: 10, price: 4000, discounted: 3500 },
      { daysAgo: 5, price: 5000, discounted: 3500 },
    ]);
    expect((await detail(3)).pret_minim_30_zile).toBe('40.00');
  });

  it('is null when the product is not reduced, in lists too', async () => {
    await history(4, [{ daysAgo: 40, price: 3000, discounted: null }]);
    const product = await detail(4);
    expect(product.pret_minim_30_zile).toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/produse/?per=100' });
    const row = list.json<{ results: ProductDetail[] }>().results.find((p) => p.id === 1);
    expect(row?.pret_minim_30_zile ?? '45.00').toBe('45.00');
  });
});
