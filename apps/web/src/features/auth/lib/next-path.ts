import { stripLanguagePrefix } from '@/lib/i18n';

/** The query parameter that carries where to go after signing in (contract §2, §6). */
export const NEXT_PARAM = 'next';

const AUTH_PAGES = new Set(['/login', '/register', '/admin/login']);

/**
 * The `next` value when it is a safe in-app path: it starts with one "/" (not "//" or "/\", which
 * browsers read as another host), has no control characters, and is not a sign-in page itself.
 * Anything else is ignored, so a crafted link cannot send a customer to another site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? value;
  if (AUTH_PAGES.has(stripLanguagePrefix(pathname))) return null;
  return value;
}

/** `path?next=…`, keeping the slashes of the next path readable (`/login?next=/contul-meu`). */
export function withNextPath(path: string, next: string | null): string {
  if (!next) return path;
  return `${path}?${NEXT_PARAM}=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}

/** Whether a path (with or without its language prefix) is in the admin area. */
export function isAdminPath(path: string | null): boolean {
  if (!path) return false;
  const pathname = stripLanguagePrefix(path.split(/[?#]/, 1)[0] ?? path);
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
