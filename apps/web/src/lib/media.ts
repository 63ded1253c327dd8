/**
 * A usable image URL from what the API sends: an absolute URL, a root-relative path, or a path
 * relative to /media/ (spec §3).
 */
export function mediaUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:')) return value;
  return `/media/${value}`;
}
