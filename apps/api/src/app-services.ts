import type { FastifyBaseLogger } from 'fastify';
import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import type { Config } from './config';
import type { Database } from './db/client';
import type { NetopiaConfig } from './modules/settings/integration-config';
import { SHOP_MEDIA_BASE } from './lib/media';
import { mediaFilesOf, type ObjectStorage } from './lib/storage/object-storage';
import { createObjectStorage } from './lib/storage/storage';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAccountSecurityService } from './modules/accounts/account-security.service';
import { createAddressBookService } from './modules/accounts/address-book.service';
import { createAnafClient } from './modules/accounts/anaf';
import { createCustomersService } from './modules/accounts/customers.service';
import { createPersonalDataService } from './modules/accounts/personal-data.service';
import { createReferralsService } from './modules/accounts/referrals.service';
import {
  createFacebookProvider,
  createGoogleProvider,
  type SocialProvider,
} from './modules/accounts/social-providers';
import { createSocialSignInService } from './modules/accounts/social-sign-in.service';
import { createRolesService } from './modules/accounts/roles.service';
import { createStaffService } from './modules/accounts/staff.service';
import { createDashboardService } from './modules/admin/dashboard.service';
import { createReportsService } from './modules/admin/reports.service';
import { createAuditService } from './modules/audit/audit.service';
import { createBlogPostsAdminService } from './modules/blog/posts/posts.admin-service';
import { createBlogPostsRepository } from './modules/blog/posts/posts.repository';
import { createBlogPostsService } from './modules/blog/posts/posts.service';
import { createCouponsAdminService } from './modules/cart/coupons/coupons.admin-service';
import { createCouponsService } from './modules/cart/coupons/coupons.service';
import { createDiscountsAdminService } from './modules/cart/discounts/discounts.admin-service';
import { createDiscountsService } from './modules/cart/discounts/discounts.service';
import { createVouchersService } from './modules/cart/coupons/vouchers.service';
import { createCategoriesRepository } from './modules/catalog/categories/categories.repository';
import {
  createCategoriesAdminService,
  createCategoriesService,
} from './modules/catalog/categories/categories.service';
import { createProductsAdminService } from './modules/catalog/products/products.admin-service';
import { createProductsRepository } from './modules/catalog/products/products.repository';
import { createProductsService } from './modules/catalog/products/products.service';
import { createStockReportsService } from './modules/catalog/products/stock-reports.service';
import { createStockService } from './modules/catalog/products/stock.service';
import { createProductImport } from './modules/catalog/products/product-import';
import { reviewsPersonalData } from './modules/catalog/reviews/own-reviews';
import { createReviewsRepository } from './modules/catalog/reviews/reviews.repository';
import { createReviewsService } from './modules/catalog/reviews/reviews.service';
import { createTagsRepository } from './modules/catalog/tags/tags.repository';
import { createTagsAdminService } from './modules/catalog/tags/tags.service';
import { createLockersService } from './modules/checkout/lockers/lockers.service';
import { createPickupPointSync } from './modules/checkout/lockers/pickup-point-sync';
import { createOrderLifecycleService } from './modules/checkout/orders/order-lifecycle.service';
import {
  type CheckoutStep,
  createOrderPlacementService,
} from './modules/checkout/orders/order-placement.service';
import { createOrderReportsService } from './modules/checkout/orders/order-reports.service';
import {
  type CheckoutSessionsService,
  createCheckoutSessionsService,
} from './modules/checkout/sessions/checkout-sessions.service';
import { createOrderSummariesRepository } from './modules/checkout/orders/order-summaries.repository';
import { createOrdersAdminService } from './modules/checkout/orders/orders-admin.service';
import { createOrderEditingService } from './modules/checkout/orders/order-editing.service';
import { createOrderShippingPort } from './modules/checkout/orders/order-shipping';
import type { ShopMetrics } from './plugins/metrics';
import { createPaymentEventsService } from './modules/checkout/orders/payment-events.service';
import { cashProvider, transferProvider } from './modules/checkout/payments/offline.providers';
import { createNetopiaClient } from './modules/checkout/payments/netopia.client';
import { createNetopiaProvider } from './modules/checkout/payments/netopia.provider';
import { createPaymentsService } from './modules/checkout/payments/payments.service';
import { createSandboxProvider } from './modules/checkout/payments/sandbox.provider';
import { createStripeProvider } from './modules/checkout/payments/stripe.provider';
import { createReturnsService } from './modules/checkout/returns/returns.service';
import { createEfacturaDeadlines } from './modules/invoicing/efactura-deadlines';
import { renderUbl } from './modules/invoicing/efactura/ubl';
import {
  createInvoicesAdminService,
  type InvoiceRenderers,
} from './modules/invoicing/invoices-admin.service';
import { createInvoicingService } from './modules/invoicing/invoicing.service';
import { renderInvoicePdf } from './modules/invoicing/pdf/invoice-pdf';
import { createInvoiceFiles } from './modules/invoicing/invoice-files';
import { createInvoiceMailer, createInvoicePdfAttachments } from './modules/invoicing/pdf/invoice-mail';
import { contactPersonalData, createContactService } from './modules/contact/contact.service';
import { createFavouritesRepository } from './modules/favourites/favourites.repository';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { createMediaService } from './modules/media/media.service';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createFcmSender } from './modules/push/fcm-sender';
import { createPushService, pushPersonalData } from './modules/push/push.service';
import { createSeoService } from './modules/seo/seo.service';
import { createIntegrationsService, integrationSecretsKey } from './modules/settings/integrations.service';
import { createSamedayCourier } from './modules/shipping/sameday/sameday-courier';
import { createShippingService } from './modules/shipping/shipping.service';
import { createShipmentStatusSync } from './modules/shipping/status-sync';
import { createShopSettingsService } from './modules/settings/settings.service';
import { createAdminIdempotencyService } from './modules/system/admin-idempotency.service';
import { createRateLimitService } from './modules/system/rate-limit.service';
import { createWalletService } from './modules/wallet/wallet.service';
import type { Courier } from './modules/shipping/courier';

