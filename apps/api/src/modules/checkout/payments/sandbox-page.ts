import type { Language } from '@shop/shared/constants';
import { formatLei } from '@shop/shared/money';
import { escapeHtml } from '../../../lib/html-head';

const TEXTS = {
  ro: {
    title: 'Plată cu cardul',
    sandbox: 'Mediu de test: nu se debitează niciun card.',
    order: (id: number) => `Comanda nr. ${id}`,
    amount: 'Suma de plată',
    card: 'Card de test',
    cardHolder: 'Titular',
    approve: 'Aprobă plata',
    decline: 'Refuză plata',
    closedTitle: 'Plata nu mai este posibilă',
    closed: (id: number) => `Comanda nr. ${id} nu mai așteaptă plata (a fost anulată sau a expirat).`,
    missingTitle: 'Plata nu a fost găsită',
    missing: 'Linkul de plată nu este valid sau a fost înlocuit de o încercare nouă.',
    back: 'Înapoi la magazin',
  },
  en: {
    title: 'Card payment',
    sandbox: 'Test environment: no card is charged.',
    order: (id: number) => `Order no. ${id}`,
    amount: 'Amount to pay',
    card: 'Test card',
    cardHolder: 'Card holder',
    approve: 'Approve payment',
    decline: 'Decline payment',
    closedTitle: 'This payment is closed',
    closed: (id: number) => `Order no. ${id} is no longer awaiting payment (cancelled or expired).`,
    missingTitle: 'Payment not found',
    missing: 'This payment link is not valid, or a newer attempt replaced it.',
    back: 'Back to the shop',
  },
} as const;

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eef1f4;
       font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1c2430}
  main{width:100%;max-width:420px;margin:16px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:28px}
  .shop{font-weight:700;font-size:18px;color:#2f5d50;margin:0}
  h1{font-size:22px;margin:8px 0 4px}
  .note{background:#fff6db;border:1px solid #f0d98c;border-radius:8px;padding:8px 12px;font-size:14px;margin:16px 0}
  dl{margin:16px 0;display:grid;grid-template-columns:auto 1fr;gap:6px 16px}
  dt{color:#5a6575}
  dd{margin:0;text-align:right;font-weight:600}
  .amount{font-size:28px;font-weight:700;margin:4px 0 0}
  .buttons{display:grid;gap:12px;margin-top:24px}
  button{font:inherit;font-weight:600;border-radius:8px;padding:12px 16px;cursor:pointer;border:2px solid transparent}
  button:focus-visible,a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
  .approve{background:#2f5d50;color:#fff}
  .approve:hover{background:#244a40}
  .decline{background:#fff;color:#a11d2b;border-color:#a11d2b}
  .decline:hover{background:#fdf0f1}
  a{color:#2f5d50}
`;

function page(lang: Language, title: string, shopName: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(shopName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="shop">${escapeHtml(shopName)}</p>
${body}
</main>
</body>
</html>`;
}

/** The sandbox's hosted payment page: amount, a test card, approve or decline (a plain form). */
export function sandboxPayPage(input: {
  lang: Language;
  shopName: string;
  orderId: number;
  amount: number;
  customerName: string;
  action: string;
  token: string;
}): string {
  const t = TEXTS[input.lang];
  return page(
    input.lang,
    t.title,
    input.shopName,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.order(input.orderId))}</p>
<p class="note" role="note">${escapeHtml(t.sandbox)}</p>
<p>${escapeHtml(t.amount)}</p>
<p class="amount">${escapeHtml(formatLei(input.amount))}</p>
<dl>
<dt>${escapeHtml(t.card)}</dt><dd>VISA •••• 4242</dd>
<dt>${escapeHtml(t.cardHolder)}</dt><dd>${escapeHtml(input.customerName)}</dd>
</dl>
<form method="post" action="${escapeHtml(input.action)}" class="buttons">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button type="submit" name="decision" value="approve" class="approve">${escapeHtml(t.approve)}</button>
<button type="submit" name="decision" value="decline" class="decline">${escapeHtml(t.decline)}</button>
</form>`,
  );
}

export function sandboxClosedPage(input: {
  lang: Language;
  shopName: string;
  orderId: number;
  shopUrl: string;
}): string {
  const t = TEXTS[input.lang];
  return page(
    input.lang,
    t.closedTitle,
    input.shopName,
    `<h1>${escapeHtml(t.closedTitle)}</h1><p>${escapeHtml(t.closed(input.orderId))}</p><p><a href="${escapeHtml(input.shopUrl)}">${escapeHtml(t.back)}</a></p>`,
  );
}

export function sandboxMissingPage(input: { shopName: string; shopUrl: string }): string {
  const t = TEXTS.ro;
  return page(
    'ro',
    t.missingTitle,
    input.shopName,
    `<h1>${escapeHtml(t.missingTitle)}</h1><p>${escapeHtml(t.missing)}</p><p><a href="${escapeHtml(input.shopUrl)}">${escapeHtml(t.back)}</a></p>`,
  );
}
