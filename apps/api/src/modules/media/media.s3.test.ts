import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { ObjectStorage } from '../../lib/storage/object-storage';
import { createObjectStorage } from '../../lib/storage/storage';
import { issueInvoiceAt } from '../../test/invoices';
import { type S3StandIn, startS3StandIn } from '../../test/s3-stand-in';
import { REPO_ROOT } from '../../test/server-process';
import { createTestApp, type TestApp } from '../../test/test-app';

const CDN = 'https://cdn.shop.test/media';

let s3: S3StandIn;
let t: TestApp;
let bucket: ObjectStorage;
let staff: string;
let webDist: string;

beforeAll(async () => {
  s3 = await startS3StandIn();
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-cdn-'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ro"><head><title>Salvia</title></head><body><div id="root"></div></body></html>\n',
  );
  t = await createTestApp({ webDist, env: { ...s3.env, MEDIA_PUBLIC_URL: `${CDN}/` } });
  bucket = createObjectStorage(loadConfig({ ...s3.env }));
  staff = (await t.staff()).token;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  if (webDist) await fs.rm(webDist, { recursive: true, force: true });
});

function upload(content: Buffer, token: string | null) {
  const boundary = '----s3testboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="poza.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/media/?folder=products',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    payload,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();

describe('MEDIA_STORAGE=s3 with MEDIA_PUBLIC_URL', () => {
  it('stores an upload in the bucket and serves it and its variants through the shop and the CDN path', async () => {
    const response = await upload(await png(1000, 500), staff);
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<{ path: string; url: string; width: number }>();
    expect(stored.url).toBe(`${CDN}/${stored.path}`);
    const object = await bucket.get(`media/${stored.path}`);
    expect(object && (await sharp(object.body).metadata())).toMatchObject({ format: 'webp', width: 1000 });
    // Nothing in the data folder.
    await expect(fs.readdir(path.join(t.dataDir, 'media'))).rejects.toThrow();

    const original = await t.app.inject({ method: 'GET', url: `/media/${stored.path}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(original.headers['cache-control']).toBe('public, max-age=604800');
    expect(original.rawPayload.equals(object!.body)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/media/${stored.path}`,
      headers: { 'if-none-match': String(original.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // The CDN asks the shop for the same path it was asked for (its origin is the shop).
    const cdnPath = new URL(stored.url).pathname;
    const variant = await t.app.inject({ method: 'GET', url: `${cdnPath}?w=480` });
    expect(variant.statusCode, variant.body).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=604800');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 480, height: 240 });
    const kept = await bucket.get(`media/.variants/480/${stored.path}`);
    expect(kept?.body.equals(variant.rawPayload)).toBe(true);
    const throughShop = await t.app.inject({ method: 'GET', url: `/media/${stored.path}?w=480` });
    expect(throughShop.rawPayload.equals(variant.rawPayload)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: `/media/${stored.path}?w=481` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/media/products/none.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/products/none.webp?w=320' })).statusCode).toBe(
      404,
    );
  });

  it('refuses uploads from customers and strangers and files that are not images', async () => {
    const customer = await t.customer();
    expect((await upload(await png(20, 20), customer.token)).statusCode).toBe(403);
    expect((await upload(await png(20, 20), null)).statusCode).toBe(401);
    const notImage = await upload(Buffer.from('not an image at all'), staff);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ code: 'media.not_an_image' });
  });

  it('points the catalogue at the CDN and lets pages load images from it', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/produse/?per_page=3' });
    expect(list.statusCode).toBe(200);
    const urls = list
      .json<{ results: { imagine_principala_url: string | null }[] }>()
      .results.map((product) => product.imagine_principala_url)
      .filter(Boolean);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^https:\/\/cdn\.shop\.test\/media\/products\//);
    const page = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(page.body).toContain(`<meta name="media-base" content="${CDN}"></head>`);
    expect(String(page.headers['content-security-policy'])).toMatch(
      /img-src [^;]*https:\/\/cdn\.shop\.test[ ;]/,
    );
  });

  it('keeps an invoice PDF in the bucket, private, for staff only', async () => {
    const invoice = await issueInvoiceAt(t, new Date());
    const url = `/api/admin/invoices/${invoice.id}/pdf`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const customer = await t.customer();
    const refused = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Token ${customer.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invoices/99999999/pdf',
      headers: { authorization: `Token ${staff}` },
    });
    expect(missing.statusCode).toBe(404);

    const pdf = await t.app.inject({ method: 'GET', url, headers: { authorization: `Token ${staff}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const key = `invoices/${invoice.id}/${invoice.code}.pdf`;
    const kept = await bucket.get(key);
    expect(kept?.body.equals(pdf.rawPayload)).toBe(true);
    expect(kept!.body.subarray(0, 5).toString()).toBe('%PDF-');

    // The next download is the kept file, not a new drawing.
    await bucket.put(key, Buffer.from('%PDF-kept-copy'));
    const second = await t.app.inject({ method: 'GET', url, headers: { authorization: `Token ${staff}` } });
    expect(second.body).toBe('%PDF-kept-copy');

    // Never public: neither under /media nor under the CDN's path.
    for (const leak of [`/media/${key}`, `/media/../${key}`, `/media/%2e%2e/${key}`, `/${key}`]) {
      const answer = await t.app.inject({ method: 'GET', url: leak });
      expect(answer.body, leak).not.toContain('%PDF');
    }
  });
});

/** `npm run media:copy`'s tool, from the sources, on a data folder, into the stand-in's bucket. */
function runCopy(dataDir: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/media-copy.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Three runs of the tool, each compiling its sources with tsx: seconds each on a busy machine. */
const COPY_TEST_TIMEOUT_MS = 90_000;

describe('npm run media:copy', () => {
  it(
    'copies a data folder into the bucket once, skipping what is there, and says how much',
    { timeout: COPY_TEST_TIMEOUT_MS },
    async () => {
      const copyBucket = await startS3StandIn('copy-target');
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-copy-'));
      try {
        const files: Record<string, string> = {
          'media/products/a.webp': 'image a',
          'media/blog/b.webp': 'image b',
          'media/products/.variants-not/c.webp': 'image c',
          'invoices/7/F-7.pdf': '%PDF-7',
          'efactura/7/3001.zip': 'PK-3001',
          'media/.variants/320/products/a.webp': 'variant',
          'mail/x.eml': 'not copied',
        };
        for (const [file, body] of Object.entries(files)) {
          await fs.mkdir(path.dirname(path.join(dataDir, file)), { recursive: true });
          await fs.writeFile(path.join(dataDir, file), body);
        }
        const target = createObjectStorage(loadConfig({ ...copyBucket.env }));
        await target.put('media/blog/b.webp', Buffer.from('already in the bucket'));

        const first = await runCopy(dataDir, copyBucket.env);
        expect(first.code, first.output).toBe(0);
        expect(first.output).toContain('Copied 4 files');
        expect(first.output).toContain('skipped 1 already in the bucket');
        expect(first.output).toContain('left 1 resized variants');
        expect((await target.get('media/products/a.webp'))?.body.toString()).toBe('image a');
        expect((await target.get('invoices/7/F-7.pdf'))?.body.toString()).toBe('%PDF-7');
        expect((await target.get('efactura/7/3001.zip'))?.body.toString()).toBe('PK-3001');
        expect((await target.get('media/blog/b.webp'))?.body.toString()).toBe('already in the bucket');
        expect(await target.head('media/.variants/320/products/a.webp')).toBeNull();
        expect(await target.head('mail/x.eml')).toBeNull();

        const second = await runCopy(dataDir, copyBucket.env);
        expect(second.code, second.output).toBe(0);
        expect(second.output).toContain('Copied 0 files');
        expect(second.output).toContain('skipped 5 already in the bucket');

        const local = await runCopy(dataDir, {});
        expect(local.code).toBe(2);
        expect(local.output).toContain('set MEDIA_STORAGE=s3');
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
        await copyBucket.close();
      }
    },
  );
});
