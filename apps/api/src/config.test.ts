import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      orderRateLimit: 10,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      ADMIN_EMAIL: 'sef@magazin.ro',
      ADMIN_PASSWORD: 'o parola lunga',
      PUBLIC_URL: 'https://magazin.ro/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ORDER_RATE_LIMIT: '25',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/shop',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      adminEmail: 'sef@magazin.ro',
      adminPassword: 'o parola lunga',
      publicUrl: 'https://magazin.ro',
      logLevel: 'warn',
      trustProxy: true,
      orderRateLimit: 25,
    });
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
    [{ ORDER_RATE_LIMIT: '0' }, 'ORDER_RATE_LIMIT'],
    [{ ORDER_RATE_LIMIT: 'zece' }, 'ORDER_RATE_LIMIT'],
    [{ SMTP_URL: 'mail.example.ro' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nu e adresă' }, 'MAIL_FROM'],
    [{ SHOP_IBAN: 'RO49AAAA1B31007593840001' }, 'SHOP_IBAN'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_WEBHOOK_SECRET'],
  ])('stops with a message naming the variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it('has checkout defaults: demo IBAN, sandbox card, mail to files', () => {
    expect(loadConfig({})).toMatchObject({
      shopName: 'Salvia',
      shopIban: 'RO49AAAA1B31007593840000',
      shopBeneficiary: 'Salvia Demo SRL',
      smtpUrl: undefined,
      mailFrom: 'Salvia <comenzi@salvia.example>',
      stripe: null,
    });
  });

  it('reads the checkout variables', () => {
    expect(
      loadConfig({
        SHOP_IBAN: 'ro49 aaaa 1b31 0075 9384 0000',
        SHOP_BENEFICIARY: 'Magazin SRL',
        SMTP_URL: 'smtps://u:p@smtp.magazin.ro:465',
        MAIL_FROM: 'comenzi@magazin.ro',
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      }),
    ).toMatchObject({
      shopIban: 'RO49AAAA1B31007593840000',
      shopBeneficiary: 'Magazin SRL',
      smtpUrl: 'smtps://u:p@smtp.magazin.ro:465',
      mailFrom: 'comenzi@magazin.ro',
      stripe: { secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123' },
    });
  });
});