/**
 * The composition root: every service of the shop, built once per server from the configuration
 * and the database, each given the others it needs. Nothing here knows HTTP; the routes receive
 * the services (app-routes.ts).
 */

/** What the services need beyond the configuration and the database (see AppDeps). */
export type ServiceDeps = {
  config: Config;
  db: Database;
  /** The server's logger, for services that log outside a request. */
  log: FastifyBaseLogger;
  onMailQueued?: () => void;
  stripeFetch?: typeof fetch;
  /**
   * Netopia's configuration as the running shop has it now (saved settings over the environment);
   * without it, the environment's (config.netopia).
   */
  netopiaConfig?: () => Promise<NetopiaConfig | null>;
  checkoutFaults?: (step: CheckoutStep) => void | Promise<void>;
  /** The server's metrics (absent in the tests that build services alone). */
  metrics?: Pick<ShopMetrics, 'paymentEvent'>;
  /** What draws an invoice's XML and PDF for staff and customers (tests may pass their own). */
  invoiceRenderers?: InvoiceRenderers;
  /** The server's secret (the CSRF one), which the keys of the secrets at rest derive from. */
  serverSecret: string;
  /** The configured courier (null when none is); without it the pickup points stay the demo list. */
  courier?: () => Promise<Courier | null>;
  /** Where files are kept; without it the one MEDIA_STORAGE configures. */
  storage?: ObjectStorage;
};

