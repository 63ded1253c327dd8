import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/**
 * The native side, faked: each plugin records its calls in one ordered log and keeps the
 * listeners the app adds, so a test can fire the events a device would.
 */
const native = vi.hoisted(() => {
  const calls: string[] = [];
  const listeners = new Map<string, (event: never) => void>();
  const state = {
    isNative: true,
    platform: 'android',
    permission: 'granted',
    requested: 'granted',
    launchUrl: undefined as string | undefined,
  };
  const plugin = <const M extends Record<string, (options?: unknown) => unknown>>(name: string, methods: M) =>
    Object.fromEntries(
      Object.entries(methods).map(([method, answer]) => [
        method,
        vi.fn(async (options?: unknown) => {
          calls.push(`${name}.${method}`);
          return answer(options);
        }),
      ]),
    ) as { [K in keyof M]: Mock<(options?: unknown) => Promise<unknown>> };
  const addListener = (name: string) =>
    vi.fn(async (event: string, listener: (event: never) => void) => {
      calls.push(`${name}.addListener(${event})`);
      listeners.set(event, listener);
      return { remove: async () => undefined };
    });
  return {
    calls,
    listeners,
    state,
    core: {
      isNativePlatform: vi.fn(() => state.isNative),
      getPlatform: vi.fn(() => state.platform),
    },
    statusBar: plugin('StatusBar', {
      setOverlaysWebView: () => undefined,
      setStyle: () => undefined,
      setBackgroundColor: () => undefined,
    }),
    push: {
      ...plugin('PushNotifications', {
        checkPermissions: () => ({ receive: state.permission }),
        requestPermissions: () => ({ receive: state.requested }),
        register: () => undefined,
      }),
      addListener: addListener('PushNotifications'),
    },
    app: {
      ...plugin('App', {
        exitApp: () => undefined,
        getLaunchUrl: () => (state.launchUrl ? { url: state.launchUrl } : undefined),
        getInfo: () => ({ name: 'Salvia', id: 'ro.salvia.shop', version: '1.4.0', build: '14' }),
      }),
      addListener: addListener('App'),
    },
    network: {
      ...plugin('Network', { getStatus: () => ({ connected: true, connectionType: 'wifi' }) }),
      addListener: addListener('Network'),
    },
    browser: plugin('Browser', { open: () => undefined, close: () => undefined }),
  };
});

vi.mock('@capacitor/core', () => ({ Capacitor: native.core }));
vi.mock('@capacitor/status-bar', () => ({
  StatusBar: native.statusBar,
  Style: { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' },
}));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: native.push }));
vi.mock('@capacitor/app', () => ({ App: native.app }));
vi.mock('@capacitor/network', () => ({ Network: native.network }));
vi.mock('@capacitor/browser', () => ({ Browser: native.browser }));

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let navigate: Mock<(path: string) => Promise<void>>;

/** A fresh module graph per test: the start-up subscribes to a fresh auth store each time. */
async function start() {
  vi.resetModules();
  const [{ startNativeApp }, { useAuthStore }] = await Promise.all([
    import('./start'),
    import('@/stores/auth-store'),
  ]);
  await startNativeApp({ navigate });
  return { useAuthStore };
}

function fire(event: string, payload: unknown) {
  const listener = native.listeners.get(event);
  if (!listener) throw new Error(`No listener for "${event}"`);
  listener(payload as never);
}

/** The POST /api/devices/ calls made so far: their bodies and Authorization headers. */
function deviceUploads() {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/devices/')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as unknown,
      authorization: new Headers(init?.headers).get('Authorization'),
    }));
}

