import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MODE, appApiOrigin } from '../vite.config.ts';

// The web build stays relative (the API process serves its pages) whatever the environment holds;
// the native app's bundle (`--mode app`) calls the shop on the origin it was built with. Both are
// built here for real, into temporary folders, with the same APP_API_ORIGIN set.
// A path from the string: jsdom's URL class is not the one node:url accepts.
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOP = 'https://bundle-test.shop.example.ro';
/** A string literal holding exactly `text`, as the minifier writes it (backticks or quotes). */
const literal = (text: string) =>
  new RegExp(`[\`"']${text.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[\`"']`);

async function buildInto(mode: string, ssrEntry?: string): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), `shop-${ssrEntry ? 'server' : mode}-bundle-`));
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    mode,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, copyPublicDir: false, ...(ssrEntry ? { ssr: ssrEntry } : {}) },
  });
  return outDir;
}

async function textFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(?:js|css|html)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

const contentSecurityPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");

let webDir = '';
let serverDir = '';
let appDir = '';
let saved: string | undefined;

beforeAll(async () => {
  saved = process.env.APP_API_ORIGIN;
  process.env.APP_API_ORIGIN = SHOP;
  webDir = await buildInto('production');
  serverDir = await buildInto('production', 'src/entry-server.tsx');
  appDir = await buildInto(APP_MODE);
}, 240_000);

afterAll(async () => {
  if (saved === undefined) delete process.env.APP_API_ORIGIN;
  else process.env.APP_API_ORIGIN = saved;
  await Promise.all(
    [webDir, serverDir, appDir].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })),
  );
});

describe('the web bundle', () => {
  it('holds no absolute API origin, in the browser or in the server renderer', async () => {
    for (const dir of [webDir, serverDir]) {
      const files = await textFiles(dir);
      expect(files.size).toBeGreaterThan(3);
      for (const [file, text] of files) {
        expect(text.includes(SHOP), `${file} holds the app's API origin`).toBe(false);
        // The development server's API target (vite.config.ts) is no origin of the built pages either.
        expect(text.includes('localhost:3000'), `${file} holds the development API origin`).toBe(false);
        expect(text.includes('undefined/api'), `${file} has no API origin defined`).toBe(false);
      }
      // The API is called on the pages' own origin.
      expect([...files.values()].some((text) => literal('/api').test(text))).toBe(true);
    }
    // Its Content-Security-Policy is the API's header, not a <meta>.
    expect(contentSecurityPolicy((await textFiles(webDir)).get('index.html') ?? '')).toBeUndefined();
  });
});

describe('the server renderer', () => {
  it('is Latin-1 text, which the API process keeps at one byte a character', async () => {
    const scripts = [...(await textFiles(serverDir))].filter(([file]) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const [file, text] of scripts) {
      const at = [...text].findIndex((character) => character.codePointAt(0)! > 0xff);
      expect(
        at,
        `${file} has a character beyond Latin-1: …${text.slice(Math.max(0, at - 40), at + 5)}…`,
      ).toBe(-1);
    }
  });
});

describe('the app bundle', () => {
  it('calls the configured origin, which its Content-Security-Policy allows', async () => {
    const files = await textFiles(appDir);
    const scripts = [...files].filter(([file]) => file.endsWith('.js'));
    expect(scripts.some(([, text]) => literal(SHOP).test(text))).toBe(true);
    expect(scripts.some(([, text]) => literal('/api').test(text))).toBe(false);
    const policy = contentSecurityPolicy(files.get('index.html') ?? '');
    expect(policy).toContain(`connect-src 'self' ${SHOP}`);
    expect(policy).toMatch(new RegExp(`img-src [^;]*${SHOP.replaceAll('.', '\\.')}`));
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  });
});

describe('the app build origin (APP_API_ORIGIN)', () => {
  it('is required, an origin, and https except on loopback', () => {
    expect(() => appApiOrigin(undefined)).toThrow(/needs APP_API_ORIGIN/);
    expect(() => appApiOrigin(' ')).toThrow(/needs APP_API_ORIGIN/);
    expect(() => appApiOrigin('shop.example.ro')).toThrow(/not a URL/);
    expect(() => appApiOrigin('http://shop.example.ro')).toThrow(/must be https/);
    expect(() => appApiOrigin('https://shop.example.ro/api')).toThrow(/origin alone/);
    expect(appApiOrigin('https://shop.example.ro/')).toBe('https://shop.example.ro');
    expect(appApiOrigin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(appApiOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('stops the app build when missing', async () => {
    delete process.env.APP_API_ORIGIN;
    try {
      await expect(buildInto(APP_MODE)).rejects.toThrow(/needs APP_API_ORIGIN/);
    } finally {
      process.env.APP_API_ORIGIN = SHOP;
    }
  }, 120_000);
});
