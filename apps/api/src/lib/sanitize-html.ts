import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist for HTML that editors write (blog bodies now, product descriptions from the
 * admin later). Everything else is dropped: scripts, styles, event handlers, iframes, `javascript:`
 * and `data:` URLs. Text inside a dropped tag is kept, except for tags whose content is code.
 */
/** A table cell keeps a span only when it is a small number. */
function cellWithSpans(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: Record<string, string> = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name];
    if (value !== undefined && /^\d{1,2}$/.test(value)) kept[name] = value;
  }
  return { tagName, attribs: kept };
}

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'a',
    'blockquote',
    'br',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Links: web and mail addresses, or a path on this site ("/produse/seruri"). Images: https or ours.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    // Every link opens without giving the target page a handle on ours or our address.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    img: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value)) continue;
        // An image is ours (a media path) or https; any other relative path could point anywhere on the site.
        if (name === 'src' && !/^(https:\/\/|\/media\/)/i.test(value.trim())) continue;
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
    td: cellWithSpans,
    th: cellWithSpans,
  },
  // An image without a source (dropped as unsafe) is noise.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

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

/** Cuts plain text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.–-]+$/, '')}…`;
}
