import type { ProductsAdminService } from './modules/catalog/products/products.admin-service';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import type { Config } from './config';
import type { InvoiceRenderers } from './modules/invoicing/invoices-admin.service';
import { poolOf, type Database } from './db/client';
import { createHttpServer, registerHttpPlugins, servesHttps } from './app-http';
import { listen } from './lib/pg-listener';
import { registerRoutes } from './app-routes';
import { createServices } from './app-services';
import type { MailAttachmentResolver } from './jobs/outbox';
import type { OrderLifecycleService } from './modules/checkout/orders/order-lifecycle.service';
import type { CheckoutStep } from './modules/checkout/orders/order-placement.service';
import type { PaymentEventsService } from './modules/checkout/orders/payment-events.service';
import { createNetopiaClient } from './modules/checkout/payments/netopia.client';
import type { NetopiaConfig } from './modules/settings/integration-config';
import type { EfacturaDeadlines } from './modules/invoicing/efactura-deadlines';
import { createEfactura, type Efactura, type EfacturaXml } from './modules/invoicing/efactura/spv-service';
import { renderUbl } from './modules/invoicing/efactura/ubl';
import { validateUbl } from './modules/invoicing/efactura/validate';
import { createSamedayCourier } from './modules/shipping/sameday/sameday-courier';
import type { ShipmentStatusSync } from './modules/shipping/status-sync';
import type { PickupPointSync } from './modules/checkout/lockers/pickup-point-sync';
import type { Courier } from './modules/shipping/courier';
import { createPushDelivery, type PushDelivery } from './modules/push/push-delivery';
import {
  INTEGRATION_SETTINGS_CHANNEL,
  type IntegrationConnectionTests,
  type IntegrationsService,
} from './modules/settings/integrations.service';
import type { AdminIdempotencyService } from './modules/system/admin-idempotency.service';
import type { RateLimitService } from './modules/system/rate-limit.service';
import { authPlugin } from './plugins/auth';
import { createMetrics } from './plugins/metrics';
import { migrationsCurrent } from './db/migrate';
import { createCsrfSigner, csrfPlugin, csrfSecretFor } from './plugins/csrf';

export { loggerOptions } from './app-http';

// Romanian validation messages by default; our own schemas carry their own texts.
z.config(z.locales.ro());

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
  /** Netopia's configuration as it is now (the settings over the environment); else config.netopia. */
  netopiaConfig?: () => Promise<NetopiaConfig | null>;
  /** The configured courier, read on each use (null: none; tests pass a fake). */
  courier?: () => Promise<Courier | null>;
  /** True once the process began shutting down: `/api/ready` then answers 503 (main.ts). */
  shuttingDown?: () => boolean;
  /** Test hook: fault injection between the steps of order creation. */
  checkoutFaults?: (step: CheckoutStep) => void | Promise<void>;
  /** What draws an invoice's XML and PDF (tests pass their own). */
  invoiceRenderers?: InvoiceRenderers;
  /** The UBL renderer and CIUS-RO check of e-Factura's worker (tests may pass their own). */
  efacturaXml?: EfacturaXml;
  /** The connection tests of the settings' integrations (tests pass fakes). */
  integrationTests?: IntegrationConnectionTests;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Checkout's entry points outside HTTP: the worker's periodic tasks (order expiry, purge) and
     * the handler of verified payment events.
     */
    checkout: Pick<OrderLifecycleService, 'expireDue' | 'purgeExpired'> &
      Pick<PaymentEventsService, 'handlePaymentEvent' | 'pollNetopia'>;
    /** The rate limits the routes count in, for the worker's pruning of old windows. */
    rateLimits: RateLimitService;
    /** The kept answers of staff operations, for the worker's pruning of expired ones. */
    adminIdempotency: Pick<AdminIdempotencyService, 'prune'>;
    /** The push outbox's delivery, for the worker (null: no FCM service account configured). */
    pushDelivery: PushDelivery | null;
    /** What the mail worker attaches to the mails that name a file (an invoice's PDF). */
    mailAttachments: MailAttachmentResolver;
    /** RO e-Factura's term, for the worker's daily mail of the documents past it. */
    efacturaDeadlines: Pick<EfacturaDeadlines, 'mailLate'>;
    /** RO e-Factura: the connection, and the upload worker (null when EFACTURA_ENV is off). */
    efactura: Efactura;
    /** The card processor's and the courier's configuration in force (docs/decisions/054). */
    integrations: IntegrationsService;
    /** The courier's status sync, for the worker (it does nothing while no courier is configured). */
    shipmentStatusSync: Pick<ShipmentStatusSync, 'runOnce'>;
    /** The courier's lockers and out-of-home points, for the worker's daily sync. */
    pickupPointSync: Pick<PickupPointSync, 'runIfDue'>;
    /** The catalogue's planned publications, for the worker (docs/decisions/063). */
    scheduledProducts: Pick<ProductsAdminService, 'publishDue'>;
  }
}

