import type { MediaFolder, UploadedImage } from '@shop/shared/schemas/admin/media';
import { isApiError } from '@/lib/api-client';
import { upload } from '@/lib/api-upload';
import type { TextKey } from '@/lib/i18n';

/**
 * Uploads one image (checked and re-encoded by the server); the answer's `path` is what forms
 * keep. `onProgress` gets the share of the file sent, from 0 to 1.
 */
export function uploadImage(
  file: File,
  folder: MediaFolder,
  onProgress?: (fraction: number) => void,
): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  // Uploads of phone photos over a slow connection take longer than a JSON call.
  return upload<UploadedImage>('/admin/media/', body, {
    params: { folder },
    timeoutMs: 120_000,
    ...(onProgress ? { onProgress } : {}),
  });
}

/** The text explaining why an upload failed, in the admin's language (by the server's code). */
export function uploadErrorKey(error: unknown): TextKey {
  if (isApiError(error)) {
    switch (error.code) {
      case 'media.not_an_image':
        return 'admin_media.images.errors.not_an_image';
      case 'media.too_large':
        return 'admin_media.images.errors.too_large';
      case 'media.file_too_large':
        return 'admin_media.images.errors.file_too_large';
      case 'media.no_file':
        return 'admin_media.images.errors.no_file';
      case 'rate_limited':
        return 'admin_media.images.errors.rate_limited';
      case 'network':
      case 'timeout':
        return 'admin_media.images.errors.network';
      default:
        if (error.status === 413) return 'admin_media.images.errors.file_too_large';
    }
  }
  return 'admin_media.images.errors.failed';
}

/** The path a stored image is referenced by in HTML: our own, so it works on every host name. */
export function mediaSource(image: UploadedImage): string {
  return `/media/${image.path}`;
}