/** What every other service builds on: limits, the audit log, the settings, mail, media. */
function createFoundation(deps: ServiceDeps) {
  const { config, db, onMailQueued, serverSecret, log } = deps;
  const rateLimits = createRateLimitService(db);
  const audit = createAuditService();
  const settings = createShopSettingsService({ db, audit });
  // The card processor's and the courier's configuration: staff's saved values over the env's.
  const integrations = createIntegrationsService({
    db,
    audit,
    config,
    key: integrationSecretsKey(serverSecret),
    log: log.child({ module: 'integrations' }),
  });
  const notifications = createNotificationsService({
    mailFrom: config.mailFrom,
    settings,
    onQueued: onMailQueued,
  });
  const idempotency = createAdminIdempotencyService(db, () => notifications.notifyQueued());
  const accounts = createAccountsService({
    accounts: createAccountsRepository(db),
    rateLimits,
    registerLimit: config.registerRateLimit,
  });
  // Media, invoice PDFs and e-Factura archives: the data folder or a bucket (docs/decisions/071).
  const storage = deps.storage ?? createObjectStorage(config);
  return {
    rateLimits,
    audit,
    settings,
    integrations,
    notifications,
    idempotency,
    accounts,
    media: config.mediaPublicUrl ?? SHOP_MEDIA_BASE,
    storage,
    mediaFiles: mediaFilesOf(storage),
  };
}
type Foundation = ReturnType<typeof createFoundation>;

/** The catalogue and the content around it: products, categories, tags, blog, reviews, SEO. */
function createCatalogue(
  { config, db }: ServiceDeps,
  { rateLimits, audit, settings, media, storage, mediaFiles }: Foundation,
) {
  const products = createProductsService({ products: createProductsRepository(db), media });
  // The catalogue's stock port (stateless): staff's bulk edits and imports move stock through it.
  const catalogueStock = createStockService();
  const categories = createCategoriesService({ categories: createCategoriesRepository(db), media });
  const blogPosts = createBlogPostsService({ posts: createBlogPostsRepository(db), media, products });
  // Checkout's port for the facts about orders that reviews and coupons show beside their own.
  const orderSummaries = createOrderSummariesRepository(db);
  return {
    products,
    categories,
    blogPosts,
    orderSummaries,
    tags: createTagsRepository(db),
    reviewsRepository: createReviewsRepository(db),
    reviews: createReviewsService({ db, rateLimits, audit, orders: orderSummaries }),
    favourites: createFavouritesService({ favourites: createFavouritesRepository(db), products }),
    seo: createSeoService({
      products,
      categories,
      blog: blogPosts,
      settings,
      publicUrl: config.publicUrl,
      sitemapUrlsPerFile: config.sitemapUrlsPerFile,
    }),
    productsAdmin: createProductsAdminService({ db, audit, media, mediaFiles, stock: catalogueStock }),
    productImport: createProductImport({ db, audit, mediaFiles, stock: catalogueStock }),
    categoriesAdmin: createCategoriesAdminService({ db, audit, media, mediaFiles }),
    tagsAdmin: createTagsAdminService({ db, audit }),
    blogPostsAdmin: createBlogPostsAdminService({ db, audit, media, mediaFiles, products }),
    mediaLibrary: createMediaService({ storage }),
    stockReports: createStockReportsService({ db }),
  };
}
type Catalogue = ReturnType<typeof createCatalogue>;

