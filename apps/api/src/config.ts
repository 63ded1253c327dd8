import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3-storage';
import type { NetopiaConfig, SamedayConfig } from './modules/settings/integration-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Netopia's API v2 by environment (its Go SDK and documentation). */
export const NETOPIA_API_URLS = {
  sandbox: 'https://secure.sandbox.netopia-payments.com',
  live: 'https://secure.netopia-payments.com/api',
} as const;
/** Sameday's production API (its PHP SDK's default host; the demo is sameday-api.demo.zitec.com). */
export const SAMEDAY_LIVE_API_URL = 'https://api.sameday.ro';

/** The native app's web view origins: iOS (Capacitor's scheme) and Android. */
export const DEFAULT_APP_ORIGINS = ['capacitor://localhost', 'https://localhost'];

/**
 * An origin as browsers write it in `Origin` (lower case, no default port); a custom scheme's too,
 * which WHATWG URL calls an opaque "null" origin.
 */
export function originOf(value: string): string {
  const url = new URL(value);
  return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host.toLowerCase()}`;
}

/** `scheme://host[:port]` and nothing else, as browsers send it in `Origin`. */
function isBareOrigin(value: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\s]+)$/i.exec(value);
  if (!match) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}

/** The names proxy-addr (Fastify's trustProxy) gives to address ranges. */
const TRUSTED_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, optionally with a /prefix, or a range name. */
function isProxyAddress(value: string): boolean {
  if (TRUSTED_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  const parts = value.split(',').map((part) => part.trim());
  return parts.length > 0 && parts.every(isProxyAddress);
}

/**
 * TRUST_PROXY as Fastify takes it: false; true (every hop: the left-most X-Forwarded-For address,
 * which a client can write itself unless the proxy replaces the header); or the addresses of the
 * proxies, so that the client is the right-most address that is not one of them (what a proxy
 * appending to X-Forwarded-For needs, e.g. nginx's $proxy_add_x_forwarded_for).
 */
function trustProxyOf(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((part) => part.trim());
}

/** A duration in milliseconds from `min` to 10 minutes, with its default. */
const milliseconds = (min: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `must be a whole number of milliseconds from ${min} to 600000` })
      .int(`must be a whole number of milliseconds from ${min} to 600000`)
      .min(min, `must be a whole number of milliseconds from ${min} to 600000`)
      .max(600_000, `must be a whole number of milliseconds from ${min} to 600000`)
      .default(fallback),
  );

