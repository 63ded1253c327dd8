import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { demoReviews } from '../../../seed/demo-catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/recenzii/', () => {
  it("lists a product's reviews, newest first", async () => {
    const counts = new Map<number, number>();
    for (const review of demoReviews) counts.set(review.productId, (counts.get(review.productId) ?? 0) + 1);
    const [productId, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/recenzii/?produs_id=${productId}&per=100`,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<Review>>();
    expect(page.count).toBe(count);
    expect(page.results.every((r) => r.produs_id === productId)).toBe(true);
    const dates = page.results.map((r) => r.data_creare);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers an empty list for a product without reviews', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recenzii/?produs_id=999999' });
    expect(response.json()).toMatchObject({ count: 0, results: [] });
  });

  it('requires a numeric produs_id', async () => {
    for (const url of ['/api/recenzii/', '/api/recenzii/?produs_id=abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('produs_id');
    }
  });
});
