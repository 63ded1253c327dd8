import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogCategory, AdminBlogPost, AdminBlogPostPage } from '@shop/shared/schemas/admin/blog';
import { createTestApp, type TestApp } from '../../../test/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="ro"><head><meta charset="UTF-8" /><title>Salvia</title></head>
<body><div id="root"></div></body></html>
`;

let t: TestApp;
let webDist: string;
let auth: Record<string, string>;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-blog-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist });
  auth = { authorization: `Token ${(await t.staff()).token}` };
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });
}

/** A cover as the media endpoint stores it. */
async function uploadedCover(): Promise<string> {
  const cover = `blog/${randomUUID()}.webp`;
  await fs.mkdir(path.join(t.dataDir, 'media', 'blog'), { recursive: true });
  await fs.writeFile(path.join(t.dataDir, 'media', cover), 'RIFF');
  return cover;
}

const post = { title: 'Îngrijirea pielii în sezonul rece', status: 'draft' };

describe('admin blog posts', () => {
  it('writes a draft with the slug folded from the title, hidden from readers, and audits it', async () => {
    const response = await call('POST', '/blog/posts/', post);
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminBlogPost>();
    expect(created).toMatchObject({
      slug: 'ingrijirea-pielii-in-sezonul-rece',
      status: 'draft',
      published_at: null,
    });
    expect((await t.app.inject(`/api/blog/posts/${created.slug}/`)).statusCode).toBe(404);
    const [entry] = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'blog_post' AND entity_id = $1",
      [String(created.id)],
    );
    expect(entry).toEqual({ action: 'create' });
    const taken = await call('POST', '/blog/posts/', post);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'admin.duplicate', slug: [expect.any(String)] });
  });

  it('cleans hostile HTML in both bodies', async () => {
    const hostile =
      '<p onclick="alert(1)">Bun<script>alert(1)</script></p><img src="javascript:alert(1)" onerror="x()">' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><style>p{}</style>';
    const response = await call('POST', '/blog/posts/', {
      title: 'Ostil',
      status: 'draft',
      body: hostile,
      body_en: hostile,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminBlogPost>();
    for (const body of [created.body, created.body_en]) {
      expect(body).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
      expect(body).toContain('<p>Bun</p>');
    }
  });

  it('publishes now with a cover, and readers see it through the public blog API', async () => {
    const cover = await uploadedCover();
    const category = (
      await call('POST', '/blog/categories/', { name: 'Sfaturi și rutine' })
    ).json<AdminBlogCategory>();
    expect(category.slug).toBe('sfaturi-si-rutine');
    const response = await call('POST', '/blog/posts/', {
      title: 'Ser cu vitamina C',
      slug: 'Ser cu Vitamina C!',
      status: 'published',
      cover,
      category_id: category.id,
      body: '<p>Dimineața</p>',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminBlogPost>();
    expect(created).toMatchObject({ slug: 'ser-cu-vitamina-c', status: 'published', cover });
    const reader = await t.app.inject(`/api/blog/posts/${created.slug}/`);
    expect(reader.statusCode).toBe(200);
    expect(reader.json()).toMatchObject({
      body: '<p>Dimineața</p>',
      cover: `/media/${cover}`,
      category: { slug: 'sfaturi-si-rutine' },
    });
  });

  it('links recommended products in order, replaces them on edit, and refuses unknown or repeated ones', async () => {
    const ids = (
      await t.query<{ id: number }>('SELECT id FROM products WHERE is_active ORDER BY id LIMIT 3')
    ).map((row) => row.id);
    const response = await call('POST', '/blog/posts/', {
      title: 'Produse recomandate',
      status: 'published',
      product_ids: [ids[2], ids[0]],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminBlogPost>();
    expect(created.product_ids).toEqual([ids[2], ids[0]]);
    const reader = (await t.app.inject(`/api/blog/posts/${created.slug}/`)).json<{
      related_products: { id: number }[];
    }>();
    expect(reader.related_products.map((p) => p.id)).toEqual([ids[2], ids[0]]);

    const edited = await call('PUT', `/blog/posts/${created.id}/`, {
      title: created.title,
      status: 'published',
      product_ids: [ids[1]],
      updated_at: created.updated_at,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminBlogPost>().product_ids).toEqual([ids[1]]);

    for (const product_ids of [[999_999], [ids[0], ids[0]], Array.from({ length: 9 }, (_, i) => i + 1)]) {
      const refused = await call('POST', '/blog/posts/', {
        title: `Refuzat ${product_ids.join('-')}`,
        status: 'draft',
        product_ids,
      });
      expect(refused.statusCode, String(product_ids)).toBe(400);
      expect(refused.json().product_ids, String(product_ids)).toEqual([expect.any(String)]);
    }
    const [row] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM blog_posts WHERE title LIKE 'Refuzat%'",
    );
    expect(row!.n).toBe(0);
  });

  it('refuses a cover that is not an upload or does not exist, and an unknown category', async () => {
    for (const cover of ['../../etc/passwd', 'products/x.webp', `blog/${randomUUID()}.webp`]) {
      const response = await call('POST', '/blog/posts/', {
        title: `Copertă ${cover}`,
        status: 'draft',
        cover,
      });
      expect(response.statusCode, cover).toBe(400);
      expect(response.json().cover, cover).toEqual([expect.any(String)]);
    }
    const response = await call('POST', '/blog/posts/', {
      title: 'Fără categorie',
      status: 'draft',
      category_id: 999999,
    });
    expect(response.json()).toMatchObject({ category_id: [expect.any(String)] });
  });

  it('keeps a scheduled post from readers, the list, the sitemap and the page head until its time', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const past = await call('POST', '/blog/posts/', {
      title: 'Programat greșit',
      status: 'scheduled',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.json()).toMatchObject({ published_at: [expect.any(String)] });
    expect(
      (await call('POST', '/blog/posts/', { title: 'Fără dată', status: 'scheduled' })).json(),
    ).toMatchObject({ published_at: [expect.any(String)] });

    const response = await call('POST', '/blog/posts/', {
      title: 'Noutăți de iarnă',
      status: 'scheduled',
      published_at: future,
    });
    expect(response.statusCode).toBe(201);
    const scheduled = response.json<AdminBlogPost>();
    expect(scheduled).toMatchObject({ status: 'scheduled', published_at: future });

    expect((await t.app.inject(`/api/blog/posts/${scheduled.slug}/`)).statusCode).toBe(404);
    const list = await t.app.inject('/api/blog/posts/?page_size=50');
    expect(list.json<{ results: { slug: string }[] }>().results.map((p) => p.slug)).not.toContain(
      scheduled.slug,
    );
    expect((await t.app.inject('/sitemap.xml')).body).not.toContain(scheduled.slug);
    expect((await t.app.inject(`/blog/${scheduled.slug}`)).statusCode).toBe(404);

    const listed = (await call('GET', '/blog/posts/?status=scheduled')).json<AdminBlogPostPage>();
    expect(listed.results.map((p) => p.id)).toEqual([scheduled.id]);
    // Its time comes: readers see it.
    await t.query("UPDATE blog_posts SET published_at = now() - interval '1 minute' WHERE id = $1", [
      scheduled.id,
    ]);
    expect((await t.app.inject(`/api/blog/posts/${scheduled.slug}/`)).statusCode).toBe(200);
  });

  it('lists by status, category and title without diacritics', async () => {
    const drafts = (await call('GET', '/blog/posts/?status=draft&q=ingrijirea')).json<AdminBlogPostPage>();
    expect(drafts.results.map((p) => p.slug)).toEqual(['ingrijirea-pielii-in-sezonul-rece']);
    const published = (
      await call('GET', '/blog/posts/?status=published&page_size=100')
    ).json<AdminBlogPostPage>();
    expect(published.count).toBeGreaterThan(0);
    expect(published.results.every((p) => p.status === 'published')).toBe(true);
    expect((await call('GET', '/blog/posts/?status=altceva')).statusCode).toBe(400);
  });

  it('edits with the version read; a stale version answers 409 conflict', async () => {
    const created = (
      await call('POST', '/blog/posts/', { title: 'Versiuni', status: 'draft' })
    ).json<AdminBlogPost>();
    const first = await call('PUT', `/blog/posts/${created.id}/`, {
      ...post,
      title: 'Versiuni noi',
      slug: created.slug,
      updated_at: created.updated_at,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<AdminBlogPost>().updated_at).not.toBe(created.updated_at);
    const stale = await call('PUT', `/blog/posts/${created.id}/`, {
      ...post,
      title: 'Pierdută',
      slug: created.slug,
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict' });
    expect((await call('GET', `/blog/posts/${created.id}/`)).json()).toMatchObject({ title: 'Versiuni noi' });
    expect((await call('PUT', `/blog/posts/${created.id}/`, { ...post, slug: 'x' })).statusCode).toBe(400);
  });

  it('deletes a post, and a category without deleting its posts', async () => {
    const category = (
      await call('POST', '/blog/categories/', { name: 'De șters' })
    ).json<AdminBlogCategory>();
    const created = (
      await call('POST', '/blog/posts/', { title: 'Rămâne', status: 'draft', category_id: category.id })
    ).json<AdminBlogPost>();
    expect((await call('DELETE', `/blog/categories/${category.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/blog/posts/${created.id}/`)).json()).toMatchObject({ category_id: null });
    expect((await call('DELETE', `/blog/posts/${created.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/blog/posts/${created.id}/`)).statusCode).toBe(404);
    expect((await call('DELETE', `/blog/posts/${created.id}/`)).statusCode).toBe(404);
  });
});
