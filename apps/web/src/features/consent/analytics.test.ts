import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allFlags } from './consent';
import { installGtagQueue, loadAnalyticsIfGranted, measurementId, resetAnalyticsForTests } from './analytics';

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

function setMeasurementId(id: string | null) {
  document.head.querySelector('meta[name="ga-measurement-id"]')?.remove();
  if (!id) return;
  const meta = document.createElement('meta');
  meta.name = 'ga-measurement-id';
  meta.content = id;
  document.head.append(meta);
}

const gtagScripts = () =>
  document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

beforeEach(() => {
  resetAnalyticsForTests();
  delete (window as AnalyticsWindow).gtag;
  delete (window as AnalyticsWindow).dataLayer;
  for (const script of gtagScripts()) script.remove();
});
afterEach(() => setMeasurementId(null));

describe('Google Analytics under consent mode v2', () => {
  it('loads nothing, and defines no gtag, when the shop has no measurement ID', () => {
    setMeasurementId(null);
    installGtagQueue();
    expect((window as AnalyticsWindow).gtag).toBeUndefined();
    expect(loadAnalyticsIfGranted(allFlags('granted'))).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('ignores a measurement ID that is not one', () => {
    setMeasurementId('"><script>');
    expect(measurementId()).toBeNull();
  });

  it('queues consent calls, and loads gtag.js only once analytics is granted', () => {
    setMeasurementId('G-TEST1234');
    installGtagQueue();
    const win = window as unknown as AnalyticsWindow & { gtag: (...args: unknown[]) => void };
    win.gtag('consent', 'default', allFlags('denied'));
    expect(win.dataLayer).toHaveLength(1);

    expect(loadAnalyticsIfGranted(null)).toBe(false);
    expect(loadAnalyticsIfGranted(allFlags('denied'))).toBe(false);
    expect(gtagScripts()).toHaveLength(0);

    expect(loadAnalyticsIfGranted(allFlags('granted'))).toBe(true);
    expect(loadAnalyticsIfGranted(allFlags('granted'))).toBe(true);
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagScripts()[0]!.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
    );
    const commands = win.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>)[0]);
    expect(commands).toEqual(['consent', 'js', 'config']);
  });
});
