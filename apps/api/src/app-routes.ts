import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Services } from './app-services';
import { accountRoutes } from './modules/accounts/account.routes';
import { addressBookRoutes } from './modules/accounts/address-book.routes';
import { authRoutes } from './modules/accounts/auth.routes';
import { customersAdminRoutes } from './modules/accounts/customers.admin-routes';
import { personalDataRoutes } from './modules/accounts/personal-data.routes';
import { referralRoutes } from './modules/accounts/referral.routes';
import { rolesAdminRoutes } from './modules/accounts/roles.admin-routes';
import { socialSignInRoutes } from './modules/accounts/social-sign-in.routes';
import { staffAdminRoutes, staffInvitationRoutes } from './modules/accounts/staff.admin-routes';
import { adminScope } from './modules/admin/admin-scope';
import { dashboardAdminRoutes } from './modules/admin/dashboard.admin-routes';
import { reportsAdminRoutes } from './modules/admin/reports.admin-routes';
import { auditAdminRoutes } from './modules/audit/audit.admin-routes';
import { blogPostsAdminRoutes } from './modules/blog/posts/posts.admin-routes';
import { blogPostsRoutes } from './modules/blog/posts/posts.routes';
import { couponsAdminRoutes } from './modules/cart/coupons/coupons.admin-routes';
import { couponsRoutes } from './modules/cart/coupons/coupons.routes';
import { discountsAdminRoutes } from './modules/cart/discounts/discounts.admin-routes';
import { discountsRoutes } from './modules/cart/discounts/discounts.routes';
import { vouchersAdminRoutes } from './modules/cart/coupons/vouchers.admin-routes';
import { vouchersRoutes } from './modules/cart/coupons/vouchers.routes';
import { categoriesAdminRoutes } from './modules/catalog/categories/categories.admin-routes';
import { categoriesRoutes } from './modules/catalog/categories/categories.routes';
import { productsAdminRoutes } from './modules/catalog/products/products.admin-routes';
import { productsRoutes } from './modules/catalog/products/products.routes';
import { stockAdminRoutes } from './modules/catalog/products/stock.admin-routes';
import { reviewsAdminRoutes } from './modules/catalog/reviews/reviews.admin-routes';
import { reviewsRoutes } from './modules/catalog/reviews/reviews.routes';
import { tagsAdminRoutes } from './modules/catalog/tags/tags.admin-routes';
import { tagsRoutes } from './modules/catalog/tags/tags.routes';
import { lockersRoutes } from './modules/checkout/lockers/lockers.routes';
import { accountOrdersRoutes } from './modules/checkout/orders/account-orders.routes';
import { ordersAdminRoutes } from './modules/checkout/orders/orders.admin-routes';
import { ordersRoutes } from './modules/checkout/orders/orders.routes';
import { checkoutSessionsRoutes } from './modules/checkout/sessions/checkout-sessions.routes';
import { paymentsRoutes } from './modules/checkout/payments/payments.routes';
import { returnsAdminRoutes } from './modules/checkout/returns/returns.admin-routes';
import { returnsRoutes } from './modules/checkout/returns/returns.routes';
import { contactAdminRoutes, contactRoutes } from './modules/contact/contact.routes';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { accountInvoicesRoutes } from './modules/invoicing/invoices.account-routes';
import { invoicesAdminRoutes } from './modules/invoicing/invoices.admin-routes';
import { efacturaAdminRoutes, efacturaOAuthRoutes } from './modules/invoicing/efactura/spv.routes';
import type { Efactura } from './modules/invoicing/efactura/spv-service';
import { mediaAdminRoutes } from './modules/media/media.admin-routes';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin-routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { pushAdminRoutes, pushRoutes } from './modules/push/push.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { integrationsAdminRoutes } from './modules/settings/integrations.routes';
import type { IntegrationConnectionTests } from './modules/settings/integrations.service';
import { shippingAdminRoutes } from './modules/shipping/shipping.admin-routes';
import { shopSettingsAdminRoutes, shopSettingsRoutes } from './modules/settings/settings.routes';
import { appLinksRoutes } from './modules/system/app-links.routes';
import { healthRoutes, type Readiness } from './modules/system/health.routes';
import { walletAdminRoutes } from './modules/wallet/wallet.admin-routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { mediaRoutes } from './plugins/media';
import { spaPlugin } from './plugins/spa';