beforeEach(() => {
  vi.clearAllMocks();
  native.calls.length = 0;
  native.listeners.clear();
  Object.assign(native.state, {
    isNative: true,
    platform: 'android',
    permission: 'granted',
    requested: 'granted',
    launchUrl: undefined,
  });
  sessionStorage.clear();
  fetchMock = vi.fn(async () => jsonResponse({ id: 1 }));
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn(async () => undefined);
  document.cookie = 'csrftoken=web-cookie';
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('native start-up', () => {
  it('makes no plugin call on the web platform', async () => {
    native.state.isNative = false;
    await start();
    expect(native.calls).toEqual([]);
    expect(native.core.getPlatform).not.toHaveBeenCalled();
  });

  it('sets the status bar before anything about push', async () => {
    native.state.platform = 'ios';
    await start();
    const firstPushCall = native.calls.findIndex((call) => call.startsWith('PushNotifications.'));
    expect(native.calls.slice(0, 2)).toEqual(['StatusBar.setOverlaysWebView', 'StatusBar.setStyle']);
    expect(firstPushCall).toBeGreaterThan(1);
    expect(native.calls[firstPushCall]).toBe('PushNotifications.checkPermissions');
  });

  it('iOS: the status bar does not overlay the web view, with the dark style (light text)', async () => {
    native.state.platform = 'ios';
    await start();
    expect(native.statusBar.setOverlaysWebView).toHaveBeenCalledWith({ overlay: false });
    expect(native.statusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(native.statusBar.setBackgroundColor).not.toHaveBeenCalled();
  });

  it('Android: the dark style over the brand green, no overlay call (Android 15 ignores it)', async () => {
    await start();
    expect(native.statusBar.setOverlaysWebView).not.toHaveBeenCalled();
    expect(native.statusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(native.statusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#1f5c45' });
  });

  it('still asks for push when a status bar call fails', async () => {
    native.statusBar.setStyle.mockRejectedValueOnce(new Error('not implemented'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start();
    expect(error).toHaveBeenCalledWith('[app] start-up step "status bar" failed', expect.any(Error));
    expect(native.push.register).toHaveBeenCalledOnce();
  });
});

describe('push permission', () => {
  it('refused: the Romanian warning, and no registration', async () => {
    native.state.permission = 'denied';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start();
    expect(warn).toHaveBeenCalledWith('Permisiunea pentru notificări a fost refuzată');
    expect(native.push.requestPermissions).not.toHaveBeenCalled();
    expect(native.push.register).not.toHaveBeenCalled();
    expect(native.push.addListener).not.toHaveBeenCalled();
  });

  it('not decided: asks once; refused in the dialog: the warning, and no registration', async () => {
    native.state.permission = 'prompt';
    native.state.requested = 'denied';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start();
    expect(native.push.requestPermissions).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Permisiunea pentru notificări a fost refuzată');
    expect(native.push.register).not.toHaveBeenCalled();
  });

  it('granted: listens for the four events, then registers', async () => {
    native.state.permission = 'prompt';
    await start();
    const pushCalls = native.calls.filter((call) => call.startsWith('PushNotifications.'));
    expect(pushCalls).toEqual([
      'PushNotifications.checkPermissions',
      'PushNotifications.requestPermissions',
      'PushNotifications.addListener(registration)',
      'PushNotifications.addListener(registrationError)',
      'PushNotifications.addListener(pushNotificationReceived)',
      'PushNotifications.addListener(pushNotificationActionPerformed)',
      'PushNotifications.register',
    ]);
  });

  it('logs each event', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start();
    fire('registration', { value: 'fcm-token' });
    fire('registrationError', { error: 'no Google Play services' });
    fire('pushNotificationReceived', { id: '1', title: 'Reduceri', data: { url: '/produse' } });
    fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '1', data: {} } });
    expect(debug).toHaveBeenCalledWith('[push] registered for notifications');
    expect(error).toHaveBeenCalledWith('[push] registration failed', 'no Google Play services');
    expect(debug).toHaveBeenCalledWith('[push] notification received', 'Reduceri', { url: '/produse' });
    expect(debug).toHaveBeenCalledWith('[push] notification opened', 'tap', {});
  });
});

describe('the device token reaches the shop', () => {
  it('posts the token, platform, kind, locale and app version to /api/devices/', async () => {
    native.state.platform = 'ios';
    await start();
    fire('registration', { value: 'fcm-token-1' });
    await vi.waitFor(() => expect(deviceUploads()).toHaveLength(1));
    expect(deviceUploads()[0]).toEqual({
      body: { token: 'fcm-token-1', platform: 'ios', token_kind: 'fcm', locale: 'ro', app_version: '1.4.0' },
      authorization: null,
    });
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/devices/')?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-CSRFToken')).toBe('web-cookie');
  });

  it('sends it again on sign-in (with the session) and on sign-out (without)', async () => {
    const { useAuthStore } = await start();
    fire('registration', { value: 'fcm-token-2' });
    await vi.waitFor(() => expect(deviceUploads()).toHaveLength(1));

    useAuthStore.getState().signIn('session-token');
    await vi.waitFor(() => expect(deviceUploads()).toHaveLength(2));
    useAuthStore.getState().signOut();
    await vi.waitFor(() => expect(deviceUploads()).toHaveLength(3));

    expect(deviceUploads().map(({ authorization }) => authorization)).toEqual([
      null,
      'Token session-token',
      null,
    ]);
    expect(deviceUploads().every(({ body }) => (body as { token: string }).token === 'fcm-token-2')).toBe(
      true,
    );
  });

  it('sends nothing on sign-in before the system has given a token', async () => {
    const { useAuthStore } = await start();
    useAuthStore.getState().signIn('session-token');
    await Promise.resolve();
    expect(deviceUploads()).toEqual([]);
  });

  it('logs a failed upload, which the next start repeats', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Prea multe cereri.' }, 429));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start();
    fire('registration', { value: 'fcm-token-3' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn.mock.calls[0]?.[0]).toMatch(/sent again at the next start/);

    fetchMock.mockImplementation(async () => jsonResponse({ id: 3 }));
    await start();
    fire('registration', { value: 'fcm-token-3' });
    await vi.waitFor(() => expect(deviceUploads()).toHaveLength(2));
  });
});

describe('a tapped notification', () => {
  const tap = (url: unknown) =>
    fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '9', data: { url } } });

  it('opens the shop path it carries', async () => {
    await start();
    tap('/produse/creme-de-fata?ordering=price');
    expect(navigate).toHaveBeenCalledWith('/produse/creme-de-fata?ordering=price');
  });

  it.each([
    'https://evil.example/produse',
    '//evil.example/produse',
    'javascript:alert(1)',
    '/\\evil.example',
    'produse/creme',
    '',
    42,
  ])('opens nothing for %j', async (url) => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await start();
    tap(url);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("Android's back button", () => {
  it('goes back in history when there is somewhere to go back to', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await start();
    fire('backButton', { canGoBack: true });
    expect(back).toHaveBeenCalledOnce();
    expect(native.app.exitApp).not.toHaveBeenCalled();
  });

  it('leaves the app at the start of its history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await start();
    fire('backButton', { canGoBack: false });
    expect(native.app.exitApp).toHaveBeenCalledOnce();
    expect(back).not.toHaveBeenCalled();
  });

  it('closes an open dialog first, as Escape does', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    document.body.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    const escape = vi.fn();
    document.addEventListener('keydown', (event) => escape(event.key), { once: true });
    await start();
    fire('backButton', { canGoBack: true });
    expect(escape).toHaveBeenCalledWith('Escape');
    expect(back).not.toHaveBeenCalled();
    expect(native.app.exitApp).not.toHaveBeenCalled();
  });
});

