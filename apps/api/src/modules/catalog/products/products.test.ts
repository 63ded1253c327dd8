import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { effectivePrice } from '@shop/shared/pricing';
import { foldDiacritics } from '@shop/shared/text';
import { demoCategories, demoProducts, demoReviews, demoTags } from '../../../seed/demo-catalog';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/produse/${query}` });
  return {
    status: response.statusCode,
    body: response.json<Page<ProductSummary> & Record<string, unknown>>(),
  };
}

const byCreatedDesc = [...demoProducts].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
const priceOf = (p: (typeof demoProducts)[number]) => effectivePrice(p.priceBani, p.discountedPriceBani);

function subtreeSlugs(slug: string): Set<string> {
  const slugs = new Set([slug]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of demoCategories) {
      if (c.parentSlug && slugs.has(c.parentSlug) && !slugs.has(c.slug)) {
        slugs.add(c.slug);
        grew = true;
      }
    }
  }
  return slugs;
}

describe('GET /api/produse/', () => {
  it('pages all products newest first by default, in the list shape', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.count).toBe(demoProducts.length);
    expect(body.results).toHaveLength(24);
    expect(body.previous).toBeNull();
    expect(body.next).toBe(`${TEST_PUBLIC_URL}/api/produse/?page=2`);
    expect(body.results.map((p) => p.id)).toEqual(byCreatedDesc.slice(0, 24).map((p) => p.id));
  });

  it('answers the contract fields with money as decimal strings and root-relative image URLs', async () => {
    const { body } = await list('?per=1&page=1');
    const [product] = body.results;
    const source = byCreatedDesc[0]!;
    expect(product).toMatchObject({
      id: source.id,
      slug: source.slug,
      titlu: source.title,
      titlu_en: source.titleEn,
      sku: source.sku,
      stoc: source.stock,
      pret: (source.priceBani / 100).toFixed(2),
      pret_redus: source.discountedPriceBani === null ? null : (source.discountedPriceBani / 100).toFixed(2),
    });
    expect(product!.imagine_principala).toBe(`products/${source.slug}-1.webp`);
    expect(product!.imagine_principala_url).toBe(`/media/products/${source.slug}-1.webp`);
    expect(product!.img1_url).toBe(`/media/products/${source.slug}-2.webp`);
    expect(product!.categorie.map((c) => c.slug)).toEqual(source.categorySlugs);
    expect(product!.tags.map((tag) => tag.slug).sort()).toEqual([...source.tagSlugs].sort());
    const ratings = demoReviews.filter((r) => r.productId === source.id);
    expect(product!.numar_recenzii).toBe(ratings.length);
    if (ratings.length > 0) {
      const average = ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length;
      expect(product!.rating_mediu).toBeCloseTo(average, 2);
    } else {
      expect(product!.rating_mediu).toBeNull();
    }
  });

  it('pages with per and page, with next and previous links', async () => {
    const { body } = await list('?per=10&page=3');
    expect(body.results.map((p) => p.id)).toEqual(byCreatedDesc.slice(20, 30).map((p) => p.id));
    expect(body.previous).toBe(`${TEST_PUBLIC_URL}/api/produse/?per=10&page=2`);
    expect(body.next).toBe(`${TEST_PUBLIC_URL}/api/produse/?per=10&page=4`);
    const last = Math.ceil(demoProducts.length / 10);
    const lastPage = await list(`?per=10&page=${last}`);
    expect(lastPage.body.next).toBeNull();
    expect(lastPage.body.results).toHaveLength(demoProducts.length - (last - 1) * 10);
  });

  it('answers 404 for a page past the last one', async () => {
    const { status, body } = await list('?per=50&page=99');
    expect(status).toBe(404);
    expect(body.detail).toBeTruthy();
  });

  it.each([
    ['-id', [...demoProducts].sort((a, b) => b.id - a.id)],
    ['id', [...demoProducts].sort((a, b) => a.id - b.id)],
    ['-created', byCreatedDesc],
    ['price', [...demoProducts].sort((a, b) => priceOf(a) - priceOf(b) || a.id - b.id)],
    ['-price', [...demoProducts].sort((a, b) => priceOf(b) - priceOf(a) || b.id - a.id)],
  ])('orders by %s', async (ordering, expected) => {
    const { body } = await list(`?per=100&ordering=${ordering}`);
    expect(body.results.map((p) => p.id)).toEqual(expected.slice(0, 100).map((p) => p.id));
  });

  it.each(['-created', 'created', 'price', '-price', 'name', '-name'])(
    'pages by %s with the exact count on every page, each product once (with and without filters)',
    async (ordering) => {
      for (const [filter, expected] of [
        ['', demoProducts],
        ['&in_stoc=1', demoProducts.filter((p) => p.stock > 0)],
        ['&pret_min=40', demoProducts.filter((p) => priceOf(p) >= 4000)],
      ] as const) {
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 24); page++) {
          const { status, body } = await list(`?ordering=${ordering}&page=${page}${filter}`);
          expect(status).toBe(200);
          expect(body.count).toBe(expected.length);
          seen.push(...body.results.map((p) => p.id));
        }
        expect(seen.sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
      }
    },
  );

  it('orders by name in Romanian alphabetical order, both ways', async () => {
    const collator = new Intl.Collator('ro-RO');
    const ascending = (await list('?per=100&ordering=name')).body.results.map((p) => p.titlu);
    for (let i = 1; i < ascending.length; i++) {
      expect(collator.compare(ascending[i - 1]!, ascending[i]!)).toBeLessThanOrEqual(0);
    }
    const descending = (await list('?per=100&ordering=-name')).body.results.map((p) => p.titlu);
    expect(descending[0]).toBe([...demoProducts.map((p) => p.title)].sort(collator.compare).at(-1));
  });

  it('answers sort=id_desc (recommended products) with the highest ids', async () => {
    const { body } = await list('?per=10&page=1&sort=id_desc');
    const maxId = Math.max(...demoProducts.map((p) => p.id));
    expect(body.results.map((p) => p.id)).toEqual(Array.from({ length: 10 }, (_, i) => maxId - i));
  });

  it('filters by a top-level category by slug, including its subcategories', async () => {
    const top = demoCategories.find(
      (c) => c.parentSlug === null && demoCategories.some((s) => s.parentSlug === c.slug),
    )!;
    const slugs = subtreeSlugs(top.slug);
    const expected = demoProducts.filter((p) => p.categorySlugs.some((s) => slugs.has(s)));
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await list(`?per=100&categorie=${top.slug}`);
    expect(body.count).toBe(expected.length);
    expect(new Set(body.results.map((p) => p.id))).toEqual(new Set(expected.map((p) => p.id)));
  });

  it('filters by category id the same as by slug', async () => {
    const sub = demoCategories.find((c) => c.parentSlug !== null)!;
    const bySlug = await list(`?per=100&categorie=${sub.slug}`);
    const categoryId = bySlug.body.results[0]!.categorie.find((c) => c.slug === sub.slug)?.id;
    expect(categoryId).toBeDefined();
    const byId = await list(`?per=100&categorie=${categoryId}`);
    expect(byId.body.results.map((p) => p.id)).toEqual(bySlug.body.results.map((p) => p.id));
  });

  it('filters by tag', async () => {
    const tag = demoTags.find((t) => t.slug === 'acnee')!;
    const expected = demoProducts.filter((p) => p.tagSlugs.includes(tag.slug));
    const { body } = await list(`?per=100&tag=${tag.slug}`);
    expect(body.count).toBe(expected.length);
    expect(body.results.every((p) => p.tags.some((x) => x.slug === tag.slug))).toBe(true);
  });

  it('filters by effective price range in lei and by stock, combined with ordering', async () => {
    const expected = demoProducts.filter((p) => priceOf(p) >= 5000 && priceOf(p) <= 10_000 && p.stock > 0);
    const { body } = await list('?per=100&pret_min=50&pret_max=100.00&in_stoc=1&ordering=price');
    expect(body.count).toBe(expected.length);
    const prices = body.results.map((p) => Number(p.pret_redus ?? p.pret));
    expect(prices.every((price) => price >= 50 && price <= 100)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.results.every((p) => p.stoc > 0)).toBe(true);
  });

  it('counts out-of-stock products out only with in_stoc=1', async () => {
    const inStock = demoProducts.filter((p) => p.stock > 0).length;
    expect((await list('?in_stoc=1')).body.count).toBe(inStock);
    expect((await list('?in_stoc=0')).body.count).toBe(demoProducts.length);
  });

  it('lists only the given ids (guest favourites)', async () => {
    const ids = [demoProducts[0]!.id, demoProducts[5]!.id, demoProducts[9]!.id];
    const { status, body } = await list(`?ids=${ids.join(',')},999999&ordering=id`);
    expect(status).toBe(200);
    expect(body.results.map((p) => p.id)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers an empty page when nothing matches', async () => {
    const { status, body } = await list('?pret_min=99999');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 0, results: [], next: null, previous: null });
  });

  it.each([
    ['?ordering=pret', 'ordering'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?per=1000', 'per'],
    ['?pret_min=ieftin', 'pret_min'],
    ['?in_stoc=da', 'in_stoc'],
    ['?sort=random', 'sort'],
    ['?categorie=nu%20exista!', 'categorie'],
    ['?categorie=categorie-inexistenta', 'categorie'],
    ['?tag=eticheta-inexistenta', 'tag'],
    ['?pret_min=100&pret_max=50', 'pret_min'],
    [`?q=${'a'.repeat(101)}`, 'q'],
    ['?ids=1,abc', 'ids'],
    [`?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'ids'],
  ])('answers 400 with the field message for %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body[field]).toEqual([expect.any(String)]);
    expect(typeof body.detail).toBe('string');
  });
});

