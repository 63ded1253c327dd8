import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run app:sync` puts the app's bundle for Android (what the device's web view loads). */
export const SYNCED_BUNDLE = path.join(root, 'apps/mobile/android/app/src/main/assets/public');
/** The web view's origin on Android (`server.androidScheme` https, `hostname` localhost). */
export const APP_ORIGIN = 'https://localhost';

/** One call of the app to a plugin, as Capacitor's Android bridge hands it to the native side. */
export type NativeCall = {
  callbackId: string;
  pluginId: string;
  methodName: string;
  options: Record<string, unknown>;
};

type Answer = { data?: unknown; error?: { message: string; code?: string } } | 'pending';

/**
 * The methods each plugin's native side declares (`window.Capacitor.PluginHeaders`); Capacitor's
 * JavaScript calls the native side only for a method listed here. `addListener` and
 * `removeListener` answer nothing (rtype `none`), the rest promises.
 */
const PLUGINS: Record<string, string[]> = {
  App: ['exitApp', 'getInfo', 'getLaunchUrl', 'getState', 'minimizeApp', 'toggleBackButtonHandler'],
  Browser: ['open', 'close'],
  Network: ['getStatus'],
  Preferences: ['configure', 'get', 'set', 'remove', 'clear', 'keys', 'migrate', 'removeOld'],
  PushNotifications: [
    'register',
    'unregister',
    'getDeliveredNotifications',
    'removeDeliveredNotifications',
    'removeAllDeliveredNotifications',
    'createChannel',
    'deleteChannel',
    'listChannels',
    'checkPermissions',
    'requestPermissions',
  ],
  StatusBar: ['setStyle', 'setBackgroundColor', 'show', 'hide', 'getInfo', 'setOverlaysWebView'],
};

const PLUGIN_HEADERS = Object.entries(PLUGINS).map(([name, methods]) => ({
  name,
  methods: [
    ...methods.map((method) => ({ name: method, rtype: 'promise' })),
    { name: 'addListener', rtype: 'none' },
    { name: 'removeListener', rtype: 'none' },
    { name: 'removeAllListeners', rtype: 'promise' },
  ],
}));

export type FakeNativeOptions = {
  /** What `PushNotifications.checkPermissions` says before the app asks. */
  pushPermission?: 'prompt' | 'granted' | 'denied';
  /** What the person answers when the app asks. */
  pushAnswer?: 'granted' | 'denied';
  /** The FCM token `registration` hands the app. */
  pushToken?: string;
};

/**
 * The native half of the Android app, played in Node: Capacitor's own `native-bridge.js` runs in
 * the page as the Android web view injects it, with an `androidBridge` whose messages come here;
 * each plugin call is recorded and answered as the plugin's Android side would, and native events
 * (a push tapped, a deep link) are sent to the listeners the app registered.
 */
export class FakeNative {
  readonly calls: NativeCall[] = [];
  private readonly listeners = new Map<string, Set<string>>();
  private readonly preferences = new Map<string, string>();
  private pushPermission: 'prompt' | 'granted' | 'denied';
  private page: Page | undefined;

  private constructor(private readonly options: FakeNativeOptions) {
    this.pushPermission = options.pushPermission ?? 'prompt';
  }

  /** Installs the bridge in every page of `context` before any of the app's code runs. */
  static async install(context: BrowserContext, options: FakeNativeOptions = {}): Promise<FakeNative> {
    const native = new FakeNative(options);
    const bridge = await readFile(
      path.join(root, 'node_modules/@capacitor/android/capacitor/src/main/assets/native-bridge.js'),
      'utf8',
    );
    await context.exposeBinding('__nativeSide', ({ page }, message: string) => {
      native.page = page;
      return native.receive(JSON.parse(message) as NativeCall);
    });
    // The order of Capacitor's JSInjector: the global, the server URL, the bridge, the headers.
    await context.addInitScript(
      [
        'window.Capacitor = { DEBUG: false, isLoggingEnabled: false, Plugins: {} };',
        `window.WEBVIEW_SERVER_URL = ${JSON.stringify(APP_ORIGIN)};`,
        `window.androidBridge = { postMessage(json) {
          window.__nativeSide(json).then((result) => { if (result) window.Capacitor.fromNative(result); });
        } };`,
        bridge,
        `window.Capacitor.PluginHeaders = ${JSON.stringify(PLUGIN_HEADERS)};`,
      ].join('\n'),
    );
    return native;
  }

  /** The calls made to one plugin method, in order. */
  callsTo(pluginId: string, methodName: string): NativeCall[] {
    return this.calls.filter((call) => call.pluginId === pluginId && call.methodName === methodName);
  }

  /** Sends a native event (`appUrlOpen`, `pushNotificationActionPerformed`…) to the app's listeners. */
  async fire(pluginId: string, eventName: string, data: unknown): Promise<void> {
    const ids = [...(this.listeners.get(`${pluginId}:${eventName}`) ?? [])];
    if (ids.length === 0) throw new Error(`The app listens to no ${pluginId} ${eventName}`);
    await this.send(ids.map((callbackId) => ({ callbackId, pluginId, methodName: 'addListener', data })));
  }

  private async send(results: { callbackId: string; pluginId: string; methodName: string; data: unknown }[]) {
    if (!this.page) throw new Error('No page has called the native side yet');
    await this.page.evaluate((list) => {
      const capacitor = (window as unknown as { Capacitor: { fromNative: (result: unknown) => void } })
        .Capacitor;
      for (const result of list) capacitor.fromNative({ ...result, success: true });
    }, results);
  }

  private async receive(call: NativeCall) {
    this.calls.push(call);
    const { callbackId, pluginId, methodName } = call;
    if (methodName === 'addListener') {
      const key = `${pluginId}:${String(call.options.eventName)}`;
      if (!this.listeners.has(key)) this.listeners.set(key, new Set());
      this.listeners.get(key)!.add(callbackId);
      return null;
    }
    if (methodName === 'removeListener') {
      this.listeners
        .get(`${pluginId}:${String(call.options.eventName)}`)
        ?.delete(String(call.options.callbackId));
      return null;
    }
    const answer = this.answer(call);
    if (answer === 'pending') return null;
    return answer.error
      ? { callbackId, pluginId, methodName, success: false, error: answer.error }
      : { callbackId, pluginId, methodName, success: true, data: answer.data ?? {} };
  }

  private answer({ pluginId, methodName, options }: NativeCall): Answer {
    const key = `${pluginId}.${methodName}`;
    switch (key) {
      case 'App.getInfo':
        return { data: { name: 'Salvia', id: 'ro.salvia.shop', build: '1', version: '1.0.0' } };
      case 'App.getState':
        return { data: { isActive: true } };
      case 'Network.getStatus':
        return { data: { connected: true, connectionType: 'wifi' } };
      case 'Preferences.get':
        return { data: { value: this.preferences.get(String(options.key)) ?? null } };
      case 'Preferences.set':
        this.preferences.set(String(options.key), String(options.value));
        return {};
      case 'Preferences.remove':
        this.preferences.delete(String(options.key));
        return {};
      case 'Preferences.keys':
        return { data: { keys: [...this.preferences.keys()] } };
      case 'PushNotifications.checkPermissions':
        return { data: { receive: this.pushPermission } };
      case 'PushNotifications.requestPermissions':
        if (this.pushPermission === 'prompt') this.pushPermission = this.options.pushAnswer ?? 'granted';
        return { data: { receive: this.pushPermission } };
      case 'PushNotifications.register':
        // The token comes afterwards, as an event, as it does from Firebase.
        setTimeout(() => {
          void this.fire('PushNotifications', 'registration', {
            value: this.options.pushToken ?? 'fcm-token',
          });
        }, 0);
        return {};
      case 'PushNotifications.getDeliveredNotifications':
        return { data: { notifications: [] } };
      case 'PushNotifications.listChannels':
        return { data: { channels: [] } };
      case 'StatusBar.getInfo':
        return { data: { visible: true, style: 'DARK', overlays: false } };
      default:
        // Everything else succeeds with nothing to say (setStyle, open, close, exitApp…).
        return pluginId in PLUGINS && PLUGINS[pluginId]!.includes(methodName)
          ? {}
          : {
              error: { message: `${key} is not implemented by the fake native side`, code: 'UNIMPLEMENTED' },
            };
    }
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the synced bundle at https://localhost as Capacitor's local server does: a file when
 * there is one, else index.html (the app's own routes).
 */
export async function serveSyncedBundle(context: BrowserContext, bundle = SYNCED_BUNDLE): Promise<void> {
  await context.route(`${APP_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = path.join(bundle, decodeURIComponent(pathname));
    const inside = file.startsWith(bundle + path.sep);
    const body = inside ? await readFile(file).catch(() => null) : null;
    if (body) {
      await route.fulfill({ body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
      return;
    }
    await route.fulfill({
      body: await readFile(path.join(bundle, 'index.html')),
      contentType: TYPES['.html'],
    });
  });
}