/** Money held for customers and discounts: wallet, vouchers, coupons, payments. */
function createMoney(deps: ServiceDeps, { rateLimits, audit, integrations }: Foundation) {
  const { config, db, stripeFetch } = deps;
  const stripe = config.stripe
    ? createStripeProvider({
        secretKey: config.stripe.secretKey,
        publicUrl: config.publicUrl,
        fetch: stripeFetch,
      })
    : null;
  // Netopia is asked for its configuration at each use: staff may turn it on or off at any time
  // in the settings (docs/decisions/054); tests may pass their own.
  const netopia = createNetopiaProvider({
    client: createNetopiaClient({ config: deps.netopiaConfig ?? (() => integrations.netopia()) }),
    publicUrl: config.publicUrl,
  });
  const payments = createPaymentsService({
    db,
    card: stripe ?? createSandboxProvider({ publicUrl: config.publicUrl }),
    cash: cashProvider,
    transfer: transferProvider,
    stripe,
    netopia,
  });
  const wallet = createWalletService({ db, audit });
  const vouchers = createVouchersService({
    db,
    audit,
    welcome:
      config.welcomeVoucherPercent > 0
        ? { percent: config.welcomeVoucherPercent, validDays: config.welcomeVoucherDays }
        : null,
  });
  return {
    payments,
    wallet,
    vouchers,
    coupons: createCouponsService({ db, rateLimits }),
    customers: createCustomersService({ db, wallet }),
  };
}
type Money = ReturnType<typeof createMoney>;

/**
 * Invoices and credit notes (docs/decisions/045, 047): issued by checkout, mailed to the buyer with
 * their PDF (drawn by the outbox worker), and watched against RO e-Factura's term.
 */
function createInvoicing(
  { config, db, invoiceRenderers }: ServiceDeps,
  { settings, notifications, audit, storage }: Foundation,
) {
  const renderers = invoiceRenderers ?? { renderXml: renderUbl, renderPdf: renderInvoicePdf };
  // The PDFs drawn once and kept, ANAF's signed answers: private files in the storage.
  const invoiceFiles = createInvoiceFiles({ storage, renderPdf: renderers.renderPdf });
  return {
    invoiceFiles,
    invoicesAdmin: createInvoicesAdminService({ db, audit, files: invoiceFiles, renderers }),
    invoicing: createInvoicingService({
      db,
      settings,
      mail: createInvoiceMailer({ notifications, shopName: config.shopName }),
    }),
    mailAttachments: createInvoicePdfAttachments(db, invoiceFiles),
    efacturaDeadlines: createEfacturaDeadlines({
      db,
      notifications,
      settings,
      shopName: config.shopName,
      publicUrl: config.publicUrl,
    }),
  };
}
type Invoicing = ReturnType<typeof createInvoicing>;

/**
 * The courier and its AWBs (docs/decisions/052). The configuration is read at each use: staff's
 * saved values over the environment's (docs/decisions/054).
 */
function createShippingArea(deps: ServiceDeps, { audit, integrations }: Foundation) {
  const { db, log } = deps;
  const samedayConfig = () => integrations.sameday();
  const courier = createSamedayCourier({ config: samedayConfig });
  const courierConfigured = async () => (await samedayConfig()) !== null;
  const shipping = createShippingService({
    db,
    courier,
    configured: courierConfigured,
    orders: createOrderShippingPort(),
    audit,
    log,
  });
  // The checkout's pickup points come from the courier once one is configured (docs/decisions/053);
  // until then they stay the demo list. Tests may pass their own courier.
  const activeCourier = async (): Promise<Courier | null> => ((await courierConfigured()) ? courier : null);
  const pickupPointSync = createPickupPointSync({ db, courier: deps.courier ?? activeCourier, log });
  return { courier, courierConfigured, shipping, pickupPointSync };
}
type ShippingArea = ReturnType<typeof createShippingArea>;

/** The admin's figures, the dashboard and the reports, read through checkout's and the catalogue's. */
function createAdminFigures(
  db: ServiceDeps['db'],
  catalogue: Catalogue,
  efactura: Invoicing['efacturaDeadlines'],
  checkoutSessions: CheckoutSessionsService,
) {
  const orders = createOrderReportsService({ db });
  return {
    dashboard: createDashboardService({
      orders,
      stock: catalogue.stockReports,
      efactura,
      lowStockThreshold: LOW_STOCK_THRESHOLD,
    }),
    reports: createReportsService({ orders, stock: catalogue.stockReports, checkoutSessions }),
  };
}

