import { STORAGE_KEYS } from '@shop/shared/constants';
import { readStorage } from '@/lib/storage';

/** Contract §9: the splash's phone breakpoint. */
export const SPLASH_MAX_WIDTH = 767;

const PHONE_AGENT = /Android|iPhone|iPod|Mobile|Windows Phone|Opera Mini/i;
/** Crawlers that run scripts (Googlebot smartphone among them) never see it. */
const CRAWLER_AGENT =
  /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|headlesschrome.*lighthouse/i;

export type SplashContext = {
  userAgent: string;
  /** `(max-width: 767px)` */
  narrow: boolean;
  reducedMotion: boolean;
  seen: boolean;
};

/**
 * Contract §2 and §9: on phones (by user agent, or a width of 767 px or less), on the first visit
 * only, never for crawlers, and not for visitors who asked for reduced motion.
 */
export function wantsSplash(context: SplashContext): boolean {
  if (context.seen || context.reducedMotion || CRAWLER_AGENT.test(context.userAgent)) return false;
  return PHONE_AGENT.test(context.userAgent) || context.narrow;
}

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
