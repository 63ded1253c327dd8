import { describe, expect, it, vi } from 'vitest';
import { POPULAR_SEARCHES } from '@shop/shared/constants';
import { foldDiacritics, slugify } from '@shop/shared/text';
import { demoCategories, demoProducts, demoReviews, demoTags } from './demo-catalog';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/;
const FOOD_ROOT = 'alimente';
const HONEY_FRUIT_IDS = [91, 94, 96, 98, 100, 101, 102];

const categoryBySlug = new Map(demoCategories.map((c) => [c.slug, c]));
const tagSlugs = new Set(demoTags.map((t) => t.slug));
const productById = new Map(demoProducts.map((p) => [p.id, p]));

function inFoodTree(slug: string): boolean {
  const category = categoryBySlug.get(slug);
  return category !== undefined && (category.slug === FOOD_ROOT || category.parentSlug === FOOD_ROOT);
}

function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('demo categories', () => {
  it('have unique kebab-case slugs and both names', () => {
    expect(duplicates(demoCategories.map((c) => c.slug))).toEqual([]);
    for (const c of demoCategories) {
      expect(c.slug).toMatch(KEBAB);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.nameEn.length).toBeGreaterThan(0);
    }
  });

  it('form two levels whose parents exist and come first', () => {
    demoCategories.forEach((c, index) => {
      if (c.parentSlug === null) return;
      const parent = categoryBySlug.get(c.parentSlug);
      expect(parent, `${c.slug} → ${c.parentSlug}`).toBeDefined();
      expect(parent?.parentSlug).toBeNull();
      expect(demoCategories.findIndex((p) => p.slug === c.parentSlug)).toBeLessThan(index);
    });
    const tops = demoCategories.filter((c) => c.parentSlug === null);
    expect(tops.length).toBeGreaterThanOrEqual(5);
    for (const top of tops) {
      const children = demoCategories.filter((c) => c.parentSlug === top.slug);
      expect(children.length, top.slug).toBeGreaterThanOrEqual(2);
      expect(children.length, top.slug).toBeLessThanOrEqual(4);
    }
  });

  it('have exactly one top-level category without a sort number, and sort numbers not in array order', () => {
    const tops = demoCategories.filter((c) => c.parentSlug === null);
    expect(tops.filter((c) => c.sortNumber === null)).toHaveLength(1);
    expect(demoCategories.some((c) => c.parentSlug !== null && c.sortNumber === null)).toBe(true);
    const numbers = tops.map((c) => c.sortNumber).filter((n): n is number => n !== null);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).not.toEqual([...numbers].sort((a, b) => a - b));
  });

  it('have a valid image spec', () => {
    for (const c of demoCategories) {
      expect(c.image.color).toMatch(HEX);
      expect(c.image.accent).toMatch(HEX);
      expect(c.image.background).toMatch(HEX);
    }
  });
});

