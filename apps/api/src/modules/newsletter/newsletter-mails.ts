import type { RenderedMail } from '../notifications/order-mails';
import { escapeHtml } from '../../lib/html-head';
import { mailButton, mailPage } from '../notifications/mail-layout';
import { NEWSLETTER_CONFIRM_HOURS } from '@shop/shared/schemas/newsletter';

type Lang = 'ro' | 'en';

/** A mail that goes out with the headers it needs (RFC 8058 one-click unsubscribe for newsletters). */
export type NewsletterMail = RenderedMail & { headers: Record<string, string> };

const TEXTS = {
  ro: {
    confirmSubject: (shop: string) => `Confirmă abonarea la noutățile ${shop}`,
    confirmIntro: 'Ai cerut să primești noutățile și ofertele noastre. Confirmă adresa cu linkul de mai jos:',
    confirmButton: 'Confirm abonarea',
    confirmValid: `Linkul este valabil ${NEWSLETTER_CONFIRM_HOURS} de ore. Dacă nu tu ai cerut abonarea, ignoră acest mesaj: nu te abonăm fără confirmare.`,
    welcomeSubject: (shop: string) => `Bine ai venit la noutățile ${shop}`,
    welcomeIntro:
      'Abonarea este confirmată. Îți scriem când avem produse noi, oferte și sfaturi de îngrijire, cel mult o dată pe săptămână.',
    unsubscribe: 'Nu mai vrei aceste mesaje? Dezabonează-te cu un clic:',
    unsubscribeLabel: 'Dezabonare',
  },
  en: {
    confirmSubject: (shop: string) => `Confirm your subscription to ${shop}'s news`,
    confirmIntro: 'You asked to receive our news and offers. Confirm your address with the link below:',
    confirmButton: 'Confirm my subscription',
    confirmValid: `The link is valid for ${NEWSLETTER_CONFIRM_HOURS} hours. If you did not ask for this, ignore this message: nobody is subscribed without confirming.`,
    welcomeSubject: (shop: string) => `Welcome to ${shop}'s news`,
    welcomeIntro:
      'Your subscription is confirmed. We write when we have new products, offers and skincare advice, at most once a week.',
    unsubscribe: 'Rather not get these messages? Unsubscribe with one click:',
    unsubscribeLabel: 'Unsubscribe',
  },
} as const;

/** The double opt-in mail: the confirmation link, valid 48 hours. Not a newsletter yet. */
export function confirmationMail(lang: Lang, shopName: string, confirmUrl: string): RenderedMail {
  const t = TEXTS[lang];
  const subject = t.confirmSubject(shopName);
  return {
    subject,
    text: `${t.confirmIntro}\n${confirmUrl}\n\n${t.confirmValid}\n`,
    html: mailPage(
      lang,
      shopName,
      subject,
      `<p>${escapeHtml(t.confirmIntro)}</p>${mailButton(confirmUrl, t.confirmButton)}<p style="color:#555">${escapeHtml(t.confirmValid)}</p>`,
    ),
  };
}

/**
 * A newsletter mail: the body, then the unsubscribe link, with List-Unsubscribe and
 * List-Unsubscribe-Post headers so that mail apps offer their own one-click button (RFC 8058).
 */
export function newsletterMail(
  lang: Lang,
  shopName: string,
  unsubscribeUrl: string,
  content: { subject: string; paragraphs: string[] },
): NewsletterMail {
  const t = TEXTS[lang];
  return {
    subject: content.subject,
    text: `${content.paragraphs.join('\n\n')}\n\n${t.unsubscribe}\n${unsubscribeUrl}\n`,
    html: mailPage(
      lang,
      shopName,
      content.subject,
      content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
        `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="color:#555;font-size:13px">${escapeHtml(t.unsubscribe)} ` +
        `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t.unsubscribeLabel)}</a></p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The first newsletter mail, sent once the address is confirmed. */
export function welcomeMail(lang: Lang, shopName: string, unsubscribeUrl: string): NewsletterMail {
  const t = TEXTS[lang];
  return newsletterMail(lang, shopName, unsubscribeUrl, {
    subject: t.welcomeSubject(shopName),
    paragraphs: [t.welcomeIntro],
  });
}
