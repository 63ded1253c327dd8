/** Where media-relative paths are served from: "/media" in everything the shop's pages read. */
export type MediaBase = string;

/**
 * The base of the shop's own media in API answers and pages: root-relative, so that an image loads
 * under whatever host name the shop was opened by (the IP, `www.` or not), which the
 * Content-Security-Policy's `img-src 'self'` allows; an absolute URL built from PUBLIC_URL is
 * another origin there and is blocked. Mails, feeds, the sitemap, JSON-LD and Open Graph are read
 * outside the page and need `absoluteUrl`.
 */
export const SHOP_MEDIA_BASE: MediaBase = '/media';

/** The URL of a stored media path under `base`; absolute URLs pass through, nothing gives null. */
export function mediaUrl(base: MediaBase, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** A root-relative URL on the shop made absolute with its public address; others pass through. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : url;
}
