import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Every public page as a crawler, a link preview or a reader without JavaScript meets it: the list
 * of pages is the shop's own sitemap (built from the routes and the catalogue), so a page added
 * tomorrow is checked the day it appears there.
 */

type SitemapEntry = { loc: string; path: string; lang: 'ro' | 'en'; alternates: Record<string, string> };

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const decodeHtml = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function sitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => {
    const loc = decodeXml(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '');
    const alternates = Object.fromEntries(
      [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [
        lang,
        decodeXml(href),
      ]),
    );
    const pagePath = new URL(loc).pathname;
    return { loc, path: pagePath, lang: /^\/en(\/|$)/.test(pagePath) ? 'en' : 'ro', alternates };
  });
}

/** The route a path belongs to: `/produs/:slug`, `/faq`, … (the language prefix left out). */
function routeOf(pagePath: string): string {
  const rest = pagePath.replace(/^\/en(?=\/|$)/, '') || '/';
  const [first = '', second] = rest.split('/').filter(Boolean);
  return second ? `/${first}/:slug` : `/${first}`;
}

/**
 * Every page of a fixed route, and a few of each route with a parameter (a product, a post, a
 * category): the head comes from the route, so three stand for the thousand.
 */
async function publicPages(request: APIRequestContext): Promise<SitemapEntry[]> {
  const perRoute = new Map<string, number>();
  return (await sitemap(request)).filter((entry) => {
    const key = `${entry.lang} ${routeOf(entry.path)}`;
    const seen = perRoute.get(key) ?? 0;
    perRoute.set(key, seen + 1);
    return !key.endsWith(':slug') || seen < 3;
  });
}

type Head = {
  lang: string | null;
  title: string | null;
  description: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
};

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('<body'));
  const attribute = (pattern: RegExp) => {
    const value = pattern.exec(head)?.[1];
    return value === undefined ? null : decodeHtml(value);
  };
  return {
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? null,
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]+)"/),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang = '', href = '']) => [lang, decodeHtml(href)],
      ),
    ),
  };
}

test.describe('the head of every public page', () => {
  test('has its own title and description, its canonical address and its languages', async ({ request }) => {
    const pages = await publicPages(request);
    const routes = new Set(pages.map((entry) => routeOf(entry.path)));
    // The information pages are among them, in both languages.
    expect([...routes]).toEqual(expect.arrayContaining(['/despre-noi', '/faq', '/contact', '/produse']));

    // Per language: a page's title may read the same in both ("Contact").
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const problems: string[] = [];
    for (const entry of pages) {
      const response = await request.get(entry.path);
      expect(response.status(), entry.path).toBe(200);
      const head = headOf(await response.text());
      const wrong = (what: string) => problems.push(`${entry.path}: ${what}`);
      if (head.lang !== entry.lang) wrong(`lang ${head.lang}`);
      if (!head.title) wrong('no title');
      if (!head.description) wrong('no description');
      if (head.canonical !== entry.loc) wrong(`canonical ${head.canonical}`);
      for (const hreflang of ['ro', 'en', 'x-default']) {
        if (!entry.alternates[hreflang]) wrong(`the sitemap has no ${hreflang} alternate`);
        if (head.alternates[hreflang] !== entry.alternates[hreflang])
          wrong(`hreflang ${hreflang}: ${head.alternates[hreflang]}`);
      }
      // A page with the home's (or another page's) title or description kept the generic head.
      const title = `${entry.lang} ${head.title}`;
      const description = `${entry.lang} ${head.description}`;
      const sameTitle = titles.get(title);
      if (sameTitle) wrong(`the title of ${sameTitle}: ${head.title}`);
      const sameDescription = descriptions.get(description);
      if (sameDescription) wrong(`the description of ${sameDescription}`);
      titles.set(title, entry.path);
      descriptions.set(description, entry.path);
    }
    expect(problems).toEqual([]);
  });

  test('the FAQ carries every answer and its FAQPage data', async ({ request }) => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const locales = path.resolve(here, '../../apps/web/src/locales');
    for (const lang of ['ro', 'en'] as const) {
      const content = JSON.parse(readFileSync(path.join(locales, lang, 'content.json'), 'utf8')) as {
        faq: { groups: Record<string, { items: Record<string, { q: string; a: string }> }> };
      };
      const items = Object.values(content.faq.groups).flatMap((group) => Object.values(group.items));
      const html = await (await request.get(lang === 'en' ? '/en/faq' : '/faq')).text();
      const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map(([, json = '']) => JSON.parse(json) as { '@type': string; mainEntity?: unknown[] })
        .find((entry) => entry['@type'] === 'FAQPage');
      expect(data?.mainEntity, lang).toHaveLength(items.length);
      // The page's text as a reader gets it: tags (links inside answers) and React's markers removed.
      const body = decodeHtml(
        html
          .slice(html.indexOf('<div id="root">'))
          .replace(/<!--[\s\S]*?-->/g, '')
          .replace(/<[^>]+>/g, ''),
      );
      for (const item of items) {
        expect(body, item.q).toContain(item.q);
        // The answer's words (its inline marks aside) are in the page, not only once it is opened.
        const words = item.a
          .replace(/\*\*|`|\[([^\]]+)\]\([^)]+\)/g, '$1')
          .split('{{')[0]!
          .slice(0, 40);
        expect(body, item.q).toContain(words);
      }
    }
  });
});

test.describe('the Nu HTML checker', () => {
  test('finds no error in the server-rendered public pages', async ({ request }) => {
    test.setTimeout(240_000);
    // `npm test` installs Java when it can; a machine without it fails here rather than skip.
    const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
    expect(
      java.error === undefined && java.status === 0,
      'Java is missing (Debian: apt-get install default-jre-headless): vnu.jar needs it.',
    ).toBe(true);
    const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
    const pages = (await publicPages(request)).filter((entry) => entry.lang === 'ro');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-vnu-'));
    try {
      const written: string[] = [];
      // One page at a time: the server renders them on the machine's few cores.
      for (const pagePath of [
        ...pages.map((entry) => entry.path),
        '/search?searchText=crema',
        '/nu-exista',
      ]) {
        const file = path.join(dir, `${written.length}-${pagePath.replace(/[^a-z0-9]+/gi, '-')}.html`);
        writeFileSync(file, await (await request.get(pagePath, { timeout: 30_000 })).text());
        written.push(file);
      }
      const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...written], {
        encoding: 'utf8',
        maxBuffer: 32 * 1024 * 1024,
      });
      const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
        messages: { type: string; url?: string; message: string; extract?: string }[];
      };
      const errors = report.messages
        // The checker's CSS grammar predates what the inlined stylesheet uses (@property,
        // @starting-style): the markup is what this test holds to the standard.
        .filter((message) => message.type === 'error' && !message.message.startsWith('CSS:'))
        .map(
          (message) => `${path.basename(message.url ?? '')}: ${message.message} (${message.extract ?? ''})`,
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
