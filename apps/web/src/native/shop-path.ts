import { isSafeInAppPath } from '@shop/shared/safe-path';

/** The app's own URL scheme (`ro.salvia.shop://app/<shop path>`), as the native projects declare it. */
export const APP_URL_SCHEME = 'ro.salvia.shop:';

/** The custom-scheme URL's host, and the path prefix of App Links / Universal Links on the shop's host. */
const APP_LINK_HOST = 'app';
const APP_LINK_PREFIX = '/app';

/**
 * The shop path (with its query) a link into the app opens: `ro.salvia.shop://app/<path>?<query>`
 * or `https://<shop host>/app/<path>?<query>` (the operating system hands the latter to the app
 * only for the host the app is verified for). Anything else, or a path that is not one of the shop's
 * own (`//evil`, a backslash), opens nothing: a crafted link must not send the web view elsewhere.
 */
export function shopPathFromAppUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  let path: string;
  if (parsed.protocol === APP_URL_SCHEME && parsed.host === APP_LINK_HOST) {
    path = parsed.pathname || '/';
  } else if (
    parsed.protocol === 'https:' &&
    (parsed.pathname === APP_LINK_PREFIX || parsed.pathname.startsWith(`${APP_LINK_PREFIX}/`))
  ) {
    path = parsed.pathname.slice(APP_LINK_PREFIX.length) || '/';
  } else {
    return null;
  }
  const target = `${path}${parsed.search}${parsed.hash}`;
  return isSafeInAppPath(target) ? target : null;
}

/**
 * Where a tapped notification leads: its data's `url` when it is one of the shop's own paths (one
 * leading "/", no "//", no scheme, no backslash: the rule `next` after sign-in follows), else
 * nowhere. A notification's data comes from outside the app, so it is judged, never trusted.
 */
export function notificationPath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const url = (data as { url?: unknown }).url;
  return typeof url === 'string' && isSafeInAppPath(url) ? url : null;
}
