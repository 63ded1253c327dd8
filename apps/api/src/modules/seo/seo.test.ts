import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baniToDecimal } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { demoBlogPosts } from '../../seed/demo-blog';
import { demoCategories, demoProducts, demoReviews } from '../../seed/demo-catalog';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { parsePagePath, romanianCount } from './seo.service';

/** Shaped like the built apps/web/index.html. */
const INDEX_HTML = `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#1f5c45" />
    <title>Salvia – Dermato-cosmetice și produse naturale</title>
    <meta
      name="description"
      content="Dermato-cosmetice, apă termală, produse naturale și alimentare."
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-seo-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

/** A tiny reader of the served head, as a crawler sees it (no JavaScript). */
function head(html: string) {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`)
      .exec(tag)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const tags = html.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const metaContent = (key: string) =>
    tags
      .filter(
        (tag) =>
          tag.startsWith('<meta') && (attribute(tag, 'name') === key || attribute(tag, 'property') === key),
      )
      .map((tag) => attribute(tag, 'content'));
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    meta: (key: string) => metaContent(key)[0],
    metaAll: metaContent,
    link: (rel: string) =>
      tags.filter((tag) => attribute(tag, 'rel') === rel).map((tag) => attribute(tag, 'href')),
    jsonLd: () =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      ),
  };
}

const withReviews = demoProducts.find((p) => demoReviews.some((r) => r.productId === p.id) && p.stock > 0)!;
const withoutReviews = demoProducts.find((p) => !demoReviews.some((r) => r.productId === p.id))!;
const discounted = demoProducts.find((p) => p.discountedPriceBani !== null)!;

