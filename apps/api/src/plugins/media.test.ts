import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../lib/storage/local-storage';
import type { ObjectStorage } from '../lib/storage/object-storage';
import { errorsPlugin } from './errors';
import { mediaRoutes, safeMediaPath } from './media';

let mediaDir: string;
let outside: string;
const app = Fastify();

beforeAll(async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-media-'));
  mediaDir = path.join(root, 'media');
  outside = path.join(root, 'secret.png');
  await fs.mkdir(path.join(mediaDir, 'products'), { recursive: true });
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1f5c46' } });
  await picture(800, 600)
    .webp()
    .toFile(path.join(mediaDir, 'products', 'crema-1.webp'));
  await picture(300, 200)
    .png()
    .toFile(path.join(mediaDir, 'products', 'mic.png'));
  await picture(50, 50).png().toFile(outside);
  await fs.writeFile(path.join(mediaDir, 'products', 'note.txt'), 'text');
  await app.register(errorsPlugin);
  await app.register(mediaRoutes, { storage: createLocalStorage(path.dirname(mediaDir)) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fs.rm(path.dirname(mediaDir), { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /media/<path>?w=<width>', () => {
  it('answers a WebP of that width, keeping the aspect ratio, cached on disk and by the browser', async () => {
    const response = await get('/media/products/crema-1.webp?w=320');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const cached = path.join(mediaDir, '.variants', '320', 'products', 'crema-1.webp');
    expect((await sharp(cached).metadata()).width).toBe(320);

    const again = await get('/media/products/crema-1.webp?w=320');
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    const revalidated = await get('/media/products/crema-1.webp?w=320', {
      'if-none-match': String(response.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never enlarges, and turns other formats into WebP', async () => {
    const response = await get('/media/products/mic.png?w=1200');
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('makes a burst of identical requests resize once and all succeed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get('/media/products/crema-1.webp?w=160')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const files = await fs.readdir(path.join(mediaDir, '.variants', '160', 'products'));
    expect(files).toEqual(['crema-1.webp']);
  });

  it('rejects any other width with a 400 naming w', async () => {
    for (const w of ['100', '0', '-320', 'abc', '320.5', '', '99999']) {
      const response = await get(`/media/products/crema-1.webp?w=${w}`);
      expect(response.statusCode, w).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ code: 'media.invalid_width', w: [expect.any(String)] });
    }
    const twice = await get('/media/products/crema-1.webp?w=320&w=640');
    expect(twice.statusCode).toBe(400);
  });

  it('answers 404 for missing files and for paths outside the media folder', async () => {
    for (const url of [
      '/media/products/nu-exista.webp?w=320',
      '/media/../secret.png?w=320',
      '/media/%2e%2e/secret.png?w=320',
      '/media/products/%2e%2e/%2e%2e/secret.png?w=320',
      '/media/.variants/320/products/crema-1.webp?w=320',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('does not resize files that are not images', async () => {
    const response = await get('/media/products/note.txt?w=320');
    expect(response.statusCode).toBe(400);
  });

  it('does not serve the variant cache directly', async () => {
    await get('/media/products/crema-1.webp?w=480');
    expect((await get('/media/.variants/480/products/crema-1.webp')).statusCode).toBe(404);
  });

  it('serves the original as before without w', async () => {
    const response = await get('/media/products/crema-1.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(800);
  });
});

describe('safeMediaPath', () => {
  it('keeps plain relative paths and refuses escapes and hidden segments', () => {
    expect(safeMediaPath('products/a-1.webp')).toBe('products/a-1.webp');
    expect(safeMediaPath('products//a.webp')).toBe('products/a.webp');
    expect(safeMediaPath('../etc/passwd')).toBeNull();
    expect(safeMediaPath('products/%2e%2e/x')).toBeNull();
    expect(safeMediaPath('.variants/320/a.webp')).toBeNull();
    expect(safeMediaPath('a%00.webp')).toBeNull();
    expect(safeMediaPath('%E0%A4%A')).toBeNull();
    expect(safeMediaPath('')).toBeNull();
  });
});

describe('a revalidation reads no body', () => {
  // A bucket's storage (no folder to serve from) over the test's folder, counting the bodies read.
  const bucketApp = Fastify();
  const bodiesRead: string[] = [];

  beforeAll(async () => {
    const local = createLocalStorage(path.dirname(mediaDir));
    const bucket: ObjectStorage = {
      kind: 's3',
      put: (key, body, options) => local.put(key, body, options),
      get: (key) => {
        bodiesRead.push(key);
        return local.get(key);
      },
      head: (key) => local.head(key),
      list: (prefix) => local.list(prefix),
      delete: (key) => local.delete(key),
    };
    await bucketApp.register(errorsPlugin);
    await bucketApp.register(mediaRoutes, { storage: bucket });
    await bucketApp.ready();
  });
  afterAll(async () => {
    await bucketApp.close();
  });

  it.each(['/media/products/crema-1.webp', '/media/products/crema-1.webp?w=480'])(
    '%s answers 304 to its validator without reading the object, 200 with its body otherwise',
    async (url) => {
      const first = await bucketApp.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.rawPayload.length).toBeGreaterThan(0);
      bodiesRead.length = 0;
      const revalidated = await bucketApp.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(bodiesRead).toEqual([]);
      const stale = await bucketApp.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(stale.headers.etag).toBe(first.headers.etag);
    },
  );
});
