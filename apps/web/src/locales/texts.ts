import type { Language } from '@shop/shared/constants';
import type account from './ro/account.json';
import type admin from './ro/admin.json';
import type adminOrders from './ro/admin_orders.json';
import type adminStock from './ro/admin_stock.json';
import type adminMedia from './ro/admin_media.json';
import type adminProducts from './ro/admin_products.json';
import type adminBlog from './ro/admin_blog.json';
import type adminCoupons from './ro/admin_coupons.json';
import type adminDiscounts from './ro/admin_discounts.json';
import type adminDashboard from './ro/admin_dashboard.json';
import type adminReports from './ro/admin_reports.json';
import type adminStaff from './ro/admin_staff.json';
import type adminCustomers from './ro/admin_customers.json';
import type adminReturns from './ro/admin_returns.json';
import type adminReviews from './ro/admin_reviews.json';
import type adminNewsletter from './ro/admin_newsletter.json';
import type adminContact from './ro/admin_contact.json';
import type adminSettings from './ro/admin_settings.json';
import type adminInvoices from './ro/admin_invoices.json';
import type adminCategories from './ro/admin_categories.json';
import type adminTags from './ro/admin_tags.json';
import type adminNotifications from './ro/admin_notifications.json';
import type adminEfactura from './ro/admin_efactura.json';
import type auth from './ro/auth.json';
import type blog from './ro/blog.json';
import type cart from './ro/cart.json';
import type checkout from './ro/checkout.json';
import type consent from './ro/consent.json';
import type contact from './ro/contact.json';
import type content from './ro/content.json';
import type favourites from './ro/favourites.json';
import type footer from './ro/footer.json';
import type home from './ro/home.json';
import type listing from './ro/listing.json';
import type newsletter from './ro/newsletter.json';
import type policies from './ro/policies.json';
import type product from './ro/product.json';
import romanianShell from './ro/shell';

/**
 * The texts are split by area (one JSON file per area and language). The shell's areas (header,
 * search, toasts, errors) are needed for every page's first render, so the Romanian ones ship in
 * the first bundle; every other area loads with the routes or lazy parts that use it (router.tsx,
 * app-shell.tsx), so a visitor downloads the checkout's texts only when they reach the checkout.
 */
export { romanianShell };

export type ShellTexts = typeof romanianShell;

/** The texts loaded on demand (by a route or a lazy part of the layout), by top-level key. */
export type AreaTexts = {
  account: typeof account;
  admin: typeof admin;
  admin_orders: typeof adminOrders;
  admin_stock: typeof adminStock;
  admin_media: typeof adminMedia;
  admin_products: typeof adminProducts;
  admin_blog: typeof adminBlog;
  admin_coupons: typeof adminCoupons;
  admin_discounts: typeof adminDiscounts;
  admin_dashboard: typeof adminDashboard;
  admin_reports: typeof adminReports;
  admin_staff: typeof adminStaff;
  admin_customers: typeof adminCustomers;
  admin_returns: typeof adminReturns;
  admin_reviews: typeof adminReviews;
  admin_newsletter: typeof adminNewsletter;
  admin_contact: typeof adminContact;
  admin_settings: typeof adminSettings;
  admin_invoices: typeof adminInvoices;
  admin_categories: typeof adminCategories;
  admin_tags: typeof adminTags;
  admin_notifications: typeof adminNotifications;
  admin_efactura: typeof adminEfactura;
  auth: typeof auth;
  blog: typeof blog;
  cart: typeof cart;
  checkout: typeof checkout;
  consent: typeof consent;
  contact: typeof contact;
  content: typeof content;
  favourites: typeof favourites;
  footer: typeof footer;
  home: typeof home;
  listing: typeof listing;
  newsletter: typeof newsletter;
  policies: typeof policies;
  product: typeof product;
};

/**
 * The policy pages' texts, one page's branch of `policies` each (`policies.terms`): an information
 * page loads its own text, not all seven (decision 077). Merged under `policies` as they arrive.
 */
type PolicyTextPart = `policies.${keyof typeof policies}`;

/**
 * Branches that parts of a page load with their code, not the page's route (decision 081): the
 * listing's controls, the product page's reviews and testimonials (below the fold). Their area
 * (`listing`, `product`) loads the file without them; merged under it as they arrive.
 */
export const BRANCHES_LOADED_APART = {
  listing: ['controls'],
  product: ['reviews', 'testimonials'],
} as const satisfies Partial<Record<keyof AreaTexts, readonly string[]>>;