describe('product pages', () => {
  it('carry the title, description, canonical, Open Graph, preload and Product JSON-LD in the raw HTML', async () => {
    const response = await page(`/produs/${withReviews.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const h = head(response.body);
    expect(h.lang).toBe('ro');
    expect(h.titles).toBe(1);
    expect(h.title).toBe(`${withReviews.metaTitle} | Salvia`);
    expect(h.metaAll('description')).toEqual([withReviews.metaDescription]);
    const canonical = `${TEST_PUBLIC_URL}/produs/${withReviews.slug}`;
    expect(h.link('canonical')).toEqual([canonical]);
    expect(h.meta('og:type')).toBe('product');
    expect(h.meta('og:url')).toBe(canonical);
    expect(h.meta('og:locale')).toBe('ro_RO');
    expect(h.meta('og:title')).toBe(withReviews.metaTitle);
    const image = `${TEST_PUBLIC_URL}/media/products/${withReviews.slug}-1.webp`;
    expect(h.meta('og:image')).toBe(image);
    expect(h.meta('twitter:card')).toBe('summary_large_image');
    expect(h.meta('twitter:image')).toBe(image);
    expect(h.meta('theme-color')).toBe('#1f5c45');
    expect(h.link('preload')).toEqual([`/media/products/${withReviews.slug}-1.webp?w=640`]);
    // The same candidates and sizes as the page's <img>, so the browser fetches one file for both.
    expect(response.body).toContain(
      `imagesrcset="/media/products/${withReviews.slug}-1.webp?w=480 480w, /media/products/${withReviews.slug}-1.webp?w=640 640w, /media/products/${withReviews.slug}-1.webp?w=960 960w, /media/products/${withReviews.slug}-1.webp?w=1200 1200w" imagesizes="(min-width: 1024px) 565px, calc(100vw - 2rem)"`,
    );
    expect(h.link('alternate')).toEqual([
      canonical,
      `${TEST_PUBLIC_URL}/en/produs/${withReviews.slug}`,
      canonical,
    ]);
    expect(h.meta('keywords')).toBeTruthy();
    // The app's own script stays, after the head.
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
    );
    expect(response.body).toContain('<div id="root"></div>');

    const [product, breadcrumbs] = h.jsonLd();
    const reviews = demoReviews.filter((r) => r.productId === withReviews.id);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: withReviews.title,
      sku: withReviews.sku,
      url: canonical,
      offers: {
        '@type': 'Offer',
        price: baniToDecimal(effectivePrice(withReviews.priceBani, withReviews.discountedPriceBani)),
        priceCurrency: 'RON',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
      aggregateRating: { '@type': 'AggregateRating', reviewCount: reviews.length },
    });
    expect(product!.image).toEqual(
      Array.from(
        { length: withReviews.imageCount },
        (_, i) => `${TEST_PUBLIC_URL}/media/products/${withReviews.slug}-${i + 1}.webp`,
      ),
    );
    expect(String(product!.description)).not.toMatch(/<[a-z]/i);
    expect(String(product!.description).length).toBeGreaterThan(20);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('uses the discounted price and leaves out the rating when there are no reviews', async () => {
    const [offers] = head((await page(`/produs/${discounted.slug}`)).body).jsonLd();
    expect((offers!.offers as { price: string }).price).toBe(baniToDecimal(discounted.discountedPriceBani!));
    const [product] = head((await page(`/produs/${withoutReviews.slug}`)).body).jsonLd();
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('says out of stock when there is none', async () => {
    await t.query('UPDATE products SET stock = 0 WHERE id = $1', [withoutReviews.id]);
    try {
      const h = head((await page(`/produs/${withoutReviews.slug}`)).body);
      const [product] = h.jsonLd();
      expect((product!.offers as { availability: string }).availability).toBe(
        'https://schema.org/OutOfStock',
      );
      expect(h.meta('product:availability')).toBe('out of stock');
    } finally {
      await t.query('UPDATE products SET stock = $2 WHERE id = $1', [
        withoutReviews.id,
        withoutReviews.stock,
      ]);
    }
  });

  it('answers English under /en and Romanian under /ro, with one canonical address each', async () => {
    const en = head((await page(`/en/produs/${withReviews.slug}`)).body);
    expect(en.lang).toBe('en');
    expect(en.title).toBe(`${withReviews.metaTitleEn} | Salvia`);
    expect(en.meta('description')).toBe(withReviews.metaDescriptionEn);
    expect(en.meta('og:locale')).toBe('en_US');
    expect(en.link('canonical')).toEqual([`${TEST_PUBLIC_URL}/en/produs/${withReviews.slug}`]);
    expect(en.jsonLd()[0]).toMatchObject({ name: withReviews.titleEn });

    const ro = head((await page(`/ro/produs/${withReviews.slug}/`)).body);
    expect(ro.lang).toBe('ro');
    expect(ro.link('canonical')).toEqual([`${TEST_PUBLIC_URL}/produs/${withReviews.slug}`]);
  });

  it('falls back to the title and a plain-text cut of the description, escaping everything', async () => {
    const hostile = `Cremă "5 stele" </script><script>alert(1)</script> & <b>bold</b>`;
    await t.query(
      `UPDATE products SET meta_title = '', meta_description = '', title = $2,
         description = '<p>' || $3 || '</p><p>A doua propoziție, destul de lungă pentru a fi tăiată la o sută șaizeci de caractere, cu diacritice: ăâîșț și încă ceva text la final.</p>'
       WHERE id = $1`,
      [withoutReviews.id, hostile, 'Prima propoziție &amp; &lt;script&gt;.'],
    );
    try {
      const response = await page(`/produs/${withoutReviews.slug}`);
      expect(response.body).not.toContain('<script>alert(1)</script>');
      expect(response.body.match(/<\/script>/g)?.length).toBe(
        // the app script plus one per JSON-LD block
        1 + head(response.body).jsonLd().length,
      );
      const h = head(response.body);
      expect(h.title).toBe(
        `Cremă &quot;5 stele&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; | Salvia`,
      );
      const description = h.meta('description')!;
      expect(description.startsWith('Prima propoziție & &lt;script&gt;. A doua propoziție')).toBe(true);
      expect(description.length).toBeLessThanOrEqual(160 + 30);
      expect(description.endsWith('…')).toBe(true);
      const [product] = h.jsonLd();
      expect(product!.name).toBe(hostile);
      expect(String(product!.description)).toContain('Prima propoziție & <script>.');
    } finally {
      const source = withoutReviews;
      await t.query(
        'UPDATE products SET meta_title = $2, meta_description = $3, title = $4, description = $5 WHERE id = $1',
        [source.id, source.metaTitle, source.metaDescription, source.title, source.description],
      );
    }
  });

  it('answers an unknown product with a real 404 page that must not be indexed', async () => {
    for (const url of ['/produs/nu-exista', '/en/produs/nu-exista', '/produs/%3Cscript%3E']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      const h = head(response.body);
      expect(h.meta('robots')).toBe('noindex');
      expect(h.link('canonical')).toEqual([]);
    }
    expect(head((await page('/produs/nu-exista')).body).title).toBe('Pagina nu a fost găsită | Salvia');
  });

  it('hides products that are no longer sold', async () => {
    await t.query('UPDATE products SET is_active = false WHERE id = $1', [withoutReviews.id]);
    try {
      expect((await page(`/produs/${withoutReviews.slug}`)).statusCode).toBe(404);
    } finally {
      await t.query('UPDATE products SET is_active = true WHERE id = $1', [withoutReviews.id]);
    }
  });
});

describe('other pages', () => {
  const category = demoCategories.find((c) => c.parentSlug !== null)!;

  it('give categories their head under /produse and /categorii, and 404 for unknown ones', async () => {
    for (const section of ['produse', 'categorii']) {
      const response = await page(`/${section}/${category.slug}?page=2`);
      expect(response.statusCode).toBe(200);
      const h = head(response.body);
      expect(h.title).toBe(`${category.name} | Salvia`);
      expect(h.meta('description')).toMatch(new RegExp(`^${category.name}: \\d+ (de )?produse? la Salvia`));
      expect(h.link('canonical')).toEqual([`${TEST_PUBLIC_URL}/${section}/${category.slug}`]);
      expect(h.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/media/categories/${category.slug}.webp`);
    }
    const en = head((await page(`/en/produse/${category.slug}`)).body);
    expect(en.title).toBe(`${category.nameEn} | Salvia`);
    const unknown = await page('/categorii/nu-exista');
    expect(unknown.statusCode).toBe(404);
    expect(head(unknown.body).meta('robots')).toBe('noindex');
  });

  it('give the home its head in both languages', async () => {
    const ro = head((await page('/')).body);
    expect(ro.title).toBe('Salvia – Dermato-cosmetice și produse naturale');
    expect(ro.link('canonical')).toEqual([`${TEST_PUBLIC_URL}/`]);
    expect(ro.meta('og:type')).toBe('website');
    const en = head((await page('/en')).body);
    expect(en.lang).toBe('en');
    expect(en.title).toBe('Salvia – Dermocosmetics and natural products');
    expect(en.link('canonical')).toEqual([`${TEST_PUBLIC_URL}/en`]);
  });

  it('give blog posts an article head, and 404 for unknown ones', async () => {
    const post = demoBlogPosts[0]!;
    const h = head((await page(`/blog/${post.slug}`)).body);
    expect(h.title).toBe(`${post.metaTitle} | Salvia`);
    expect(h.meta('og:type')).toBe('article');
    expect(h.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/media/blog/${post.slug}.webp`);
    expect(h.jsonLd()[0]).toMatchObject({ '@type': 'Article', headline: post.title, inLanguage: 'ro' });
    expect(h.jsonLd()[0]).toHaveProperty('timeRequired', expect.stringMatching(/^PT\d+M$/));
    expect(h.jsonLd()[1]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((await page('/blog/nu-exista')).statusCode).toBe(404);
  });

  it('give the blog index its own head in both languages', async () => {
    const ro = head((await page('/blog')).body);
    expect(ro.title).toBe('Blog: sfaturi de îngrijire a pielii | Salvia');
    expect(ro.link('canonical')).toEqual([`${TEST_PUBLIC_URL}/blog`]);
    const en = head((await page('/en/blog')).body);
    expect(en.lang).toBe('en');
    expect(en.title).toBe('Blog: skincare advice | Salvia');
  });

  it('leave every other page as the web app built it', async () => {
    for (const url of ['/cart', '/produse', '/en/favorite', '/admin/products']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });
});

describe('the /politica-cookie alias', () => {
  it.each([
    ['/politica-cookie', '/politica-cookies'],
    ['/en/politica-cookie?x=1', '/en/politica-cookies?x=1'],
    ['/ro/politica-cookie/', '/ro/politica-cookies'],
  ])('redirects %s permanently to %s', async (from, to) => {
    const response = await page(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('leaves look-alike paths to the web app', async () => {
    expect((await page('/politica-cookie-veche')).statusCode).toBe(200);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the home, listings, categories, active products with lastmod and the information pages, as absolute URLs', async () => {
    await t.query('UPDATE products SET is_active = false WHERE id = $1', [withoutReviews.id]);
    try {
      const response = await page('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
      const xml = response.body;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toContain(`${TEST_PUBLIC_URL}/`);
      expect(locs).toContain(`${TEST_PUBLIC_URL}/produse`);
      expect(locs).toContain(`${TEST_PUBLIC_URL}/en/produs/${withReviews.slug}`);
      expect(locs).toContain(`${TEST_PUBLIC_URL}/produse/${demoCategories[0]!.slug}`);
      expect(locs).toContain(`${TEST_PUBLIC_URL}/politica-retur`);
      expect(locs).toContain(`${TEST_PUBLIC_URL}/en/contact`);
      expect(xml).toContain(
        `<loc>${TEST_PUBLIC_URL}/faq</loc><lastmod>${CONTENT_PAGES.faq.updated}T00:00:00.000Z</lastmod>`,
      );
      expect(locs).toContain(`${TEST_PUBLIC_URL}/blog`);
      expect(locs).toContain(`${TEST_PUBLIC_URL}/en/blog/${demoBlogPosts[0]!.slug}`);
      expect(locs.filter((loc) => /\/blog\/[^/]+$/.test(loc!) && !loc!.includes('/en/'))).toHaveLength(
        demoBlogPosts.length,
      );
      expect(locs).not.toContain(`${TEST_PUBLIC_URL}/produs/${withoutReviews.slug}`);
      expect(locs.filter((loc) => /\/produs\/[^/]+$/.test(loc!) && !loc!.includes('/en/'))).toHaveLength(
        demoProducts.length - 1,
      );
      expect(xml).toMatch(
        new RegExp(`<loc>${TEST_PUBLIC_URL}/produs/${withReviews.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
      );
    } finally {
      await t.query('UPDATE products SET is_active = true WHERE id = $1', [withoutReviews.id]);
    }
  });
});

