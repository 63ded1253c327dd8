/**
 * Per-page `<head>` for the served index.html: what a crawler or a link preview reads without
 * running JavaScript. Every value is escaped for its place: attributes and text as HTML, JSON-LD so
 * that nothing inside it can close the script element.
 */
import { jsonForScript } from '@shop/shared/html';

export type PageHead = {
  lang: 'ro' | 'en';
  /** The whole `<title>`, brand included. */
  title: string;
  /** The title for link previews (og:title), usually without the brand. */
  socialTitle: string;
  description: string;
  /** Null for pages that must not be indexed (404). */
  canonical: string | null;
  /** Language versions of this page, `x-default` included. */
  alternates: { hreflang: string; href: string }[];
  ogType: 'website' | 'product' | 'article';
  siteName: string;
  image: string | null;
  imageAlt?: string;
  keywords?: string[];
  /**
   * The largest image of the page, fetched early at high priority; with `srcset` and `sizes` as
   * the page's `<img>` has them, so the browser fetches the one file the page will show.
   */
  preloadImage?: { href: string; srcset?: string; sizes?: string } | null;
  /** Extra `<meta property>` pairs (product:price:amount…). */
  properties?: [property: string, content: string][];
  jsonLd?: object[];
  noindex?: boolean;
};

const OG_LOCALES = { ro: 'ro_RO', en: 'en_US' } as const;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const meta = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
const property = (name: string, content: string) =>
  `<meta property="${escapeHtml(name)}" content="${escapeHtml(content)}">`;

/** The tags of a page, one per line, without the title and description (injectHead places those). */
export function renderHeadTags(head: PageHead): string {
  const tags: string[] = [];
  if (head.noindex) tags.push(meta('robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const alternate of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    );
  }
  if (head.keywords && head.keywords.length > 0) tags.push(meta('keywords', head.keywords.join(', ')));
  tags.push(
    property('og:type', head.ogType),
    property('og:site_name', head.siteName),
    property('og:title', head.socialTitle),
    property('og:description', head.description),
    property('og:locale', OG_LOCALES[head.lang]),
    property('og:locale:alternate', OG_LOCALES[head.lang === 'ro' ? 'en' : 'ro']),
  );
  if (head.canonical) tags.push(property('og:url', head.canonical));
  if (head.image) {
    tags.push(property('og:image', head.image));
    if (head.imageAlt) tags.push(property('og:image:alt', head.imageAlt));
  }
  for (const [name, content] of head.properties ?? []) tags.push(property(name, content));
  tags.push(
    meta('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', head.socialTitle),
    meta('twitter:description', head.description),
  );
  if (head.image) tags.push(meta('twitter:image', head.image));
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    const responsive = srcset
      ? ` imagesrcset="${escapeHtml(srcset)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}`
      : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`);
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']description["'][^>]*>/i;
const HTML_LANG = /<html\b([^>]*?)\s+lang\s*=\s*(["'])[^"']*\2/i;

/** The document with `lang` on its `<html>` element set to this language. */
export function withDocumentLanguage(html: string, language: 'ro' | 'en'): string {
  return HTML_LANG.test(html)
    ? html.replace(HTML_LANG, (_whole, attributes: string) => `<html${attributes} lang="${language}"`)
    : html.replace(/<html\b/i, `<html lang="${language}"`);
}

/**
 * The page's index.html with this head: the language on `<html>`, the title and description
 * replaced in place, and every other tag added at the end of `<head>`.
 */
export function injectHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = meta('description', head.description);
  let out = withDocumentLanguage(html, head.lang);

  const extra: string[] = [];
  if (TITLE.test(out)) out = out.replace(TITLE, () => title);
  else extra.push(title);
  if (DESCRIPTION.test(out)) out = out.replace(DESCRIPTION, () => description);
  else extra.push(description);
  extra.push(renderHeadTags(head));
  const block = extra.join('\n    ');

  // Replacement callbacks: a `$` in the content must stay a `$`, not a back-reference.
  if (/<\/head>/i.test(out)) return out.replace(/[ \t]*<\/head>/i, () => `    ${block}\n  </head>`);
  if (/<body\b/i.test(out))
    return out.replace(/<body\b/i, (body) => `<head>\n    ${block}\n  </head>\n  ${body}`);
  return `<head>${block}</head>${out}`;
}
