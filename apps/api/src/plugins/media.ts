import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../lib/errors';
import { loadSharp } from '../lib/image-processing';

/** The widths the web app asks for (srcset steps); anything else would let a caller fill the disk. */
export const MEDIA_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
const VARIANT_QUALITY = 78;
/** Resizing is CPU-bound; two at a time keeps a small machine answering other requests. */
const MAX_CONCURRENT_RESIZES = 2;
// Media paths are content-named by the writer (a new upload gets a new name), so a week is safe.
const MEDIA_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
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
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return null;
  return segments.join('/');
}

/**
 * Uploaded and generated images under /media, from `$DATA_DIR/media`. With `?w=<width>` an image is
 * answered as a WebP of that width (never enlarged), made once and kept in `.variants/<width>/`.
 */
export async function mediaRoutes(app: FastifyInstance, options: { mediaDir: string }) {
  const mediaDir = path.resolve(options.mediaDir);
  mkdirSync(mediaDir, { recursive: true });
  const resize = limiter(MAX_CONCURRENT_RESIZES);
  /** Variants being made now, so that a burst of identical requests resizes once. */
  const inFlight = new Map<string, Promise<void>>();

  async function makeVariant(source: string, target: string, width: number): Promise<void> {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const sharp = await loadSharp();
      await resize(() =>
        sharp(source)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: VARIANT_QUALITY })
          .toFile(temporary),
      );
      // Rename is atomic: a reader sees the old state or the whole new file, never half of it.
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async function sendVariant(request: FastifyRequest, reply: FastifyReply, width: number) {
    const wildcard = (request.params as { '*'?: string })['*'] ?? '';
    const relative = safeMediaPath(wildcard);
    const notFoundError = () => notFound('media.not_found', 'Imaginea nu a fost găsită.');
    if (!relative) throw notFoundError();
    const source = path.join(mediaDir, relative);
    if (!source.startsWith(mediaDir + path.sep)) throw notFoundError();
    if (!IMAGE_EXTENSIONS.has(path.extname(source).toLowerCase())) {
      throw badRequest('media.not_an_image', 'Doar imaginile au variante de dimensiune.', {
        w: ['Doar imaginile au variante de dimensiune.'],
      });
    }
    const sourceStat = await fs.stat(source).catch(() => null);
    if (!sourceStat?.isFile()) throw notFoundError();

    const target = path.join(
      mediaDir,
      VARIANTS_DIR,
      String(width),
      relative.endsWith('.webp') ? relative : `${relative}.webp`,
    );
    let targetStat = await fs.stat(target).catch(() => null);
    // A replaced original (same name, newer file) makes its variants stale.
    if (!targetStat || targetStat.mtimeMs < sourceStat.mtimeMs) {
      let pending = inFlight.get(target);
      if (!pending) {
        pending = makeVariant(source, target, width).finally(() => inFlight.delete(target));
        inFlight.set(target, pending);
      }
      try {
        await pending;
      } catch (error) {
        request.log.warn({ err: error, path: relative }, 'image variant failed');
        throw badRequest('media.unreadable_image', 'Imaginea nu poate fi redimensionată.');
      }
      targetStat = await fs.stat(target);
    }

    const etag = `"${createHash('sha1')
      .update(`${width}:${targetStat.size}:${targetStat.mtimeMs}:${sourceStat.mtimeMs}`)
      .digest('base64url')
      .slice(0, 20)}"`;
    void reply
      .header('cache-control', `public, max-age=${MEDIA_MAX_AGE_SECONDS}`)
      .header('etag', etag)
      .header('last-modified', targetStat.mtime.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/webp').send(await fs.readFile(target));
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

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: MEDIA_MAX_AGE_SECONDS * 1000,
    // Hidden folders (the variant cache) are not addressable: variants are asked for with ?w=.
    allowedPath: (pathName) => !pathName.split('/').some((segment) => segment.startsWith('.')),
  });
}
