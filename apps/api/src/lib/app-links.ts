import { pathInLanguage } from '@shop/shared/language-path';

/** The native app's id: its Android package and iOS bundle id, and its deep links' scheme. */
export const APP_ID = 'ro.salvia.shop';

/**
 * The app's own link to a shop page (`ro.salvia.shop://app/<path>?<query>`): opened from the system
 * browser, it brings the app up on that page (docs/decisions/041).
 */
export function appDeepLink(pathAndQuery: string): string {
  return `${APP_ID}://app${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`;
}

/** A storefront page in the order's language as the app's deep link. */
export function appShopPage(lang: string, pathAndQuery: string): string {
  return appDeepLink(pathInLanguage(lang, pathAndQuery));
}
