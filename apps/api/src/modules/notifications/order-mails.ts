import type { Language } from '@shop/shared/constants';
import { formatLei } from '@shop/shared/money';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { escapeHtml } from '../../lib/html-head';
import { mailButton, mailPage } from './mail-layout';
import { type WithdrawalNotice, withdrawalSection } from './withdrawal-notice';

/** The shop's figures the order mails quote: its settings when the mail is written. */
export type OrderMailTerms = { deliveryDaysMin: number; deliveryDaysMax: number; refundDays: number };

export function mailTermsOf(settings: ShopSettings): OrderMailTerms {
  return {
    deliveryDaysMin: settings.delivery_days_min,
    deliveryDaysMax: settings.delivery_days_max,
    refundDays: settings.refund_days,
  };
}

/** What the order mails say, in plain data (bani for money); built by the checkout service. */
export type OrderMailData = {
  shopName: string;
  lang: Language;
  terms: OrderMailTerms;
  order: {
    id: number;
    firstName: string;
    lastName: string;
    lines: {
      title: string;
      titleEn: string;
      quantity: number;
      unitPrice: number;
      lineTotal: number;
      /** The automatic discount on this line (decision 062), with its name; 0 and null without one. */
      automaticDiscount?: number;
      automaticDiscountName?: string | null;
    }[];
    subtotal: number;
    /** Every discount: the automatic ones and the coupon's (or the referral's). */
    discount: number;
    /** The part of `discount` the automatic discounts took. */
    automaticDiscount?: number;
    couponCode: string | null;
    /** The discount is a referred customer's first-order discount. */
    referralDiscount: boolean;
    shipping: number;
    total: number;
    /** The part of the total the customer's wallet paid when the order was placed. */
    walletAmount: number;
    /** VAT contained in the total. */
    vat: number;
    /** The money has arrived: the total is no longer "to pay". */
    paid: boolean;
    delivery:
      | { method: 'courier'; county: string; city: string; address: string; postalCode: string }
      | {
          method: 'locker';
          lockerName: string;
          county: string;
          city: string;
          address: string;
          postalCode: string;
        };
    paymentMethod: 'card' | 'cash_on_delivery' | 'bank_transfer' | 'wallet';
    expiresAt: Date | null;
    /** The return window the order was placed with, in days from delivery. */
    returnDays: number;
  };
  transfer?: { iban: string; beneficiary: string; reference: string; amount: number };
  /** The order page (success page with the order's key), when the mail may carry it. */
  orderLink?: string;
};

export type RenderedMail = { subject: string; html: string; text: string };

