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
 * What a call that starts a card payment adds to its body: in the app, `return_to: "app"`, so the
 * payment's return page sends the customer back into the app (`ro.salvia.shop://app/…`) instead of
 * showing the result in the system browser. The web sends nothing new.
 */
export function paymentReturnFields(): { return_to: 'app' } | undefined {
  return isAppBuild ? { return_to: 'app' } : undefined;
}
