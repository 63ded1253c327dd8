/** Where media-relative paths are served from, e.g. "https://shop.ro/media". */
export type MediaBase = string;

/** The absolute URL of a stored media path; absolute URLs pass through, nothing gives null. */
export function mediaUrl(base: MediaBase, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${base}/${path.replace(/^\/+/, '')}`;
}