const TEXTS = {
  ro: {
    confirmationSubject: (shop: string, id: number) => `${shop}: comanda nr. ${id} a fost înregistrată`,
    paidSubject: (shop: string, id: number) => `${shop}: am primit plata pentru comanda nr. ${id}`,
    cancelledSubject: (shop: string, id: number) => `${shop}: comanda nr. ${id} a fost anulată`,
    hello: (name: string) => `Bună, ${name},`,
    thanks: (id: number) => `Îți mulțumim! Comanda ta nr. ${id} a fost înregistrată.`,
    awaitingCard:
      'Comanda așteaptă plata cu cardul. Dacă plata nu a reușit, o poți relua din pagina comenzii.',
    awaitingTransfer: 'Comanda va fi expediată după ce primim plata prin transfer bancar.',
    paid: (id: number) => `Am primit plata pentru comanda nr. ${id}. O pregătim de expediere.`,
    cancelledExpired: (id: number) =>
      `Comanda nr. ${id} a fost anulată pentru că plata nu a sosit la timp. Produsele au revenit în stoc; poți plasa oricând o comandă nouă.`,
    cancelledCustomer: (id: number) => `Comanda nr. ${id} a fost anulată, la cererea ta.`,
    cancelledShop: (id: number) =>
      `Comanda nr. ${id} a fost anulată de magazin. Dacă ai plătit-o deja, îți returnăm banii; pentru întrebări, răspunde la acest mesaj.`,
    shippedSubject: (shop: string, id: number) => `${shop}: comanda nr. ${id} a fost expediată`,
    shipped: (id: number) => `Comanda nr. ${id} a plecat spre tine.`,
    awb: (courier: string, awb: string) => `AWB ${courier}: ${awb}`,
    track: 'Urmărește coletul',
    deliveredSubject: (shop: string, id: number) => `${shop}: comanda nr. ${id} a fost livrată`,
    delivered: (id: number, days: number) =>
      `Comanda nr. ${id} a fost livrată. Sperăm să te bucuri de produse! Le poți returna în ${days} de zile.`,
    refundSubject: (shop: string, id: number) => `${shop}: rambursare pentru comanda nr. ${id}`,
    refunded: (id: number, amount: string, how: string) =>
      `Ți-am returnat ${amount} pentru comanda nr. ${id}, ${how}.`,
    refundReason: 'Motiv',
    returnSubject: (shop: string, id: number) => `${shop}: returul pentru comanda nr. ${id}`,
    returnSteps: {
      requested: (id: number) =>
        `Am primit cererea ta de retur pentru comanda nr. ${id}. Îți scriem după ce o verificăm.`,
      approved: (id: number, days: number) =>
        `Am aprobat returul pentru comanda nr. ${id}. Trimite produsele prin curier la adresa magazinului; după ce le primim, îți returnăm banii în cel mult ${days} zile.`,
      refused: (id: number) => `Nu putem aproba returul pentru comanda nr. ${id}.`,
      received: (id: number, days: number) =>
        `Am primit produsele returnate din comanda nr. ${id}. Îți returnăm banii în cel mult ${days} zile.`,
      voucher: (id: number, amount: string, code: string) =>
        `Pentru returul comenzii nr. ${id} ai primit un voucher de ${amount}: ${code}. Îl folosești o singură dată, din contul tău.`,
    },
    editedSubject: (shop: string, id: number) => `${shop}: comanda nr. ${id} a fost modificată`,
    edited: (id: number, before: string, after: string) =>
      `Am modificat comanda ta nr. ${id}, cum am stabilit împreună. Totalul ei a trecut de la ${before} la ${after}.`,
    editChanges: 'Ce s-a schimbat:',
    editQuantity: (title: string, from: number, to: number) => `${title}: ${from} → ${to} buc.`,
    editAdded: (title: string, quantity: number) => `${title}: adăugat, ${quantity} buc.`,
    editRemoved: (title: string) => `${title}: scos din comandă`,
    editDelivery: (where: string) => `Livrarea: ${where}`,
    editReason: 'Nota magazinului',
    editRefund: (amount: string, how: string) => `Îți returnăm diferența de ${amount}, ${how}.`,
    editRefundAwaiting: (amount: string, how: string) =>
      `Îți returnăm diferența de ${amount}, ${how}; îți scriem când banii au plecat.`,
    editDue: (amount: string) => `Rest de plată: ${amount}.`,
    editDueHow: (reference: string) =>
      `Îl poți plăti prin transfer bancar în contul magazinului, cu referința ${reference}, sau numerar la magazin.`,
    editToPay: (amount: string) => `Total de plată: ${amount}.`,
    duePaidSubject: (shop: string, id: number) =>
      `${shop}: am primit restul de plată pentru comanda nr. ${id}`,
    duePaid: (id: number, amount: string, how: string) =>
      `Am primit restul de plată de ${amount} pentru comanda nr. ${id}, ${how}. Comanda este plătită integral.`,
    duePaidMethods: { transfer: 'prin transfer bancar', numerar: 'în numerar, la magazin' },
    editInvoice:
      'Factura comenzii a fost stornată și am emis una nouă pentru comanda modificată; le primești pe e-mail.',
    shopNote: 'Nota magazinului',
    refundMethods: {
      stripe: 'pe cardul cu care ai plătit (banii apar în câteva zile lucrătoare)',
      card: 'pe cardul cu care ai plătit (banii apar în câteva zile lucrătoare)',
      bank: 'prin transfer bancar',
      wallet: 'în portofelul din contul tău',
    },
    product: 'Produs',
    quantity: 'Cant.',
    price: 'Preț',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    discount: (code: string | null) => (code ? `Reducere (${code})` : 'Reducere'),
    automaticDiscount: 'Reduceri automate',
    lineDiscount: (name: string) => `Reducere: ${name}`,
    referralDiscount: 'Reducere prieten recomandat',
    shipping: 'Livrare',
    free: 'gratuită',
    total: 'Total de plată',
    totalPaid: 'Total plătit',
    orderTotal: 'Total comandă',
    fromWallet: 'Din portofel',
    rest: 'Rest de plată',
    restPaid: 'Rest plătit',
    vat: 'din care TVA',
    delivery: 'Livrare',
    courier: 'Prin curier la adresa',
    locker: 'Ridicare din easybox',
    payment: 'Plata',
    methods: {
      card: 'Card online',
      cash_on_delivery: 'Ramburs (plata la livrare)',
      bank_transfer: 'Transfer bancar',
      wallet: 'Portofel',
    },
    transferTitle: 'Date pentru transferul bancar',
    iban: 'IBAN',
    beneficiary: 'Beneficiar',
    reference: 'Referință (scrie-o la detaliile plății)',
    amount: 'Suma',
    until: (date: string) => `Te rugăm să plătești până la ${date}; după aceea comanda se anulează.`,
    viewOrder: 'Vezi comanda',
    deliveryTime: (min: number, max: number) => `Livrarea durează ${min}-${max} zile lucrătoare.`,
    signature: (shop: string) => `Echipa ${shop}`,
  },
  en: {
    confirmationSubject: (shop: string, id: number) => `${shop}: order no. ${id} received`,
    paidSubject: (shop: string, id: number) => `${shop}: payment received for order no. ${id}`,
    cancelledSubject: (shop: string, id: number) => `${shop}: order no. ${id} was cancelled`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (id: number) => `Thank you! Your order no. ${id} has been received.`,
    awaitingCard:
      'The order is waiting for the card payment. If it failed, you can retry from the order page.',
    awaitingTransfer: 'The order ships once we receive the bank transfer.',
    paid: (id: number) => `We received the payment for order no. ${id}. We are getting it ready to ship.`,
    cancelledExpired: (id: number) =>
      `Order no. ${id} was cancelled because its payment did not arrive in time. The products are back in stock; you can place a new order at any time.`,
    cancelledCustomer: (id: number) => `Order no. ${id} was cancelled, as you asked.`,
    cancelledShop: (id: number) =>
      `Order no. ${id} was cancelled by the shop. If you already paid for it, we will refund you; for any question, reply to this message.`,
    shippedSubject: (shop: string, id: number) => `${shop}: order no. ${id} has shipped`,
    shipped: (id: number) => `Order no. ${id} is on its way to you.`,
    awb: (courier: string, awb: string) => `${courier} AWB: ${awb}`,
    track: 'Track the parcel',
    deliveredSubject: (shop: string, id: number) => `${shop}: order no. ${id} was delivered`,
    delivered: (id: number, days: number) =>
      `Order no. ${id} was delivered. We hope you enjoy it! You can return products within ${days} days.`,
    refundSubject: (shop: string, id: number) => `${shop}: refund for order no. ${id}`,
    refunded: (id: number, amount: string, how: string) =>
      `We refunded ${amount} for order no. ${id}, ${how}.`,
    refundReason: 'Reason',
    returnSubject: (shop: string, id: number) => `${shop}: your return for order no. ${id}`,
    returnSteps: {
      requested: (id: number) =>
        `We received your return request for order no. ${id}. We will write to you once we have checked it.`,
      approved: (id: number, days: number) =>
        `We approved the return for order no. ${id}. Send the products by courier to the shop's address; once they arrive, we refund you within ${days} days.`,
      refused: (id: number) => `We cannot approve the return for order no. ${id}.`,
      received: (id: number, days: number) =>
        `We received the products returned from order no. ${id}. We refund you within ${days} days.`,
      voucher: (id: number, amount: string, code: string) =>
        `For the return of order no. ${id} you received a voucher of ${amount}: ${code}. Use it once, from your account.`,
    },
    editedSubject: (shop: string, id: number) => `${shop}: order no. ${id} was changed`,
    edited: (id: number, before: string, after: string) =>
      `We changed your order no. ${id}, as agreed with you. Its total went from ${before} to ${after}.`,
    editChanges: 'What changed:',
    editQuantity: (title: string, from: number, to: number) => `${title}: ${from} → ${to} pcs.`,
    editAdded: (title: string, quantity: number) => `${title}: added, ${quantity} pcs.`,
    editRemoved: (title: string) => `${title}: removed from the order`,
    editDelivery: (where: string) => `Delivery: ${where}`,
    editReason: "The shop's note",
    editRefund: (amount: string, how: string) => `We are refunding the difference of ${amount}, ${how}.`,
    editRefundAwaiting: (amount: string, how: string) =>
      `We are refunding the difference of ${amount}, ${how}; we will write to you once the money has left.`,
    editDue: (amount: string) => `Left to pay: ${amount}.`,
    editDueHow: (reference: string) =>
      `You can pay it by bank transfer to the shop's account, with the reference ${reference}, or in cash at the shop.`,
    editToPay: (amount: string) => `Total to pay: ${amount}.`,
    duePaidSubject: (shop: string, id: number) => `${shop}: remaining payment received for order no. ${id}`,
    duePaid: (id: number, amount: string, how: string) =>
      `We received the remaining ${amount} for order no. ${id}, ${how}. The order is now paid in full.`,
    duePaidMethods: { transfer: 'by bank transfer', numerar: 'in cash at the shop' },
    editInvoice:
      "The order's invoice was cancelled by a credit note and a new one issued for the changed order; both come to you by e-mail.",
    shopNote: "The shop's note",
    refundMethods: {
      stripe: 'to the card you paid with (it shows up within a few business days)',
      card: 'to the card you paid with (it shows up within a few business days)',
      bank: 'by bank transfer',
      wallet: 'to the wallet in your account',
    },
    product: 'Product',
    quantity: 'Qty',
    price: 'Price',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
    automaticDiscount: 'Automatic discounts',
    lineDiscount: (name: string) => `Discount: ${name}`,
    referralDiscount: 'Referred friend discount',
    shipping: 'Shipping',
    free: 'free',
    total: 'Total to pay',
    totalPaid: 'Total paid',
    orderTotal: 'Order total',
    fromWallet: 'From your wallet',
    rest: 'Left to pay',
    restPaid: 'Rest paid',
    vat: 'of which VAT',
    delivery: 'Delivery',
    courier: 'By courier to',
    locker: 'Pickup from easybox',
    payment: 'Payment',
    methods: {
      card: 'Card online',
      cash_on_delivery: 'Cash on delivery',
      bank_transfer: 'Bank transfer',
      wallet: 'Wallet',
    },
    transferTitle: 'Bank transfer details',
    iban: 'IBAN',
    beneficiary: 'Beneficiary',
    reference: 'Reference (put it in the payment details)',
    amount: 'Amount',
    until: (date: string) => `Please pay by ${date}; after that the order is cancelled.`,
    viewOrder: 'View your order',
    deliveryTime: (min: number, max: number) => `Delivery takes ${min}-${max} business days.`,
    signature: (shop: string) => `The ${shop} team`,
  },
} as const;

