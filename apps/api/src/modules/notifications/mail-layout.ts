import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
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

type Identity = Pick<ShopSettings, 'company_name' | 'cui' | 'trade_register' | 'address' | 'phone' | 'email'>;

/**
 * The seller's identity under a mail (Legea 365/2002 art. 5: name, registration, address and
 * contact on every commercial communication): in the HTML below the page's column, in the text
 * after the signature separator.
 */
export function withShopIdentity<T extends { html: string; text: string }>(mail: T, shop: Identity): T {
  const line1 = `${shop.company_name} · CUI ${shop.cui} · Reg. Com. ${shop.trade_register}`;
  const footer =
    `<div style="max-width:600px;margin:0 auto;padding:16px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#666">` +
    `${escapeHtml(line1)}<br>${escapeHtml(shop.address)}<br>` +
    `Tel. ${escapeHtml(shop.phone)} · <a href="mailto:${escapeHtml(shop.email)}" style="color:#666">${escapeHtml(shop.email)}</a>` +
    `</div>`;
  const closing = mail.html.lastIndexOf('</body>');
  const html =
    closing === -1 ? mail.html + footer : mail.html.slice(0, closing) + footer + mail.html.slice(closing);
  const text = `${mail.text.trimEnd()}\n\n-- \n${line1}\n${shop.address}\nTel. ${shop.phone} · ${shop.email}\n`;
  return { ...mail, html, text };
}
