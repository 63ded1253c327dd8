import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaFolder } from '@shop/shared/schemas/admin/media';
import type { Metadata } from 'sharp';
import { AppError, badRequest } from '../../lib/errors';
import { loadSharp } from '../../lib/image-processing';

/** More pixels than this is refused before decoding: a small file can inflate to gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The stored image fits in this square; the served sizes (plugins/media.ts `?w=`) are smaller. */
export const STORED_MAX_SIDE = 2000;
const STORED_QUALITY = 82;
/** Formats accepted, as sharp names them after reading the content (never the name or type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);

export type StoredImage = { path: string; width: number; height: number };

const notAnImage = () =>
  badRequest('media.not_an_image', 'Fișierul nu este o imagine JPEG, PNG, WebP, AVIF sau GIF.', {
    file: ['Fișierul nu este o imagine JPEG, PNG, WebP, AVIF sau GIF.'],
  });

const tooManyPixels = () => {
  const message = `Imaginea are prea mulți pixeli (cel mult ${MAX_INPUT_PIXELS / 1_000_000} de megapixeli).`;
  return badRequest('media.too_large', message, { file: [message] });
};

/** sharp refuses a header announcing more than `limitInputPixels` with this message. */
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Stores uploaded images as one normalised WebP under a name the server makes: the upload is
 * decoded (so only real images pass), turned upright, stripped of its metadata (EXIF, GPS, ICC
 * text) and re-encoded, which also drops whatever bytes were appended to or hidden in the file.
 */
export function createMediaService(deps: { mediaDir: string }) {
  const mediaDir = path.resolve(deps.mediaDir);

  return {
    async storeImage(content: Buffer, folder: MediaFolder): Promise<StoredImage> {
      if (content.length === 0) {
        throw badRequest('media.no_file', 'Fișierul este gol.', { file: ['Fișierul este gol.'] });
      }
      const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
      const sharp = await loadSharp();
      let metadata: Metadata;
      try {
        metadata = await sharp(content, options).metadata();
      } catch (error) {
        throw isPixelLimit(error) ? tooManyPixels() : notAnImage();
      }
      // AVIF files read as 'heif'; a HEIC photo is 'heif' with a HEVC compression we do not accept.
      const format = metadata.format === 'heif' && metadata.compression !== 'av1' ? 'heic' : metadata.format;
      if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
      const { width, height } = metadata;
      if (!width || !height) throw notAnImage();
      if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();

      const relative = `${folder}/${randomUUID()}.webp`;
      const target = path.join(mediaDir, relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        // No withMetadata(): sharp drops EXIF, XMP and IPTC by default; rotate() applies the
        // orientation first so that dropping it leaves the picture upright.
        const info = await sharp(content, { ...options, animated: false })
          .rotate()
          .resize({
            width: STORED_MAX_SIDE,
            height: STORED_MAX_SIDE,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: STORED_QUALITY })
          .toFile(temporary);
        await fs.rename(temporary, target);
        return { path: relative, width: info.width, height: info.height };
      } catch (error) {
        await fs.rm(temporary, { force: true });
        // A file-system failure (a full disk) is the server's problem, not the upload's.
        if (error instanceof AppError || (error as NodeJS.ErrnoException).code) throw error;
        throw isPixelLimit(error) ? tooManyPixels() : notAnImage();
      }
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
