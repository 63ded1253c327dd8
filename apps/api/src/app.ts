import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { answerClientError } from './lib/client-errors';
import { inlineScriptHash } from './lib/inline-script-hash';
import { serializeError } from './lib/log-errors';
import { SHOP_MEDIA_BASE } from './lib/media';
import type { Database } from './db/client';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { createAccountsService } from './modules/accounts/accounts.service';
import { accountRoutes } from './modules/accounts/account.routes';
import { createAccountSecurityService } from './modules/accounts/account-security.service';
import { personalDataRoutes } from './modules/accounts/personal-data.routes';
import { createPersonalDataService } from './modules/accounts/personal-data.service';
import {
  createFacebookProvider,
  createGoogleProvider,
  type SocialProvider,
} from './modules/accounts/social-providers';
import { socialSignInRoutes } from './modules/accounts/social-sign-in.routes';
import { createSocialSignInService } from './modules/accounts/social-sign-in.service';
import { referralRoutes } from './modules/accounts/referral.routes';
import { createReferralsService } from './modules/accounts/referrals.service';
import { addressBookRoutes } from './modules/accounts/address-book.routes';
import { createAddressBookService } from './modules/accounts/address-book.service';
import { createAnafClient } from './modules/accounts/anaf';
import { authRoutes } from './modules/accounts/auth.routes';
import { staffAdminRoutes, staffInvitationRoutes } from './modules/accounts/staff.admin-routes';
import { createStaffService } from './modules/accounts/staff.service';
import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import { SPLASH_COVER_SCRIPT } from '@shop/shared/splash-gate';
import { adminScope } from './modules/admin/admin-scope';
import { dashboardAdminRoutes } from './modules/admin/dashboard.admin-routes';
import { createDashboardService } from './modules/admin/dashboard.service';
import { createStockReportsService } from './modules/catalog/products/stock-reports.service';
import { createOrderReportsService } from './modules/checkout/orders/order-reports.service';
import { auditAdminRoutes } from './modules/audit/audit.admin-routes';
import { createAuditService } from './modules/audit/audit.service';
import { createBlogPostsRepository } from './modules/blog/posts/posts.repository';
import { blogPostsAdminRoutes } from './modules/blog/posts/posts.admin-routes';
import { createBlogPostsAdminService } from './modules/blog/posts/posts.admin-service';
import { blogPostsRoutes } from './modules/blog/posts/posts.routes';
import { createBlogPostsService } from './modules/blog/posts/posts.service';
import { categoriesAdminRoutes } from './modules/catalog/categories/categories.admin-routes';
import { createCategoriesRepository } from './modules/catalog/categories/categories.repository';
import { categoriesRoutes } from './modules/catalog/categories/categories.routes';
import { productsAdminRoutes } from './modules/catalog/products/products.admin-routes';
import { createProductsAdminService } from './modules/catalog/products/products.admin-service';
import {
  createCategoriesAdminService,
  createCategoriesService,
} from './modules/catalog/categories/categories.service';
import { createProductsRepository } from './modules/catalog/products/products.repository';
import { productsRoutes } from './modules/catalog/products/products.routes';
import { createProductsService } from './modules/catalog/products/products.service';
import { stockAdminRoutes } from './modules/catalog/products/stock.admin-routes';
import { createStockService } from './modules/catalog/products/stock.service';
import { createReviewsRepository } from './modules/catalog/reviews/reviews.repository';
import { reviewsPersonalData } from './modules/catalog/reviews/own-reviews';
import { reviewsRoutes } from './modules/catalog/reviews/reviews.routes';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin-routes';
import { contactAdminRoutes, contactRoutes } from './modules/contact/contact.routes';
import { contactPersonalData, createContactService } from './modules/contact/contact.service';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { reviewsAdminRoutes } from './modules/catalog/reviews/reviews.admin-routes';
import { createReviewsService } from './modules/catalog/reviews/reviews.service';
import { createTagsRepository } from './modules/catalog/tags/tags.repository';
import { tagsAdminRoutes } from './modules/catalog/tags/tags.admin-routes';
import { tagsRoutes } from './modules/catalog/tags/tags.routes';
import { couponsAdminRoutes } from './modules/cart/coupons/coupons.admin-routes';
import { createCouponsAdminService } from './modules/cart/coupons/coupons.admin-service';
import { createTagsAdminService } from './modules/catalog/tags/tags.service';
import { couponsRoutes } from './modules/cart/coupons/coupons.routes';
import { vouchersAdminRoutes } from './modules/cart/coupons/vouchers.admin-routes';
import { vouchersRoutes } from './modules/cart/coupons/vouchers.routes';
import { createVouchersService } from './modules/cart/coupons/vouchers.service';
import { createCouponsService } from './modules/cart/coupons/coupons.service';
import { lockersRoutes } from './modules/checkout/lockers/lockers.routes';
import { createLockersService } from './modules/checkout/lockers/lockers.service';
import { returnsAdminRoutes } from './modules/checkout/returns/returns.admin-routes';
import { returnsRoutes } from './modules/checkout/returns/returns.routes';
import { createReturnsService } from './modules/checkout/returns/returns.service';
import { ordersAdminRoutes } from './modules/checkout/orders/orders.admin-routes';
import { accountOrdersRoutes } from './modules/checkout/orders/account-orders.routes';
import { createOrdersAdminService } from './modules/checkout/orders/orders-admin.service';
import { createOrderSummariesRepository } from './modules/checkout/orders/order-summaries.repository';
import { ordersRoutes } from './modules/checkout/orders/orders.routes';
import {
  createOrderLifecycleService,
  type OrderLifecycleService,
} from './modules/checkout/orders/order-lifecycle.service';
import {
  type CheckoutStep,
  createOrderPlacementService,
} from './modules/checkout/orders/order-placement.service';
import {
  createPaymentEventsService,
  type PaymentEventsService,
} from './modules/checkout/orders/payment-events.service';
import { cashProvider, transferProvider } from './modules/checkout/payments/offline.providers';
import { paymentsRoutes } from './modules/checkout/payments/payments.routes';
import { createPaymentsService } from './modules/checkout/payments/payments.service';
import { createSandboxProvider } from './modules/checkout/payments/sandbox.provider';
import { createStripeProvider } from './modules/checkout/payments/stripe.provider';
import { mediaAdminRoutes } from './modules/media/media.admin-routes';
import { createMediaService } from './modules/media/media.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { shopSettingsAdminRoutes, shopSettingsRoutes } from './modules/settings/settings.routes';
import { createShopSettingsService } from './modules/settings/settings.service';
import { createWalletService } from './modules/wallet/wallet.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { walletAdminRoutes } from './modules/wallet/wallet.admin-routes';
import { customersAdminRoutes } from './modules/accounts/customers.admin-routes';
import { createCustomersService } from './modules/accounts/customers.service';
import { createFavouritesRepository } from './modules/favourites/favourites.repository';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { healthRoutes } from './modules/system/health.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { createSeoService } from './modules/seo/seo.service';
import { createRateLimitService, type RateLimitService } from './modules/system/rate-limit.service';
import {
  type AdminIdempotencyService,
  createAdminIdempotencyService,
} from './modules/system/admin-idempotency.service';
import { authPlugin } from './plugins/auth';
import { cacheControlPlugin } from './plugins/cache-control';
import { catalogCachePlugin } from './plugins/catalog-cache';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { IDLE_MEMORY_DEFAULTS, idleMemoryPlugin } from './plugins/idle-memory';
import { mediaRoutes } from './plugins/media';
import { openapiPlugin } from './plugins/openapi';
import { spaPlugin } from './plugins/spa';

