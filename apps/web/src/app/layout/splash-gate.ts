import { STORAGE_KEYS } from '@shop/shared/constants';
import {
  SPLASH_COVER_CLASS,
  SPLASH_MAX_WIDTH,
  type SplashContext,
  wantsSplash,
} from '@shop/shared/splash-gate';
import { readStorage } from '@/lib/storage';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

export function splashContext(): SplashContext {
  return {
    userAgent: navigator.userAgent,
    narrow: matches(`(max-width: ${SPLASH_MAX_WIDTH}px)`),
    reducedMotion: matches('(prefers-reduced-motion: reduce)'),
    seen: readStorage(STORAGE_KEYS.seenSplash) !== null,
  };
}

let shown: boolean | null = null;
const listeners = new Set<() => void>();

/**
 * Whether the splash is on screen, for `useSyncExternalStore`: decided once, in the browser, on
 * the first page of the visit. The server's snapshot is always false, so hydration matches the
 * server's HTML and the splash appears just after.
 */
export const splashStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): boolean {
    shown ??= wantsSplash(splashContext());
    return shown;
  },
  getServerSnapshot(): boolean {
    return false;
  },
  close(): void {
    shown = false;
    for (const listener of listeners) listener();
  },
};

/**
 * Lifts the cover the server's head script laid over the page before its first paint (decision
 * 034): when the splash starts to leave, or at once where the app shows none.
 */
export function releaseSplashCover(): void {
  document.documentElement.classList.remove(SPLASH_COVER_CLASS);
}
