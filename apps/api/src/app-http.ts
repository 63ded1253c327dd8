import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SPLASH_COVER_SCRIPT } from '@shop/shared/splash-gate';
import { type Config, originOf } from './config';
import { answerClientError } from './lib/client-errors';
import { inlineScriptHash } from './lib/inline-script-hash';
import { serializeError } from './lib/log-errors';
import { cacheControlPlugin } from './plugins/cache-control';
import { catalogCachePlugin } from './plugins/catalog-cache';
import { metricsPlugin, type ShopMetrics } from './plugins/metrics';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { IDLE_MEMORY_DEFAULTS, idleMemoryPlugin } from './plugins/idle-memory';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';

/**
 * The HTTP side of the server: the Fastify instance with its time-outs and request ids, and the
 * plugins every request passes through (errors, caching, cookies, security headers, CORS,
 * compression, the OpenAPI document). What the shop does lives in the services and routes.
 */

/** Where gtag.js sends its hits (Google's list for GA4 under a Content-Security-Policy). */
const GOOGLE_ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
const SOCKET_IDLE_TIMEOUT_MS = 120_000;

/** What the HTTP setup needs beyond the configuration (see AppDeps). */
export type HttpDeps = {
  databaseUrl?: string;
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  collectGarbage?: () => void;
  /** The server's Prometheus metrics (plugins/metrics.ts). */
  metrics: ShopMetrics;
};

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Secrets never reach the logs: tokens, cookies, passwords, API keys; nor a person's CNP (decision 049),
    // whether an order body (`facturare.cnp`) or a row (`billingCnp`) is logged.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrftoken"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.*.password',
        '*.token',
        // The payment processor's and the courier's credentials (docs/decisions/054): a settings
        // body (`api_key`), a configuration (`apiKey`), a stored row (`secrets`).
        'apiKey',
        '*.apiKey',
        '*.*.apiKey',
        'api_key',
        '*.api_key',
        '*.*.api_key',
        'secrets',
        '*.secrets',
        'cnp',
        '*.cnp',
        '*.*.cnp',
        'billingCnp',
        '*.billingCnp',
        'billing_cnp',
        '*.billing_cnp',
      ],
      censor: '[redacted]',
    },
    // A failed query's values (token hashes, addresses) stay out of logged errors.
    serializers: { err: serializeError },
  };
}

/** The Fastify instance: logging, request ids, limits and time-outs, Zod for schemas. */
export function createHttpServer(config: Config, deps: HttpDeps): FastifyInstance {
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
  // The hooks every answer passes through take a callback: an async hook costs a promise and a
  // turn of the microtask queue per request, a measurable part of a cached read (bench/README.md).
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  return app;
}

/** Whether the shop is served over HTTPS (HSTS, upgraded requests, secure cookies). */
export function servesHttps(config: Config): boolean {
  return config.publicUrl.startsWith('https://');
}

/** The security headers (helmet): the Content-Security-Policy and HSTS over HTTPS. */
export function securityHeaders(config: Config): HelmetOptions {
  const https = servesHttps(config);
  return {
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
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          // A CDN in front of the media (MEDIA_PUBLIC_URL) serves the pages' images.
          ...(config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : []),
          ...(config.gaMeasurementId ? GOOGLE_ANALYTICS_ORIGINS : []),
        ],
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
  };
}

/**
 * CORS: the shop's own origin and the native app's web views (APP_ORIGINS), nothing else
 * (docs/decisions/041). The app authenticates with `Authorization: Token` alone, but its bundle is
 * the web client, whose fetch says `credentials: 'include'`: without Allow-Credentials the web view
 * would refuse every answer. That lends no cookie to another site: the shop's are SameSite=Lax,
 * never sent with a cross-site fetch.
 */
export function corsOptions(config: Config): FastifyCorsOptions {
  return {
    origin: [...new Set([originOf(config.publicUrl), ...config.appOrigins])],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'X-CSRFToken',
      'Idempotency-Key',
      'X-Request-Id',
      'Accept-Language',
    ],
    // What the app reads from an answer besides its body.
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed', 'X-Request-Id'],
    maxAge: 600,
  };
}

/** The plugins every request passes through, in the order their hooks must run. */
export async function registerHttpPlugins(
  app: FastifyInstance,
  config: Config,
  deps: HttpDeps,
): Promise<void> {
  if (deps.collectGarbage) {
    await app.register(idleMemoryPlugin, { collect: deps.collectGarbage, ...IDLE_MEMORY_DEFAULTS });
  }
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, {
    metrics: deps.metrics,
    token: config.metricsToken,
    servesRoute: config.metricsPort === undefined,
  });
  await app.register(fastifyCookie);
  // Before the catalogue cache: it answers a cached read in its own onRequest hook, and the hooks
  // registered after it never run for that answer (the native app, calling from another origin,
  // then got no Access-Control-Allow-Origin on a repeated read, and no response security headers).
  await app.register(securityHeadersPlugin, securityHeaders(config));
  await app.register(fastifyCors, corsOptions(config));
  // Before cache-control: its `no-store` for requests with a token must win over the catalogue's.
  await app.register(catalogCachePlugin, {
    maxBytes: config.catalogCacheBytes,
    databaseUrl: deps.databaseUrl,
  });
  await app.register(cacheControlPlugin);
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default level (11) costs too much CPU per dynamic response; 4 is close in size.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openapiPlugin);
}
