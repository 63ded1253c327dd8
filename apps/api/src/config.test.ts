import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const NETOPIA_KEY = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkq\n-----END PUBLIC KEY-----';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      databaseStatementTimeoutMs: 5_000,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      orderRateLimit: 10,
      welcomeVoucherPercent: 10,
      welcomeVoucherDays: 30,
      mediaMaxUploadBytes: 10 * 1024 * 1024,
      http: { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000 },
      shutdownGraceMs: 10_000,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      ADMIN_EMAIL: 'sef@magazin.ro',
      ADMIN_PASSWORD: 'o parola lunga',
      PUBLIC_URL: 'https://magazin.ro/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ORDER_RATE_LIMIT: '25',
      WELCOME_VOUCHER_PERCENT: '0',
      WELCOME_VOUCHER_DAYS: '60',
      MEDIA_MAX_UPLOAD_BYTES: '2097152',
      REQUEST_TIMEOUT_MS: '60000',
      HEADERS_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '5000',
      SHUTDOWN_GRACE_MS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/shop',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      databaseStatementTimeoutMs: 15_000,
      adminEmail: 'sef@magazin.ro',
      adminPassword: 'o parola lunga',
      publicUrl: 'https://magazin.ro',
      logLevel: 'warn',
      trustProxy: true,
      orderRateLimit: 25,
      welcomeVoucherPercent: 0,
      welcomeVoucherDays: 60,
      mediaMaxUploadBytes: 2 * 1024 * 1024,
      http: { requestMs: 60_000, headersMs: 5000, keepAliveMs: 5000 },
      shutdownGraceMs: 0,
    });
  });

  it('reads the proxies to trust and the session connection beside a pooler', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://shop@pgbouncer:6432/shop',
        DATABASE_LISTEN_URL: 'postgres://shop@db:5432/shop',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://shop@pgbouncer:6432/shop',
      databaseListenUrl: 'postgres://shop@db:5432/shop',
    });
    expect(loadConfig({}).databaseListenUrl).toBeUndefined();
    // Named prepared statements stay on unless a pooler before PgBouncer 1.21 needs them off.
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'true' }).databasePreparedStatements).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'nu-e-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.ro', ADMIN_PASSWORD: 'scurt' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'o parola lunga' }, 'ADMIN_EMAIL'],
    [{ PUBLIC_URL: 'magazin.ro' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ WELCOME_VOUCHER_PERCENT: '51' }, 'WELCOME_VOUCHER_PERCENT'],
    [{ WELCOME_VOUCHER_DAYS: '0' }, 'WELCOME_VOUCHER_DAYS'],
    [{ ORDER_RATE_LIMIT: '0' }, 'ORDER_RATE_LIMIT'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '50' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '5s' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ REQUEST_TIMEOUT_MS: '500' }, 'REQUEST_TIMEOUT_MS'],
    [{ REQUEST_TIMEOUT_MS: '30s' }, 'REQUEST_TIMEOUT_MS'],
    [{ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' }, 'HEADERS_TIMEOUT_MS'],
    [{ KEEP_ALIVE_TIMEOUT_MS: '0' }, 'KEEP_ALIVE_TIMEOUT_MS'],
    [{ SHUTDOWN_GRACE_MS: '-1' }, 'SHUTDOWN_GRACE_MS'],
    [{ ORDER_RATE_LIMIT: 'zece' }, 'ORDER_RATE_LIMIT'],
    [{ MEDIA_MAX_UPLOAD_BYTES: '10MB' }, 'MEDIA_MAX_UPLOAD_BYTES'],
    [{ SMTP_URL: 'mail.example.ro' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nu e adresă' }, 'MAIL_FROM'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ NETOPIA_API_KEY: 'k', NETOPIA_PUBLIC_KEY: NETOPIA_KEY }, 'NETOPIA_POS_SIGNATURE'],
    [{ NETOPIA_API_KEY: 'k', NETOPIA_POS_SIGNATURE: 'AB12-CD34' }, 'NETOPIA_POS_SIGNATURE'],
    [{ NETOPIA_API_KEY: 'k', NETOPIA_POS_SIGNATURE: 'AB12-CD34-EF56-GH78-IJ90' }, 'NETOPIA_PUBLIC_KEY'],
    [{ NETOPIA_PUBLIC_KEY: 'not a key' }, 'NETOPIA_PUBLIC_KEY'],
    [{ NETOPIA_ENV: 'prod' }, 'NETOPIA_ENV'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '2' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1,nginx.local' }, 'TRUST_PROXY'],
    [{ DATABASE_LISTEN_URL: 'postgres://u@db/shop' }, 'DATABASE_LISTEN_URL'],
    [{ DATABASE_PREPARED_STATEMENTS: 'off' }, 'DATABASE_PREPARED_STATEMENTS'],
    [{ DATABASE_URL: 'postgres://u@pgbouncer/shop', DATABASE_LISTEN_URL: 'db:5432' }, 'DATABASE_LISTEN_URL'],
  ])('stops with a message naming the variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it('reads Netopia: off by default, the sandbox base unless another is named', () => {
    expect(loadConfig({}).netopia).toBeNull();
    const env = {
      NETOPIA_API_KEY: 'cheie-api',
      NETOPIA_POS_SIGNATURE: 'AB12-CD34-EF56-GH78-IJ90',
      // A one-line .env writes the PEM's line breaks as \n.
      NETOPIA_PUBLIC_KEY: NETOPIA_KEY.replace(/\n/g, '\\n'),
    };
    expect(loadConfig(env).netopia).toEqual({
      apiKey: 'cheie-api',
      posSignature: 'AB12-CD34-EF56-GH78-IJ90',
      publicKey: NETOPIA_KEY,
      env: 'sandbox',
      apiUrl: 'https://secure.sandbox.netopia-payments.com',
    });
    expect(loadConfig({ ...env, NETOPIA_ENV: 'live' }).netopia).toMatchObject({
      env: 'live',
      apiUrl: 'https://secure.netopia-payments.com/api',
    });
    expect(loadConfig({ ...env, NETOPIA_API_URL: 'http://127.0.0.1:4010/' }).netopia).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010',
    });
  });

  it('has checkout defaults: sandbox card, mail to files', () => {
    expect(loadConfig({})).toMatchObject({
      shopName: 'Salvia',
      smtpUrl: undefined,
      mailFrom: 'Salvia <comenzi@salvia-naturals.ro>',
      stripe: null,
    });
  });

  it('reads the checkout variables', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://u:p@smtp.magazin.ro:465',
        MAIL_FROM: 'comenzi@magazin.ro',
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@smtp.magazin.ro:465',
      mailFrom: 'comenzi@magazin.ro',
      stripe: { secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123' },
    });
  });

  describe('push notifications (FCM)', () => {
    const account = {
      type: 'service_account',
      project_id: 'salvia-shop',
      private_key_id: 'k1',
      private_key: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n',
      client_email: 'push@salvia-shop.iam.gserviceaccount.com',
      token_uri: 'https://oauth2.googleapis.com/token',
    };
    const expected = {
      serviceAccount: {
        projectId: 'salvia-shop',
        clientEmail: 'push@salvia-shop.iam.gserviceaccount.com',
        privateKey: account.private_key,
        privateKeyId: 'k1',
        tokenUri: 'https://oauth2.googleapis.com/token',
      },
      apiUrl: 'https://fcm.googleapis.com',
    };

    it('is off without FCM_SERVICE_ACCOUNT', () => {
      expect(loadConfig({}).fcm).toBeNull();
    });

    it('reads the service account from the JSON itself or from a file, and FCM_API_URL', () => {
      expect(loadConfig({ FCM_SERVICE_ACCOUNT: JSON.stringify(account) }).fcm).toEqual(expected);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'fcm-config-'));
      try {
        const file = path.join(dir, 'service-account.json');
        writeFileSync(file, JSON.stringify(account));
        expect(loadConfig({ FCM_SERVICE_ACCOUNT: file, FCM_API_URL: 'http://127.0.0.1:9099/' }).fcm).toEqual({
          ...expected,
          apiUrl: 'http://127.0.0.1:9099',
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it.each([
      ['a missing file', '/nonexistent/service-account.json', /cannot read the file/],
      ['text that is not JSON', '{not json', /is not a service account JSON key/],
      ['a key without its private key', JSON.stringify({ ...account, private_key: 'x' }), /private_key/],
    ])('stops on %s, naming the variable and no secret', (_, value, message) => {
      const load = () => loadConfig({ FCM_SERVICE_ACCOUNT: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/^Invalid configuration:\n {2}FCM_SERVICE_ACCOUNT: /);
      expect(load).toThrow(message);
      expect(load).not.toThrow(/MIIB/);
    });
  });

  describe('RO e-Factura', () => {
    const client = { ANAF_OAUTH_CLIENT_ID: 'shop-client', ANAF_OAUTH_CLIENT_SECRET: 'shop-secret' };

    it('is off by default', () => {
      expect(loadConfig({}).efactura).toBeNull();
      expect(loadConfig({ EFACTURA_ENV: 'off', ...client }).efactura).toBeNull();
    });

    it("reads the environment, ANAF's URLs and the OAuth client; the callback derives from the public URL", () => {
      expect(
        loadConfig({ EFACTURA_ENV: 'test', PUBLIC_URL: 'https://magazin.ro/', ...client }).efactura,
      ).toEqual({
        env: 'test',
        apiUrl: 'https://api.anaf.ro',
        oauthUrl: 'https://logincert.anaf.ro/anaf-oauth2/v1',
        clientId: 'shop-client',
        clientSecret: 'shop-secret',
        redirectUrl: 'https://magazin.ro/api/efactura/oauth/callback',
        tokenKey: undefined,
      });
      const key = 'ab'.repeat(32);
      expect(
        loadConfig({
          EFACTURA_ENV: 'prod',
          ANAF_EFACTURA_URL: 'http://127.0.0.1:9000/',
          ANAF_OAUTH_URL: 'http://127.0.0.1:9000/anaf-oauth2/v1/',
          ANAF_OAUTH_REDIRECT_URL: 'https://magazin.ro/anaf/callback',
          EFACTURA_TOKEN_KEY: key,
          ...client,
        }).efactura,
      ).toMatchObject({
        env: 'prod',
        apiUrl: 'http://127.0.0.1:9000',
        oauthUrl: 'http://127.0.0.1:9000/anaf-oauth2/v1',
        redirectUrl: 'https://magazin.ro/anaf/callback',
        tokenKey: key,
      });
    });

    it('refuses test or prod without the OAuth client, an unknown environment and a short key', () => {
      expect(() => loadConfig({ EFACTURA_ENV: 'test' })).toThrow(/ANAF_OAUTH_CLIENT_ID/);
      expect(() => loadConfig({ EFACTURA_ENV: 'productie', ...client })).toThrow(
        /EFACTURA_ENV: must be off, test or prod/,
      );
      expect(() => loadConfig({ EFACTURA_TOKEN_KEY: 'abc' })).toThrow(
        /EFACTURA_TOKEN_KEY: must be 64 hex digits/,
      );
    });
  });

  describe('Sameday', () => {
    it('is off without an account, and reads the account, URL, pickup point and service', () => {
      expect(loadConfig({}).sameday).toBeNull();
      expect(
        loadConfig({
          SAMEDAY_USERNAME: 'magazin',
          SAMEDAY_PASSWORD: 'parola',
          SAMEDAY_API_URL: 'https://sameday-api.demo.zitec.com/',
          SAMEDAY_PICKUP_POINT_ID: '6001',
          SAMEDAY_SERVICE_ID: '7',
        }).sameday,
      ).toEqual({
        username: 'magazin',
        password: 'parola',
        apiUrl: 'https://sameday-api.demo.zitec.com',
        pickupPointId: '6001',
        serviceId: '7',
      });
      expect(loadConfig({ SAMEDAY_USERNAME: 'magazin', SAMEDAY_PASSWORD: 'parola' }).sameday).toMatchObject({
        apiUrl: 'https://api.sameday.ro',
        pickupPointId: null,
        serviceId: null,
      });
    });

    it('refuses ids that are not numbers', () => {
      expect(() => loadConfig({ SAMEDAY_SERVICE_ID: 'next-day' })).toThrow(/SAMEDAY_SERVICE_ID/);
    });
  });

  describe('media storage', () => {
    it('keeps the data folder and the own /media of the shop by default', () => {
      expect(loadConfig({})).toMatchObject({ storage: { kind: 'local' }, mediaPublicUrl: null });
    });

    it('reads a bucket and a CDN', () => {
      const config = loadConfig({
        MEDIA_STORAGE: 's3',
        S3_BUCKET: 'salvia-media',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        MEDIA_PUBLIC_URL: 'https://cdn.magazin.ro/media/',
      });
      expect(config.storage).toEqual({
        kind: 's3',
        bucket: 'salvia-media',
        region: 'auto',
        endpoint: 'https://abc.r2.cloudflarestorage.com',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      });
      expect(config.mediaPublicUrl).toBe('https://cdn.magazin.ro/media');
      // Without keys: the SDK's own chain (a role); AWS without an endpoint.
      expect(
        loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b-1', S3_REGION: 'eu-central-1' }).storage,
      ).toEqual({
        kind: 's3',
        bucket: 'b-1',
        region: 'eu-central-1',
        endpoint: undefined,
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it('names what is missing or wrong', () => {
      expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE: must be local .* or s3/);
      expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_REGION: 'auto' })).toThrow(/S3_BUCKET: is required/);
      expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media' })).toThrow(/S3_REGION: is required/);
      expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'Media_Bucket', S3_REGION: 'auto' })).toThrow(
        /S3_BUCKET: must be a bucket name/,
      );
      expect(() =>
        loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'key' }),
      ).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
      expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(
        /MEDIA_STORAGE: is local while S3_BUCKET is set/,
      );
      expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(
        /S3_ENDPOINT: must be the http\(s\) URL/,
      );
      expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
        /S3_FORCE_PATH_STYLE: must be true or false/,
      );
      expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'cdn.magazin.ro' })).toThrow(
        /MEDIA_PUBLIC_URL: must be an http/,
      );
      expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.magazin.ro/media?v=1' })).toThrow(
        /MEDIA_PUBLIC_URL: must have no query/,
      );
    });
  });
});
