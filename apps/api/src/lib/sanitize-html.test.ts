import { describe, expect, it } from 'vitest';
import { htmlToPlainText, sanitizeRichText, truncateText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Titlu</h2><p>Text <strong>bold</strong> și <em>italic</em><br></p><ul><li>unu</li></ul><ol><li>doi</li></ol><blockquote>citat</blockquote><h3>a</h3><h4>b</h4>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Titlu</h2><p>Text <strong>bold</strong> și <em>italic</em><br /></p><ul><li>unu</li></ul><ol><li>doi</li></ol><blockquote>citat</blockquote><h3>a</h3><h4>b</h4>',
    );
  });

  it('strips scripts, event handlers, styles and unknown tags', () => {
    const html =
      '<p onclick="x()" style="color:red" class="c">A<script>alert(1)</script></p><img src="https://cdn.ro/a.webp" onerror="alert(2)"><iframe src="https://evil.example"></iframe><style>p{}</style><div>B</div><h1>C</h1>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|alert|onerror|onclick|style|iframe|class=/i);
    expect(clean).toBe('<p>A</p><img src="https://cdn.ro/a.webp" />BC');
  });

  it('allows only web and mail links, and makes every link noopener noreferrer', () => {
    expect(sanitizeRichText('<a href="https://shop.ro" title="T" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://shop.ro" title="T" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:ana@example.ro">m</a>')).toBe(
      '<a href="mailto:ana@example.ro" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeRichText('<a href="/produse/seruri">s</a>')).toBe(
      '<a href="/produse/seruri" rel="noopener noreferrer">s</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it('allows images from https or our own paths, with numeric sizes', () => {
    expect(sanitizeRichText('<img src="/media/blog/a.webp" alt="A" width="640" height="360">')).toBe(
      '<img src="/media/blog/a.webp" alt="A" width="640" height="360" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.ro/a.webp" width="100%" height="x">')).toBe(
      '<img src="https://cdn.ro/a.webp" />',
    );
    for (const src of [
      'http://cdn.ro/a.webp',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '//evil.example/a.png',
    ]) {
      expect(sanitizeRichText(`<p>x<img src="${src}"></p>`), src).toBe('<p>x</p>');
    }
  });
});

describe('htmlToPlainText', () => {
  it('keeps words apart across blocks and decodes entities', () => {
    expect(htmlToPlainText('<p>Unu</p><p>doi &amp; trei<br>patru</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Unu doi & trei patru a b',
    );
    expect(htmlToPlainText('<p>x<script>alert(1)</script> &lt;y&gt; &#259;&#x21B;</p>')).toBe('x <y> ăț');
  });
});

describe('truncateText', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncateText('scurt', 10)).toBe('scurt');
    expect(truncateText('Un text destul de lung, pentru tăiere.', 20)).toBe('Un text destul de…');
  });
});

describe('sanitizeRichText for product descriptions', () => {
  it('keeps tables with small spans and drops their other attributes', () => {
    expect(
      sanitizeRichText(
        '<table style="x"><thead><tr><th colspan="2" onclick="x()">A</th></tr></thead><tbody><tr><td rowspan="abc">1</td><td>2</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><thead><tr><th colspan="2">A</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
  });

  it('keeps images only from the media folder or https', () => {
    expect(sanitizeRichText('<img src="/media/products/a.webp" alt="a">')).toBe(
      '<img src="/media/products/a.webp" alt="a" />',
    );
    expect(
      sanitizeRichText(
        '<p>x<img src="/api/logout/"><img src="http://a.ro/b.png"><img src="data:image/png;base64,AA"></p>',
      ),
    ).toBe('<p>x</p>');
  });

  it('drops SVG and MathML with everything inside them', () => {
    expect(
      sanitizeRichText('<p>a</p><svg><script>alert(1)</script><text>t</text></svg><math><mi>x</mi></math>'),
    ).toBe('<p>a</p>');
  });
});
