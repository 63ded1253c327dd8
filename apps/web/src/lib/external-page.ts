import type { BrowserData } from '@shop/shared/schemas/checkout';
import { isAppBuild } from '@/lib/env';

/**
 * Leaves the shop for a page outside it: the card payment provider's page, a social sign-in
 * provider. The web goes there in the same tab (the page sends the customer back); the app opens
 * it in the system browser, because the whole web view would otherwise navigate away (and Google
 * refuses sign-in inside embedded web views), and comes back through a link into the app.
 */
export async function openExternalPage(url: string): Promise<void> {
  // The build mode, not isAppBuild: only a condition folded in place drops the native chunk
  // (and its plugin) from the web build.
  if (import.meta.env.MODE === 'app') {
    const { openInSystemBrowser } = await import('@/native/browser');
    await openInSystemBrowser(url);
    return;
  }
  window.location.assign(url);
}

/**
 * What the browser tells the card's issuer about itself for 3-D Secure (the API forwards it to the
 * card processor, with the User-Agent and the address it sees itself): screen, colour depth, time
 * zone, language, Java. Nothing that names the customer.
 */
export function browserData(): BrowserData {
  const screen = window.screen;
  return {
    screen_width: Math.max(0, Math.round(screen?.width ?? 0)),
    screen_height: Math.max(0, Math.round(screen?.height ?? 0)),
    color_depth: Math.max(0, Math.round(screen?.colorDepth ?? 0)),
    time_zone: (Intl.DateTimeFormat().resolvedOptions().timeZone ?? '')
      .replace(/[^A-Za-z0-9_+\-/]/g, '')
      .slice(0, 64),
    time_zone_offset: new Date().getTimezoneOffset(),
    language: (navigator.language ?? '').replace(/[^A-Za-z0-9-]/g, '').slice(0, 35),
    // Browsers no longer run Java applets; the field is part of 3-D Secure's browser data.
    java_enabled: false,
  };
}

/**
 * What a call that may start a card payment adds to its body: in the app, `return_to: "app"`, so
 * the payment's return page sends the customer back into the app (`ro.salvia.shop://app/…`)
 * instead of showing the result in the system browser; and, when a card is paid, the browser's
 * 3-D Secure data.
 */
export function paymentStartFields(card = true): { return_to?: 'app'; browser?: BrowserData } {
  return {
    ...(isAppBuild ? { return_to: 'app' as const } : {}),
    ...(card ? { browser: browserData() } : {}),
  };
}
