import { describe, expect, it } from 'vitest';
import { wantsSplash } from '@shop/shared/splash-gate';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const first = { narrow: false, reducedMotion: false, seen: false };

describe('the splash (contract §2, §9)', () => {
  it('shows on a phone by its user agent, or on any screen 767 px wide or less', () => {
    expect(wantsSplash({ ...first, userAgent: IPHONE })).toBe(true);
    expect(wantsSplash({ ...first, userAgent: ANDROID })).toBe(true);
    expect(wantsSplash({ ...first, userAgent: DESKTOP, narrow: true })).toBe(true);
    expect(wantsSplash({ ...first, userAgent: DESKTOP })).toBe(false);
  });

  it('shows once, never to crawlers, and not with reduced motion', () => {
    expect(wantsSplash({ ...first, userAgent: IPHONE, seen: true })).toBe(false);
    expect(wantsSplash({ ...first, userAgent: GOOGLEBOT })).toBe(false);
    expect(wantsSplash({ ...first, userAgent: IPHONE, reducedMotion: true })).toBe(false);
  });
});
