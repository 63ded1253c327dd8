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
  ])('stops with a message naming the variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });
});
