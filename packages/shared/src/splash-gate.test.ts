import { describe, expect, it } from 'vitest';
import { SPLASH_COVER_CLASS, SPLASH_COVER_SCRIPT, type SplashContext, wantsSplash } from './splash-gate';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Runs the head script against a browser made of the context's facts; true if it covered the page. */
function headScriptCovers(context: SplashContext, storage: 'ok' | 'throws' = 'ok'): boolean {
  const classes = new Set<string>();
  const window = {
    matchMedia: (query: string) => ({
      matches:
        (query === '(max-width: 767px)' && context.narrow) ||
        (query === '(prefers-reduced-motion: reduce)' && context.reducedMotion),
    }),
    localStorage: {
      getItem: (key: string) => {
        if (storage === 'throws') throw new Error('storage blocked');
        return key === 'seenSplash' && context.seen ? 'true' : null;
      },
    },
  };
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  // The script as the page runs it, with the browser's globals in scope.
  new Function('window', 'navigator', 'document', SPLASH_COVER_SCRIPT)(
    window,
    { userAgent: context.userAgent },
    document,
  );
  return classes.has(SPLASH_COVER_CLASS);
}

describe('the head script that covers the page before the splash', () => {
  it('decides as the app does, for every combination of the facts', () => {
    for (const userAgent of [IPHONE, DESKTOP, GOOGLEBOT]) {
      for (const narrow of [false, true]) {
        for (const reducedMotion of [false, true]) {
          for (const seen of [false, true]) {
            const context = { userAgent, narrow, reducedMotion, seen };
            expect({ context, covers: headScriptCovers(context) }).toEqual({
              context,
              covers: wantsSplash(context),
            });
          }
        }
      }
    }
  });

  it('covers nothing when storage cannot be read', () => {
    const context = { userAgent: IPHONE, narrow: true, reducedMotion: false, seen: false };
    expect(headScriptCovers(context, 'throws')).toBe(false);
  });
});
