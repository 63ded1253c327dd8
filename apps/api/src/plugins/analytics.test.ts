import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** GA_MEASUREMENT_ID reaches the page in a meta tag and opens the CSP to Google's origins; nothing else does. */
const INDEX_HTML =
  '<!doctype html><html lang="ro"><head><title>Salvia</title></head><body><div id="root"></div></body></html>\n';
const apps: TestApp[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function shopWith(env: Record<string, string>): Promise<TestApp> {
  const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-ga-'));
  dirs.push(webDist);
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  const t = await createTestApp({ webDist, env });
  apps.push(t);
  return t;
}

describe('Google Analytics configuration', () => {
  it('without a measurement ID, pages carry no meta tag and the CSP no Google origin', async () => {
    const t = await shopWith({});
    const page = await t.app.inject('/cart');
    expect(page.body).not.toContain('ga-measurement-id');
    expect(page.headers['content-security-policy']).not.toContain('google');
  });

  it('with one, pages carry it and the CSP lets gtag.js load and send', async () => {
    const t = await shopWith({ GA_MEASUREMENT_ID: 'G-ABC123XYZ' });
    const page = await t.app.inject('/cart');
    expect(page.body).toContain('<meta name="ga-measurement-id" content="G-ABC123XYZ"></head>');
    const csp = String(page.headers['content-security-policy']);
    // The splash's head script is allowed by its hash beside them (docs/decisions/034).
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')? https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
  });

  it('refuses a value that is not a GA4 measurement ID', async () => {
    await expect(shopWith({ GA_MEASUREMENT_ID: '"><script>' })).rejects.toThrow(/GA_MEASUREMENT_ID/);
  });
});
