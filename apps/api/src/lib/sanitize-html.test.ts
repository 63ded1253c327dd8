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
      '<a href="https://shop.ro" title="T" rel="noopener noreferrer" target="_blank">x</a>',
    );
    for (const target of ['_top', '_parent', 'cadru', '_self']) {
      expect(sanitizeRichText(`<a href="/x" target="${target}">x</a>`), target).toBe(
        '<a href="/x" rel="noopener noreferrer">x</a>',
      );
    }
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
      '/produse/x.png',
      'media/relative.png',
      'https:/evil.example/a.png',
      'javascript:alert(1)',
      '//evil.example/a.png',
    ]) {
      expect(sanitizeRichText(`<p>x<img src="${src}"></p>`), src).toBe('<p>x</p>');
    }
  });
});

describe('sanitizeRichText and what the editor writes', () => {
  it('keeps every tag the editor produces', () => {
    const html =
      '<p><b>b</b><i>i</i><u>u</u><s>s</s><code>c</code></p><hr><pre><code>x &lt; y</code></pre>' +
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>A</p></th><th colspan="2" rowspan="1"><p>B</p></th></tr>' +
      '<tr><td colspan="1" rowspan="3"><p>1</p></td><td colspan="x" rowspan="1000"><p>2</p></td></tr></tbody></table>' +
      '<table><thead><tr><th>h</th></tr></thead></table>';
    expect(sanitizeRichText(html)).toBe(
      '<p><b>b</b><i>i</i><u>u</u><s>s</s><code>c</code></p><hr /><pre><code>x &lt; y</code></pre>' +
        '<table><tbody><tr><th><p>A</p></th><th colspan="2"><p>B</p></th></tr>' +
        '<tr><td rowspan="3"><p>1</p></td><td><p>2</p></td></tr></tbody></table>' +
        '<table><thead><tr><th>h</th></tr></thead></table>',
    );
  });

  it('keeps a link as the editor writes it', () => {
    expect(
      sanitizeRichText(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://anpc.ro">ANPC</a></p>',
      ),
    ).toBe('<p><a rel="noopener noreferrer" href="https://anpc.ro" target="_blank">ANPC</a></p>');
  });
});

/**
 * Known ways to run script through an HTML filter (OWASP XSS filter evasion cheat sheet and
 * similar lists): none may leave anything executable behind.
 */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("x")`>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src="jav&#x0A;ascript:alert(1);">',
  '<img src=" &#14;  javascript:alert(1);">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://ok.ro" onmouseover="alert(1)">x</a>',
  '<a href="https://ok.ro" style="position:fixed;top:0;left:0;width:100%;height:100%">x</a>',
  '<img src="https://ok.ro/a.png" onload="alert(1)" style="x:expression(alert(1))">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><script>alert(2)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<table background="javascript:alert(1)"><tr><td onclick="alert(1)">x</td></tr></table>',
  '<td colspan="2 onmouseover=alert(1)">x</td>',
  '<p><!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<template><script>alert(1)</script></template>',
  '<p>a</p><xss onafterscriptexecute=alert(1)>x</xss>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '<a href="/x" target="_top" onclick="alert(1)">x</a>',
  '<h2 onclick="alert(1)" id="x" class="y">t</h2>',
  '<pre><code onmouseover="alert(1)">x</code></pre>',
  '<img src="/media/a.webp" srcset="javascript:alert(1) 1x">',
  '<img src="https://ok.ro/a.png" alt="x" onerror="alert(1)"/>',
  '<a href="https://ok.ro" formaction="javascript:alert(1)">x</a>',
];

const ALLOWED_TAGS = new Set(
  'p h2 h3 h4 strong b em i u s ul ol li blockquote a img table thead tbody tr th td br hr code pre'.split(
    ' ',
  ),
);

describe('sanitizeRichText against XSS payloads', () => {
  it.each(XSS_PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const [, tag] of clean.matchAll(/<\/?([a-zA-Z][\w:-]*)/g)) {
      expect(ALLOWED_TAGS.has(tag!.toLowerCase()), `<${tag}> in ${clean}`).toBe(true);
    }
    // Attributes inside tags only (text like "onerror=" between tags is escaped and harmless).
    for (const [, attributes] of clean.matchAll(/<[a-z][\w]*((?:\s+[^>]*)?)\/?>/gi)) {
      expect(attributes, clean).not.toMatch(
        /\s(on\w+|style|srcset|srcdoc|xlink:href|formaction|class|id|background)\s*=/i,
      );
      expect(attributes, clean).not.toMatch(/(javascript|vbscript|data)\s*:/i);
    }
    expect(clean).not.toMatch(/<script|<\/script/i);
    // Cleaning is stable: a second pass changes nothing.
    expect(sanitizeRichText(clean)).toBe(clean);
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
