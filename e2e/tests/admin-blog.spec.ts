import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminCredentials, authHeader, expect, login, test, uniqueSuffix } from '../fixtures';

test.describe.configure({ timeout: 120_000 });

/** Staff signed in by token, as the admin layout reads it. */
async function signInStaff(page: Page, request: APIRequestContext): Promise<string> {
  const { email, password } = adminCredentials();
  const token = await login(request, email, password);
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('is_admin', 'true');
    localStorage.setItem('lang', 'ro');
  }, token);
  return token;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small green PNG, drawn here so the test needs no fixture file. */
function greenPng(width = 64, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([31, 92, 69]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The media upload belongs to the media work; the cover step runs where that endpoint exists. */
async function hasMediaUpload(request: APIRequestContext): Promise<boolean> {
  const spec = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
  return '/api/admin/media/' in spec.paths;
}

test('staff write and publish a post with a cover, and readers get it from the public blog API', async ({
  page,
  request,
  axe,
}) => {
  const token = await signInStaff(page, request);
  const title = `Rutina de seară ${uniqueSuffix()}`;
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await axe();

  await page.getByRole('link', { name: 'Articol nou' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articol nou' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByText('Titlul este obligatoriu', { exact: false })).toBeVisible();

  await page.getByRole('textbox', { name: 'Titlu', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Titlu (engleză)' }).fill('Evening routine');
  await page.getByRole('textbox', { name: 'Conținut', exact: true }).fill('Curăță pielea');
  await page.getByRole('textbox', { name: 'Conținut (engleză)' }).fill('Cleanse the skin');
  const withCover = await hasMediaUpload(request);
  if (withCover) {
    await page
      .getByLabel('alege fișiere')
      .setInputFiles({ name: 'coperta.png', mimeType: 'image/png', buffer: greenPng() });
    await expect(page.getByRole('img', { name: 'Imaginea 1' })).toBeVisible();
  }
  await page.getByRole('radio', { name: 'Publică acum' }).check();
  await axe();

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Înapoi la articole' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Renunță' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articol nou' })).toBeVisible();

  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editează articolul' })).toBeVisible();
  await expect(page.getByText('Publicat', { exact: true }).first()).toBeVisible();

  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const reader = await request.get(`/api/blog/posts/${slug}/`);
  expect(reader.status()).toBe(200);
  const post = (await reader.json()) as { title: string; body: string; cover: string | null };
  expect(post.title).toBe(title);
  expect(post.body).toBe('<p>Curăță pielea</p>');
  if (withCover) expect(post.cover).toMatch(/\/media\/blog\/[0-9a-f-]{36}\.webp$/);

  const admin = await request.get(`/api/admin/blog/posts/?q=${encodeURIComponent(title)}`, {
    headers: authHeader(token),
  });
  expect(((await admin.json()) as { count: number }).count).toBe(1);
});

test('a scheduled post is not public before its time', async ({ page, request }) => {
  await signInStaff(page, request);
  const title = `Programat ${uniqueSuffix()}`;
  await page.goto('/admin/blog/nou');
  await page.getByRole('textbox', { name: 'Titlu', exact: true }).fill(title);
  await page.getByRole('radio', { name: 'Programează' }).check();
  await page.getByLabel('Data și ora publicării (ora României)').fill('2099-01-01T10:00');
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editează articolul' })).toBeVisible();
  await expect(page.getByText('Programat', { exact: true }).first()).toBeVisible();

  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect((await request.get(`/api/blog/posts/${slug}/`)).status()).toBe(404);
  const list = (await (await request.get('/api/blog/posts/?page_size=50')).json()) as {
    results: { slug: string }[];
  };
  expect(list.results.map((item) => item.slug)).not.toContain(slug);
});

test('the blog screens pass axe on a phone', async ({ page, request, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page, request);
  await page.goto('/admin/blog');
  // A phone shows the posts as cards.
  await expect(page.getByRole('list', { name: 'Blog' }).getByRole('listitem').first()).toBeVisible();
  await axe();
  await page.goto('/admin/blog/nou');
  await expect(page.getByRole('heading', { level: 1, name: 'Articol nou' })).toBeVisible();
  await axe();
});
