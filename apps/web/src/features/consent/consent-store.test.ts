import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shop/shared/constants';

const KEY = STORAGE_KEYS.cookieConsent;
const granted = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};
const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** A fresh store, as at start-up: the module creates (and restores) it on import. */
async function startApp() {
  vi.resetModules();
  return (await import('./consent-store')).useConsentStore;
}

type WindowWithGtag = Window & { gtag?: unknown };

let gtag: ReturnType<typeof vi.fn>;

beforeEach(() => {
  gtag = vi.fn();
  (window as WindowWithGtag).gtag = gtag;
});

afterEach(() => {
  delete (window as WindowWithGtag).gtag;
});

describe('cookie consent', () => {
  it('shows the banner when there is no saved choice, with everything denied by default', async () => {
    const store = await startApp();
    expect(store.getState().bannerOpen).toBe(true);
    expect(store.getState().flags).toBeNull();
    expect(gtag).toHaveBeenCalledWith('consent', 'default', denied);
  });

  it('Accept stores all four flags as granted, hides the banner and tells gtag', async () => {
    const store = await startApp();
    store.getState().accept();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(granted);
    expect(store.getState()).toMatchObject({ bannerOpen: false, flags: granted });
    expect(gtag).toHaveBeenLastCalledWith('consent', 'update', granted);
  });

  it('Decline stores all four flags as denied and hides the banner', async () => {
    const store = await startApp();
    store.getState().decline();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(denied);
    expect(store.getState()).toMatchObject({ bannerOpen: false, flags: denied });
    expect(gtag).toHaveBeenLastCalledWith('consent', 'update', denied);
  });

  it('re-applies the saved choice at start-up and keeps the banner hidden', async () => {
    localStorage.setItem(KEY, JSON.stringify(granted));
    const store = await startApp();
    expect(store.getState()).toMatchObject({ bannerOpen: false, flags: granted });
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('consent', 'update', granted);
  });

  it('works without gtag (no third-party script is loaded by the shop)', async () => {
    delete (window as WindowWithGtag).gtag;
    localStorage.setItem(KEY, JSON.stringify(denied));
    const store = await startApp();
    expect(store.getState().flags).toEqual(denied);
    store.getState().accept();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(granted);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a missing flag', JSON.stringify({ ad_storage: 'granted' })],
    ['an unknown value', JSON.stringify({ ...granted, analytics_storage: 'yes' })],
  ])('ignores a stored value with %s and asks again', async (_, raw) => {
    localStorage.setItem(KEY, raw);
    const store = await startApp();
    expect(store.getState()).toMatchObject({ bannerOpen: true, flags: null });
  });

  it('reopens the banner on request without forgetting the current choice', async () => {
    localStorage.setItem(KEY, JSON.stringify(denied));
    const store = await startApp();
    store.getState().reopen();
    expect(store.getState()).toMatchObject({ bannerOpen: true, flags: denied });
    store.getState().accept();
    expect(store.getState()).toMatchObject({ bannerOpen: false, flags: granted });
  });

  it('follows a choice made in another tab', async () => {
    const store = await startApp();
    const { watchConsentInOtherTabs } = await import('./consent-store');
    const stop = watchConsentInOtherTabs();
    localStorage.setItem(KEY, JSON.stringify(granted));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(store.getState()).toMatchObject({ bannerOpen: false, flags: granted });
    stop();
  });
});
