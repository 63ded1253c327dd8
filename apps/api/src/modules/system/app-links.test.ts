import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webPathOfAppLink } from './app-links.routes';

/** App Links / Universal Links: the association files, and `/app/…` without the app. */
const FINGERPRINT_A = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0')).join(':');
const FINGERPRINT_B = Array.from({ length: 32 }, () => 'AB').join(':');

let configured: TestApp;
let bare: TestApp;

beforeAll(async () => {
  configured = await createTestApp({
    env: {
      ANDROID_APP_SHA256_FINGERPRINTS: `${FINGERPRINT_A}, ${FINGERPRINT_B}`,
      IOS_APP_TEAM_ID: 'ABCDE12345',
    },
  });
  bare = await createTestApp();
});

afterAll(async () => {
  await configured?.close();
  await bare?.close();
});

describe('association files', () => {
  it('serves assetlinks.json for the app and its certificates, as cacheable JSON', async () => {
    const response = await configured.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'ro.salvia.shop',
          sha256_cert_fingerprints: [FINGERPRINT_A.toUpperCase(), FINGERPRINT_B],
        },
      },
    ]);
  });

  it('serves apple-app-site-association as application/json at that exact path, for /app/*', async () => {
    const response = await configured.app.inject({
      method: 'GET',
      url: '/.well-known/apple-app-site-association',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.ro.salvia.shop'],
            components: [{ '/': '/app/*' }],
            appID: 'ABCDE12345.ro.salvia.shop',
            paths: ['/app/*'],
          },
        ],
      },
    });
  });

  it('answers 404 when the app is not configured', async () => {
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const response = await bare.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('refuses a malformed fingerprint or team id at start-up', () => {
    expect(() => loadConfig({ ANDROID_APP_SHA256_FINGERPRINTS: 'AB:CD' })).toThrow(
      /ANDROID_APP_SHA256_FINGERPRINTS/,
    );
    expect(() => loadConfig({ IOS_APP_TEAM_ID: 'abc' })).toThrow(/IOS_APP_TEAM_ID/);
    expect(loadConfig({}).androidAppFingerprints).toEqual([]);
    expect(loadConfig({}).iosAppTeamId).toBeNull();
  });
});

describe('an app link opened in a browser', () => {
  it.each([
    ['/app/comanda-finalizata?id=12', '/comanda-finalizata?id=12'],
    ['/app/en/success?order=3&key=abc', '/en/success?order=3&key=abc'],
    ['/app/produse/crema-de-fata/', '/produse/crema-de-fata/'],
    ['/app', '/'],
    ['/app/', '/'],
    ['/app?x=1', '/?x=1'],
  ])('redirects %s to %s', async (from, to) => {
    const response = await bare.app.inject({ method: 'GET', url: from });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(to);
  });

  it.each(['/app//evil.example/x', '/app/\\evil.example', '/app//\\evil.example'])(
    'never leaves the shop: %s goes home',
    (url) => {
      expect(webPathOfAppLink(url)).toBe('/');
    },
  );

  it('sends a protocol-relative attempt home through the route too', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/app//evil.example/x' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('leaves paths that only begin like /app alone', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/application' });
    expect(response.statusCode).toBe(404);
  });
});