const envSchema = z
  .object({
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number from 0 to 65535' })
        .int('must be a whole number from 0 to 65535')
        .min(0, 'must be a whole number from 0 to 65535')
        .max(65535, 'must be a whole number from 0 to 65535')
        .default(3000),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default('localhost')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: 'must be an email address' }).optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(8, 'must have at least 8 characters').max(128).optional(),
    ),
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://magazin.ro' }).optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    DATABASE_LISTEN_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATABASE_PREPARED_STATEMENTS: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
    ),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .default('false')
        .refine(
          isTrustProxy,
          "must be false, true, or the proxies' addresses/CIDRs (comma-separated; loopback, linklocal and uniquelocal name those ranges)",
        ),
    ),
    WEB_CONCURRENCY: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of processes from 1 to 64' })
        .int('must be a whole number of processes from 1 to 64')
        .min(1, 'must be a whole number of processes from 1 to 64')
        .max(64, 'must be a whole number of processes from 1 to 64')
        .default(1),
    ),
    PG_BIN_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must have at least 16 characters').max(256).optional(),
    ),
    METRICS_PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number from 1 to 65535' })
        .int('must be a whole number from 1 to 65535')
        .min(1, 'must be a whole number from 1 to 65535')
        .max(65535, 'must be a whole number from 1 to 65535')
        .optional(),
    ),
    REGISTER_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of sign-ups' })
        .int('must be a whole number of sign-ups')
        .min(1, 'must be at least 1')
        .max(100_000)
        .default(10),
    ),
    ORDER_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of orders' })
        .int('must be a whole number of orders')
        .min(1, 'must be at least 1')
        .max(100_000)
        .default(10),
    ),
    CHECKOUT_VISIT_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of calls' })
        .int('must be a whole number of calls')
        .min(1, 'must be at least 1')
        .max(100_000)
        .default(60),
    ),
    WELCOME_VOUCHER_PERCENT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole percent from 0 (no gift) to 50' })
        .int('must be a whole percent from 0 (no gift) to 50')
        .min(0, 'must be a whole percent from 0 (no gift) to 50')
        .max(50, 'must be a whole percent from 0 (no gift) to 50')
        .default(10),
    ),
    WELCOME_VOUCHER_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of days from 1 to 365' })
        .int('must be a whole number of days from 1 to 365')
        .min(1, 'must be a whole number of days from 1 to 365')
        .max(365, 'must be a whole number of days from 1 to 365')
        .default(30),
    ),
    MEDIA_MAX_UPLOAD_BYTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of bytes from 1024 to 104857600' })
        .int('must be a whole number of bytes from 1024 to 104857600')
        .min(1024, 'must be a whole number of bytes from 1024 to 104857600')
        .max(100 * 1024 * 1024, 'must be a whole number of bytes from 1024 to 104857600')
        .default(10 * 1024 * 1024),
    ),
    MEDIA_STORAGE: z.preprocess(
      emptyToUndefined,
      z.enum(['local', 's3'], { error: 'must be local (the data folder) or s3 (a bucket)' }).default('local'),
    ),
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
        )
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^https?$/,
          error: 'must be the http(s) URL of the S3 service, e.g. https://<account>.r2.cloudflarestorage.com',
        })
        .optional(),
    ),
    S3_REGION: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9-]{2,32}$/,
          'must be a region name, e.g. eu-central-1 (AWS), auto (R2), us-east-1 (MinIO)',
        )
        .optional(),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(256).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).max(256).optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    ),
    MEDIA_PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://cdn.magazin.ro/media' })
        .refine((value) => !/[?#]/.test(value), 'must have no query or fragment')
        .optional(),
    ),
    CATALOG_CACHE_MB: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of MiB from 0 (off) to 1024' })
        .int('must be a whole number of MiB from 0 (off) to 1024')
        .min(0, 'must be a whole number of MiB from 0 (off) to 1024')
        .max(1024, 'must be a whole number of MiB from 0 (off) to 1024')
        .default(32),
    ),
    SITEMAP_URLS_PER_FILE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of URLs from 2 to 50000' })
        .int('must be a whole number of URLs from 2 to 50000')
        .min(2, 'must be a whole number of URLs from 2 to 50000')
        .max(50_000, 'must be a whole number of URLs from 2 to 50000')
        .default(50_000),
    ),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 5_000),
    REQUEST_TIMEOUT_MS: milliseconds(1000, 30_000),
    HEADERS_TIMEOUT_MS: milliseconds(1000, 10_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(1000, 72_000),
    SHUTDOWN_GRACE_MS: milliseconds(0, 10_000),
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('production'),
    ),
    SHOP_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(80).default('Salvia')),
    ANAF_API_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default('https://webservicesp.anaf.ro/api/PlatitorTvaRest/v9/tva'),
    ),
    GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(300).optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(300).optional()),
    GOOGLE_ISSUER: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://accounts.google.com'),
    ),
    FACEBOOK_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(300).optional()),
    FACEBOOK_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(300).optional()),
    FACEBOOK_DIALOG_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default('https://www.facebook.com/v19.0/dialog/oauth'),
    ),
    FACEBOOK_GRAPH_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default('https://graph.facebook.com/v19.0'),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^smtps?:\/\//,
          'must start with smtp:// or smtps://, e.g. smtps://user:pass@smtp.example.ro:465',
        )
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^(?:[^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
          'must be an address, e.g. Salvia <comenzi@magazin.ro>',
        )
        .default('Salvia <comenzi@salvia-naturals.ro>'),
    ),
    GA_MEASUREMENT_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics 4 measurement ID, e.g. G-ABC123XYZ')
        .optional(),
    ),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
        .optional(),
    ),
    APP_ORIGINS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default(DEFAULT_APP_ORIGINS.join(','))
        .transform((value) =>
          value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
        )
        .pipe(
          z
            .array(
              z
                .string()
                .refine(isBareOrigin, 'must be origins (scheme://host[:port], no path), comma-separated'),
            )
            .max(10),
        ),
    ),
    CSRF_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must have at least 32 characters (e.g. openssl rand -hex 32)').max(512).optional(),
    ),
    ANDROID_APP_SHA256_FINGERPRINTS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((fingerprint) => fingerprint.trim().toUpperCase())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z
              .string()
              .regex(
                /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/,
                'must be SHA-256 certificate fingerprints (AA:BB:…, 32 pairs), comma-separated',
              ),
          ),
        ),
    ),
    IOS_APP_TEAM_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Z0-9]{10}$/, 'must be an Apple Developer Team ID (10 letters and digits)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
        .optional(),
    ),
    EFACTURA_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['off', 'test', 'prod'], { error: 'must be off, test or prod' }).default('off'),
    ),
    ANAF_EFACTURA_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.anaf.ro'),
    ),
    ANAF_OAUTH_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default('https://logincert.anaf.ro/anaf-oauth2/v1'),
    ),
    ANAF_OAUTH_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(300).optional()),
    ANAF_OAUTH_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(300).optional()),
    ANAF_OAUTH_REDIRECT_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    EFACTURA_TOKEN_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes, e.g. openssl rand -hex 32)')
        .optional(),
    ),
    SAMEDAY_USERNAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).optional()),
    SAMEDAY_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
    SAMEDAY_API_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(SAMEDAY_LIVE_API_URL),
    ),
    SAMEDAY_PICKUP_POINT_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{1,18}$/, "must be Sameday's numeric pickup point id")
        .optional(),
    ),
    SAMEDAY_SERVICE_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{1,18}$/, "must be Sameday's numeric service id")
        .optional(),
    ),
    FCM_SERVICE_ACCOUNT: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
    FCM_API_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://fcm.googleapis.com'),
    ),
    NETOPIA_API_KEY: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(500).optional()),
    NETOPIA_POS_SIGNATURE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3,4}$/,
          'must be a Netopia POS signature (XXXX-XXXX-XXXX-XXXX-XXXX)',
        )
        .optional(),
    ),
    // A PEM (certificate or public key); in a one-line .env its line breaks may be written \n.
    NETOPIA_PUBLIC_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((value) => value.replace(/\\n/g, '\n').trim())
        .refine(
          (value) =>
            /^-----BEGIN (CERTIFICATE|PUBLIC KEY)-----[\s\S]+-----END (CERTIFICATE|PUBLIC KEY)-----$/.test(
              value,
            ),
          'must be a PEM certificate or public key (-----BEGIN CERTIFICATE----- …)',
        )
        .optional(),
    ),
    NETOPIA_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
    ),
    NETOPIA_API_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
  })
  .refine((env) => !env.DATABASE_LISTEN_URL || env.DATABASE_URL, {
    path: ['DATABASE_LISTEN_URL'],
    message: 'needs DATABASE_URL (the embedded database has no pooler in front)',
  })
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_EMAIL, {
    path: ['ADMIN_EMAIL'],
    message: 'is required when ADMIN_PASSWORD is set',
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY === !env.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message:
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both (Stripe) or neither (sandbox card)',
  })
  .refine((env) => !env.SAMEDAY_USERNAME === !env.SAMEDAY_PASSWORD, {
    path: ['SAMEDAY_PASSWORD'],
    message: 'SAMEDAY_USERNAME and SAMEDAY_PASSWORD go together: set both (Sameday AWBs) or neither',
  })
  .refine((env) => !env.NETOPIA_API_KEY === !env.NETOPIA_POS_SIGNATURE, {
    path: ['NETOPIA_POS_SIGNATURE'],
    message: 'NETOPIA_API_KEY and NETOPIA_POS_SIGNATURE go together: set both (Netopia cards) or neither',
  })
  .refine((env) => !env.NETOPIA_API_KEY || env.NETOPIA_PUBLIC_KEY, {
    path: ['NETOPIA_PUBLIC_KEY'],
    message: "is required with NETOPIA_API_KEY: without Netopia's key no IPN can be verified",
  })
  .refine((env) => !env.GOOGLE_CLIENT_ID === !env.GOOGLE_CLIENT_SECRET, {
    path: ['GOOGLE_CLIENT_SECRET'],
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both (Google sign-in) or neither',
  })
  .refine((env) => env.EFACTURA_ENV === 'off' || (env.ANAF_OAUTH_CLIENT_ID && env.ANAF_OAUTH_CLIENT_SECRET), {
    path: ['ANAF_OAUTH_CLIENT_ID'],
    message:
      'EFACTURA_ENV test or prod needs the OAuth client ANAF registered for the shop: ANAF_OAUTH_CLIENT_ID and ANAF_OAUTH_CLIENT_SECRET',
  })
  .refine((env) => env.MEDIA_STORAGE !== 's3' || env.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'is required with MEDIA_STORAGE=s3: the bucket the media and invoices go to',
  })
  .refine((env) => env.MEDIA_STORAGE !== 's3' || env.S3_REGION, {
    path: ['S3_REGION'],
    message: 'is required with MEDIA_STORAGE=s3, e.g. eu-central-1 (AWS), auto (R2), us-east-1 (MinIO)',
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message:
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (the SDK's AWS_* variables or role)",
  })
  .refine((env) => env.MEDIA_STORAGE === 's3' || !env.S3_BUCKET, {
    path: ['MEDIA_STORAGE'],
    message: 'is local while S3_BUCKET is set: set MEDIA_STORAGE=s3 to use the bucket, or unset S3_BUCKET',
  })
  .refine((env) => !env.FACEBOOK_CLIENT_ID === !env.FACEBOOK_CLIENT_SECRET, {
    path: ['FACEBOOK_CLIENT_SECRET'],
    message:
      'FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET go together: set both (Facebook sign-in) or neither',
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A session connection to the same database (DATABASE_LISTEN_URL) for what needs one: LISTEN
   * (the caches' change listeners) and the start-up's advisory lock and migrations. Set when
   * DATABASE_URL points at a transaction-pooling PgBouncer: the pool then sends no session
   * settings (statement_timeout, pg_trgm's threshold), which the role must carry instead
   * (docs/operations/scaling.md, docs/decisions/072). Undefined: DATABASE_URL serves for both.
   */
  databaseListenUrl: string | undefined;
  /**
   * Whether the catalogue's reads run as named prepared statements (parsed once per connection,
   * docs/decisions/079). false for a transaction pooler that cannot keep them per client:
   * PgBouncer before 1.21, or 1.21+ without `max_prepared_statements`; every read is then an
   * unnamed statement, which any pooler passes.
   */
  databasePreparedStatements: boolean;
  /**
   * The longest one statement of the running shop may take (PostgreSQL's `statement_timeout`);
   * a second more without any answer (a frozen or cut-off server) and the driver gives the
   * connection up. Either way the request is answered 503 with Retry-After instead of waiting.
   */
  databaseStatementTimeoutMs: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  env: 'development' | 'production' | 'test';
  /**
   * Behind a reverse proxy, take the client address from X-Forwarded-For (rate limits need it):
   * true (every hop) or the proxies' addresses (docs/decisions/072).
   */
  trustProxy: boolean | string[];
  /**
   * Prometheus: with `metricsPort`, `/metrics` is served on that port only (on `host`, open to
   * whoever reaches it); else with `metricsToken`, on the shop's port to a scraper sending it as a
   * Bearer token; with neither, not at all.
   */
  metricsToken: string | undefined;
  /** Where `npm run db:backup`/`db:restore` find pg_dump and pg_restore; undefined: the PATH. */
  pgBinDir: string | undefined;
  /** How many server processes `npm start` runs (Node's cluster, docs/decisions/067). */
  webConcurrency: number;
  metricsPort: number | undefined;
  /** Sign-ups per client address per hour. */
  registerRateLimit: number;
  /** Orders one client address may place in 10 minutes (unpaid orders hold stock). */
  orderRateLimit: number;
  /** Checkout visits one client address may record in 10 minutes (abandoned checkout, ADR 064). */
  checkoutVisitRateLimit: number;
  /** The welcome voucher's percent (0: none) and how many days it is valid. */
  welcomeVoucherPercent: number;
  welcomeVoucherDays: number;
  /** The largest image file staff may upload, in bytes; a bigger one is answered 413. */
  mediaMaxUploadBytes: number;
  /**
   * Where media, invoice PDFs and e-Factura archives are kept (docs/decisions/071): the data
   * folder, or an S3-compatible bucket.
   */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /**
   * A CDN's address answering what the shop answers under /media (e.g. https://cdn.magazin.ro/media):
   * media URLs in answers and pages point there; null: the shop's own /media.
   */
  mediaPublicUrl: string | null;
  /** The most memory the catalogue's answer cache holds, in bytes; 0 switches the cache off. */
  catalogCacheBytes: number;
  /** The most URLs in one sitemap file; more pages than that make /sitemap.xml an index of files. */
  sitemapUrlsPerFile: number;
  /**
   * Time-outs of the HTTP server: a client has `requestMs` to send a whole request and `headersMs`
   * for its headers (else 408 and the connection closes); an idle kept-alive connection closes
   * after `keepAliveMs`.
   */
  http: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** How long a shutdown waits for open requests before closing their connections. */
  shutdownGraceMs: number;
  /** The shop's name in mails and on the sandbox payment page. */
  shopName: string;
  /** ANAF's public VAT register web service, for the company lookup by CUI. */
  anafApiUrl: string;
  /** SMTP server for mail; without it every mail is written as an .eml file to $DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where bank transfers go: shown on the success page and in the confirmation mail. */
  /** Google Analytics 4: loaded in the browser only with this set and the visitor's consent. */
  gaMeasurementId: string | null;
  /**
   * The native app's web view origins: CORS lets them call the API, and a signed CSRF token from
   * one of them passes without the cookie (docs/decisions/041).
   */
  appOrigins: string[];
  /** The key of the signed CSRF tokens; unset, one generated and kept in $DATA_DIR/csrf-secret. */
  csrfSecret: string | undefined;
  /** App Links (`/.well-known/assetlinks.json`): the signing certificates' SHA-256; empty: 404. */
  androidAppFingerprints: string[];
  /** Universal Links (`/.well-known/apple-app-site-association`): the Apple team; null: 404. */
  iosAppTeamId: string | null;
  /**
   * Netopia Payments (API v2) from NETOPIA_*, when the API key, the POS signature and the public
   * key are all set: the environment's default, which staff may override in the settings
   * (modules/settings/integrations.service.ts, docs/decisions/054).
   */
  netopia: NetopiaConfig | null;
  /** Sameday from SAMEDAY_*, when the user and password are set; staff may override it likewise. */
  sameday: SamedayConfig | null;
  /** Stripe Checkout for card payments when both are set; else the built-in sandbox. */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** Sign-in with Google (OpenID Connect, endpoints from the issuer's discovery), when configured. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Sign-in with Facebook Login, when configured. */
  facebook: { clientId: string; clientSecret: string; dialogUrl: string; graphUrl: string } | null;
  /**
   * Push notifications through Firebase Cloud Messaging (HTTP v1), when a service account is
   * configured; `apiUrl` is FCM's origin (a stand-in's in tests).
   */
  fcm: { serviceAccount: FcmServiceAccount; apiUrl: string } | null;
  /**
   * RO e-Factura (docs/decisions/048): null when EFACTURA_ENV is off (documents are still issued
   * and kept, and wait as 'pending'). `apiUrl` is the origin of ANAF's API (`/{env}/FCTEL/rest/…`
   * under it), `oauthUrl` the base of its OAuth endpoints (`/authorize`, `/token`); `tokenKey`,
   * when set, encrypts the stored tokens (else a key derived from the CSRF secret does).
   */
  efactura: {
    env: 'test' | 'prod';
    apiUrl: string;
    oauthUrl: string;
    clientId: string;
    clientSecret: string;
    redirectUrl: string;
    tokenKey: string | undefined;
  } | null;
};

/** The fields of a Firebase service account's JSON key that the push sender uses. */
export type FcmServiceAccount = {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  privateKeyId: string | null;
  tokenUri: string;
};

const serviceAccountSchema = z.object({
  project_id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'project_id must be a Firebase project id'),
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY', { error: 'private_key must be a PEM private key' }),
  private_key_id: z.string().optional(),
  token_uri: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
});

/**
 * FCM_SERVICE_ACCOUNT: the service account's JSON key itself (it starts with "{") or the path of
 * the file holding it. Read once at start-up; a bad one stops the start naming the variable.
 */
function loadServiceAccount(value: string): FcmServiceAccount {
  let text = value;
  if (!value.startsWith('{')) {
    try {
      text = readFileSync(path.resolve(value), 'utf8');
    } catch {
      throw new ConfigError(`Invalid configuration:\n  FCM_SERVICE_ACCOUNT: cannot read the file ${value}`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError('Invalid configuration:\n  FCM_SERVICE_ACCOUNT: is not a service account JSON key');
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) {
    // The key's values are secrets: only the field names and the rules go to the message.
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigError(`Invalid configuration:\n  FCM_SERVICE_ACCOUNT: missing or invalid ${fields}`);
  }
  const account = parsed.data;
  return {
    projectId: account.project_id,
    clientEmail: account.client_email,
    privateKey: account.private_key,
    privateKeyId: account.private_key_id ?? null,
    tokenUri: account.token_uri,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'true',
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: (e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    env: e.NODE_ENV,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    pgBinDir: e.PG_BIN_DIR,
    webConcurrency: e.WEB_CONCURRENCY,
    metricsPort: e.METRICS_PORT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    checkoutVisitRateLimit: e.CHECKOUT_VISIT_RATE_LIMIT,
    welcomeVoucherPercent: e.WELCOME_VOUCHER_PERCENT,
    welcomeVoucherDays: e.WELCOME_VOUCHER_DAYS,
    mediaMaxUploadBytes: e.MEDIA_MAX_UPLOAD_BYTES,
    storage:
      e.MEDIA_STORAGE === 's3' && e.S3_BUCKET && e.S3_REGION
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'local' },
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    catalogCacheBytes: e.CATALOG_CACHE_MB * 1024 * 1024,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    http: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shopName: e.SHOP_NAME,
    anafApiUrl: e.ANAF_API_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    appOrigins: [...new Set(e.APP_ORIGINS.map(originOf))],
    csrfSecret: e.CSRF_SECRET,
    androidAppFingerprints: e.ANDROID_APP_SHA256_FINGERPRINTS,
    iosAppTeamId: e.IOS_APP_TEAM_ID ?? null,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : null,
    facebook:
      e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
        ? {
            clientId: e.FACEBOOK_CLIENT_ID,
            clientSecret: e.FACEBOOK_CLIENT_SECRET,
            dialogUrl: e.FACEBOOK_DIALOG_URL,
            graphUrl: e.FACEBOOK_GRAPH_URL,
          }
        : null,
    fcm: e.FCM_SERVICE_ACCOUNT
      ? {
          serviceAccount: loadServiceAccount(e.FCM_SERVICE_ACCOUNT),
          apiUrl: e.FCM_API_URL.replace(/\/+$/, ''),
        }
      : null,
    efactura:
      e.EFACTURA_ENV !== 'off' && e.ANAF_OAUTH_CLIENT_ID && e.ANAF_OAUTH_CLIENT_SECRET
        ? {
            env: e.EFACTURA_ENV,
            apiUrl: e.ANAF_EFACTURA_URL.replace(/\/+$/, ''),
            oauthUrl: e.ANAF_OAUTH_URL.replace(/\/+$/, ''),
            clientId: e.ANAF_OAUTH_CLIENT_ID,
            clientSecret: e.ANAF_OAUTH_CLIENT_SECRET,
            redirectUrl:
              e.ANAF_OAUTH_REDIRECT_URL ??
              `${(e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`).replace(/\/+$/, '')}/api/efactura/oauth/callback`,
            tokenKey: e.EFACTURA_TOKEN_KEY,
          }
        : null,
    netopia:
      e.NETOPIA_API_KEY && e.NETOPIA_POS_SIGNATURE && e.NETOPIA_PUBLIC_KEY
        ? {
            apiKey: e.NETOPIA_API_KEY,
            posSignature: e.NETOPIA_POS_SIGNATURE,
            publicKey: e.NETOPIA_PUBLIC_KEY,
            env: e.NETOPIA_ENV,
            apiUrl: (e.NETOPIA_API_URL ?? NETOPIA_API_URLS[e.NETOPIA_ENV]).replace(/\/+$/, ''),
          }
        : null,
    sameday:
      e.SAMEDAY_USERNAME && e.SAMEDAY_PASSWORD
        ? {
            username: e.SAMEDAY_USERNAME,
            password: e.SAMEDAY_PASSWORD,
            apiUrl: e.SAMEDAY_API_URL.replace(/\/+$/, ''),
            pickupPointId: e.SAMEDAY_PICKUP_POINT_ID ?? null,
            serviceId: e.SAMEDAY_SERVICE_ID ?? null,
          }
        : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
  };
}

/**
 * Libraries that read NODE_ENV themselves follow the shop's setting: React, loaded later by the
 * page renderer, picks its production or development build from it.
 */
export function shareEnvironment(config: Pick<Config, 'env'>): void {
  process.env.NODE_ENV ??= config.env;
}
