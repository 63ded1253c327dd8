import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../lib/errors';
import { loadSharp } from '../lib/image-processing';
import type { createLocalStorage } from '../lib/storage/local-storage';
import { MEDIA_PREFIX, mediaKey, type ObjectInfo, type ObjectStorage } from '../lib/storage/object-storage';

type LocalStorage = ReturnType<typeof createLocalStorage>;

/** The widths the web app asks for (srcset steps); anything else would let a caller fill the disk. */
export const MEDIA_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
const VARIANT_QUALITY = 78;
/** Resizing is CPU-bound; two at a time keeps a small machine answering other requests. */
const MAX_CONCURRENT_RESIZES = 2;
// Media paths are content-named by the writer (a new upload gets a new name), so a week is safe.
const MEDIA_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const MEDIA_CACHE_CONTROL = `public, max-age=${MEDIA_MAX_AGE_SECONDS}`;
const IMAGE_EXTENSIONS = new Set(['.webp', '.jpg', '.jpeg', '.png', '.avif', '.gif', '.tif', '.tiff']);
/** Where variants are cached, inside the media folder; never served directly (dot folder). */
export const VARIANTS_DIR = '.variants';

/** A tiny semaphore: at most `limit` tasks run at once, the rest wait in order. */
function limiter(limit: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      queue.shift()?.();
    }
  };
}

/**
 * The media-relative path of a request, or null when it is not a plain path inside the media
 * folder: `..` segments, absolute paths, NUL bytes and dot segments (such as the variant cache) are refused.
 */
export function safeMediaPath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.length > 1000) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return null;
  return segments.join('/');
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.svg': 'image/svg+xml',
};

/** The storage key of a width's variant of a media-relative path, stored beside the originals. */
export function variantKey(relative: string, width: number): string {
  return mediaKey(`${VARIANTS_DIR}/${width}/${relative.endsWith('.webp') ? relative : `${relative}.webp`}`);
}

/** A validator that changes when the object does (size and time), the same in either storage. */
const etagOf = (parts: (string | number)[]) =>
  `"${createHash('sha1').update(parts.join(':')).digest('base64url').slice(0, 20)}"`;

/**
 * Uploaded and generated images under /media, from the storage's `media/` keys (docs/decisions/071).
 * With `?w=<width>` an image is answered as a WebP of that width (never enlarged), made once and
 * kept under `media/.variants/<width>/`: any process may make it, and two making it at once each
 * write the same bytes whole (a file renamed into place, or one S3 PUT), so neither fails nor
 * leaves a part. Originals come from the folder through @fastify/static, or from the bucket with
 * the same cache headers.
 */
export async function mediaRoutes(app: FastifyInstance, options: { storage: ObjectStorage }) {
  const { storage } = options;
  const resize = limiter(MAX_CONCURRENT_RESIZES);
  /** Variants being made now, so that a burst of identical requests resizes once. */
  const inFlight = new Map<string, Promise<ObjectInfo>>();

  async function makeVariant(source: Buffer, target: string, width: number): Promise<ObjectInfo> {
    const sharp = await loadSharp();
    const body = await resize(() =>
      sharp(source)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer(),
    );
    await storage.put(target, body, { contentType: 'image/webp' });
    const stored = await storage.head(target);
    if (!stored) throw new Error(`The variant ${target} was written but is not there`);
    return stored;
  }

  async function sendVariant(request: FastifyRequest, reply: FastifyReply, width: number) {
    const wildcard = (request.params as { '*'?: string })['*'] ?? '';
    const relative = safeMediaPath(wildcard);
    const notFoundError = () => notFound('media.not_found', 'Imaginea nu a fost găsită.');
    if (!relative) throw notFoundError();
    if (!IMAGE_EXTENSIONS.has(path.extname(relative).toLowerCase())) {
      throw badRequest('media.not_an_image', 'Doar imaginile au variante de dimensiune.', {
        w: ['Doar imaginile au variante de dimensiune.'],
      });
    }
    const sourceInfo = await storage.head(mediaKey(relative));
    if (!sourceInfo) throw notFoundError();

    const target = variantKey(relative, width);
    // Its facts first: a revalidation (304) then reads no body, and a bucket sends none.
    let variant: ObjectInfo | null = await storage.head(target);
    // A replaced original (same name, newer file) makes its variants stale.
    if (!variant || variant.modified < sourceInfo.modified) {
      let pending = inFlight.get(target);
      if (!pending) {
        pending = storage
          .get(mediaKey(relative))
          .then((source) => {
            if (!source) throw new Error(`${relative} went away`);
            return makeVariant(source.body, target, width);
          })
          .finally(() => inFlight.delete(target));
        inFlight.set(target, pending);
      }
      try {
        variant = await pending;
      } catch (error) {
        request.log.warn({ err: error, path: relative }, 'image variant failed');
        throw badRequest('media.unreadable_image', 'Imaginea nu poate fi redimensionată.');
      }
    }

    const etag = etagOf([width, variant.size, variant.modified.getTime(), sourceInfo.modified.getTime()]);
    void reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('etag', etag)
      .header('last-modified', variant.modified.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const body = (await storage.get(target))?.body;
    if (!body) throw notFoundError();
    return reply.type('image/webp').send(body);
  }

  // The native app's pages (https://localhost, capacitor://localhost) show these public images
  // from another origin, which helmet's `same-origin` resource policy would block.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  app.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (query.w === undefined) return;
    const width = typeof query.w === 'string' && /^\d{1,5}$/.test(query.w) ? Number(query.w) : NaN;
    if (!(MEDIA_VARIANT_WIDTHS as readonly number[]).includes(width)) {
      const message = `Lățime invalidă. Valori permise: ${MEDIA_VARIANT_WIDTHS.join(', ')}.`;
      throw badRequest('media.invalid_width', message, { w: [message] });
    }
    return sendVariant(request, reply, width);
  });

  if (storage.kind === 'local' && 'pathOf' in storage) {
    const mediaDir = (storage as LocalStorage).pathOf(MEDIA_PREFIX.slice(0, -1));
    mkdirSync(mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: MEDIA_MAX_AGE_SECONDS * 1000,
      // Hidden folders (the variant cache) are not addressable: variants are asked for with ?w=.
      allowedPath: (pathName) => !pathName.split('/').some((segment) => segment.startsWith('.')),
    });
    return;
  }

  // From the bucket: the same answers as the folder's (cache headers, validators, 304, HEAD).
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const relative = safeMediaPath((request.params as { '*'?: string })['*'] ?? '');
    const notFoundError = () => notFound('media.not_found', 'Fișierul nu a fost găsit.');
    if (!relative) throw notFoundError();
    // The object's facts first: a revalidation (304) costs the bucket no body.
    const info = await storage.head(mediaKey(relative));
    if (!info) throw notFoundError();
    const validators = (object: ObjectInfo) => {
      const etag = etagOf([object.size, object.modified.getTime()]);
      void reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('etag', etag)
        .header('last-modified', object.modified.toUTCString());
      return etag;
    };
    if (request.headers['if-none-match'] === validators(info)) return reply.status(304).send();
    const object = await storage.get(mediaKey(relative));
    if (!object) throw notFoundError();
    // Replaced between the two calls: the validators name what is sent.
    validators(object);
    const type = CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream';
    return reply.type(type).send(object.body);
  });
}
