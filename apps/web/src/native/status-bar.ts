import { StatusBar, Style } from '@capacitor/status-bar';
import type { NativePlatform } from './platform';

/** The brand green of the shop's header and `theme-color`, behind the status bar's light text. */
export const STATUS_BAR_BACKGROUND = '#1f5c45';

/**
 * The status bar, before anything else at start-up (contract §1): on iOS it does not overlay the
 * web view, and its style is the "dark" one. Capacitor's `Style.Dark` is that style: light text
 * for a dark background (`Style.Light` is dark text for a light one), over the brand green. Android
 * 15 and later draw the app edge to edge and ignore the overlay and colour calls, so Android gets
 * the style and, where it still applies, the colour.
 */
export async function setUpStatusBar(platform: NativePlatform): Promise<void> {
  if (platform === 'ios') await StatusBar.setOverlaysWebView({ overlay: false });
  await StatusBar.setStyle({ style: Style.Dark });
  if (platform === 'android') {
    await StatusBar.setBackgroundColor({ color: STATUS_BAR_BACKGROUND }).catch((error: unknown) =>
      console.debug('[status bar] the background colour is not settable here', error),
    );
  }
}