const dateFormat = (lang: Language) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ro-RO', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Bucharest',
  });

function lineTitle(line: OrderMailData['order']['lines'][number], lang: Language): string {
  return lang === 'en' && line.titleEn ? line.titleEn : line.title;
}

/** How the order travels ("Prin curier la adresa") and where to, as two lines of the HTML part. */
function deliveryLines(data: OrderMailData): [string, string] {
  const t = TEXTS[data.lang];
  const d = data.order.delivery;
  const place = `${d.address}, ${d.postalCode} ${d.city}, ${d.county}`;
  return d.method === 'courier' ? [t.courier, place] : [`${t.locker}: ${d.lockerName}`, place];
}

/**
 * The same on one line of the text part: "la adresa" runs straight into the address (a comma
 * after it reads "la adresa, Str. …"); a locker's name is followed by its address after a comma.
 */
function deliveryText(data: OrderMailData): string {
  const [how, place] = deliveryLines(data);
  return data.order.delivery.method === 'courier' ? `${how} ${place}` : `${how}, ${place}`;
}

/** The order summary: lines, amounts, delivery, payment and transfer details, as text and HTML. */
function summary(data: OrderMailData): { text: string[]; html: string } {
  const t = TEXTS[data.lang];
  const o = data.order;
  const text: string[] = [];
  const rows: string[] = [];
  for (const line of o.lines) {
    const title = lineTitle(line, data.lang);
    // "Miere: 2 × 24,90 lei = 49,80 lei": one "×", between the quantity and the unit price.
    text.push(`- ${title}: ${line.quantity} × ${formatLei(line.unitPrice)} = ${formatLei(line.lineTotal)}`);
    rows.push(
      `<tr><td style="padding:6px 8px;border-bottom:1px solid #eee">${escapeHtml(title)}</td>` +
        `<td style="padding:6px 8px;border-bottom:1px solid #eee;text-align:center">${line.quantity}</td>` +
        `<td style="padding:6px 8px;border-bottom:1px solid #eee;text-align:right;white-space:nowrap">${escapeHtml(formatLei(line.unitPrice))}</td>` +
        `<td style="padding:6px 8px;border-bottom:1px solid #eee;text-align:right;white-space:nowrap">${escapeHtml(formatLei(line.lineTotal))}</td></tr>`,
    );
    const automatic = line.automaticDiscount ?? 0;
    if (automatic > 0) {
      const label = t.lineDiscount(line.automaticDiscountName ?? '');
      text.push(`  ${label}: -${formatLei(automatic)}`);
      rows.push(
        `<tr><td colspan="3" style="padding:2px 8px 6px;color:#166534">${escapeHtml(label)}</td>` +
          `<td style="padding:2px 8px 6px;text-align:right;white-space:nowrap;color:#166534">-${escapeHtml(formatLei(automatic))}</td></tr>`,
      );
    }
  }
  const automaticTotal = o.automaticDiscount ?? 0;
  const otherDiscount = o.discount - automaticTotal;
  const shipping = o.shipping === 0 ? t.free : formatLei(o.shipping);
  const amounts: [string, string, boolean][] = [
    [t.subtotal, formatLei(o.subtotal), false],
    ...(automaticTotal > 0
      ? [[t.automaticDiscount, `-${formatLei(automaticTotal)}`, false] as [string, string, boolean]]
      : []),
    ...(otherDiscount > 0
      ? [
          [
            o.referralDiscount ? t.referralDiscount : t.discount(o.couponCode),
            `-${formatLei(otherDiscount)}`,
            false,
          ] as [string, string, boolean],
        ]
      : []),
    [t.shipping, shipping, false],
    ...(o.walletAmount > 0
      ? ([
          [t.orderTotal, formatLei(o.total), false],
          [t.fromWallet, `-${formatLei(o.walletAmount)}`, false],
          [o.paid ? t.restPaid : t.rest, formatLei(o.total - o.walletAmount), true],
        ] as [string, string, boolean][])
      : [[o.paid ? t.totalPaid : t.total, formatLei(o.total), true] as [string, string, boolean]]),
    [t.vat, formatLei(o.vat), false],
  ];
  text.push('');
  for (const [label, value] of amounts) text.push(`${label}: ${value}`);
  const amountRows = amounts
    .map(
      ([label, value, strong]) =>
        `<tr><td colspan="3" style="padding:4px 8px;text-align:right${strong ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 8px;text-align:right;white-space:nowrap${strong ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');

  const delivery = deliveryLines(data);
  const deliveryTime = t.deliveryTime(data.terms.deliveryDaysMin, data.terms.deliveryDaysMax);
  text.push('', `${t.delivery}: ${deliveryText(data)}`, deliveryTime);
  text.push(`${t.payment}: ${t.methods[o.paymentMethod]}`);

  let transferHtml = '';
  if (data.transfer) {
    const tr = data.transfer;
    text.push(
      '',
      `${t.transferTitle}:`,
      `${t.iban}: ${tr.iban}`,
      `${t.beneficiary}: ${tr.beneficiary}`,
      `${t.reference}: ${tr.reference}`,
      `${t.amount}: ${formatLei(tr.amount)}`,
    );
    if (o.expiresAt) text.push(t.until(dateFormat(data.lang).format(o.expiresAt)));
    transferHtml =
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t.transferTitle)}</h2>` +
      `<table role="presentation" style="border-collapse:collapse">` +
      [
        [t.iban, tr.iban],
        [t.beneficiary, tr.beneficiary],
        [t.reference, tr.reference],
        [t.amount, formatLei(tr.amount)],
      ]
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label!)}</td><td style="padding:2px 0;font-family:monospace;font-size:14px">${escapeHtml(value!)}</td></tr>`,
        )
        .join('') +
      `</table>` +
      (o.expiresAt ? `<p>${escapeHtml(t.until(dateFormat(data.lang).format(o.expiresAt)))}</p>` : '');
  }

  const html =
    `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">` +
    `<thead><tr>` +
    `<th style="padding:6px 8px;text-align:left;border-bottom:2px solid #ddd">${escapeHtml(t.product)}</th>` +
    `<th style="padding:6px 8px;text-align:center;border-bottom:2px solid #ddd">${escapeHtml(t.quantity)}</th>` +
    `<th style="padding:6px 8px;text-align:right;border-bottom:2px solid #ddd">${escapeHtml(t.price)}</th>` +
    `<th style="padding:6px 8px;text-align:right;border-bottom:2px solid #ddd">${escapeHtml(t.lineTotal)}</th>` +
    `</tr></thead><tbody>${rows.join('')}${amountRows}</tbody></table>` +
    `<p style="margin-top:20px"><strong>${escapeHtml(t.delivery)}:</strong> ${delivery.map(escapeHtml).join('<br>')}<br>${escapeHtml(deliveryTime)}</p>` +
    `<p><strong>${escapeHtml(t.payment)}:</strong> ${escapeHtml(t.methods[o.paymentMethod])}</p>` +
    transferHtml;
  return { text, html };
}

