import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_MAX_UPLOAD_BYTES: String(256 * 1024) } });
  token = (await t.staff()).token;
});

afterAll(async () => {
  await t?.close();
});

type Part = { name: string; filename?: string; contentType?: string; content: Buffer | string };

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----shoptestboundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''
    }\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(parts: Part[], folder = 'products') {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/media/?folder=${folder}`,
    headers: { ...headers, authorization: `Token ${token}` },
    payload,
  });
}

const file = (content: Buffer | string, filename = 'poza.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'file',
  filename,
  contentType,
  content,
});

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7d44' } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'gps-here' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg()
    .toBuffer();
}

/** A valid PNG whose header claims `width`×`height` (the pixel data is not needed to be refused). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  // IHDR starts at byte 8: length (4), type (4), width (4), height (4), …, CRC over type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function storedFile(relative: string): Promise<Buffer> {
  return fs.readFile(path.join(t.dataDir, 'media', relative));
}

describe('POST /api/admin/media/', () => {
  it('stores a JPEG as an upright WebP without its EXIF, under a name the server makes', async () => {
    const response = await upload([file(await jpegWithExif())]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ path: string; url: string; width: number; height: number }>();
    expect(body.path).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
    expect(body.url).toBe(`/media/${body.path}`);
    expect({ width: body.width, height: body.height }).toEqual({ width: 640, height: 480 });
    const stored = await storedFile(body.path);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('stores a PNG in the folder asked for, never enlarged, and serves it with its sizes', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const response = await upload([file(png, 'logo.png', 'image/png')], 'blog');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ path: string; width: number; height: number }>();
    expect(body.path).toMatch(/^blog\/[0-9a-f-]{36}\.webp$/);
    expect([body.width, body.height]).toEqual([300, 200]);
    const served = await t.app.inject({ method: 'GET', url: `/media/${body.path}?w=160` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(160);
  });

  it('shrinks a large image to fit 2000 px', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#000000' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const response = await upload([file(big)]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ width: 2000, height: 1000 });
  });

  it.each(['../../etc/passwd.jpg', 'a/b\\c.png', '/abs/olute.png', '..\\..\\x.jpg', 'x.jpg\0.html'])(
    'never uses the client file name %j in a path',
    async (filename) => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } })
        .png()
        .toBuffer();
      const response = await upload([file(png, filename, 'image/png')]);
      expect(response.statusCode, response.body).toBe(201);
      const stored = response.json<{ path: string }>().path;
      expect(stored).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
      await expect(fs.stat(path.join(t.dataDir, 'etc'))).rejects.toThrow();
      await expect(fs.stat(path.join(t.dataDir, 'media', 'products', 'a'))).rejects.toThrow();
    },
  );

  it.each([
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'x.svg',
      'image/svg+xml',
    ],
    [
      'HTML named .jpg and sent as image/jpeg',
      '<html><body><script>alert(1)</script></body></html>',
      'x.jpg',
      'image/jpeg',
    ],
    ['a PDF', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'x.png', 'image/png'],
    [
      'a JPEG header followed by HTML',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]),
      'x.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with media.not_an_image', async (_name, content, filename, type) => {
    const before = await fs.readdir(path.join(t.dataDir, 'media', 'products')).catch(() => []);
    const response = await upload([file(content, filename, type)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'media.not_an_image', detail: expect.any(String) });
    const after = await fs.readdir(path.join(t.dataDir, 'media', 'products')).catch(() => []);
    expect(after).toEqual(before);
  });

  it('re-encodes a polyglot (a real GIF with HTML appended) so no script bytes are stored', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('<script>alert(document.cookie)</script><html>')]);
    const response = await upload([file(polyglot, 'x.gif', 'image/gif')]);
    if (response.statusCode === 201) {
      const stored = await storedFile(response.json<{ path: string }>().path);
      expect(stored.includes(Buffer.from('<script'))).toBe(false);
      expect(stored.includes(Buffer.from('alert('))).toBe(false);
      expect((await sharp(stored).metadata()).format).toBe('webp');
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'media.not_an_image' });
    }
  });

  it('refuses a decompression bomb (20000×20000 in a tiny file) before decoding it', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    const response = await upload([file(bomb, 'bomb.png', 'image/png')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'media.too_large' });
  });

  it('answers 413 with {detail, code} to a file over MEDIA_MAX_UPLOAD_BYTES', async () => {
    const response = await upload([file(Buffer.alloc(300 * 1024, 0xff))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'media.file_too_large',
      detail: expect.stringMatching(/MB/),
    });
  });

  it('refuses an empty file, no file, two files and extra fields', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const empty = await upload([file(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'media.no_file' });

    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'media.no_file' });

    const two = await upload([file(png, 'a.png', 'image/png'), file(png, 'b.png', 'image/png')]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ code: 'media.one_file' });

    const field = await upload([{ name: 'alt', content: 'x' }, file(png, 'a.png', 'image/png')]);
    expect(field.statusCode).toBe(400);
    expect(field.json()).toMatchObject({ code: 'media.one_file' });

    const otherName = await upload([{ ...file(png, 'a.png', 'image/png'), name: 'image' }]);
    expect(otherName.statusCode).toBe(400);
    expect(otherName.json()).toMatchObject({ code: 'media.one_file' });
  });

  it('refuses a body that is not multipart, and an unknown folder', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/?folder=products',
      headers: { authorization: `Token ${token}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'request.unsupported_media_type' });

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const folder = await upload([file(png)], '..%2Fetc');
    expect(folder.statusCode).toBe(400);
    expect(folder.json()).toMatchObject({ code: 'validation_error', folder: [expect.any(String)] });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/?folder=products',
      headers: { authorization: `Token ${token}`, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });

  it('limits uploads per staff member', async () => {
    const other = await t.staff();
    await t.query(
      `INSERT INTO rate_limit_counters (key, window_start, hits) VALUES ($1, now(), 120)
       ON CONFLICT (key) DO UPDATE SET window_start = now(), hits = 120`,
      [
        `media-upload:${(await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [other.email]))[0]!.id}`,
      ],
    );
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart([file(png)]);
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/?folder=products',
      headers: { ...headers, authorization: `Token ${other.token}` },
      payload,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    // Someone else's uploads are not counted against this one.
    expect((await upload([file(png)])).statusCode).toBe(201);
  });
});
