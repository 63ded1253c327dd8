import { STORAGE_KEYS } from './constants';

/**
 * Who sees the splash (contract §2 and §9), as one rule for the two places that decide it: the
 * app, which draws it, and the small script the server's HTML runs in its `<head>`, which covers
 * the page before its first paint on a phone's first visit (decision 034).
 */

/** Contract §9: the splash's phone breakpoint. */
export const SPLASH_MAX_WIDTH = 767;

export const PHONE_AGENT = /Android|iPhone|iPod|Mobile|Windows Phone|Opera Mini/i;
/** Crawlers that run scripts (Googlebot smartphone among them) never see it. */
export const CRAWLER_AGENT =
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

/** The class the head script puts on `<html>`: the page is covered until the splash is drawn. */
export const SPLASH_COVER_CLASS = 'splash-cover';

/**
 * The head script: `wantsSplash` over the browser's facts, written out in plain ES5 so it runs
 * before anything else, without a module or a request. Inline, so it delays no one's first paint;
 * the Content Security Policy allows it by its hash (`inlineScriptHash` in the API).
 */
export const SPLASH_COVER_SCRIPT =
  '(function(){try{' +
  'var a=navigator.userAgent,w=window,' +
  'm=function(q){return typeof w.matchMedia==="function"&&w.matchMedia(q).matches};' +
  `if(w.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.seenSplash)})!==null` +
  '||m("(prefers-reduced-motion: reduce)")' +
  `||${String(CRAWLER_AGENT)}.test(a))return;` +
  `if(${String(PHONE_AGENT)}.test(a)||m("(max-width: ${SPLASH_MAX_WIDTH}px)"))` +
  `document.documentElement.classList.add(${JSON.stringify(SPLASH_COVER_CLASS)})` +
  '}catch(e){}})();';