function layout(data: OrderMailData, title: string, body: string): string {
  return mailPage(
    data.lang,
    data.shopName,
    title,
    `${body}<p style="margin-top:24px">${escapeHtml(TEXTS[data.lang].signature(data.shopName))}</p>`,
  );
}

/**
 * The confirmation sent when an order is placed (any payment method). It is the durable medium
 * of OUG nr. 34/2014 art. 11: it carries the right of withdrawal and the model form (`withdrawal`).
 */
export function orderConfirmationMail(data: OrderMailData, withdrawal: WithdrawalNotice): RenderedMail {
  const t = TEXTS[data.lang];
  const o = data.order;
  const subject = t.confirmationSubject(data.shopName, o.id);
  const status =
    o.paymentMethod === 'card'
      ? t.awaitingCard
      : o.paymentMethod === 'bank_transfer'
        ? t.awaitingTransfer
        : '';
  const { text, html } = summary(data);
  const rights = withdrawalSection(withdrawal, data.lang, {
    returnDays: o.returnDays,
    refundDays: data.terms.refundDays,
  });
  const textBody = [
    t.hello(o.firstName),
    '',
    t.thanks(o.id),
    ...(status ? [status] : []),
    '',
    ...text,
    ...(data.orderLink ? ['', `${t.viewOrder}: ${data.orderLink}`] : []),
    '',
    ...rights.text,
    '',
    t.signature(data.shopName),
  ].join('\n');
  const htmlBody =
    `<p>${escapeHtml(t.hello(o.firstName))}</p><p>${escapeHtml(t.thanks(o.id))}</p>` +
    (status ? `<p>${escapeHtml(status)}</p>` : '') +
    html +
    (data.orderLink ? mailButton(data.orderLink, t.viewOrder) : '') +
    rights.html;
  return { subject, text: textBody, html: layout(data, subject, htmlBody) };
}