/** Orders from placement to payment, refunds and returns, with the referrals an order settles. */
function createCheckout(
  deps: ServiceDeps,
  foundation: Foundation,
  catalogue: Catalogue,
  money: Money,
  { invoicing, efacturaDeadlines }: Invoicing,
  shippingArea: ShippingArea,
) {
  const { config, db, log } = deps;
  const { rateLimits, audit, settings, notifications, accounts } = foundation;
  const { payments, coupons, wallet } = money;
  const shop = { name: config.shopName, publicUrl: config.publicUrl };
  const lockers = createLockersService({ db });
  const stock = createStockService();
  // The automatic discounts and the cart's pricing (decision 062), shared with order placement.
  const discounts = createDiscountsService({ db, stock, coupons, settings });
  const orders = createOrderLifecycleService({
    db,
    shop: { name: config.shopName },
    payments,
    coupons,
    stock,
    wallet,
    notifications,
    settings,
    log,
  });
  const referrals = createReferralsService({ db, orders, wallet, publicUrl: config.publicUrl });
  const placement = createOrderPlacementService({
    db,
    shop,
    payments,
    coupons,
    discounts,
    lockers,
    stock,
    products: catalogue.products,
    wallet,
    referrals,
    notifications,
    rateLimits,
    orders,
    settings,
    invoicing,
    audit,
    orderLimit: config.orderRateLimit,
    log,
    faults: deps.checkoutFaults,
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
    invoicing,
    audit,
    accounts,
    log,
    products: catalogue.products,
    stock,
    shipping: shippingArea.shipping,
  });
  const paymentEvents = createPaymentEventsService({
    db,
    shop,
    payments,
    notifications,
    settings,
    invoicing,
    log,
    refunds: ordersAdmin,
    stripeWebhookSecret: config.stripe?.webhookSecret ?? null,
    onApplied: (provider, outcome) => deps.metrics?.paymentEvent(provider, outcome),
  });
  const { orderEditing, returns, checkoutSessions } = createAfterSale(deps, foundation, money, invoicing, {
    stock,
    lockers,
    ordersAdmin,
    discounts,
  });
  const { dashboard, reports } = createAdminFigures(db, catalogue, efacturaDeadlines, checkoutSessions);
  const admin = { ordersAdmin, orderEditing, returns, dashboard, reports };
  return {
    lockers,
    stock,
    discounts,
    orders,
    referrals,
    placement,
    paymentEvents,
    checkoutSessions,
    ...admin,
  };
}
type Checkout = ReturnType<typeof createCheckout>;

/** What staff and customers do with an order once placed: edits, returns; and the checkout's visits. */
function createAfterSale(
  deps: ServiceDeps,
  { rateLimits, audit, settings, notifications }: Foundation,
  { payments, coupons, vouchers }: Money,
  invoicing: Invoicing['invoicing'],
  placed: {
    stock: ReturnType<typeof createStockService>;
    lockers: ReturnType<typeof createLockersService>;
    ordersAdmin: ReturnType<typeof createOrdersAdminService>;
    discounts: ReturnType<typeof createDiscountsService>;
  },
) {
  const { config, db } = deps;
  const { stock, lockers, ordersAdmin } = placed;
  const orderEditing = createOrderEditingService({
    db,
    shop: { name: config.shopName },
    stock,
    coupons,
    discounts: placed.discounts,
    lockers,
    settings,
    payments,
    refunds: ordersAdmin,
    invoicing,
    notifications,
    audit,
  });
  const returns = createReturnsService({
    db,
    shop: { name: config.shopName, publicUrl: config.publicUrl },
    stock,
    vouchers,
    notifications,
    settings,
    audit,
    invoicing,
    refunds: ordersAdmin,
  });
  const checkoutSessions = createCheckoutSessionsService({
    db,
    rateLimits,
    rateLimit: config.checkoutVisitRateLimit,
  });
  return { orderEditing, returns, checkoutSessions };
}

