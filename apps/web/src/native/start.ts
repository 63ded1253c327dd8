import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { Network } from '@capacitor/network';
import { openExternalLinksInSystemBrowser } from './browser';
import { connectionStore } from './connection';
import { createDeviceRegistry } from './devices';
import { listenForNavigation, type Navigate } from './navigation';
import { isNativePlatformName } from './platform';
import { setUpPush } from './push';
import { setUpStatusBar } from './status-bar';

/** What the start-up needs of the router (main.tsx passes the app's own). */
export type NativeRouter = { navigate: (path: string) => unknown };

async function appVersion(): Promise<string> {
  try {
    return (await App.getInfo()).version;
  } catch {
    return 'unknown';
  }
}

async function watchConnection(): Promise<void> {
  connectionStore.setOnline((await Network.getStatus()).connected);
  await Network.addListener('networkStatusChange', ({ connected }) => connectionStore.setOnline(connected));
}

/** One step of the start-up; a plugin that fails is logged and the others still run. */
async function step(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`[app] start-up step "${name}" failed`, error);
  }
}

/**
 * The native app's start-up, on Android and iOS only (the app's bundle opened in a desktop browser
 * makes no plugin call): the status bar first, as contract §1 orders, then the app's own
 * behaviour (back button, links into the app, the offline banner, links to other sites), then
 * push, whose permission dialog comes last so the page is already on screen behind it.
 */
export async function startNativeApp(router: NativeRouter): Promise<void> {
  if (!Capacitor.isNativePlatform()) return;
  const platform = Capacitor.getPlatform();
  if (!isNativePlatformName(platform)) return;
  const navigate: Navigate = (path) => void router.navigate(path);

  await step('status bar', () => setUpStatusBar(platform));
  await step('navigation', () => listenForNavigation(navigate, platform));
  await step('network', watchConnection);
  openExternalLinksInSystemBrowser();
  const devices = createDeviceRegistry({ platform, appVersion: await appVersion() });
  await step('push', () => setUpPush({ devices, navigate }));
}
