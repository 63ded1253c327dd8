import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'shop-inline-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'assets/index-1.css'),
  '@font-face{font-family:Source;src:url(/assets/source-latin-ext-wght-normal-CD.woff2) format("woff2")}' +
    '@font-face{font-family:Source;src:url(/assets/source-latin-wght-normal-AB.woff2) format("woff2")}' +
    '@font-face{font-family:Source;src:url(/assets/source-greek-wght-normal-EF.woff2) format("woff2")}body{color:red}/*</style>*/',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const html = `<html><head>
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body></body></html>`;

describe('inlineStylesheets', () => {
  it('writes the stylesheet into the document and preloads the Latin and Latin Extended text fonts', () => {
    const out = inlineStylesheets(html, webDist);
    expect(out).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(out).toContain('<style>@font-face');
    expect(out).toContain('body{color:red}');
    expect(out.match(/<link rel="preload" as="font"[^>]*>/g)).toEqual([
      '<link rel="preload" as="font" type="font/woff2" href="/assets/source-latin-wght-normal-AB.woff2" crossorigin>',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/source-latin-ext-wght-normal-CD.woff2" crossorigin>',
    ]);
  });

  it('cannot be ended early by the CSS', () => {
    const out = inlineStylesheets(html, webDist);
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });

  it('keeps a link it cannot read, and anything outside the build', () => {
    const missing = html.replace('index-1.css', 'index-2.css');
    expect(inlineStylesheets(missing, webDist)).toBe(missing);
    const outside = html.replace('/assets/index-1.css', '/assets/../../etc/passwd.css');
    expect(inlineStylesheets(outside, webDist)).toBe(outside);
  });
});
