import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mediaRoutes } from '../../plugins/media';
import { errorsPlugin } from '../../plugins/errors';
import { type S3StandIn, startS3StandIn } from '../../test/s3-stand-in';
import { createLocalStorage } from './local-storage';
import { type ObjectInfo, type ObjectStorage, InvalidKeyError, mediaFilesOf } from './object-storage';
import { createObjectStorage } from './storage';

let root: string;
let s3: S3StandIn;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
  s3 = await startS3StandIn('contract');
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(root, { recursive: true, force: true });
});

/** A fresh storage of each kind; `another` is a second client of the same objects (another process). */
const adapters: { name: string; open: (scope: string) => ObjectStorage }[] = [
  {
    name: 'local folder',
    open: (scope) => createObjectStorage({ dataDir: path.join(root, scope), storage: { kind: 'local' } }),
  },
  {
    name: 'S3 (s3rver, path-style)',
    open: () => createObjectStorage(loadConfig({ DATA_DIR: root, ...s3.env })),
  },
];

async function all(iterable: AsyncIterable<ObjectInfo>): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of iterable) keys.push(object.key);
  return keys.sort();
}

describe.each(adapters)('the storage port: $name', ({ name, open }) => {
  const scope = name.replace(/\W+/g, '-');
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = open(scope);
  });
  // Each test uses its own key prefix: the S3 stand-in's bucket is shared by the describe.
  let n = 0;
  const prefix = () => `t${++n}-${Date.now().toString(36)}`;

  it('puts, heads, gets, lists and deletes an object', async () => {
    const p = prefix();
    const before = Date.now();
    await storage.put(`${p}/media/a.webp`, Buffer.from('first'), { contentType: 'image/webp' });
    const head = await storage.head(`${p}/media/a.webp`);
    expect(head).toMatchObject({ key: `${p}/media/a.webp`, size: 5 });
    // S3 keeps whole seconds.
    expect(head!.modified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    const object = await storage.get(`${p}/media/a.webp`);
    expect(object?.body.toString()).toBe('first');
    expect(object?.size).toBe(5);

    await storage.put(`${p}/media/a.webp`, Buffer.from('second, longer'));
    expect((await storage.get(`${p}/media/a.webp`))?.body.toString()).toBe('second, longer');
    expect((await storage.head(`${p}/media/a.webp`))?.size).toBe(14);

    await storage.put(`${p}/media/deep/b c.webp`, Buffer.from('b'));
    await storage.put(`${p}/mediaX/c.webp`, Buffer.from('c'));
    await storage.put(`${p}/invoices/1/F-1.pdf`, Buffer.from('%PDF'));
    expect(await all(storage.list(`${p}/media/`))).toEqual([`${p}/media/a.webp`, `${p}/media/deep/b c.webp`]);
    expect(await all(storage.list(`${p}/media`))).toEqual([
      `${p}/media/a.webp`,
      `${p}/media/deep/b c.webp`,
      `${p}/mediaX/c.webp`,
    ]);
    expect(await all(storage.list(`${p}/nothing/`))).toEqual([]);

    await storage.delete(`${p}/media/a.webp`);
    expect(await storage.get(`${p}/media/a.webp`)).toBeNull();
    expect(await all(storage.list(`${p}/media/`))).toEqual([`${p}/media/deep/b c.webp`]);
  });

  it('answers null for a missing key, and deleting one is no error', async () => {
    const p = prefix();
    expect(await storage.get(`${p}/missing.webp`)).toBeNull();
    expect(await storage.head(`${p}/missing.webp`)).toBeNull();
    await expect(storage.delete(`${p}/missing.webp`)).resolves.toBeUndefined();
    // A "folder" is no object.
    await storage.put(`${p}/dir/file`, Buffer.from('x'));
    expect(await storage.head(`${p}/dir`)).toBeNull();
    expect(await mediaFilesOf(storage).exists(`../${p}/dir/file`)).toBe(false);
  });

  it('refuses keys that could leave the folder or mean two things', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/./b', 'a\\b', '', 'a/..']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.get(key), key).rejects.toThrow(InvalidKeyError);
    }
    await expect(fs.stat(path.join(root, 'etc'))).rejects.toThrow();
  });

  it('keeps one whole object when writers race on a key', async () => {
    const p = prefix();
    const bodies = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024, 65 + i));
    await Promise.all(bodies.map((body) => storage.put(`${p}/race.bin`, body)));
    const stored = await storage.get(`${p}/race.bin`);
    expect(stored?.size).toBe(64 * 1024);
    // All of one writer's bytes, none mixed in from another.
    expect(bodies.some((body) => body.equals(stored!.body))).toBe(true);
    expect(await all(storage.list(`${p}/`))).toEqual([`${p}/race.bin`]);
  });

  describe('a variant asked for by two processes at once', () => {
    const apps: FastifyInstance[] = [];
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    it('is made, both answer it whole, and later answers reuse it', async () => {
      const p = prefix();
      // Two servers, each with its own client and in-process de-duplication: two processes.
      for (let i = 0; i < 2; i += 1) {
        const app = Fastify();
        await app.register(errorsPlugin);
        await app.register(mediaRoutes, { storage: open(scope) });
        await app.ready();
        apps.push(app);
      }
      const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1f5c46' } })
        .webp()
        .toBuffer();
      await storage.put(`media/${p}/photo.webp`, picture);

      const url = `/media/${p}/photo.webp?w=480`;
      const answers = await Promise.all([...apps, ...apps].map((app) => app.inject({ method: 'GET', url })));
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.headers['content-type']).toBe('image/webp');
        expect(answer.headers['cache-control']).toBe('public, max-age=604800');
        expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 480, height: 320 });
      }
      const variant = await storage.head(`media/.variants/480/${p}/photo.webp`);
      expect(variant?.size).toBeGreaterThan(0);

      const later = await apps[1]!.inject({ method: 'GET', url });
      expect(later.statusCode).toBe(200);
      expect((await storage.head(`media/.variants/480/${p}/photo.webp`))?.modified).toEqual(
        variant!.modified,
      );
      const revalidated = await apps[0]!.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(later.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);

      // The original itself, and nothing outside media/ nor the variant cache.
      const original = await apps[0]!.inject({ method: 'GET', url: `/media/${p}/photo.webp` });
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(picture)).toBe(true);
      expect(original.headers['cache-control']).toBe('public, max-age=604800');
      await storage.put(`invoices/${p}/secret.pdf`, Buffer.from('%PDF'));
      for (const hidden of [
        `/media/.variants/480/${p}/photo.webp`,
        `/media/../invoices/${p}/secret.pdf`,
        `/media/%2e%2e/invoices/${p}/secret.pdf`,
        `/media/invoices/${p}/secret.pdf`,
      ]) {
        const answer = await apps[0]!.inject({ method: 'GET', url: hidden });
        expect([403, 404], hidden).toContain(answer.statusCode);
      }
    });
  });
});

describe('the local adapter', () => {
  it('writes through a temporary file it never lists', async () => {
    const folder = await fs.mkdtemp(path.join(root, 'tmp-'));
    const storage = createLocalStorage(folder);
    await fs.mkdir(path.join(folder, 'media'), { recursive: true });
    await fs.writeFile(path.join(folder, 'media', 'x.webp.0123456789ab.tmp'), 'half');
    await storage.put('media/y.webp', Buffer.from('whole'));
    expect(await all(storage.list('media/'))).toEqual(['media/y.webp']);
    expect(await fs.readFile(path.join(folder, 'media', 'y.webp'), 'utf8')).toBe('whole');
  });
});
