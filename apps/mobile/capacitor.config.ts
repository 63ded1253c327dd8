/// <reference types="@capacitor/push-notifications" />
import type { CapacitorConfig } from '@capacitor/cli';
import type { Style } from '@capacitor/status-bar';

/**
 * The native app (decision 043): the shop's web app built in app mode (`npm run app:build`, with
 * APP_API_ORIGIN) inside a Capacitor shell. `npm run app:sync` copies the bundle and this
 * configuration into android/ and ios/.
 */
const config: CapacitorConfig = {
  appId: 'ro.salvia.shop',
  appName: 'Salvia',
  webDir: '../web/dist-app',
  // The pages' origins, which the API's CORS and CSRF checks allow (APP_ORIGINS):
  // https://localhost on Android, capacitor://localhost on iOS.
  server: { hostname: 'localhost', androidScheme: 'https', iosScheme: 'capacitor' },
  android: {
    // The pages are https://localhost: no plain-HTTP request from them.
    allowMixedContent: false,
  },
  // Only these plugins are linked into the native projects; apps/web imports their JavaScript side.
  includePlugins: [
    '@capacitor/app',
    '@capacitor/browser',
    '@capacitor/network',
    '@capacitor/preferences',
    '@capacitor/push-notifications',
    '@capacitor/status-bar',
  ],
  plugins: {
    // The spec's "dark" status bar is Capacitor's Style.Dark: light text for a dark background,
    // here the shop's green (index.html's theme-color), beside the web view rather than over it.
    // Android 15 and later draw edge to edge and ignore the overlay and the colour.
    StatusBar: {
      overlaysWebView: false,
      style: 'DARK' satisfies `${Style.Dark}`,
      backgroundColor: '#1f5c45',
    },
    // A notification that arrives while the app is open is still shown (iOS), and counted.
    PushNotifications: { presentationOptions: ['badge', 'sound', 'banner', 'list'] },
  },
};

export default config;
