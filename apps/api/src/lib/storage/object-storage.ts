/**
 * The shop's file storage port (docs/decisions/071): uploaded media and their resized variants,
 * invoice PDFs and RO e-Factura archives, each under a key such as `media/products/<uuid>.webp`,
 * `invoices/<id>/<name>.pdf` or `efactura/<id>/<download id>.zip`. Two adapters: a folder (the data
 * folder, the default) and an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO).
 *
 * Only keys under `media/` are ever served publicly (plugins/media.ts); the others are read by the
 * routes that check who asks.
 */
export type ObjectInfo = { key: string; size: number; modified: Date };
export type StoredObject = ObjectInfo & { body: Buffer };

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /**
   * Writes the whole object: a reader sees the previous content or the new one, never a part.
   * Two writers of the same key both succeed, the last one's content stays.
   */
  put(key: string, body: Uint8Array, options?: { contentType?: string }): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Every object whose key starts with `prefix`, in no promised order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Where the public media live in the storage: `media/<path>` is served as `/media/<path>`. */
export const MEDIA_PREFIX = 'media/';

/** The storage key of a media-relative path. */
export const mediaKey = (relative: string) => `${MEDIA_PREFIX}${relative}`;

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
}

/**
 * A key is `/`-separated segments, none empty, `.` or `..`, without NUL or backslash: the same
 * key names the same object in a folder and in a bucket, and never one outside the folder.
 */
export function assertKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    key.includes('\0') ||
    key.includes('\\') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new InvalidKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Whether a media-relative path names an object in the storage (the catalogue's image checks). */
export type MediaFiles = { exists: (relative: string) => Promise<boolean> };

export function mediaFilesOf(storage: ObjectStorage): MediaFiles {
  return {
    async exists(relative) {
      try {
        assertKey(relative);
      } catch {
        return false;
      }
      return (await storage.head(mediaKey(relative))) !== null;
    },
  };
}
