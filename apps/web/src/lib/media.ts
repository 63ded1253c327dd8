import { API_ORIGIN } from '@/lib/env';

const MEDIA_PREFIX = '/media/';

/**
 * The shop's media are served by the API: a root-relative /media/ path stays relative on the web
 * (the API serves the pages) and is put on the API's origin in the native app (`API_ORIGIN`).
 */
const onApiOrigin = (url: string): string => (url.startsWith(MEDIA_PREFIX) ? `${API_ORIGIN}${url}` : url);

/** `mediaUrl` before the API's origin is put on it. */
function relativeMediaUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:')) return value;
  return `${MEDIA_PREFIX}${value}`;
}

/**
 * A usable image URL from what the API sends: an absolute URL, a root-relative path, or a path
 * relative to /media/ (contract §3).
 */
export function mediaUrl(path: string | null | undefined): string | null {
  const url = relativeMediaUrl(path);
  return url && onApiOrigin(url);
}

/** Widths the media endpoint resizes to (`/media/<path>?w=<width>`, WebP, cached on the server). */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** Product card pictures: half a phone screen up to a fifth of the page. */
export const CARD_IMAGE_WIDTHS = [320, 480] as const satisfies readonly MediaWidth[];
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/**
 * A CDN's address of the shop's media (the server's MEDIA_PUBLIC_URL), e.g.
 * `https://cdn.magazin.ro/media`: the server renderer is told it, the browser reads the page's
 * `media-base` meta tag; undefined until then, null without a CDN.
 */
let mediaBase: string | null | undefined;

/**
 * Where a CDN serves the media (the server renderer's start-up); null: the shop itself; undefined:
 * read again from the page.
 */
export function setMediaBase(base: string | null | undefined): void {
  mediaBase = base === undefined ? undefined : base ? base.replace(/\/+$/, '') : null;
}

function cdnBase(): string | null {
  if (mediaBase === undefined && typeof document !== 'undefined') {
    setMediaBase(document.querySelector<HTMLMetaElement>('meta[name="media-base"]')?.content ?? null);
  }
  return mediaBase ?? null;
}

/** An image the CDN in front of the media serves: the shop's own, kept on the CDN. */
const onCdn = (url: string): boolean => {
  const base = cdnBase();
  return base !== null && url.startsWith(`${base}/`);
};

/** `mediaPath` before the API's origin is put on it. */
function relativeMediaPath(path: string | null | undefined): string | null {
  const url = relativeMediaUrl(path);
  if (!url || !/^(https?:)?\/\//i.test(url) || onCdn(url)) return url;
  try {
    const parsed = new URL(url, 'http://placeholder.invalid');
    return parsed.pathname.startsWith(MEDIA_PREFIX) ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

/**
 * The image as a path on our own origin when it lives under /media/ (the API sends absolute URLs
 * built from its public address, which in development is another origin than the web app's and
 * is refused there by Cross-Origin-Resource-Policy), on the API's origin in the native app; any
 * other URL is returned as it is.
 */
export function mediaPath(path: string | null | undefined): string | null {
  const url = relativeMediaPath(path);
  return url && onApiOrigin(url);
}

/** The resized variant of one of our media images, or null for images we cannot resize. */
export function mediaVariant(path: string | null | undefined, width: MediaWidth): string | null {
  const url = relativeMediaPath(path);
  if (!url || !(url.startsWith(MEDIA_PREFIX) || onCdn(url)) || url.includes('?')) return null;
  return onApiOrigin(`${url}?w=${width}`);
}

/** A `srcset` of the given widths, or undefined when the image has no variants. */
export function mediaSrcSet(
  path: string | null | undefined,
  widths: readonly MediaWidth[],
): string | undefined {
  const candidates = widths.flatMap((width) => {
    const variant = mediaVariant(path, width);
    return variant ? [`${variant} ${width}w`] : [];
  });
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}

/** The resized variant when there is one, else the image as a same-origin path (or as it is). */
export function mediaVariantOrPath(path: string | null | undefined, width: MediaWidth): string | null {
  return mediaVariant(path, width) ?? mediaPath(path);
}
