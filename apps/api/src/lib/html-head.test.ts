import { describe, expect, it } from 'vitest';
import { injectHead, type PageHead } from './html-head';

const head: PageHead = {
  lang: 'en',
  title: 'Cremă $1 & "Co" | Salvia',
  socialTitle: 'Cremă',
  description: 'Descriere <b>',
  canonical: 'https://shop.ro/en/produs/crema',
  alternates: [],
  ogType: 'product',
  siteName: 'Salvia',
  image: null,
  jsonLd: [{ name: '</script><script>alert(1)</script>', note: 'a\u2028b' }],
};

describe('injectHead', () => {
  it('replaces the title, description and language, and adds the rest before </head>', () => {
    const html =
      '<!doctype html><html lang="ro"><head><title>Vechi</title>\n<meta\n  name="description"\n  content="veche"\n/></head><body></body></html>';
    const out = injectHead(html, head);
    expect(out).toContain('<html lang="en">');
    expect(out).toContain('<title>Cremă $1 &amp; &quot;Co&quot; | Salvia</title>');
    expect(out).not.toContain('Vechi');
    expect(out).not.toContain('veche');
    expect(out).toContain('<meta name="description" content="Descriere &lt;b&gt;">');
    expect(out.indexOf('og:type')).toBeLessThan(out.indexOf('</head>'));
    expect(out).not.toContain('</script><script>alert(1)');
    expect(out).not.toContain('og:url" content=""');
  });

  it('adds a head to a page that has none', () => {
    const out = injectHead('<html><body><div id="root"></div></body></html>', head);
    expect(out).toMatch(/^<html lang="en"><head>[\s\S]*<title>[\s\S]*<\/head>\s*<body>/);
  });
});
