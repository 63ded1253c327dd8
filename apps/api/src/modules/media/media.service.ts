import { randomUUID } from 'node:crypto';
import type { MediaFolder } from '@shop/shared/schemas/admin/media';
import type { Metadata } from 'sharp';
import { AppError, badRequest } from '../../lib/errors';
import { loadSharp } from '../../lib/image-processing';
import { mediaKey, type ObjectStorage } from '../../lib/storage/object-storage';

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
export function createMediaService(deps: { storage: ObjectStorage }) {
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
      let encoded: { data: Buffer; info: { width: number; height: number } };
      try {
        // No withMetadata(): sharp drops EXIF, XMP and IPTC by default; rotate() applies the
        // orientation first so that dropping it leaves the picture upright.
        encoded = await sharp(content, { ...options, animated: false })
          .rotate()
          .resize({
            width: STORED_MAX_SIDE,
            height: STORED_MAX_SIDE,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: STORED_QUALITY })
          .toBuffer({ resolveWithObject: true });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw isPixelLimit(error) ? tooManyPixels() : notAnImage();
      }
      // Written whole under a new name (a folder's rename, one S3 PUT): never half an image.
      // A storage failure (a full disk, the bucket unreachable) is the server's, not the upload's.
      await deps.storage.put(mediaKey(relative), encoded.data, { contentType: 'image/webp' });
      return { path: relative, width: encoded.info.width, height: encoded.info.height };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
