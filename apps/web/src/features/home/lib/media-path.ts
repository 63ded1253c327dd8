import { mediaUrl } from '@/lib/media';

// TODO(lead): the same helper lives in features/catalog/lib/media-variants.ts and
// features/search/lib/media-path.ts; it belongs in lib/media.ts, which features may share.
const MEDIA_PREFIX = '/media/';

/**
 * An image under /media/ as a path on our own origin (the API sends absolute URLs built from its
 * public address, another origin in development, refused there by Cross-Origin-Resource-Policy),
 * resized by the media endpoint to `width` (allowed: 160, 320, 480, 640, 960, 1200).
 */
export function mediaVariantPath(path: string | null | undefined, width: number): string | null {
  const url = mediaUrl(path);
  if (!url) return null;
  let local = url;
  if (/^(https?:)?\/\//i.test(url)) {
    try {
      const parsed = new URL(url, 'http://placeholder.invalid');
      if (parsed.pathname.startsWith(MEDIA_PREFIX)) local = `${parsed.pathname}${parsed.search}`;
    } catch {
      return url;
    }
  }
  return local.startsWith(MEDIA_PREFIX) && !local.includes('?') ? `${local}?w=${width}` : local;
}