describe('the sitemap split into files (SITEMAP_URLS_PER_FILE)', () => {
  const PER_FILE = 40;
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ webDist, env: { SITEMAP_URLS_PER_FILE: String(PER_FILE) } });
  });
  afterAll(async () => {
    await small.close();
  });
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  it('makes /sitemap.xml an index of files of at most that many URLs, which together hold every URL once', async () => {
    const whole = locsOf((await page('/sitemap.xml')).body);
    expect(whole.length).toBeGreaterThan(PER_FILE * 3);

    const response = await small.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body).not.toContain('<urlset');
    const files = locsOf(response.body);
    // Each page is two URLs (ro, en), so a file holds PER_FILE / 2 pages.
    expect(files).toHaveLength(Math.ceil(whole.length / PER_FILE));
    expect(files).toEqual(files.map((_, index) => `${TEST_PUBLIC_URL}/sitemap-${index + 1}.xml`));

    const seen: string[] = [];
    for (const file of files) {
      const part = await small.app.inject({ method: 'GET', url: new URL(file).pathname });
      expect(part.statusCode, file).toBe(200);
      expect(part.headers['content-type']).toMatch(/^application\/xml/);
      expect(part.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(part.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const locs = locsOf(part.body);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(PER_FILE);
      seen.push(...locs);
    }
    expect(seen).toEqual(whole);
  });

  it('gives the product files their latest change and a 404 past the last file', async () => {
    const index = (await small.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const count = locsOf(index).length;
    const lastEntry = index.split('<sitemap>').at(-1)!;
    expect(lastEntry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    const missing = await small.app.inject({ method: 'GET', url: `/sitemap-${count + 1}.xml` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    expect((await small.app.inject({ method: 'GET', url: '/sitemap-0.xml' })).statusCode).toBe(400);
  });

  it('keeps robots.txt pointing at the index', async () => {
    const robots = (await small.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /robots.txt', () => {
  it('allows the shop, keeps crawlers out of the admin, the API and personal pages, and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /contul-meu',
      'Disallow: /en/admin',
      `Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
  });
});

describe('parsePagePath', () => {
  it('reads the language and the page of a path', () => {
    expect(parsePagePath('/')).toEqual({ lang: 'ro', route: { kind: 'home' } });
    expect(parsePagePath('/en/')).toEqual({ lang: 'en', route: { kind: 'home' } });
    expect(parsePagePath('/ro/produs/crema')).toEqual({
      lang: 'ro',
      route: { kind: 'product', slug: 'crema' },
    });
    expect(parsePagePath('/en/categorii/seruri/')).toEqual({
      lang: 'en',
      route: { kind: 'category', slug: 'seruri', base: 'categorii' },
    });
    expect(parsePagePath('/english/produs/x').route).toBeNull();
    expect(parsePagePath('/produs/a/b').route).toBeNull();
    expect(parsePagePath('/cart').route).toBeNull();
  });
});

describe('romanianCount', () => {
  it('puts "de" where Romanian does', () => {
    expect(romanianCount(1, 'produs', 'produse')).toBe('1 produs');
    expect(romanianCount(0, 'produs', 'produse')).toBe('0 produse');
    expect(romanianCount(19, 'produs', 'produse')).toBe('19 produse');
    expect(romanianCount(20, 'produs', 'produse')).toBe('20 de produse');
    expect(romanianCount(101, 'produs', 'produse')).toBe('101 produse');
    expect(romanianCount(100, 'produs', 'produse')).toBe('100 de produse');
  });
});

describe('OpenAPI', () => {
  it('documents the blog, favourites and crawler routes', async () => {
    const document = (await page('/api/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const [route, method] of [
      ['/api/blog/posts/', 'get'],
      ['/api/blog/posts/{slug}/', 'get'],
      ['/api/blog/categories/', 'get'],
      ['/api/favorite/', 'get'],
      ['/api/favorite/', 'post'],
      ['/api/favorite/{id}/', 'delete'],
      ['/sitemap.xml', 'get'],
      ['/sitemap-{file}.xml', 'get'],
      ['/robots.txt', 'get'],
    ] as const) {
      expect(document.paths[route]?.[method], `${method} ${route}`).toBeDefined();
    }
  });
});