/** Sent when a card (or transfer) payment is received. */
export function paymentReceivedMail(data: OrderMailData): RenderedMail {
  const t = TEXTS[data.lang];
  const o = data.order;
  const subject = t.paidSubject(data.shopName, o.id);
  const { text, html } = summary({ ...data, transfer: undefined });
  const textBody = [t.hello(o.firstName), '', t.paid(o.id), '', ...text, '', t.signature(data.shopName)].join(
    '\n',
  );
  const htmlBody = `<p>${escapeHtml(t.hello(o.firstName))}</p><p>${escapeHtml(t.paid(o.id))}</p>${html}`;
  return { subject, text: textBody, html: layout(data, subject, htmlBody) };
}

/** Sent when an order is cancelled: its payment did not arrive in time, or the customer asked. */
export function orderCancelledMail(
  data: OrderMailData,
  reason: 'expired' | 'customer' | 'shop',
): RenderedMail {
  const t = TEXTS[data.lang];
  const o = data.order;
  const subject = t.cancelledSubject(data.shopName, o.id);
  const message =
    reason === 'expired'
      ? t.cancelledExpired(o.id)
      : reason === 'shop'
        ? t.cancelledShop(o.id)
        : t.cancelledCustomer(o.id);
  const textBody = [t.hello(o.firstName), '', message, '', t.signature(data.shopName)].join('\n');
  const htmlBody = `<p>${escapeHtml(t.hello(o.firstName))}</p><p>${escapeHtml(message)}</p>`;
  return { subject, text: textBody, html: layout(data, subject, htmlBody) };
}