type BranchLoadedApart = {
  [Area in keyof typeof BRANCHES_LOADED_APART]: `${Area}.${(typeof BRANCHES_LOADED_APART)[Area][number]}`;
}[keyof typeof BRANCHES_LOADED_APART];

export type TextArea = keyof AreaTexts | PolicyTextPart | BranchLoadedApart;

/** The admin area's texts: loaded only by its routes, which register their loaders (admin-texts.ts). */
export type AdminTextArea = Extract<TextArea, 'admin' | `admin_${string}`>;

export type StorefrontTextArea = Exclude<TextArea, AdminTextArea>;

export type TextAreaLoader = Record<Language, () => Promise<JsonModule>>;

export type AllTexts = ShellTexts & AreaTexts;

type JsonModule = { default: object };

export const loadEnglishShell = (): Promise<JsonModule> => import('./en/shell');

// Written out rather than globbed, so that each file is its own small chunk and an area that has
// no file in one language is a type error here.
export const textAreaLoaders: Record<StorefrontTextArea, TextAreaLoader> = {
  account: { ro: () => import('./ro/account.json'), en: () => import('./en/account.json') },
  auth: { ro: () => import('./ro/auth.json'), en: () => import('./en/auth.json') },
  blog: { ro: () => import('./ro/blog.json'), en: () => import('./en/blog.json') },
  cart: { ro: () => import('./ro/cart.json'), en: () => import('./en/cart.json') },
  checkout: { ro: () => import('./ro/checkout.json'), en: () => import('./en/checkout.json') },
  consent: { ro: () => import('./ro/consent.json'), en: () => import('./en/consent.json') },
  contact: { ro: () => import('./ro/contact.json'), en: () => import('./en/contact.json') },
  content: { ro: () => import('./ro/content.json'), en: () => import('./en/content.json') },
  favourites: { ro: () => import('./ro/favourites.json'), en: () => import('./en/favourites.json') },
  footer: { ro: () => import('./ro/footer.json'), en: () => import('./en/footer.json') },
  home: { ro: () => import('./ro/home.json'), en: () => import('./en/home.json') },
  listing: {
    ro: () => import('virtual:text-without/ro/listing/controls'),
    en: () => import('virtual:text-without/en/listing/controls'),
  },
  'listing.controls': {
    ro: () => import('virtual:text-part/ro/listing/controls'),
    en: () => import('virtual:text-part/en/listing/controls'),
  },
  newsletter: { ro: () => import('./ro/newsletter.json'), en: () => import('./en/newsletter.json') },
  policies: { ro: () => import('./ro/policies.json'), en: () => import('./en/policies.json') },
  'policies.delivery': {
    ro: () => import('virtual:text-part/ro/policies/delivery'),
    en: () => import('virtual:text-part/en/policies/delivery'),
  },
  'policies.returns': {
    ro: () => import('virtual:text-part/ro/policies/returns'),
    en: () => import('virtual:text-part/en/policies/returns'),
  },
  'policies.terms': {
    ro: () => import('virtual:text-part/ro/policies/terms'),
    en: () => import('virtual:text-part/en/policies/terms'),
  },
  'policies.privacy': {
    ro: () => import('virtual:text-part/ro/policies/privacy'),
    en: () => import('virtual:text-part/en/policies/privacy'),
  },
  'policies.cookies': {
    ro: () => import('virtual:text-part/ro/policies/cookies'),
    en: () => import('virtual:text-part/en/policies/cookies'),
  },
  'policies.withdrawal': {
    ro: () => import('virtual:text-part/ro/policies/withdrawal'),
    en: () => import('virtual:text-part/en/policies/withdrawal'),
  },
  'policies.accessibility': {
    ro: () => import('virtual:text-part/ro/policies/accessibility'),
    en: () => import('virtual:text-part/en/policies/accessibility'),
  },
  product: {
    ro: () => import('virtual:text-without/ro/product/reviews+testimonials'),
    en: () => import('virtual:text-without/en/product/reviews+testimonials'),
  },
  'product.reviews': {
    ro: () => import('virtual:text-part/ro/product/reviews'),
    en: () => import('virtual:text-part/en/product/reviews'),
  },
  'product.testimonials': {
    ro: () => import('virtual:text-part/ro/product/testimonials'),
    en: () => import('virtual:text-part/en/product/testimonials'),
  },
};