describe('demo tags', () => {
  it('have unique slugs derived from their Romanian names', () => {
    expect(demoTags.length).toBeGreaterThanOrEqual(16);
    expect(duplicates(demoTags.map((t) => t.slug))).toEqual([]);
    for (const t of demoTags) {
      expect(t.slug).toMatch(KEBAB);
      expect(t.slug).toBe(slugify(t.name));
      expect(t.nameEn.length).toBeGreaterThan(0);
    }
  });

  it('include the popular searches by name', () => {
    const names = new Set(demoTags.map((t) => t.name));
    for (const search of POPULAR_SEARCHES) expect(names.has(search), search).toBe(true);
    expect(demoTags.find((t) => t.name === 'protecție solară')?.slug).toBe('protectie-solara');
    expect(demoTags.find((t) => t.name === 'hidratare intensă')?.slug).toBe('hidratare-intensa');
  });

  it('are each used by at least two products', () => {
    for (const tag of demoTags) {
      const uses = demoProducts.filter((p) => p.tagSlugs.includes(tag.slug)).length;
      expect(uses, tag.slug).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('demo products', () => {
  it('have contiguous unique ids from 1 to N, with N between 100 and 110', () => {
    const ids = demoProducts.map((p) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(100);
    expect(ids.length).toBeLessThanOrEqual(110);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
  });

  it('have unique kebab-case slugs taken from the Romanian title', () => {
    expect(duplicates(demoProducts.map((p) => p.slug))).toEqual([]);
    for (const p of demoProducts) {
      expect(p.slug).toMatch(KEBAB);
      expect(p.slug).toBe(slugify(p.title));
    }
  });

  it('have unique titles in both languages', () => {
    expect(duplicates(demoProducts.map((p) => p.title.toLowerCase()))).toEqual([]);
    expect(duplicates(demoProducts.map((p) => p.titleEn.toLowerCase()))).toEqual([]);
  });

  it('use comma-below ș and ț, never the cedilla forms', () => {
    const texts = demoProducts.flatMap((p) => [p.title, p.description, p.additionalInfo, p.metaDescription]);
    const all = [...texts, ...demoCategories.map((c) => c.name), ...demoReviews.map((r) => r.comment)].join(
      ' ',
    );
    expect(all).not.toMatch(/[şţŞŢ]/);
  });

  it('offer titles for diacritic-insensitive search', () => {
    const withDiacritics = demoProducts.filter((p) => /[ăâîșț]/i.test(p.title));
    expect(withDiacritics.length).toBeGreaterThanOrEqual(3);
    const folded = demoProducts.map((p) => foldDiacritics(p.title));
    for (const word of ['crema', 'spuma', 'protectie', 'solutie micelara', 'apa termala']) {
      expect(
        folded.some((t) => t.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('reference existing categories and tags', () => {
    for (const p of demoProducts) {
      expect(p.categorySlugs.length, `#${p.id}`).toBeGreaterThanOrEqual(1);
      expect(p.categorySlugs.length, `#${p.id}`).toBeLessThanOrEqual(2);
      expect(p.tagSlugs.length, `#${p.id}`).toBeGreaterThanOrEqual(1);
      expect(p.tagSlugs.length, `#${p.id}`).toBeLessThanOrEqual(4);
      for (const slug of p.categorySlugs) expect(categoryBySlug.has(slug), `#${p.id} ${slug}`).toBe(true);
      for (const slug of p.tagSlugs) expect(tagSlugs.has(slug), `#${p.id} ${slug}`).toBe(true);
      expect(duplicates(p.categorySlugs)).toEqual([]);
      expect(duplicates(p.tagSlugs)).toEqual([]);
    }
  });

  it('sit mostly in subcategories, a few directly in a top-level category', () => {
    const direct = demoProducts.filter((p) =>
      p.categorySlugs.some((slug) => categoryBySlug.get(slug)?.parentSlug === null),
    );
    expect(direct.length).toBeGreaterThanOrEqual(1);
    expect(direct.length).toBeLessThanOrEqual(10);
  });

  it('file the honey-and-fruit delicacies under food with reduced VAT', () => {
    for (const id of HONEY_FRUIT_IDS) {
      const p = productById.get(id);
      expect(p, `#${id}`).toBeDefined();
      expect(p?.vatRate, `#${id}`).toBe(11);
      expect(p?.categorySlugs.every(inFoodTree), `#${id}`).toBe(true);
      expect(p?.title, `#${id}`).toMatch(/^Miere/);
    }
  });

  it('apply 11% VAT exactly to food and 21% to everything else', () => {
    for (const p of demoProducts) {
      const food = p.categorySlugs.some(inFoodTree);
      expect(p.vatRate, `#${p.id}`).toBe(food ? 11 : 21);
      if (food) expect(p.categorySlugs.every(inFoodTree), `#${p.id}`).toBe(true);
    }
  });

  it('spread categories over the id range instead of grouping them', () => {
    const firstTwenty = new Set(
      demoProducts
        .slice(0, 20)
        .flatMap((p) => p.categorySlugs.map((s) => categoryBySlug.get(s)?.parentSlug ?? s)),
    );
    expect(firstTwenty.size).toBeGreaterThanOrEqual(5);
  });

  it('have realistic integer prices and discounts below the price', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.priceBani)).toBe(true);
      expect(p.priceBani).toBeGreaterThanOrEqual(1990);
      expect(p.priceBani).toBeLessThanOrEqual(28_900);
      if (p.discountedPriceBani !== null) {
        expect(Number.isInteger(p.discountedPriceBani)).toBe(true);
        expect(p.discountedPriceBani).toBeGreaterThan(0);
        expect(p.discountedPriceBani, `#${p.id}`).toBeLessThan(p.priceBani);
      }
    }
    const discounted = demoProducts.filter((p) => p.discountedPriceBani !== null).length;
    expect(discounted / demoProducts.length).toBeGreaterThan(0.15);
    expect(discounted / demoProducts.length).toBeLessThan(0.35);
  });

  it('have stock levels with some sold-out and some nearly sold-out products', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(120);
    }
    expect(demoProducts.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(5);
    expect(demoProducts.filter((p) => p.stock >= 1 && p.stock <= 3).length).toBeGreaterThanOrEqual(2);
  });

  it('have unique SKUs, with a few products left without one', () => {
    const skus = demoProducts.map((p) => p.sku).filter((s): s is string => s !== null);
    expect(duplicates(skus)).toEqual([]);
    expect(demoProducts.length - skus.length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.length - skus.length).toBeLessThanOrEqual(8);
    for (const sku of skus) expect(sku).toMatch(/^[A-Z]{3}-\d{4}$/);
  });

  it('respect meta length limits', () => {
    for (const p of demoProducts) {
      expect(p.metaTitle.length, `#${p.id}`).toBeLessThanOrEqual(60);
      expect(p.metaTitleEn.length, `#${p.id}`).toBeLessThanOrEqual(60);
      expect(p.metaDescription.length, `#${p.id}`).toBeLessThanOrEqual(160);
      expect(p.metaDescriptionEn.length, `#${p.id}`).toBeLessThanOrEqual(160);
      expect(p.metaTitle.length).toBeGreaterThan(0);
      expect(p.metaDescription.length).toBeGreaterThan(0);
    }
  });

  it('use only simple safe HTML in descriptions', () => {
    for (const p of demoProducts) {
      for (const html of [p.description, p.descriptionEn, p.additionalInfo, p.additionalInfoEn]) {
        const tags = [...html.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((m) => m[0]);
        for (const tag of tags) expect(tag, `#${p.id}`).toMatch(/^<\/?(p|ul|li|strong)>$/);
        expect(html).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      }
      expect(p.description).toContain('<p>');
      expect(p.additionalInfo).toContain('<strong>');
    }
  });

  it('have distinct creation dates in the catalogue window, not ordered by id', () => {
    const times = demoProducts.map((p) => Date.parse(p.createdAt));
    expect(new Set(times).size).toBe(times.length);
    for (const p of demoProducts) {
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
      expect(p.createdAt >= '2025-01-01T00:00:00.000Z').toBe(true);
      expect(p.createdAt <= '2026-10-31T23:59:59.999Z').toBe(true);
    }
    expect(times).not.toEqual([...times].sort((a, b) => a - b));
  });

  it('have a valid image spec and 2 to 4 images', () => {
    for (const p of demoProducts) {
      expect(p.image.color).toMatch(HEX);
      expect(p.image.accent).toMatch(HEX);
      expect(p.image.background).toMatch(HEX);
      expect(p.image.label.split(' ').length).toBeLessThanOrEqual(3);
      expect([2, 3, 4]).toContain(p.imageCount);
    }
  });
});

describe('demo reviews', () => {
  it('reference existing products, have valid ratings and come after the product', () => {
    expect(demoReviews.length).toBeGreaterThanOrEqual(150);
    expect(demoReviews.length).toBeLessThanOrEqual(300);
    for (const r of demoReviews) {
      const product = productById.get(r.productId);
      expect(product, `review of #${r.productId}`).toBeDefined();
      expect([1, 2, 3, 4, 5]).toContain(r.rating);
      expect(r.authorName).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(r.comment.length).toBeGreaterThan(10);
      expect(Date.parse(r.createdAt)).toBeGreaterThan(Date.parse(product?.createdAt ?? ''));
      expect(r.createdAt < '2026-11-15T00:00:00.000Z').toBe(true);
    }
  });

  it('cover about 60% of the products with mostly positive ratings', () => {
    const reviewed = new Set(demoReviews.map((r) => r.productId)).size / demoProducts.length;
    expect(reviewed).toBeGreaterThan(0.45);
    expect(reviewed).toBeLessThan(0.75);
    const positive = demoReviews.filter((r) => r.rating >= 4).length / demoReviews.length;
    expect(positive).toBeGreaterThan(0.65);
    expect(demoReviews.some((r) => r.rating <= 2)).toBe(true);
  });
});

describe('determinism', () => {
  it('builds the same catalogue on every import', async () => {
    vi.resetModules();
    const fresh = await import('./demo-catalog');
    expect(fresh.demoProducts).toEqual(demoProducts);
    expect(fresh.demoReviews).toEqual(demoReviews);
    expect(fresh.demoCategories).toEqual(demoCategories);
  });
});

describe('demo weights', () => {
  it('give every product a packed weight above its contents and below a courier parcel limit', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.weightGrams), p.slug).toBe(true);
      expect(p.weightGrams, p.slug).toBeGreaterThanOrEqual(50);
      expect(p.weightGrams, p.slug).toBeLessThanOrEqual(5000);
      if (p.netQuantity !== null) expect(p.weightGrams, p.slug).toBeGreaterThan(p.netQuantity);
    }
    // Not one weight for everything: a 50 ml serum and a kilogram of honey differ.
    expect(new Set(demoProducts.map((p) => p.weightGrams)).size).toBeGreaterThan(10);
  });
});

describe('demo net quantities', () => {
  it('give a multi-pack the total of its pieces, so it has a unit price', () => {
    const packs = demoProducts.filter((p) => /\d+ × \d+ (g|ml)$/.test(p.title));
    expect(packs.length).toBeGreaterThan(0);
    for (const p of packs) {
      const [, count, amount, unit] = /(\d+) × (\d+) (g|ml)$/.exec(p.title)!;
      expect({ id: p.id, netQuantity: p.netQuantity, unit: p.unit }).toEqual({
        id: p.id,
        netQuantity: Number(count) * Number(amount),
        unit,
      });
    }
  });
});
