/** Build-time flags, read in one place (architecture §7). */
// Tests run with DEV set too; their output stays readable without the request log.
export const isDevelopment = import.meta.env.DEV && import.meta.env.MODE !== 'test';

/**
 * The native app's bundle (`vite build --mode app`): client-rendered in a web view whose origin is
 * not the API's, so it calls the API across origins, without cookies, and runs the native start-up.
 */
export const isAppBuild = import.meta.env.MODE === 'app';

/**
 * The origin the API and its media are reached at: '' on the web, where the API process serves
 * the pages (same origin, relative URLs); the shop's own origin in the native app's bundle, whose
 * pages live at `https://localhost` / `capacitor://localhost` (APP_API_ORIGIN, vite.config.ts).
 */
export const API_ORIGIN: string = import.meta.env.APP_API_ORIGIN;
