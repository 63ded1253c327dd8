import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link\b[^>]*\brel=["']stylesheet["'][^>]*\bhref=["'](\/assets\/[^"']+\.css)["'][^>]*>/gi;
/** The text face of the shop (Latin, variable weight, upright): the one every page's first text uses. */
const TEXT_FONT = /url\((\/assets\/[^)]*-latin-wght-normal-[^)]*\.woff2)\)/;

/**
 * The built index.html with its stylesheets written into the document: on a phone, a separate
 * stylesheet costs a round trip before anything paints (about 0.3 s on Lighthouse's slow 4G), and
 * the shop's CSS is small (about 13 KB compressed). The text font is preloaded, so the first text
 * does not wait for the stylesheet to ask for it. A stylesheet that cannot be read stays a link.
 */
export function inlineStylesheets(html: string, webDist: string): string {
  let font: string | null = null;
  const inlined = html.replace(STYLESHEET, (link, href: string) => {
    const file = path.join(webDist, href);
    if (!file.startsWith(webDist) || !existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    font ??= TEXT_FONT.exec(css)?.[1] ?? null;
    // Nothing in the CSS may end the element early. The disabled link, which browsers do not
    // fetch, tells the app's loader of lazy code that this stylesheet is already in the page.
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
  if (!font) return inlined;
  return inlined.replace(
    /<head>/i,
    (head) => `${head}\n    <link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>`,
  );
}
