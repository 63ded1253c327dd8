import { Browser } from '@capacitor/browser';

/**
 * Pages outside the shop in the app open in the system browser (an in-app Safari / Custom Tab):
 * the card payment page, the social sign-in (Google refuses embedded web views) and every link
 * to another site. They come back into the app through a link to `ro.salvia.shop://app/…`.
 */
export function openInSystemBrowser(url: string): Promise<void> {
  return Browser.open({ url });
}

/** Closes the system browser once its page has sent the customer back (iOS; Android closes it itself). */
export async function closeSystemBrowser(): Promise<void> {
  try {
    await Browser.close();
  } catch {
    // Nothing open, or the platform closes it on its own.
  }
}

/** A plain left click on a link to another site (http or https). */
function externalLinkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === window.location.origin ? null : url.href;
}

/**
 * Every link to another site, wherever the shop renders it (footer, content pages, product
 * texts), opens in the system browser instead of taking the app's web view away. Links the page
 * handles itself (preventDefault) are left alone; `mailto:` and `tel:` go to the system as before.
 */
export function openExternalLinksInSystemBrowser(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const url = externalLinkOf(event);
    if (!url) return;
    event.preventDefault();
    void openInSystemBrowser(url);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