/** A short mail of one message, in the order mails' layout. */
function messageMail(data: OrderMailData, subject: string, paragraphs: string[]): RenderedMail {
  const t = TEXTS[data.lang];
  const textBody = [t.hello(data.order.firstName), '', ...paragraphs, '', t.signature(data.shopName)].join(
    '\n',
  );
  const htmlBody =
    `<p>${escapeHtml(t.hello(data.order.firstName))}</p>` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  return { subject, text: textBody, html: layout(data, subject, htmlBody) };
}

/** The courier's name as customers know it. */
const COURIER_NAMES: Readonly<Record<string, string>> = { sameday: 'Sameday' };

/**
 * Sent when the order ships (staff's button or the courier's pickup), with what is in the parcel
 * and where it goes, and, when the order has an AWB, its number and the courier's tracking link.
 */
export function orderShippedMail(
  data: OrderMailData,
  parcel?: { courier: string; awb: string; trackingUrl: string } | null,
): RenderedMail {
  const t = TEXTS[data.lang];
  const o = data.order;
  const subject = t.shippedSubject(data.shopName, o.id);
  const { text, html } = summary({ ...data, transfer: undefined });
  const awbLine = parcel ? t.awb(COURIER_NAMES[parcel.courier] ?? parcel.courier, parcel.awb) : null;
  const textBody = [
    t.hello(o.firstName),
    '',
    t.shipped(o.id),
    ...(parcel && awbLine ? ['', awbLine, `${t.track}: ${parcel.trackingUrl}`] : []),
    '',
    ...text,
    '',
    t.signature(data.shopName),
  ].join('\n');
  const awbHtml =
    parcel && awbLine
      ? `<p>${escapeHtml(awbLine)}<br><a href="${escapeHtml(parcel.trackingUrl)}">${escapeHtml(t.track)}</a></p>`
      : '';
  const htmlBody = `<p>${escapeHtml(t.hello(o.firstName))}</p><p>${escapeHtml(t.shipped(o.id))}</p>${awbHtml}${html}`;
  return { subject, text: textBody, html: layout(data, subject, htmlBody) };
}

