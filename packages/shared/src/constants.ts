/** Business constants and limits of contract §9. One place; every text and rule reads from here. */
export const API_TIMEOUT_MS = 15_000;
export const SEARCH_SUGGESTION_LIMIT = 8;
export const SEARCH_DEBOUNCE_MS = 300;
export const POPULAR_SEARCH_CATEGORIES = 6;
export const MOBILE_SEARCH_SCROLL_PX = 70;
export const SPLASH_MS = 2600;
export const SPLASH_FORCE_CLOSE_MS = 3000;
export const MOBILE_BREAKPOINT_PX = 767;
export const HERO_AUTOPLAY_MS = 6500;
export const HERO_FADE_MS = 1200;
export const TOAST_MS = 3000;
export const SHOP_PAGE_SIZE = 24;
export const DEFAULT_SHOP_ORDERING = '-created';
export const HOME_PRODUCTS = 20;
export const HOME_POPULAR = 10;
export const HOME_BLOG_POSTS = 6;
export const RECOMMENDED_PRODUCTS = 10;
export const LISTING_REQUEST_DELAY_MS = 150;
export const CATEGORY_PAGE_DEBOUNCE_MS = 120;
export const CATEGORY_CACHE_MS = 60 * 60 * 1000;
export const CATEGORY_SORT_DEFAULT = 9999;
export const CONFETTI_MS = 1800;
export const NEWSLETTER_LINK_HOURS = 48;
/** Days a consumer who withdrew has to send the goods back (OUG nr. 34/2014, art. 14). */
export const WITHDRAWAL_SEND_BACK_DAYS = 14;
/**
 * The most of one product an order accepts. Here rather than with the checkout schema so the cart,
 * which caps its lines at it, does not pull the schema into the first load.
 */
export const ORDER_MAX_QUANTITY = 99;

// Shipping cost and threshold, delivery, return and refund days and the warranty are the shop's
// settings (`GET /api/shop/`), which staff change in the admin.
export const REFERRAL_PERCENT = 5;

export const VAT_RATES = { standard: 21, reduced: 11 } as const;

export const POPULAR_SEARCHES = [
  'ten sensibil',
  'acnee',
  'hidratare intensă',
  'apă termală',
  'ser cu vitamine',
  'protecție solară',
] as const;

export const STORAGE_KEYS = {
  token: 'token',
  isAdmin: 'is_admin',
  lang: 'lang',
  seenSplash: 'seenSplash',
  cart: 'cos-cumparaturi',
  guestFavourites: 'fav_prod_ids',
  cookieConsent: 'cookie-consent-v2',
  categories: 'categorii-cache',
} as const;

export const LANGUAGES = ['ro', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The shop's calendar: days in admin filters, reports and mails are days in Romania. */
export const SHOP_TIME_ZONE = 'Europe/Bucharest';
/** The admin area's page sizes: the default and the most one request may ask for. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** A product with this many or fewer in stock is "low" in the admin (dashboard, stock screen). */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * Contract §2 /abonare: `ok`, `unsubscribed`, `expirat`; anything else is an error. Here rather
 * than beside the newsletter's schemas, so that the page does not download Zod (decision 077).
 */
export const NEWSLETTER_OUTCOMES = ['ok', 'unsubscribed', 'expirat'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
