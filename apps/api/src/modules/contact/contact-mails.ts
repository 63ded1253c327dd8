import { escapeHtml } from '../../lib/html-head';
import { mailPage } from '../notifications/mail-layout';
import type { RenderedMail } from '../notifications/order-mails';

type Lang = 'ro' | 'en';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');

export type ContactMail = { name: string; email: string; subject: string; message: string; lang: Lang };

/** To the shop: the message, answerable straight from the mail app (Reply-To is the sender). */
export function messageToShopMail(id: number, mail: ContactMail, shopName: string): RenderedMail {
  const subject = `[Contact #${id}] ${mail.subject}`;
  const who = `${mail.name} <${mail.email}>`;
  return {
    subject,
    text: `De la: ${who}\nLimba: ${mail.lang}\n\n${mail.message}\n`,
    html: mailPage(
      'ro',
      shopName,
      subject,
      `<p><strong>De la:</strong> ${escapeHtml(who)}</p>${paragraphs(mail.message)}`,
    ),
  };
}

const ACK = {
  ro: {
    subject: (shop: string) => `Am primit mesajul tău – ${shop}`,
    hello: (name: string) => `Bună, ${name}!`,
    body: 'Ți-am primit mesajul și îți răspundem în cel mult o zi lucrătoare. Iată ce ne-ai scris:',
    replySubject: (subject: string) => `Re: ${subject}`,
    replyIntro: 'Îți răspundem la mesajul trimis prin formularul de contact:',
    yours: 'Mesajul tău:',
  },
  en: {
    subject: (shop: string) => `We received your message – ${shop}`,
    hello: (name: string) => `Hello, ${name}!`,
    body: 'We received your message and will answer within one working day. Here is what you wrote:',
    replySubject: (subject: string) => `Re: ${subject}`,
    replyIntro: 'Our answer to the message you sent through the contact form:',
    yours: 'Your message:',
  },
} as const;

/** To the sender: we have it, and what they wrote. */
export function acknowledgementMail(mail: ContactMail, shopName: string): RenderedMail {
  const t = ACK[mail.lang];
  const subject = t.subject(shopName);
  return {
    subject,
    text: `${t.hello(mail.name)}\n\n${t.body}\n\n${mail.subject}\n${mail.message}\n`,
    html: mailPage(
      mail.lang,
      shopName,
      subject,
      `<p>${escapeHtml(t.hello(mail.name))}</p><p>${escapeHtml(t.body)}</p>` +
        `<blockquote style="border-left:4px solid #2f5d50;margin:0;padding:0 12px;color:#555"><p><strong>${escapeHtml(mail.subject)}</strong></p>${paragraphs(mail.message)}</blockquote>`,
    ),
  };
}

/** Staff's answer, quoting the message. */
export function replyMail(mail: ContactMail, reply: string, shopName: string): RenderedMail {
  const t = ACK[mail.lang];
  const subject = t.replySubject(mail.subject);
  return {
    subject,
    text: `${t.hello(mail.name)}\n\n${reply}\n\n${t.yours}\n${mail.message}\n`,
    html: mailPage(
      mail.lang,
      shopName,
      subject,
      `<p>${escapeHtml(t.hello(mail.name))}</p>${paragraphs(reply)}<p style="color:#555">${escapeHtml(t.yours)}</p>` +
        `<blockquote style="border-left:4px solid #ccc;margin:0;padding:0 12px;color:#555">${paragraphs(mail.message)}</blockquote>`,
    ),
  };
}
