import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The shop's own images are root-relative in every answer the web app reads: opened under another
 * host name than PUBLIC_URL (the IP, `www.`), an absolute URL is another origin, which the
 * Content-Security-Policy (`img-src 'self'`) blocks.
 */
let t: TestApp;
let staff: { authorization: string };
let product: { id: number; slug: string };
let post: { id: number; slug: string };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOwqnWBIwacHADlHQvFmqNoHwAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Token ${(await t.staff()).token}` };
  [product] = (await t.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM products WHERE is_active AND cardinality(images) >= 2 ORDER BY id LIMIT 1',
  )) as [{ id: number; slug: string }];
  [post] = (await t.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM blog_posts WHERE cover_path IS NOT NULL AND is_published ORDER BY id LIMIT 1',
  )) as [{ id: number; slug: string }];
});
afterAll(async () => {
  await t?.close();
});

/** Every string in a JSON answer that names a file under /media/. */
function mediaStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('/media/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(mediaStrings);
  return [];
}

async function answer(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

describe('media URLs in API answers', () => {
  it.each([
    ['the product list', () => '/api/produse/'],
    ['a product', () => `/api/produse/${product.slug}/`],
    ['the category tree', () => '/api/categorii/'],
    ['the blog', () => '/api/blog/posts/'],
    ['a blog post', () => `/api/blog/posts/${post.slug}/`],
  ])('%s names the shop’s images root-relative', async (_name, url) => {
    const found = mediaStrings(await answer(url()));
    expect(found.length).toBeGreaterThan(0);
    for (const value of found) expect(value).toMatch(/^\/media\//);
  });

  it.each([
    ['the admin product list', () => '/api/admin/products/'],
    ['an admin product', () => `/api/admin/products/${product.id}/`],
    ['the admin categories', () => '/api/admin/categories/'],
    ['the admin blog', () => '/api/admin/blog/posts/'],
    ['an admin blog post', () => `/api/admin/blog/posts/${post.id}/`],
  ])('%s names the shop’s images root-relative', async (_name, url) => {
    const found = mediaStrings(await answer(url(), staff));
    expect(found.length).toBeGreaterThan(0);
    for (const value of found) expect(value).toMatch(/^\/media\//);
  });

  it('an upload answers the image root-relative', async () => {
    const boundary = '----shop-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/?folder=products',
      payload,
      headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ path: string; url: string }>();
    expect(body.url).toBe(`/media/${body.path}`);
  });
});