/** Sent when staff mark the order delivered. */
export function orderDeliveredMail(data: OrderMailData): RenderedMail {
  const t = TEXTS[data.lang];
  return messageMail(data, t.deliveredSubject(data.shopName, data.order.id), [
    t.delivered(data.order.id, data.order.returnDays),
  ]);
}

/** Sent for each refund recorded on the order: how much, how it comes back, and why. */
export function orderRefundMail(
  data: OrderMailData,
  refund: { amount: number; method: 'stripe' | 'card' | 'bank' | 'wallet'; reason: string },
): RenderedMail {
  const t = TEXTS[data.lang];
  const o = data.order;
  return messageMail(data, t.refundSubject(data.shopName, o.id), [
    t.refunded(o.id, formatLei(refund.amount), t.refundMethods[refund.method]),
    ...(refund.reason ? [`${t.refundReason}: ${refund.reason}`] : []),
  ]);
}

/** What a staff edit changed on an order (docs/decisions/061), for its mail. */
export type OrderEditFacts = {
  before: {
    total: number;
    lines: { productId: number | null; title: string; titleEn: string; quantity: number }[];
  };
  after: { lines: { productId: number | null; title: string; titleEn: string; quantity: number }[] };
  /** The new delivery, when it changed. */
  delivery: boolean;
  note: string | null;
  /** The difference paid back, and whether it has left already. */
  refund: { amount: number; method: 'stripe' | 'card' | 'bank' | 'wallet'; completed: boolean } | null;
  /** What the customer still owes, with the transfer reference to pay it by (0: nothing). */
  amountDue: { amount: number; reference: string } | null;
  /** A credit note cancelled the invoice and a new one was issued. */
  reinvoiced: boolean;
};

/**
 * Sent when staff edit an order (docs/decisions/061): what changed, the new total and summary,
 * and the money — the difference refunded, or what is left to pay and how.
 */