/**
 * Route registration: which routes the shop answers, under which prefix, with which services.
 * The services are built in app-services.ts; here they are only handed out.
 */

export type RouteDeps = {
  config: Config;
  db: Database;
  services: Services;
  /** RO e-Factura's connection and worker (built with the server's secret, in app.ts). */
  efactura: Efactura;
  /** The connection tests of the card processor and the courier. */
  integrationTests: IntegrationConnectionTests;
  /** What `/api/ready` asks beyond the database answering. */
  readiness: Readiness;
  /** Where the built SPA is (null: none) and its server renderer. */
  webDist: string | null;
  serverEntry: string | null;
};

/** The customer's and the guest's API under /api. */
async function publicApiRoutes(
  api: FastifyInstance,
  { config, db, services: s, efactura, readiness }: RouteDeps,
) {
  const publicUrl = config.publicUrl;
  await api.register(healthRoutes, { db, readiness });
  await api.register(authRoutes, { accounts: s.accounts, security: s.security, referrals: s.referrals });
  await api.register(accountRoutes, { security: s.security });
  await api.register(referralRoutes, { referrals: s.referrals, orders: s.orders });
  await api.register(addressBookRoutes, { book: s.addressBook });
  await api.register(accountOrdersRoutes, { orders: s.orders, publicUrl });
  await api.register(accountInvoicesRoutes, {
    invoices: s.invoicesAdmin,
    ownOrder: (orderId, userId) => s.orders.customerOrder(orderId, userId),
  });
  await api.register(walletRoutes, { wallet: s.wallet, publicUrl });
  await api.register(vouchersRoutes, { vouchers: s.vouchers });
  await api.register(returnsRoutes, { returns: s.returns });
  await api.register(personalDataRoutes, { personalData: s.personalData });
  await api.register(socialSignInRoutes, { social: s.social, rateLimits: s.rateLimits, publicUrl });
  await api.register(efacturaOAuthRoutes, { efactura, publicUrl });
  await api.register(staffInvitationRoutes, { staff: s.staff });
  await api.register(productsRoutes, { products: s.products, publicUrl });
  await api.register(categoriesRoutes, { categories: s.categories, publicUrl });
  await api.register(tagsRoutes, { tags: s.tags, publicUrl });
  await api.register(reviewsRoutes, { reviews: s.reviewsRepository, service: s.reviews, publicUrl });
  await api.register(blogPostsRoutes, { posts: s.blogPosts, publicUrl });
  await api.register(newsletterRoutes, { newsletter: s.newsletter });
  await api.register(contactRoutes, { contact: s.contact });
  await api.register(shopSettingsRoutes, { settings: s.settings });
  await api.register(favouritesRoutes, { favourites: s.favourites, publicUrl });
  await api.register(couponsRoutes, { coupons: s.coupons });
  await api.register(discountsRoutes, { discounts: s.discounts });
  await api.register(lockersRoutes, { lockers: s.lockers, publicUrl });
  await api.register(ordersRoutes, { placement: s.placement, orders: s.orders });
  await api.register(checkoutSessionsRoutes, { sessions: s.checkoutSessions });
  await api.register(pushRoutes, { push: s.push });
  await api.register(paymentsRoutes, {
    paymentEvents: s.paymentEvents,
    shopName: config.shopName,
    publicUrl,
  });
}