describe('search', () => {
  const search = async (q: string, extra = '') =>
    (await list(`?q=${encodeURIComponent(q)}${extra}`)).body.results.map((p) => p.id);

  const withDiacritics = demoProducts.find((p) => /[ăâîșț]/.test(p.title.split(' ')[0]!))!;
  const firstWord = withDiacritics.title.split(' ')[0]!;

  it('finds products whatever the diacritics: with, without, and in the cedilla forms', async () => {
    const plain = foldDiacritics(firstWord);
    const cedilla = firstWord.replace(/ș/g, 'ş').replace(/ț/g, 'ţ').replace(/Ș/g, 'Ş').replace(/Ț/g, 'Ţ');
    const results = await Promise.all([search(firstWord), search(plain), search(cedilla)]);
    expect(results[0]).toContain(withDiacritics.id);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('finds "apa termala" without diacritics, best match first', async () => {
    const ids = await search('apa termala');
    expect(ids.length).toBeGreaterThan(0);
    const first = demoProducts.find((p) => p.id === ids[0])!;
    expect(foldDiacritics(`${first.title} ${first.tagSlugs.join(' ')}`)).toMatch(/termal/);
  });

  it('tolerates a typo', async () => {
    const target = demoProducts.find((p) => /hidratant/i.test(p.title))!;
    expect(await search('hidratnta')).toContain(target.id);
  });

  it('tolerates a typo in a word a product was given since (the words table follows the titles)', async () => {
    const [target, other] = demoProducts.filter((p) => p.id !== demoProducts[0]!.id);
    const [before] = await t.query<{ title: string }>('SELECT title FROM products WHERE id = $1', [
      target!.id,
    ]);
    await t.query(`UPDATE products SET title = title || ' Xilofonică' WHERE id = $1`, [target!.id]);
    try {
      // No product's words start with "xilofnica": only the spelling half can find it.
      expect(await search('xilofnica')).toEqual([target!.id]);
      // Every searched word must be close to one of the product's words.
      const word = foldDiacritics(target!.title.split(' ')[0]!).toLowerCase();
      expect(await search(`${word} xilofnica`)).toEqual([target!.id]);
      expect(await search(`${foldDiacritics(other!.title.split(' ')[0]!)} xilofnica xyzwq`)).toEqual([]);
    } finally {
      await t.query('UPDATE products SET title = $2 WHERE id = $1', [target!.id, before!.title]);
    }
  });

  it('finds nothing for words no product holds together, rather than products sharing one of them', async () => {
    const words = (p: (typeof demoProducts)[number]) =>
      foldDiacritics(p.title)
        .toLowerCase()
        .split(/[^a-z0-9]+/);
    const withOil = demoProducts.filter((p) => words(p).includes('ulei'));
    const forNight = demoProducts.filter((p) => words(p).includes('noapte'));
    expect(withOil.length).toBeGreaterThan(0);
    expect(forNight.length).toBeGreaterThan(0);
    expect(withOil.filter((p) => forNight.includes(p))).toEqual([]);
    // "de noapte" is in several titles: the whole search compared with any run of a product's
    // words found those before docs/decisions/082; only a run close to all of it counts now.
    const page = (await list(`?q=${encodeURIComponent('ulei de noapte')}`)).body;
    expect(page.results).toEqual([]);
    expect(page.count).toBe(0);
  });

  it('stems Romanian and English words', async () => {
    const creams = demoProducts.filter((p) => /^Cremă/.test(p.title));
    expect(creams.length).toBeGreaterThan(0);
    const ids = await search('creme', '&per=100');
    expect(creams.filter((p) => !ids.includes(p.id))).toEqual([]);
    const english = demoProducts.find((p) => /\bcreams?\b/i.test(p.titleEn))!;
    expect(await search('creams', '&per=100')).toContain(english.id);
  });

  it('searches tags and category names', async () => {
    const tagged = demoProducts.filter((p) => p.tagSlugs.includes('ten-sensibil')).map((p) => p.id);
    const ids = await search('ten sensibil', '&per=100');
    expect(tagged.every((id) => ids.includes(id))).toBe(true);
  });

  it('ranks the titles that start with the search first, alphabetically, then title matches, then the rest, newest first', async () => {
    const all = (await list('?q=spray&per=100')).body;
    const ids = all.results.map((p) => p.id);
    expect(all.count).toBe(ids.length);
    // Each product's tier as the words say it: the folded title starts with the search; every
    // searched word in a title (weight A); neither (tags, categories).
    const rows = await t.query<{ id: number; key: string; prefix: boolean; title: boolean }>(
      `SELECT id, left(search_text, 60) AS key, left(search_text, 60) LIKE 'spray%' AS prefix,
              search_vector @@ (to_tsquery('shop_ro', 'spray:*A') || to_tsquery('shop_en', 'spray:*A')
                                || to_tsquery('shop_simple', 'spray:*A')) AS title
         FROM products WHERE id = ANY($1::int[])`,
      [ids],
    );
    const tier = (row: (typeof rows)[number]) => (row.prefix ? 0 : row.title ? 1 : 2);
    const expected = [...rows].sort(
      (a, b) =>
        tier(a) - tier(b) ||
        (tier(a) === 0 ? (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id) : b.id - a.id),
    );
    expect(ids).toEqual(expected.map((row) => row.id));
    // The three tiers are all there, so the order above says something.
    expect(new Set(rows.map(tier))).toEqual(new Set([0, 1, 2]));
  });

  it('pages a search: every match once, in the same order, and the exact count on each page', async () => {
    const all = (await list('?q=crema&per=100')).body;
    expect(all.count).toBeGreaterThan(5);
    const paged: number[] = [];
    for (let page = 1; paged.length < all.count; page++) {
      const { body } = await list(`?q=crema&per=4&page=${page}`);
      expect(body.count).toBe(all.count);
      expect(body.results.length).toBeGreaterThan(0);
      paged.push(...body.results.map((p) => p.id));
    }
    expect(paged).toEqual(all.results.map((p) => p.id));
    // With another filter the total is counted with it.
    const inStock = (await list('?q=crema&per=100&in_stoc=1')).body;
    expect(inStock.count).toBe(inStock.results.length);
    expect(inStock.results.every((p) => p.stoc > 0)).toBe(true);
    expect(inStock.results.map((p) => p.id)).toEqual(all.results.filter((p) => p.stoc > 0).map((p) => p.id));
  });

  it('suggests the titles that start with what was typed, alphabetically', async () => {
    const { body } = await list('?q=cr&limit=8');
    const starting = await t.query<{ id: number }>(
      `SELECT id FROM products
        WHERE is_active AND parent_id IS NULL AND lower(shop_unaccent(title)) LIKE 'cr%'
        ORDER BY left(search_text, 60) COLLATE "C", id`,
    );
    expect(starting.length).toBeGreaterThan(8);
    expect(body.results.map((p) => p.id)).toEqual(starting.slice(0, 8).map((row) => row.id));
  });

  it('caps suggestions with limit', async () => {
    const { body } = await list('?q=crema&limit=8');
    expect(body.results.length).toBeLessThanOrEqual(8);
    expect(body.next).toBeNull();
    expect(body.count).toBeGreaterThanOrEqual(body.results.length);
  });

  it('ignores a query of punctuation only and finds nothing for gibberish', async () => {
    expect((await list('?q=%25%25%25')).body.count).toBe(demoProducts.length);
    expect((await list('?q=zzxqwv')).body.count).toBe(0);
  });
});

describe('GET /api/produse/{slug}/', () => {
  it('answers the product with descriptions, meta fields, tags and reviews', async () => {
    const source = demoProducts.find((p) => demoReviews.some((r) => r.productId === p.id))!;
    const response = await t.app.inject({ method: 'GET', url: `/api/produse/${source.slug}/` });
    expect(response.statusCode).toBe(200);
    const product = response.json<ProductDetail>();
    expect(product).toMatchObject({
      id: source.id,
      titlu: source.title,
      descriere: source.description,
      descriere_en: source.descriptionEn,
      informatii_suplimentare: source.additionalInfo,
      meta_titlu: source.metaTitle,
      meta_descriere_en: source.metaDescriptionEn,
      cota_tva: source.vatRate,
    });
    const reviews = demoReviews.filter((r) => r.productId === source.id);
    expect(product.recenzii).toHaveLength(Math.min(reviews.length, 20));
    expect(product.recenzii[0]).toEqual({
      id: expect.any(Number),
      produs_id: source.id,
      user_nume: expect.any(String),
      data_creare: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      comentariu: expect.any(String),
      rating: expect.any(Number),
      cumparare_verificata: false,
      raspuns: '',
      data_raspuns: null,
    });
  });

  it('answers 404 with a detail for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/produse/nu-exista/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: expect.any(String), code: 'catalog.product_not_found' });
  });
});
