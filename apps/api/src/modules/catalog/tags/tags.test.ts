import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tag } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { demoCategories, demoProducts, demoTags } from '../../../seed/demo-catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/tags/', () => {
  it('lists every tag in use, in Romanian alphabetical order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tags/' });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<Tag>>();
    const used = demoTags.filter((tag) => demoProducts.some((p) => p.tagSlugs.includes(tag.slug)));
    expect(page.count).toBe(used.length);
    const names = page.results.map((tag) => tag.nume);
    expect(names).toEqual([...names].sort(new Intl.Collator('ro-RO').compare));
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      nume: expect.any(String),
      nume_en: expect.any(String),
      slug: expect.any(String),
    });
  });

  it('lists only the tags of a category and its subcategories', async () => {
    const top = demoCategories.find(
      (c) => c.parentSlug === null && demoCategories.some((s) => s.parentSlug === c.slug),
    )!;
    const slugs = new Set([
      top.slug,
      ...demoCategories.filter((c) => c.parentSlug === top.slug).map((c) => c.slug),
    ]);
    const expected = new Set(
      demoProducts.filter((p) => p.categorySlugs.some((s) => slugs.has(s))).flatMap((p) => p.tagSlugs),
    );
    const response = await t.app.inject({ method: 'GET', url: `/api/tags/?categorie=${top.slug}` });
    expect(new Set(response.json<Page<Tag>>().results.map((tag) => tag.slug))).toEqual(expected);
  });

  it('rejects a malformed category', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tags/?categorie=%3Cscript%3E' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('categorie');
  });
});
