import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostDetail, BlogPostSummary } from '@shop/shared/schemas/blog';
import type { Page } from '@shop/shared/schemas/common';
import { seedDemoBlog } from '../../../seed/blog-seed';
import { demoBlogCategories, demoBlogPosts } from '../../../seed/demo-blog';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${query}` });
  return {
    status: response.statusCode,
    body: response.json<Page<BlogPostSummary> & Record<string, unknown>>(),
  };
}

const newestFirst = [...demoBlogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe('GET /api/blog/posts/', () => {
  it('answers the home call: six published posts, newest first, in the list shape', async () => {
    const { status, body } = await list('?page_size=6&ordering=-published_at');
    expect(status).toBe(200);
    expect(body.count).toBe(demoBlogPosts.length);
    expect(body.results.map((p) => p.slug)).toEqual(newestFirst.slice(0, 6).map((p) => p.slug));
    expect(body.next).toBe(`${TEST_PUBLIC_URL}/api/blog/posts/?page_size=6&ordering=-published_at&page=2`);
    expect(body.previous).toBeNull();
  });

  it('answers every summary field, with an absolute cover URL and the category', async () => {
    const { body } = await list('?per=1');
    const source = newestFirst[0]!;
    const category = demoBlogCategories.find((c) => c.slug === source.categorySlug)!;
    const [post] = body.results;
    expect(post).toEqual({
      id: expect.any(Number),
      slug: source.slug,
      title: source.title,
      title_en: source.titleEn,
      excerpt: source.excerpt,
      excerpt_en: source.excerptEn,
      cover: `/media/blog/${source.slug}.webp`,
      category: {
        id: expect.any(Number),
        name: category.name,
        name_en: category.nameEn,
        slug: category.slug,
      },
      published_at: source.publishedAt,
    });
    expect(post).not.toHaveProperty('body');
  });

  it('orders oldest first on request and pages with per and page', async () => {
    const { body } = await list('?ordering=published_at&per=3&page=2');
    const oldestFirst = [...newestFirst].reverse();
    expect(body.results.map((p) => p.slug)).toEqual(oldestFirst.slice(3, 6).map((p) => p.slug));
    expect(body.previous).toBe(`${TEST_PUBLIC_URL}/api/blog/posts/?ordering=published_at&per=3`);
  });

  it('filters by category slug', async () => {
    const slug = 'natural-si-nutritie';
    const { status, body } = await list(`?category=${slug}`);
    expect(status).toBe(200);
    const expected = newestFirst.filter((p) => p.categorySlug === slug).map((p) => p.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.results.map((p) => p.slug)).toEqual(expected);
  });

  it('rejects bad values with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?ordering=title', 'ordering'],
      ['?page_size=0', 'page_size'],
      ['?page_size=500', 'page_size'],
      ['?per=abc', 'per'],
      ['?page=-1', 'page'],
      ['?category=Nu%20Exista!', 'category'],
      ['?category=nu-exista', 'category'],
    ] as const) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body[field], query).toEqual([expect.any(String)]);
    }
  });

  it('answers 404 for a page past the end', async () => {
    const { status, body } = await list('?page_size=6&page=9');
    expect(status).toBe(404);
    expect(body.code).toBe('pagination.invalid_page');
  });

  it('hides drafts and posts scheduled for later', async () => {
    await t.query(
      `INSERT INTO blog_posts (slug, title, body, is_published, published_at) VALUES
         ('ciorna', 'Ciornă', '<p>x</p>', false, NULL),
         ('programat', 'Programat', '<p>x</p>', true, now() + interval '1 day')`,
    );
    const { body } = await list('?per=50');
    expect(body.count).toBe(demoBlogPosts.length);
    expect(body.results.map((p) => p.slug)).not.toContain('ciorna');
    for (const slug of ['ciorna', 'programat']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${slug}/` });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET /api/blog/posts/{slug}/', () => {
  it('answers the post with its sanitized bodies and meta fields', async () => {
    const source = demoBlogPosts[0]!;
    const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${source.slug}/` });
    expect(response.statusCode).toBe(200);
    const post = response.json<BlogPostDetail>();
    expect(post).toMatchObject({
      slug: source.slug,
      title: source.title,
      meta_title: source.metaTitle,
      meta_title_en: source.metaTitleEn,
      meta_description: source.metaDescription,
      meta_description_en: source.metaDescriptionEn,
    });
    expect(post.body).toContain('<h2>');
    expect(post.body_en).toContain('<h2>');
    expect(post.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('answers the reading time, related posts from the same category first, and the linked products on sale', async () => {
    const source = demoBlogPosts.find((p) => p.slug === 'apa-termala-de-ce-si-cum-o-folosesti')!;
    const sameCategory = demoBlogPosts.filter((p) => p.categorySlug === source.categorySlug && p !== source);
    const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${source.slug}/` });
    const post = response.json<BlogPostDetail>();
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
    expect(post.reading_minutes).toBe(Math.max(1, Math.round(words(source.body) / 200)));
    expect(post.reading_minutes_en).toBe(Math.max(1, Math.round(words(source.bodyEn) / 200)));
    expect(post.related_posts).toHaveLength(3);
    expect(post.related_posts.map((p) => p.slug)).not.toContain(source.slug);
    expect(
      post.related_posts
        .slice(0, sameCategory.length)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(sameCategory.map((p) => p.slug).sort());
    // The seed links the products whose titles name thermal water; one withdrawn drops out.
    expect(post.related_products.length).toBe(4);
    for (const product of post.related_products) expect(product.titlu).toMatch(/apă termală/i);
    const [withdrawn] = post.related_products;
    await t.query('UPDATE products SET is_active = false WHERE id = $1', [withdrawn!.id]);
    try {
      const again = (
        await t.app.inject({ method: 'GET', url: `/api/blog/posts/${source.slug}/` })
      ).json<BlogPostDetail>();
      expect(again.related_products.map((p) => p.id)).toEqual(
        post.related_products.slice(1).map((p) => p.id),
      );
    } finally {
      await t.query('UPDATE products SET is_active = true WHERE id = $1', [withdrawn!.id]);
    }
  });

  it('answers 404 with a stable code for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blog/posts/nu-exista/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Articolul nu a fost găsit.', code: 'blog.post_not_found' });
  });
});

describe('GET /api/blog/categories/', () => {
  it('answers every category with its published posts, drafts and scheduled ones left out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blog/categories/' });
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{ results: { slug: string; name: string; post_count: number }[] }>();
    expect(results.map((c) => c.slug).sort()).toEqual(demoBlogCategories.map((c) => c.slug).sort());
    for (const category of demoBlogCategories) {
      expect(results.find((c) => c.slug === category.slug)!.post_count).toBe(
        demoBlogPosts.filter((p) => p.categorySlug === category.slug).length,
      );
    }
  });
});

describe('demo blog seed', () => {
  it('runs once per database and never duplicates posts', async () => {
    expect(await seedDemoBlog(t.db)).toBe(false);
    await t.query(`DELETE FROM app_meta WHERE key = 'demo_blog_seeded_at'`);
    expect(await seedDemoBlog(t.db)).toBe(true);
    const [row] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM blog_posts WHERE slug = ANY($1)`,
      [demoBlogPosts.map((p) => p.slug)],
    );
    expect(row!.n).toBe(demoBlogPosts.length);
  });
});
