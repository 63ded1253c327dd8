import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link\b[^>]*\brel=["']stylesheet["'][^>]*\bhref=["'](\/assets\/[^"']+\.css)["'][^>]*>/gi;
/**
 * The text faces of the shop (variable weight, upright) that every page's first text uses: Latin,
 * and Latin Extended, which holds Romanian's ă, ș and ț. Without the second, those letters are
 * drawn in a fallback face until it arrives, and the wider or narrower words then wrap again and
 * move what follows (a category's tag row moved its products 44 px: CLS 0.24 on a desktop).
 */
const TEXT_FONTS = [
  /url\((\/assets\/[^)]*-latin-wght-normal-[^)]*\.woff2)\)/,
  /url\((\/assets\/[^)]*-latin-ext-wght-normal-[^)]*\.woff2)\)/,
];

/**
 * The built index.html with its stylesheets written into the document: on a phone, a separate
 * stylesheet costs a round trip before anything paints (about 0.3 s on Lighthouse's slow 4G), and
 * the shop's CSS is small (about 13 KB compressed). The text fonts are preloaded, so the first text
 * does not wait for the stylesheet to ask for them. A stylesheet that cannot be read stays a link.
 */
export function inlineStylesheets(html: string, webDist: string): string {
  const fonts: string[] = [];
  const inlined = html.replace(STYLESHEET, (link, href: string) => {
    const file = path.join(webDist, href);
    if (!file.startsWith(webDist) || !existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    if (fonts.length === 0) fonts.push(...TEXT_FONTS.flatMap((face) => face.exec(css)?.[1] ?? []));
    // Nothing in the CSS may end the element early. The disabled link, which browsers do not
    // fetch, tells the app's loader of lazy code that this stylesheet is already in the page.
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
  if (fonts.length === 0) return inlined;
  const preloads = fonts
    .map((font) => `\n    <link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>`)
    .join('');
  return inlined.replace(/<head>/i, (head) => `${head}${preloads}`);
}
