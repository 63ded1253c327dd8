import { App, type BackButtonListenerEvent, type URLOpenListenerEvent } from '@capacitor/app';
import type { NativePlatform } from './platform';
import { shopPathFromAppUrl } from './shop-path';

/** What the native side needs of the router: to go to a shop path. */
export type Navigate = (path: string) => void;

/** An open dialog or sheet (Radix marks them `aria-modal`), which Android's back closes first. */
function openModal(): Element | null {
  return document.querySelector(
    '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
  );
}

/**
 * Android's back button, as Android apps behave: it closes an open dialog or menu (as Escape does),
 * else goes back in the app's history, and at the start of that history leaves the app. Without
 * this listener the button would close the app from any page.
 */
export function onBackButton({ canGoBack }: BackButtonListenerEvent): void {
  const modal = openModal();
  if (modal) {
    modal.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    return;
  }
  if (canGoBack) window.history.back();
  else void App.exitApp();
}

/**
 * A link into the app (`ro.salvia.shop://app/…`, or an App Link / Universal Link under the shop's
 * `/app/`): the card payment's return, the social sign-in's code, a shared product. The router
 * goes to the shop path it carries; any other URL is ignored.
 */
export function onAppUrlOpen(navigate: Navigate): (event: URLOpenListenerEvent) => void {
  return ({ url }) => {
    const path = shopPathFromAppUrl(url);
    if (path) navigate(path);
    else console.warn('[app] ignored a link into the app that is not a shop path', url);
  };
}

/** The launch link already followed in this web view (a reload must not follow it again). */
const FOLLOWED_LAUNCH_URL_KEY = 'shop-app-launch-url';

/**
 * Android hands the link that started the app to `getLaunchUrl` only (`appUrlOpen` reports the
 * links that arrive while it runs); iOS reports both through `appUrlOpen`, so it is asked only on
 * Android. The web view may load the page again (the language switch does): the launch link is
 * followed once.
 */
async function followLaunchUrl(open: (event: URLOpenListenerEvent) => void): Promise<void> {
  const launch = await App.getLaunchUrl();
  if (!launch?.url) return;
  try {
    if (sessionStorage.getItem(FOLLOWED_LAUNCH_URL_KEY) === launch.url) return;
    sessionStorage.setItem(FOLLOWED_LAUNCH_URL_KEY, launch.url);
  } catch {
    // Without session storage a reload may follow it again: the same page, no harm.
  }
  open({ url: launch.url });
}

export async function listenForNavigation(navigate: Navigate, platform: NativePlatform): Promise<void> {
  const open = onAppUrlOpen(navigate);
  await Promise.all([App.addListener('backButton', onBackButton), App.addListener('appUrlOpen', open)]);
  if (platform === 'android') await followLaunchUrl(open);
}