/**
 * The server: HTTP setup (app-http.ts), the services (app-services.ts, the composition root),
 * what the worker reaches outside HTTP, authentication, then the routes (app-routes.ts).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const metrics = createMetrics();
  const app = createHttpServer(config, { ...deps, metrics });
  await registerHttpPlugins(app, config, { ...deps, metrics });

  const serverSecret = await csrfSecretFor(config);
  const services = createServices({ ...deps, serverSecret, log: app.log, metrics });
  metrics.readFrom({
    pool: poolOf(db),
    catalogCache: () => app.catalogCache,
    outbox: () => services.notifications.backlog(db),
    efactura: async () => {
      const summary = await services.efacturaDeadlines.summary(0);
      return {
        open: summary.pending + summary.uploaded + summary.rejected,
        due: summary.dueCount,
        late: summary.lateCount,
      };
    },
  });
  app.decorate('checkout', {
    expireDue: services.orders.expireDue,
    purgeExpired: services.orders.purgeExpired,
    handlePaymentEvent: services.paymentEvents.handlePaymentEvent,
    pollNetopia: services.paymentEvents.pollNetopia,
  });
  app.decorate('rateLimits', services.rateLimits);
  app.decorate('adminIdempotency', services.idempotency);
  app.decorate(
    'pushDelivery',
    services.pushSender
      ? createPushDelivery({ db, sender: services.pushSender, log: app.log.child({ job: 'push' }) })
      : null,
  );

  app.decorate('mailAttachments', services.mailAttachments);
  app.decorate('shipmentStatusSync', services.shipmentStatusSync);
  app.decorate('efacturaDeadlines', services.efacturaDeadlines);
  app.decorate('integrations', services.integrations);
  listenForIntegrationChanges(app, services.integrations, deps.databaseUrl);
  app.decorate('pickupPointSync', services.pickupPointSync);
  app.decorate('scheduledProducts', { publishDue: services.productsAdmin.publishDue });
  const efactura = createEfactura({
    config,
    db,
    files: services.invoiceFiles,
    audit: services.audit,
    serverSecret,
    xml: deps.efacturaXml ?? { renderXml: renderUbl, validateXml: validateUbl },
    log: app.log.child({ job: 'efactura' }),
  });
  app.decorate('efactura', efactura);

  await app.register(authPlugin, { accounts: services.accounts, roles: services.roles });
  await app.register(csrfPlugin, {
    secureCookies: servesHttps(config),
    appOrigins: config.appOrigins,
    signer: createCsrfSigner(serverSecret),
  });

  await registerRoutes(app, {
    config,
    db,
    services,
    efactura,
    integrationTests: deps.integrationTests ?? integrationTests,
    readiness: {
      shuttingDown: deps.shuttingDown ?? (() => false),
      migrationsCurrent: () => migrationsCurrent(db),
    },
    webDist: deps.webDist === undefined ? DEFAULT_WEB_DIST : deps.webDist,
    serverEntry: deps.serverEntry ?? (deps.webDist === undefined ? DEFAULT_SERVER_ENTRY : null),
  });
  return app;
}

/**
 * "Testează conexiunea": each test builds a client on the configuration in force and asks the
 * integration one harmless question (docs/decisions/051, 052).
 */
const integrationTests: IntegrationConnectionTests = {
  async netopia(config) {
    const answer = await createNetopiaClient({ config: async () => config }).testConnection();
    if (!answer.ok) throw new Error(answer.message);
  },
  sameday: (config) => createSamedayCourier({ config: async () => config }).testConnection(),
};

/**
 * The integrations' resolved configuration is kept in memory only while this process hears the
 * table's trigger (a save in another process, a change in psql); without a listener it is read
 * from the database each time.
 */
function listenForIntegrationChanges(
  app: FastifyInstance,
  integrations: IntegrationsService,
  databaseUrl: string | undefined,
): void {
  if (!databaseUrl) return;
  const listener = listen(databaseUrl, INTEGRATION_SETTINGS_CHANNEL, {
    onNotify: (payload) => integrations.heard(payload),
    onListening: () => integrations.setCaching(true),
    onLost: (error) => {
      integrations.setCaching(false);
      app.log.warn({ err: error }, 'Integration settings listener disconnected; settings read each time');
    },
  });
  app.addHook('onClose', () => listener.close());
}
