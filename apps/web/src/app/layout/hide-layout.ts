import { useLocation, useMatches } from 'react-router';
import { isAdminPath, type TextArea } from '@/lib/i18n';

/** Route meta the layout reads (React Router `handle`). */
export type RouteHandle = {
  /** Contract §2: sign-in, sign-up and order-confirmation screens render without header and footer. */
  hideLayout?: boolean;
  /**
   * The route's own layout holds the page's one `<main>` landmark (the admin's, beside its menu),
   * so the shell renders none around it: two nested mains confuse landmark navigation.
   */
  ownsMain?: boolean;
  /** The text areas the page renders: loaded before a server-rendered page hydrates. */
  textAreas?: readonly TextArea[];
  /** The server renders the page to HTML with its data; other pages render in the browser. */
  serverRendered?: boolean;
  /** The 404 page: the server answers it with status 404. */
  notFound?: boolean;
  /** The contract's name for the route, where it gives one (`blog-post`). */
  name?: string;
};

/** A route's handle as the app writes it; nothing for a route without one. */
export function routeHandle(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}

function hasHideLayout(handle: unknown): boolean {
  return routeHandle(handle).hideLayout === true;
}

/** Contract §2: hidden when a matched route has hideLayout, or on the admin area. */
export function shouldHideLayout(pathname: string, handles: readonly unknown[]): boolean {
  if (isAdminPath(pathname)) return true;
  return handles.some(hasHideLayout);
}

/** Whether a matched route's layout renders the page's `<main>` itself. */
export function useRouteOwnsMain(): boolean {
  return useMatches().some((match) => routeHandle(match.handle).ownsMain === true);
}

export function useHideLayout(): boolean {
  const matches = useMatches();
  const { pathname } = useLocation();
  return shouldHideLayout(
    pathname,
    matches.map((match) => match.handle),
  );
}
