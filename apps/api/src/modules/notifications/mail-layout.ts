import { escapeHtml } from '../../lib/html-head';

/** Every HTML mail of the shop: its name on top, the body in a 600 px column. */
export function mailPage(lang: string, shopName: string, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;background:#f6f5f2;font-family:Arial,Helvetica,sans-serif;color:#222">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff">` +
    `<p style="font-size:20px;font-weight:bold;color:#2f5d50;margin:0 0 16px">${escapeHtml(shopName)}</p>` +
    body +
    `</div></body></html>`
  );
}

/** A link drawn as the shop's button. */
export function mailButton(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#2f5d50;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
}