// Romanian validation messages by default; our own schemas carry their own texts.
z.config(z.locales.ro());

/** Where gtag.js sends its hits (Google's list for GA4 under a Content-Security-Policy). */
const GOOGLE_ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The built web app, beside the API in the workspace (apps/web/dist). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The web app's server renderer, built beside it (apps/web/dist-server). */
export const DEFAULT_SERVER_ENTRY = fileURLToPath(
  new URL('../../web/dist-server/entry-server.js', import.meta.url),
);

export type AppDeps = {
  config: Config;
  db: Database;
  /**
   * The database's URL, for the catalogue cache's change listener (LISTEN needs a connection of
   * its own); without it the cache stays off, as it could not hear of changes.
   */
  databaseUrl?: string;
  /** Where the built SPA is; null serves no web app (API tests). */
  webDist?: string | null;
  /** The server renderer of the public pages; by default the built one when webDist is the built app. */
  serverEntry?: string | null;
  /** Logger options (tests pass a stream), or the process's logger instance (main.ts). */
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /**
   * A full collection of V8's heap, run when the server goes quiet after a burst (main.ts passes
   * `gc` when the process has it: npm start runs it with `--expose-gc`); absent, memory is left
   * to V8.
   */
  collectGarbage?: () => void;
  /** Called after a transaction queued mail (main.ts wakes the outbox worker). */
  onMailQueued?: () => void;
  /** The fetch used to call Stripe (tests pass a fake). */
  stripeFetch?: typeof fetch;
  /** Test hook: fault injection between the steps of order creation. */
  checkoutFaults?: (step: CheckoutStep) => void | Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Checkout's entry points outside HTTP: the worker's periodic tasks (order expiry, purge) and
     * the handler of verified payment events.
     */
    checkout: Pick<OrderLifecycleService, 'expireDue' | 'purgeExpired'> &
      Pick<PaymentEventsService, 'handlePaymentEvent'>;
    /** The rate limits the routes count in, for the worker's pruning of old windows. */
    rateLimits: RateLimitService;
    /** The kept answers of staff operations, for the worker's pruning of expired ones. */
    adminIdempotency: Pick<AdminIdempotencyService, 'prune'>;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
const SOCKET_IDLE_TIMEOUT_MS = 120_000;

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Secrets never reach the logs: tokens, cookies, passwords.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrftoken"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    // A failed query's values (token hashes, addresses) stay out of logged errors.
    serializers: { err: serializeError },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? loggerOptions(config) }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client that sends its headers or body slowly, or never finishes, must not hold its
    // connection (and a shutdown) for ever: 408 and the connection closes.
    requestTimeout: config.http.requestMs,
    keepAliveTimeout: config.http.keepAliveMs,
    // A connection with no traffic at all (a client that stopped reading the answer) closes too;
    // longer than any handler takes, so a slow answer is never cut.
    connectionTimeout: SOCKET_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: config.http.headersMs,
      requestTimeout: config.http.requestMs,
      // Node looks for expired requests every 30 s by default, far past a time-out of a few seconds.
      connectionsCheckingInterval: 1000,
    },
    // Closing the server closes idle kept-alive connections at once; main.ts closes the rest after
    // its grace.
    forceCloseConnections: 'idle',
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const https = config.publicUrl.startsWith('https://');
  if (deps.collectGarbage) {
    await app.register(idleMemoryPlugin, { collect: deps.collectGarbage, ...IDLE_MEMORY_DEFAULTS });
  }
  await app.register(errorsPlugin);
  // Before cache-control: its `no-store` for requests with a token must win over the catalogue's.
  await app.register(catalogCachePlugin, {
    maxBytes: config.catalogCacheBytes,
    databaseUrl: deps.databaseUrl,
  });
  await app.register(cacheControlPlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // Google Analytics only when the shop has a measurement ID (and the visitor consents).
        // The pages' one inline script, by its hash: it covers a phone's first page until the
        // splash is drawn (decision 034).
        'script-src': [
          "'self'",
          inlineScriptHash(SPLASH_COVER_SCRIPT),
          ...(config.gaMeasurementId ? ['https://www.googletagmanager.com'] : []),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...(config.gaMeasurementId ? GOOGLE_ANALYTICS_ORIGINS : [])],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(config.gaMeasurementId ? GOOGLE_ANALYTICS_ORIGINS : [])],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCors, {
    // The native app's web view calls the API from these origins.
    origin: [
      config.publicUrl,
      'capacitor://localhost',
      'ionic://localhost',
      'http://localhost',
      'https://localhost',
    ],
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'X-CSRFToken', 'Idempotency-Key', 'X-Request-Id'],
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default level (11) costs too much CPU per dynamic response; 4 is close in size.
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(openapiPlugin);

  const rateLimits = createRateLimitService(db);
  const accounts = createAccountsService({
    accounts: createAccountsRepository(db),
    rateLimits,
    registerLimit: config.registerRateLimit,
  });
  const media = SHOP_MEDIA_BASE;
  const products = createProductsService({ products: createProductsRepository(db), media });
  const categories = createCategoriesService({ categories: createCategoriesRepository(db), media });
  const blogPosts = createBlogPostsService({ posts: createBlogPostsRepository(db), media, products });
  const favourites = createFavouritesService({ favourites: createFavouritesRepository(db), products });
  const audit = createAuditService();
  const settings = createShopSettingsService({ db, audit });
  const seo = createSeoService({
    products,
    categories,
    blog: blogPosts,
    settings,
    publicUrl: config.publicUrl,
  });
  const notifications = createNotificationsService({
    mailFrom: config.mailFrom,
    settings,
    onQueued: deps.onMailQueued,
  });
  const newsletter = createNewsletterService({
    db,
    rateLimits,
    notifications,
    publicUrl: config.publicUrl,
    shopName: config.shopName,
  });
  const coupons = createCouponsService({ db, rateLimits });
  const lockers = createLockersService({ db });
  const stripe = config.stripe
    ? createStripeProvider({
        secretKey: config.stripe.secretKey,
        publicUrl: config.publicUrl,
        fetch: deps.stripeFetch,
      })
    : null;
  const payments = createPaymentsService({
    db,
    card: stripe ?? createSandboxProvider({ publicUrl: config.publicUrl }),
    cash: cashProvider,
    transfer: transferProvider,
    stripe,
  });
  const stock = createStockService();
  // Checkout's port for the facts about orders that reviews and coupons show beside their own.
  const orderSummaries = createOrderSummariesRepository(db);
  const reviews = createReviewsService({ db, rateLimits, audit, orders: orderSummaries });
  const contact = createContactService({
    db,
    rateLimits,
    notifications,
    audit,
    settings,
    shopName: config.shopName,
  });
  const wallet = createWalletService({ db, audit });
  const customers = createCustomersService({ db, wallet });
  const vouchers = createVouchersService({
    db,
    audit,
    welcome:
      config.welcomeVoucherPercent > 0
        ? { percent: config.welcomeVoucherPercent, validDays: config.welcomeVoucherDays }
        : null,
  });
  const dashboard = createDashboardService({
    orders: createOrderReportsService({ db }),
    stock: createStockReportsService({ db }),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
  });
  const staff = createStaffService({
    db,
    audit,
    notifications,
    rateLimits,
    publicUrl: config.publicUrl,
    shopName: config.shopName,
  });
  const orders = createOrderLifecycleService({
    db,
    shop: { name: config.shopName },
    payments,
    coupons,
    stock,
    wallet,
    notifications,
    settings,
    log: app.log,
  });
  const referrals = createReferralsService({ db, orders, wallet, publicUrl: config.publicUrl });
  const security = createAccountSecurityService({
    db,
    notifications,
    rateLimits,
    orders,
    vouchers,
    publicUrl: config.publicUrl,
    shopName: config.shopName,
  });
  const addressBook = createAddressBookService({
    db,
    anaf: createAnafClient({ url: config.anafApiUrl }),
    rateLimits,
    lockers,
  });
  const placement = createOrderPlacementService({
    db,
    shop: { name: config.shopName, publicUrl: config.publicUrl },
    payments,
    coupons,
    lockers,
    stock,
    wallet,
    referrals,
    notifications,
    rateLimits,
    orders,
    settings,
    orderLimit: config.orderRateLimit,
    log: app.log,
    faults: deps.checkoutFaults,
  });
  const paymentEvents = createPaymentEventsService({
    db,
    shop: { name: config.shopName, publicUrl: config.publicUrl },
    payments,
    notifications,
    settings,
    stripeWebhookSecret: config.stripe?.webhookSecret ?? null,
    log: app.log,
  });
  const ordersAdmin = createOrdersAdminService({
    db,
    shop: { name: config.shopName },
    lifecycle: orders,
    payments,
    wallet,
    referrals,
    notifications,
    settings,
    audit,
    accounts,
    products,
    log: app.log,
  });
  const returns = createReturnsService({
    db,
    shop: { name: config.shopName, publicUrl: config.publicUrl },
    stock,
    refunds: ordersAdmin,
    vouchers,
    notifications,
    settings,
    audit,
  });
  const socialProviders: SocialProvider[] = [
    ...(config.google ? [createGoogleProvider(config.google)] : []),
    ...(config.facebook ? [createFacebookProvider(config.facebook)] : []),
  ];
  const social = createSocialSignInService({
    db,
    providers: socialProviders,
    publicUrl: config.publicUrl,
    accounts,
    onVerified: async (tx, userId, email) => {
      await orders.claimGuestOrders(tx, userId, email);
      await vouchers.issueWelcome(tx, userId);
    },
  });
  const personalData = createPersonalDataService({
    db,
    security,
    notifications,
    rateLimits,
    shopName: config.shopName,
    sources: [
      orders.personalData,
      returns.personalData,
      wallet.personalData,
      vouchers.personalData,
      favourites.personalData,
      reviewsPersonalData(db),
      contactPersonalData(db),
    ],
  });
  const checkout = {
    expireDue: orders.expireDue,
    purgeExpired: orders.purgeExpired,
    handlePaymentEvent: paymentEvents.handlePaymentEvent,
  };
  app.decorate('checkout', checkout);
  app.decorate('rateLimits', rateLimits);
  const idempotency = createAdminIdempotencyService(db, () => notifications.notifyQueued());
  app.decorate('adminIdempotency', idempotency);

  await app.register(authPlugin, { accounts });
  await app.register(csrfPlugin, { secureCookies: https });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { accounts, security, referrals });
      await api.register(accountRoutes, { security });
      await api.register(referralRoutes, { referrals, orders });
      await api.register(addressBookRoutes, { book: addressBook });
      await api.register(accountOrdersRoutes, { orders, publicUrl: config.publicUrl });
      await api.register(walletRoutes, { wallet, publicUrl: config.publicUrl });
      await api.register(vouchersRoutes, { vouchers });
      await api.register(returnsRoutes, { returns });
      await api.register(personalDataRoutes, { personalData });
      await api.register(socialSignInRoutes, { social, rateLimits, publicUrl: config.publicUrl });
      await api.register(staffInvitationRoutes, { staff });
      await api.register(productsRoutes, { products, publicUrl: config.publicUrl });
      await api.register(categoriesRoutes, { categories, publicUrl: config.publicUrl });
      await api.register(tagsRoutes, { tags: createTagsRepository(db), publicUrl: config.publicUrl });
      await api.register(reviewsRoutes, {
        reviews: createReviewsRepository(db),
        service: reviews,
        publicUrl: config.publicUrl,
      });
      await api.register(blogPostsRoutes, { posts: blogPosts, publicUrl: config.publicUrl });
      await api.register(newsletterRoutes, { newsletter });
      await api.register(contactRoutes, { contact });
      await api.register(shopSettingsRoutes, { settings });
      await api.register(favouritesRoutes, { favourites, publicUrl: config.publicUrl });
      await api.register(couponsRoutes, { coupons });
      await api.register(lockersRoutes, { lockers, publicUrl: config.publicUrl });
      await api.register(ordersRoutes, { placement, orders });
      await api.register(paymentsRoutes, {
        paymentEvents,
        shopName: config.shopName,
        publicUrl: config.publicUrl,
      });
      await api.register(
        adminScope(async (admin) => {
          await admin.register(auditAdminRoutes, { db, audit });
          await admin.register(ordersAdminRoutes, {
            orders: ordersAdmin,
            idempotency,
            publicUrl: config.publicUrl,
          });
          await admin.register(returnsAdminRoutes, { returns, idempotency, publicUrl: config.publicUrl });
          await admin.register(stockAdminRoutes, {
            db,
            stock,
            audit,
            idempotency,
            publicUrl: config.publicUrl,
          });
          await admin.register(mediaAdminRoutes, {
            media: createMediaService({ mediaDir: path.join(config.dataDir, 'media') }),
            rateLimits,
            maxUploadBytes: config.mediaMaxUploadBytes,
          });
          await admin.register(productsAdminRoutes, {
            products: createProductsAdminService({
              db,
              audit,
              media,
              mediaDir: path.join(config.dataDir, 'media'),
            }),
            publicUrl: config.publicUrl,
          });
          await admin.register(couponsAdminRoutes, {
            coupons: createCouponsAdminService({
              db,
              audit,
              orders: orderSummaries,
            }),
            publicUrl: config.publicUrl,
          });
          await admin.register(blogPostsAdminRoutes, {
            posts: createBlogPostsAdminService({
              db,
              audit,
              media,
              mediaDir: path.join(config.dataDir, 'media'),
              products,
            }),
            publicUrl: config.publicUrl,
          });
          await admin.register(staffAdminRoutes, { staff });
          await admin.register(reviewsAdminRoutes, { reviews, publicUrl: config.publicUrl });
          await admin.register(newsletterAdminRoutes, { newsletter, publicUrl: config.publicUrl });
          await admin.register(contactAdminRoutes, { contact, publicUrl: config.publicUrl });
          await admin.register(shopSettingsAdminRoutes, { settings });
          await admin.register(customersAdminRoutes, { customers, publicUrl: config.publicUrl });
          await admin.register(walletAdminRoutes, { wallet, customers, publicUrl: config.publicUrl });
          await admin.register(vouchersAdminRoutes, { vouchers, customers, idempotency });
          await admin.register(dashboardAdminRoutes, { dashboard });
          await admin.register(categoriesAdminRoutes, {
            categories: createCategoriesAdminService({ db, audit, media, dataDir: config.dataDir }),
          });
          await admin.register(tagsAdminRoutes, { tags: createTagsAdminService({ db, audit }) });
        }),
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { mediaDir: path.join(config.dataDir, 'media') });
  await app.register(seoRoutes, { seo });
  await app.register(spaPlugin, {
    analyticsId: config.gaMeasurementId,
    webDist: deps.webDist === undefined ? DEFAULT_WEB_DIST : deps.webDist,
    serverEntry: deps.serverEntry ?? (deps.webDist === undefined ? DEFAULT_SERVER_ENTRY : null),
    pages: seo.pageFor,
    renderedHead: seo.renderedPageHead,
  });

  return app;
}