describe('links into the app', () => {
  it('navigates to the shop path of the custom scheme and of an App Link', async () => {
    await start();
    fire('appUrlOpen', { url: 'ro.salvia.shop://app/comanda-finalizata?id=12' });
    fire('appUrlOpen', { url: 'https://salvia.ro/app/produs/apa-termala?ref=push' });
    expect(navigate.mock.calls).toEqual([['/comanda-finalizata?id=12'], ['/produs/apa-termala?ref=push']]);
  });

  it('Android: follows the link that started the app, once, even when the page loads again', async () => {
    native.state.launchUrl = 'ro.salvia.shop://app/autentificare/aplicatie?code=c1';
    await start();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/autentificare/aplicatie?code=c1');
    navigate.mockClear();
    await start();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('iOS: does not ask for the launch link, which arrives as appUrlOpen', async () => {
    native.state.platform = 'ios';
    native.state.launchUrl = 'ro.salvia.shop://app/produse';
    await start();
    expect(native.app.getLaunchUrl).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a link that carries no shop path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start();
    fire('appUrlOpen', { url: 'ro.salvia.shop://app//evil.example' });
    fire('appUrlOpen', { url: 'https://salvia.ro/produs/apa-termala' });
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the rest of the app around the web view', () => {
  it('opens a link to another site in the system browser, and leaves the shop’s own links alone', async () => {
    await start();
    document.body.innerHTML =
      '<a href="https://anpc.ro/sal">ANPC</a><a href="/produse">Produse</a><a href="mailto:a@b.ro">Mail</a>';
    const [external, own, mail] = [...document.querySelectorAll('a')];
    const clicks = [external, own, mail].map((link) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link!.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(clicks).toEqual([true, false, false]);
    expect(native.browser.open).toHaveBeenCalledExactlyOnceWith({ url: 'https://anpc.ro/sal' });
  });

  it('follows the network status into the offline banner’s store', async () => {
    await start();
    const { connectionStore } = await import('./connection');
    expect(connectionStore.getSnapshot()).toBe(true);
    fire('networkStatusChange', { connected: false, connectionType: 'none' });
    expect(connectionStore.getSnapshot()).toBe(false);
    fire('networkStatusChange', { connected: true, connectionType: 'cellular' });
    expect(connectionStore.getSnapshot()).toBe(true);
  });
});
