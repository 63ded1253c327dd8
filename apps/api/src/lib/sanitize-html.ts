import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

let sanitizeHtmlModule: typeof SanitizeHtml | undefined;
/**
 * sanitize-html (with htmlparser2, postcss and their dependencies), loaded from node_modules when
 * first used rather than evaluated with the bundle at every start (docs/decisions/078).
 */
function sanitizeHtml(html: string, options: SanitizeHtml.IOptions): string {
  sanitizeHtmlModule ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml;
  return sanitizeHtmlModule(html, options);
}

/** Table cells may span a few rows or columns; the value must be a plain small number. */
const SPAN = /^[1-9]\d?$/;
/** Images come from our own media folder or from an https address, never data: or other schemes. */
const IMAGE_SOURCE = /^(?:https:\/\/[^\s/]|\/media\/)/i;

/**
 * The one allowlist for HTML that editors write (product descriptions and blog bodies): exactly
 * what the admin's rich-text editor produces. Everything else is dropped: scripts, styles, `style`
 * and event-handler attributes, iframes, objects, SVG and MathML, forms, and `javascript:`,
 * `vbscript:` and `data:` URLs (also when obfuscated with entities, control characters or case:
 * sanitize-html decodes and strips those before it compares the scheme). Text inside a dropped tag
 * is kept, except for tags whose content is code.
 */
const RICH_TEXT_OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'br',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Links: web and mail addresses, or a path on this site ("/produse/seruri"). Images: https or ours.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'select',
    'noembed',
    'noframes',
    'xmp',
    'title',
  ],
  transformTags: {
    // Every link opens without giving the target page a handle on ours or our address; a target
    // other than a new tab (a named frame, _parent, _top) is dropped.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: { ...rest, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
      };
    },
    img: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value)) continue;
        if (name === 'src' && !IMAGE_SOURCE.test(value.trim())) continue;
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
    th: keepSpans,
    td: keepSpans,
  },
  // An image without a source (dropped as unsafe) is noise.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function keepSpans(tagName: string, attribs: SanitizeHtml.Attributes): SanitizeHtml.Tag {
  const kept: SanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan'] as const) {
    const value = attribs[name];
    // colspan="1" is the default that the editor writes on every cell: noise in stored HTML.
    if (value && SPAN.test(value) && value !== '1') kept[name] = value;
  }
  return { tagName, attribs: kept };
}

/** Cleans editor HTML with the shop's allowlist; run it on every write, never trust stored HTML from outside. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** The text of an HTML fragment, one line: for meta descriptions, JSON-LD and excerpts. */
export function htmlToPlainText(html: string): string {
  // Block ends become spaces first, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|td|th)\s*>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: RICH_TEXT_OPTIONS.nonTextTags,
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * Text a visitor typed (a review, a contact message), with any markup removed and its entities
 * decoded (markup spelt as entities is removed too): the lines stay, spaces inside a line are collapsed, and at most one blank line is kept
 * between paragraphs. The web app shows it as text, never as HTML.
 */
export function stripMarkup(text: string): string {
  const strip = (value: string) =>
    decodeEntities(
      sanitizeHtml(value, {
        allowedTags: [],
        allowedAttributes: {},
        nonTextTags: RICH_TEXT_OPTIONS.nonTextTags,
      }),
    );
  // Twice: markup written as entities ("&lt;b&gt;") is markup once decoded.
  return strip(strip(text))
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts plain text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.\u2013-]+$/, '')}…`;
}
