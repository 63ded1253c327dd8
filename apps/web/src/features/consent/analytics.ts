import type { ConsentFlags } from './consent';

/** The meta tag the server writes when the shop has a Google Analytics 4 measurement ID. */
const MEASUREMENT_META = 'ga-measurement-id';
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** The shop's measurement ID, or null when it has none (then nothing of Google's ever loads). */
export function measurementId(): string | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${MEASUREMENT_META}"]`)?.content ?? '';
  return MEASUREMENT_ID.test(content) ? content : null;
}

/**
 * Google's consent mode needs `gtag` before anything else is said: the queue (`dataLayer`) and the
 * function that fills it, as Google's snippet defines them. Defined only when the shop measures,
 * so that consent calls have somewhere to go before gtag.js arrives (it reads the queue).
 */
export function installGtagQueue(): void {
  const win = window as AnalyticsWindow;
  if (!measurementId() || typeof win.gtag === 'function') return;
  win.dataLayer = win.dataLayer ?? [];
  win.gtag = function gtag() {
    // gtag.js reads each entry as an `arguments` object, not as an array.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
}

let loaded = false;

/**
 * Loads gtag.js once the visitor has granted analytics_storage, and only then (a decline, or no
 * choice yet, loads nothing). A later decline is told to gtag as a consent update, which stops
 * its cookies.
 */
export function loadAnalyticsIfGranted(flags: ConsentFlags | null): boolean {
  const id = measurementId();
  const win = window as AnalyticsWindow;
  if (loaded || !id || flags?.analytics_storage !== 'granted' || typeof win.gtag !== 'function')
    return loaded;
  loaded = true;
  win.gtag('js', new Date());
  win.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  return true;
}

/** Tests start from a page that has loaded nothing. */
export function resetAnalyticsForTests(): void {
  loaded = false;
}