export function orderEditedMail(data: OrderMailData, edit: OrderEditFacts): RenderedMail {
  const t = TEXTS[data.lang];
  const o = data.order;
  const subject = t.editedSubject(data.shopName, o.id);
  const title = (line: { title: string; titleEn: string }) =>
    data.lang === 'en' && line.titleEn ? line.titleEn : line.title;
  const changes: string[] = [];
  const after = new Map(edit.after.lines.map((line) => [line.productId, line]));
  const before = new Map(edit.before.lines.map((line) => [line.productId, line]));
  for (const line of edit.before.lines) {
    const now = after.get(line.productId);
    if (!now) changes.push(t.editRemoved(title(line)));
    else if (now.quantity !== line.quantity)
      changes.push(t.editQuantity(title(line), line.quantity, now.quantity));
  }
  for (const line of edit.after.lines) {
    if (!before.has(line.productId)) changes.push(t.editAdded(title(line), line.quantity));
  }
  if (edit.delivery) changes.push(t.editDelivery(deliveryText(data)));
  const money: string[] = [];
  if (edit.refund) {
    const how = t.refundMethods[edit.refund.method];
    const amount = formatLei(edit.refund.amount);
    money.push(edit.refund.completed ? t.editRefund(amount, how) : t.editRefundAwaiting(amount, how));
  }
  if (edit.amountDue) {
    money.push(t.editDue(formatLei(edit.amountDue.amount)), t.editDueHow(edit.amountDue.reference));
  }
  if (!o.paid) money.push(t.editToPay(formatLei(o.total - o.walletAmount)));
  if (edit.reinvoiced) money.push(t.editInvoice);
  const head = [
    t.edited(o.id, formatLei(edit.before.total), formatLei(o.total)),
    ...(edit.note ? [`${t.editReason}: ${edit.note}`] : []),
  ];
  const { text, html } = summary({ ...data, transfer: undefined });
  const textBody = [
    t.hello(o.firstName),
    '',
    ...head,
    '',
    ...(changes.length > 0 ? [t.editChanges, ...changes.map((change) => `- ${change}`), ''] : []),
    ...money,
    '',
    ...text,
    '',
    t.signature(data.shopName),
  ].join('\n');
  const htmlBody =
    `<p>${escapeHtml(t.hello(o.firstName))}</p>` +
    head.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    (changes.length > 0
      ? `<p>${escapeHtml(t.editChanges)}</p><ul>${changes.map((change) => `<li>${escapeHtml(change)}</li>`).join('')}</ul>`
      : '') +
    money.map((paragraph) => `<p><strong>${escapeHtml(paragraph)}</strong></p>`).join('') +
    html;
  return { subject, text: textBody, html: layout(data, subject, htmlBody) };
}

/**
 * Sent when staff record the amount an edit left due on a paid order as received
 * (docs/decisions/061, 080): how much, how it was paid, and the order, now paid in full.
 */
export function amountDuePaidMail(
  data: OrderMailData,
  payment: { amount: number; method: 'transfer' | 'numerar' },
): RenderedMail {
  const t = TEXTS[data.lang];
  const o = data.order;
  const subject = t.duePaidSubject(data.shopName, o.id);
  const message = t.duePaid(o.id, formatLei(payment.amount), t.duePaidMethods[payment.method]);
  const { text, html } = summary({ ...data, transfer: undefined });
  const textBody = [t.hello(o.firstName), '', message, '', ...text, '', t.signature(data.shopName)].join(
    '\n',
  );
  const htmlBody = `<p>${escapeHtml(t.hello(o.firstName))}</p><p>${escapeHtml(message)}</p>${html}`;
  return { subject, text: textBody, html: layout(data, subject, htmlBody) };
}

export type ReturnMailStep = 'requested' | 'approved' | 'refused' | 'received' | 'voucher';

/** Sent at each step of a return request: received, approved or refused, goods back, voucher. */
export function returnMail(
  data: OrderMailData,
  step: ReturnMailStep,
  extra: { note?: string; voucher?: { code: string; amount: number } } = {},
): RenderedMail {
  const t = TEXTS[data.lang];
  const id = data.order.id;
  const message =
    step === 'voucher'
      ? t.returnSteps.voucher(id, formatLei(extra.voucher!.amount), extra.voucher!.code)
      : step === 'approved' || step === 'received'
        ? t.returnSteps[step](id, data.terms.refundDays)
        : t.returnSteps[step](id);
  return messageMail(data, t.returnSubject(data.shopName, id), [
    message,
    ...(extra.note ? [`${t.shopNote}: ${extra.note}`] : []),
  ]);
}
