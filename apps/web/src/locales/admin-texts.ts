import type { AdminTextArea, TextAreaLoader } from './texts';

/**
 * The admin area's text loaders, apart from the storefront's (texts.ts) so that the storefront's
 * first chunk does not carry them: the admin routes register them when they are discovered.
 */
export const adminTextAreaLoaders: Record<AdminTextArea, TextAreaLoader> = {
  admin: { ro: () => import('./ro/admin.json'), en: () => import('./en/admin.json') },
  admin_orders: {
    ro: () => import('./ro/admin_orders.json'),
    en: () => import('./en/admin_orders.json'),
  },
  admin_stock: { ro: () => import('./ro/admin_stock.json'), en: () => import('./en/admin_stock.json') },
  admin_media: {
    ro: () => import('./ro/admin_media.json'),
    en: () => import('./en/admin_media.json'),
  },
  admin_products: {
    ro: () => import('./ro/admin_products.json'),
    en: () => import('./en/admin_products.json'),
  },
  admin_blog: { ro: () => import('./ro/admin_blog.json'), en: () => import('./en/admin_blog.json') },
  admin_coupons: {
    ro: () => import('./ro/admin_coupons.json'),
    en: () => import('./en/admin_coupons.json'),
  },
  admin_discounts: {
    ro: () => import('./ro/admin_discounts.json'),
    en: () => import('./en/admin_discounts.json'),
  },
  admin_dashboard: {
    ro: () => import('./ro/admin_dashboard.json'),
    en: () => import('./en/admin_dashboard.json'),
  },
  admin_reports: {
    ro: () => import('./ro/admin_reports.json'),
    en: () => import('./en/admin_reports.json'),
  },
  admin_staff: { ro: () => import('./ro/admin_staff.json'), en: () => import('./en/admin_staff.json') },
  admin_returns: {
    ro: () => import('./ro/admin_returns.json'),
    en: () => import('./en/admin_returns.json'),
  },
  admin_contact: {
    ro: () => import('./ro/admin_contact.json'),
    en: () => import('./en/admin_contact.json'),
  },
  admin_newsletter: {
    ro: () => import('./ro/admin_newsletter.json'),
    en: () => import('./en/admin_newsletter.json'),
  },
  admin_reviews: {
    ro: () => import('./ro/admin_reviews.json'),
    en: () => import('./en/admin_reviews.json'),
  },
  admin_customers: {
    ro: () => import('./ro/admin_customers.json'),
    en: () => import('./en/admin_customers.json'),
  },
  admin_categories: {
    ro: () => import('./ro/admin_categories.json'),
    en: () => import('./en/admin_categories.json'),
  },
  admin_tags: { ro: () => import('./ro/admin_tags.json'), en: () => import('./en/admin_tags.json') },
  admin_invoices: {
    ro: () => import('./ro/admin_invoices.json'),
    en: () => import('./en/admin_invoices.json'),
  },
  admin_settings: {
    ro: () => import('./ro/admin_settings.json'),
    en: () => import('./en/admin_settings.json'),
  },
  admin_notifications: {
    ro: () => import('./ro/admin_notifications.json'),
    en: () => import('./en/admin_notifications.json'),
  },
  admin_efactura: {
    ro: () => import('./ro/admin_efactura.json'),
    en: () => import('./en/admin_efactura.json'),
  },
};
