import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { demoCategories, demoProducts } from '../../../seed/demo-catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tops = demoCategories.filter((c) => c.parentSlug === null);
const childrenOf = (slug: string) => demoCategories.filter((c) => c.parentSlug === slug);
const productsUnder = (slug: string) => {
  const slugs = new Set([slug, ...childrenOf(slug).map((c) => c.slug)]);
  return demoProducts.filter((p) => p.categorySlugs.some((s) => slugs.has(s))).length;
};
const bySortNumber = (a: { sortNumber: number | null; name: string }, b: typeof a) =>
  (a.sortNumber ?? 9999) - (b.sortNumber ?? 9999) || a.name.localeCompare(b.name, 'ro');

describe('GET /api/categorii/', () => {
  it('answers the top level ordered by sort_number, missing last, with nested subcategories and counts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categorii/' });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<CategoryNode>>();
    expect(page.count).toBe(tops.length);
    expect(page.results.map((c) => c.slug)).toEqual([...tops].sort(bySortNumber).map((c) => c.slug));
    expect(page.results.at(-1)!.sort_number).toBeNull();
    for (const node of page.results) {
      expect(node.numar_produse).toBe(productsUnder(node.slug));
      expect(node.subcategorii.map((c) => c.slug)).toEqual(
        [...childrenOf(node.slug)].sort(bySortNumber).map((c) => c.slug),
      );
      for (const child of node.subcategorii) {
        expect(child.parent).toBe(node.id);
        expect(child.numar_produse).toBe(
          demoProducts.filter((p) => p.categorySlugs.includes(child.slug)).length,
        );
      }
    }
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      nume: expect.any(String),
      nume_en: expect.any(String),
      slug: expect.any(String),
      imagine_principala_url: expect.stringMatching(/^\/media\/categories\/.+\.webp$/),
      parent: null,
      sort_number: expect.any(Number),
      numar_produse: expect.any(Number),
      subcategorii: expect.any(Array),
    });
  });

  it('pages with per', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categorii/?per=2&page=2' });
    const page = response.json<Page<CategoryNode>>();
    expect(page.results).toHaveLength(2);
    expect(page.previous).toContain('/api/categorii/?per=2');
    expect(page.next).toContain('page=3');
  });

  it('rejects a bad page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categorii/?page=-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('page');
  });
});

describe('GET /api/categorii/{slug}/', () => {
  it('answers a subcategory with the chain of its parents', async () => {
    const child = demoCategories.find((c) => c.parentSlug !== null)!;
    const response = await t.app.inject({ method: 'GET', url: `/api/categorii/${child.slug}/` });
    expect(response.statusCode).toBe(200);
    const body = response.json<CategoryNode & { parinti: { slug: string }[] }>();
    expect(body.slug).toBe(child.slug);
    expect(body.parinti.map((c) => c.slug)).toEqual([child.parentSlug]);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categorii/nu-exista/' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toEqual(expect.any(String));
  });
});
