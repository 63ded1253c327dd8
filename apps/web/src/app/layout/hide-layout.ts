import { useLocation, useMatches } from 'react-router';
import { stripLanguagePrefix } from '@/lib/i18n';

/** Route meta the layout reads (React Router `handle`). */
export type RouteHandle = {
  /** Contract §2: sign-in, sign-up and order-confirmation screens render without header and footer. */
  hideLayout?: boolean;
};

function hasHideLayout(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).hideLayout === true;
}

/** Contract §2: hidden when a matched route has hideLayout, or on the admin area. */
export function shouldHideLayout(pathname: string, handles: readonly unknown[]): boolean {
  const path = stripLanguagePrefix(pathname);
  if (path === '/admin' || path.startsWith('/admin/')) return true;
  return handles.some(hasHideLayout);
}

export function useHideLayout(): boolean {
  const matches = useMatches();
  const { pathname } = useLocation();
  return shouldHideLayout(
    pathname,
    matches.map((match) => match.handle),
  );
}
