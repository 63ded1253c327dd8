import { isSafeInAppPath } from '@shop/shared/safe-path';
import { stripLanguagePrefix } from '@/lib/i18n';

/** The query parameter that carries where to go after signing in (contract §2, §6). */
export const NEXT_PARAM = 'next';

/**
 * Where staff land after signing in without a `next`: the dashboard, the day's overview. (/admin
 * itself still opens the products list, contract §2.)
 */
export const STAFF_HOME_PATH = '/admin/dashboard';

const AUTH_PAGES = new Set(['/login', '/register', '/admin/login']);

/**
 * The `next` value when it is a safe in-app path (the rule the server applies too) that is not a
 * sign-in page itself. Anything else is ignored, so a crafted link cannot send a customer to
 * another site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!isSafeInAppPath(value)) return null;
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
