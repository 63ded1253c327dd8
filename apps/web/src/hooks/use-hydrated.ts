import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is the server's HTML (on the server, and during the browser's hydration),
 * true from then on and in pages the browser renders itself. A control that needs JavaScript (a
 * menu button) renders its plain-HTML form (a link, a disclosure) until this is true, so it works
 * for readers without JavaScript and before the scripts arrive, and hydration still matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