/** A customer's own account: security, sign-in with Google or Facebook, addresses, personal data, staff. */
function createAccountAreas(
  { config, db }: ServiceDeps,
  { rateLimits, audit, settings, notifications, accounts }: Foundation,
  catalogue: Catalogue,
  money: Money,
  checkout: Checkout,
) {
  const { orders, returns, lockers } = checkout;
  const { wallet, vouchers } = money;
  const shopName = config.shopName;
  const security = createAccountSecurityService({
    db,
    notifications,
    rateLimits,
    orders,
    vouchers,
    shopName,
    publicUrl: config.publicUrl,
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
  const contact = createContactService({ db, rateLimits, notifications, audit, settings, shopName });
  const personalData = createPersonalDataService({
    db,
    security,
    notifications,
    rateLimits,
    shopName,
    sources: [
      orders.personalData,
      returns.personalData,
      wallet.personalData,
      vouchers.personalData,
      catalogue.favourites.personalData,
      reviewsPersonalData(db),
      contactPersonalData(db),
      pushPersonalData(db),
    ],
  });
  return {
    security,
    social,
    contact,
    personalData,
    addressBook: createAddressBookService({
      db,
      anaf: createAnafClient({ url: config.anafApiUrl }),
      rateLimits,
      lockers,
    }),
    staff: createStaffService({
      db,
      audit,
      notifications,
      rateLimits,
      publicUrl: config.publicUrl,
      shopName,
    }),
    roles: createRolesService({ db, audit }),
    newsletter: createNewsletterService({
      db,
      rateLimits,
      notifications,
      shopName,
      publicUrl: config.publicUrl,
    }),
    couponsAdmin: createCouponsAdminService({ db, audit, orders: catalogue.orderSummaries }),
    discountsAdmin: createDiscountsAdminService({ db, audit }),
  };
}

/**
 * Push notifications to the native app (docs/decisions/042): the devices, the staff's sends and
 * the FCM sender the worker delivers with (null when no service account is configured).
 */
function createPush(
  { config, db, onMailQueued }: ServiceDeps,
  { rateLimits, audit }: Foundation,
  money: Money,
) {
  const pushSender = config.fcm
    ? createFcmSender({ serviceAccount: config.fcm.serviceAccount, apiUrl: config.fcm.apiUrl })
    : null;
  const push = createPushService({
    db,
    audit,
    rateLimits,
    customers: money.customers,
    configured: pushSender !== null,
    // The outbox worker delivers mail and push in one loop: the same wake-up serves both.
    onQueued: onMailQueued,
  });
  return { push, pushSender };
}

/** Every service of the shop, by name. */
export function createServices(deps: ServiceDeps) {
  const foundation = createFoundation(deps);
  const catalogue = createCatalogue(deps, foundation);
  const money = createMoney(deps, foundation);
  const invoicingArea = createInvoicing(deps, foundation);
  const shippingArea = createShippingArea(deps, foundation);
  const checkout = createCheckout(deps, foundation, catalogue, money, invoicingArea, shippingArea);
  // The courier's status sync moves orders through checkout's own transition.
  const shipmentStatusSync = createShipmentStatusSync({
    db: deps.db,
    courier: shippingArea.courier,
    configured: shippingArea.courierConfigured,
    advanceOrder: checkout.ordersAdmin.advanceFromCourier,
    log: deps.log.child({ job: 'shipment-status-sync' }),
  });
  const accountAreas = createAccountAreas(deps, foundation, catalogue, money, checkout);
  const push = createPush(deps, foundation, money);
  return {
    ...foundation,
    ...catalogue,
    ...money,
    ...invoicingArea,
    ...checkout,
    ...accountAreas,
    ...push,
    shipping: shippingArea.shipping,
    pickupPointSync: shippingArea.pickupPointSync,
    shipmentStatusSync,
  };
}

export type Services = ReturnType<typeof createServices>;
