import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnReview } from '@shop/shared/schemas/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function review(userId: number, productId: number, approved: boolean, comment: string) {
  await t.query(
    'INSERT INTO reviews (product_id, user_id, author_name, rating, comment, is_approved) VALUES ($1, $2, $3, 4, $4, $5)',
    [productId, userId, 'Ana', comment, approved],
  );
}

describe('GET /api/account/reviews/', () => {
  it("lists the customer's own reviews with their products, approved or waiting, and no one else's", async () => {
    const customer = await t.customer();
    const other = await t.customer();
    await review(customer.id, 3, true, 'Foarte bun.');
    await review(customer.id, 4, false, 'Aștept să văd.');
    await review(other.id, 3, true, 'Altcineva.');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/reviews/',
      headers: { authorization: `Token ${customer.token}` },
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{ results: OwnReview[] }>();
    expect(results.map((row) => [row.produs.id, row.comentariu, row.aprobata])).toEqual([
      [4, 'Aștept să văd.', false],
      [3, 'Foarte bun.', true],
    ]);
    expect(results[0]!.produs).toMatchObject({ slug: expect.any(String), titlu: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/reviews/' })).statusCode).toBe(401);
  });

  it("keeps a closed account's reviews on their products, signed by no one", async () => {
    const customer = await t.customer();
    await review(customer.id, 5, true, 'Recomand.');
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/',
      headers: { authorization: `Token ${customer.token}` },
      payload: { password: customer.password },
    });
    expect(closed.statusCode, closed.body).toBe(204);
    const rows = await t.query<{ author_name: string; user_id: number | null }>(
      "SELECT author_name, user_id FROM reviews WHERE comment = 'Recomand.'",
    );
    expect(rows).toEqual([{ author_name: 'Client', user_id: null }]);
  });
});
