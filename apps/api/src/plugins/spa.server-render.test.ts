import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPLASH_COVER_SCRIPT } from '@shop/shared/splash-gate';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="UTF-8" />
    <title>Salvia</title>
    <meta name="description" content="Magazin." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A stand-in for the web app's server entry, with the same contract: it answers through the
 * transport the API hands it (so the test proves the calls stay in-process) and streams its body.
 */
const RENDERER = `
let transport;
export const serverRenderer = {
  async prepare(options) { transport = options.transport; },
  async render({ url, cookie }) {
    const path = url.split('?')[0];
    if (path === '/cos') return { kind: 'client' };
    if (path === '/mutat') return { kind: 'redirect', status: 302, location: '/produse' };
    if (path === '/eroare') throw new Error('render failed');
    const health = await transport('/api/health', { method: 'GET' });
    const language = /(^|; )lang=en/.test(cookie ?? '') ? 'en' : 'ro';
    async function* body() {
      yield '<main><h1>Pagina ' + path + '</h1>';
      yield '<p>health ' + health.status + ' ' + (await health.text()).length + '</p></main>';
    }
    const declared = {
      '/en/despre-noi': { title: 'About us | Salvia', socialTitle: 'About us', description: 'Who we are & why.', jsonLd: [{ '@type': 'AboutPage' }] },
      '/search': { title: 'Căutare | Salvia', socialTitle: 'Căutare', description: 'Caută.', noindex: true },
    }[path];
    return {
      kind: 'page',
      status: path === '/lipsa' ? 404 : 200,
      language,
      body: body(),
      state: JSON.stringify({ language, path }).replace(/</g, '\\\\u003c'),
      ...(declared ? { head: declared } : {}),
    };
  },
};
`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-render-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  const serverEntry = path.join(webDist, 'entry-server.mjs');
  await fs.writeFile(serverEntry, RENDERER);
  t = await createTestApp({ webDist, serverEntry });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('server-rendered pages', () => {
  it('places the rendered page inside the root element, with its state beside it', async () => {
    const response = await page('/despre-noi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<div id="root"><main><h1>Pagina /despre-noi</h1>');
    expect(response.body).toMatch(/<p>health 200 \d+<\/p><\/main><\/div>/);
    expect(response.body).toContain(
      '<script type="application/json" id="app-state">{"language":"ro","path":"/despre-noi"}</script>',
    );
    // The rest of the document is the built one, in order.
    expect(response.body.indexOf('/assets/index-abc123.js')).toBeLessThan(response.body.indexOf('id="root"'));
    expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('keeps the Content Security Policy: the state is data, not a script to run', async () => {
    const response = await page('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    for (const script of scripts)
      expect(script).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
  });

  it("allows the splash's head script by the hash of its text, and no other inline script", async () => {
    const csp = String((await page('/')).headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    const digest = createHash('sha256').update(SPLASH_COVER_SCRIPT).digest('base64');
    expect(scriptSources).toContain(`'sha256-${digest}'`);
    expect(scriptSources.filter((source) => source.startsWith("'sha") || source.includes('unsafe'))).toEqual([
      `'sha256-${digest}'`,
    ]);
  });

  it('puts the head a page declared in the HTML, with its canonical address and languages', async () => {
    const html = (await page('/en/despre-noi')).body;
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toContain('<title>About us | Salvia</title>');
    expect(head).toContain('<meta name="description" content="Who we are &amp; why.">');
    expect(head).not.toContain('Magazin.');
    expect(head).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/en/despre-noi">`);
    for (const [lang, prefix] of [
      ['ro', ''],
      ['en', '/en'],
      ['x-default', ''],
    ])
      expect(head).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${TEST_PUBLIC_URL}${prefix}/despre-noi">`,
      );
    expect(head).toContain('<meta property="og:title" content="About us">');
    expect(head).toContain('<script type="application/ld+json">{"@type":"AboutPage"}</script>');
  });

  it('keeps a page that asked not to be indexed out of search engines, without a canonical', async () => {
    const html = (await page('/search')).body;
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toContain('<title>Căutare | Salvia</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('hreflang');
  });

  it('leaves the built head of a page that declared none', async () => {
    const head = (await page('/despre-noi')).body.split('<body')[0]!;
    expect(head).toContain('<title>Salvia</title>');
    expect(head).not.toContain('rel="canonical"');
  });

  it('answers 404 for the not-found page, with the page', async () => {
    const response = await page('/lipsa');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Pagina /lipsa</h1>');
  });

  it('sets the document language to the one the page was rendered in', async () => {
    const response = await page('/produse', { cookie: 'lang=en' });
    expect(response.body).toMatch(/<html lang="en"/);
  });

  it('compresses pages', async () => {
    const response = await page('/produse', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the shell for pages the browser renders, and when rendering fails', async () => {
    for (const url of ['/cos', '/eroare']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('app-state');
    }
  });

  it('follows the renderer’s redirects', async () => {
    const response = await page('/mutat');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/produse');
  });

  it('leaves API and media paths to their own 404', async () => {
    for (const url of ['/api/nu-exista', '/media/nu-exista.webp']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