/** The staff's API under /api/admin (adminScope gives each route its permission, ADR 055). */
async function adminApiRoutes(
  admin: FastifyInstance,
  { config, db, services: s, efactura, integrationTests }: RouteDeps,
) {
  const publicUrl = config.publicUrl;
  const idempotency = s.idempotency;
  await admin.register(auditAdminRoutes, { db, audit: s.audit });
  await admin.register(ordersAdminRoutes, {
    orders: s.ordersAdmin,
    placement: s.placement,
    editing: s.orderEditing,
    idempotency,
    customers: s.customers,
    roles: s.roles,
    publicUrl,
  });
  await admin.register(returnsAdminRoutes, { returns: s.returns, idempotency, publicUrl });
  await admin.register(stockAdminRoutes, { db, stock: s.stock, audit: s.audit, idempotency, publicUrl });
  await admin.register(mediaAdminRoutes, {
    media: s.mediaLibrary,
    mediaBase: s.media,
    rateLimits: s.rateLimits,
    maxUploadBytes: config.mediaMaxUploadBytes,
  });
  await admin.register(productsAdminRoutes, {
    products: s.productsAdmin,
    productImport: s.productImport,
    publicUrl,
  });
  await admin.register(couponsAdminRoutes, { coupons: s.couponsAdmin, publicUrl });
  await admin.register(discountsAdminRoutes, { discounts: s.discountsAdmin, publicUrl });
  await admin.register(blogPostsAdminRoutes, { posts: s.blogPostsAdmin, publicUrl });
  await admin.register(staffAdminRoutes, { staff: s.staff });
  await admin.register(rolesAdminRoutes, { roles: s.roles });
  await admin.register(reviewsAdminRoutes, { reviews: s.reviews, publicUrl });
  await admin.register(newsletterAdminRoutes, { newsletter: s.newsletter, publicUrl });
  await admin.register(contactAdminRoutes, { contact: s.contact, publicUrl });
  await admin.register(shopSettingsAdminRoutes, { settings: s.settings });
  await admin.register(integrationsAdminRoutes, {
    integrations: s.integrations,
    tests: integrationTests,
    rateLimits: s.rateLimits,
  });
  await admin.register(customersAdminRoutes, { customers: s.customers, publicUrl });
  await admin.register(walletAdminRoutes, { wallet: s.wallet, customers: s.customers, publicUrl });
  await admin.register(vouchersAdminRoutes, { vouchers: s.vouchers, customers: s.customers, idempotency });
  await admin.register(dashboardAdminRoutes, { dashboard: s.dashboard });
  await admin.register(reportsAdminRoutes, { reports: s.reports });
  await admin.register(categoriesAdminRoutes, { categories: s.categoriesAdmin });
  await admin.register(tagsAdminRoutes, { tags: s.tagsAdmin });
  await admin.register(pushAdminRoutes, { push: s.push, idempotency });
  await admin.register(invoicesAdminRoutes, { invoices: s.invoicesAdmin, idempotency, publicUrl });
  await admin.register(efacturaAdminRoutes, { efactura, publicUrl });
  await admin.register(shippingAdminRoutes, { shipping: s.shipping, idempotency });
}

/** Every route: the API, the shop's media, robots and sitemap, and the web app for the rest. */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { config, services } = deps;
  await app.register(
    async (api) => {
      await publicApiRoutes(api, deps);
      await api.register(
        adminScope((admin) => adminApiRoutes(admin, deps)),
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { storage: services.storage });
  await app.register(seoRoutes, { seo: services.seo });
  await app.register(appLinksRoutes, {
    androidFingerprints: config.androidAppFingerprints,
    iosTeamId: config.iosAppTeamId,
  });
  await app.register(spaPlugin, {
    analyticsId: config.gaMeasurementId,
    mediaBase: config.mediaPublicUrl,
    webDist: deps.webDist,
    serverEntry: deps.serverEntry,
    pages: services.seo.pageFor,
    renderedHead: services.seo.renderedPageHead,
  });
}
