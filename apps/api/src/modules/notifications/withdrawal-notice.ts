import { type Language, WITHDRAWAL_SEND_BACK_DAYS } from '@shop/shared/constants';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { pathInLanguage } from '@shop/shared/language-path';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import {
  WITHDRAWAL_FORM,
  WITHDRAWAL_FORM_BLANKS,
  type WithdrawalAddressee,
  withdrawalAddressee,
} from '@shop/shared/withdrawal-form';
import { escapeHtml } from '../../lib/html-head';

/**
 * What the order confirmation tells of the right of withdrawal. OUG nr. 34/2014 (art. 6 and 11)
 * wants the confirmation of a distance contract, on a durable medium, to carry the conditions,
 * the time limit and the procedure for exercising the right, and the model withdrawal form of its
 * annex nr. 1: the mail carries them whole, with links to the pages that say the rest.
 */
export type WithdrawalNotice = {
  seller: WithdrawalAddressee;
  links: { returnPolicy: string; terms: string; form: string };
};

/** The notice for a mail in `lang`: the seller as the settings state it, links to its pages. */
export function withdrawalNoticeOf(
  settings: Pick<ShopSettings, 'company_name' | 'address' | 'email'>,
  publicUrl: string,
  lang: Language,
): WithdrawalNotice {
  const page = (path: string) => `${publicUrl}${pathInLanguage(lang, path)}`;
  return {
    seller: { company: settings.company_name, address: settings.address, email: settings.email },
    links: {
      returnPolicy: page(CONTENT_PAGES.returns.path),
      terms: page(CONTENT_PAGES.terms.path),
      form: page(CONTENT_PAGES.withdrawal.path),
    },
  };
}

const romanianPlural = new Intl.PluralRules('ro');
/** "14 zile", "30 de zile": Romanian puts "de" before a count of 20 or more (plural "other"). */
const zile = (count: number) => `${count}${romanianPlural.select(count) === 'other' ? ' de' : ''} zile`;

const TEXTS = {
  ro: {
    title: 'Dreptul de retragere',
    right: (days: number) =>
      `Ai dreptul să te retragi din acest contract în ${zile(days)} calendaristice, fără să îți justifici decizia (OUG nr. 34/2014). Termenul curge de la data la care tu sau o persoană indicată de tine, alta decât curierul, intrați în posesia produselor.`,
    how: (email: string, address: string) =>
      `Ca să te retragi, ne anunți înainte de sfârșitul termenului printr-o declarație clară: un email la ${email} sau o scrisoare la ${address}. Poți folosi formularul-tip de mai jos, dar nu este obligatoriu. Trimite-ne apoi produsele în cel mult ${zile(WITHDRAWAL_SEND_BACK_DAYS)} de la anunț; costul returnării îl suporți tu, cu excepțiile din politica de retur.`,
    refund: (days: number) =>
      `Îți returnăm banii în cel mult ${zile(days)} lucrătoare de la primirea produselor, prin transfer bancar.`,
    returnPolicy: 'Politica de retur',
    terms: 'Termeni și condiții',
    form: 'Formularul de retragere, de tipărit',
  },
  en: {
    title: 'Right of withdrawal',
    right: (days: number) =>
      `You have the right to withdraw from this contract within ${days} calendar days without giving any reason (Romanian Government Emergency Ordinance no. 34/2014). The period runs from the day on which you, or a person other than the carrier indicated by you, take possession of the goods.`,
    how: (email: string, address: string) =>
      `To withdraw, inform us before the period ends by a clear statement: an email to ${email} or a letter to ${address}. You may use the model form below, but it is not obligatory. Then send the products back to us within ${WITHDRAWAL_SEND_BACK_DAYS} days of telling us; you bear the direct cost of returning them, except as the return policy says.`,
    refund: (days: number) =>
      `We refund you within ${days} business days of receiving the products, by bank transfer.`,
    returnPolicy: 'Return policy',
    terms: 'Terms and conditions',
    form: 'The withdrawal form, to print',
  },
} as const;

/** The notice as text lines and as HTML, for an order placed with `returnDays` to withdraw. */
export function withdrawalSection(
  notice: WithdrawalNotice,
  lang: Language,
  figures: { returnDays: number; refundDays: number },
): { text: string[]; html: string } {
  const t = TEXTS[lang];
  const form = WITHDRAWAL_FORM[lang];
  const to = `${form.to} ${withdrawalAddressee(notice.seller)}:`;
  const paragraphs = [
    t.right(figures.returnDays),
    t.how(notice.seller.email, notice.seller.address),
    t.refund(figures.refundDays),
  ];
  const links: [string, string][] = [
    [t.returnPolicy, notice.links.returnPolicy],
    [t.terms, notice.links.terms],
    [t.form, notice.links.form],
  ];

  const text = [
    t.title,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...links.map(([label, href]) => `${label}: ${href}`),
    '',
    form.title,
    form.instruction,
    `— ${to}`,
    ...WITHDRAWAL_FORM_BLANKS.map((blank) => `— ${form[blank]}: ..............................`),
    form.footnote,
  ];

  const html =
    `<h2 style="font-size:16px;margin:28px 0 8px">${escapeHtml(t.title)}</h2>` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `<ul style="padding-left:20px">` +
    links
      .map(
        ([label, href]) =>
          `<li><a href="${escapeHtml(href)}" style="color:#2f5d50">${escapeHtml(label)}</a></li>`,
      )
      .join('') +
    `</ul>` +
    `<div style="margin-top:16px;padding:16px;border:1px solid #bbb;font-size:14px">` +
    `<p style="margin:0;font-weight:bold">${escapeHtml(form.title)}</p>` +
    `<p style="margin:4px 0 12px;font-style:italic">${escapeHtml(form.instruction)}</p>` +
    `<p style="margin:8px 0">— ${escapeHtml(to)}</p>` +
    WITHDRAWAL_FORM_BLANKS.map(
      (blank) =>
        `<p style="margin:8px 0">— ${escapeHtml(form[blank])}:<br><span style="display:inline-block;width:100%;border-bottom:1px dotted #888">&nbsp;</span></p>`,
    ).join('') +
    `<p style="margin:12px 0 0;font-size:12px">${escapeHtml(form.footnote)}</p>` +
    `</div>`;
  return { text, html };
}
