import { App, type BackButtonListenerEvent, type URLOpenListenerEvent } from '@capacitor/app';
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

export async function listenForNavigation(navigate: Navigate): Promise<void> {
  await Promise.all([
    App.addListener('backButton', onBackButton),
    App.addListener('appUrlOpen', onAppUrlOpen(navigate)),
  ]);
}
