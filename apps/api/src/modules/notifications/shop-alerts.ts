import { formatLei } from '@shop/shared/money';
import type { ReturnReason } from '@shop/shared/schemas/returns';
import { escapeHtml } from '../../lib/html-head';
import { mailButton, mailPage } from './mail-layout';
import type { OrderMailData, RenderedMail } from './order-mails';

/**
 * The mails the shop sends itself: a new order, a return request. They go to the shop's address
 * (its settings) in Romanian, the staff's language, with a link to the record in the admin, so
 * nobody has to watch the admin's lists to hear of them.
 */

const PAYMENT_METHODS: Record<OrderMailData['order']['paymentMethod'], string> = {
  card: 'card online',
  cash_on_delivery: 'ramburs (plata la livrare)',
  bank_transfer: 'transfer bancar',
  wallet: 'portofel',
};

const RETURN_REASONS: Record<ReturnReason, string> = {
  defective: 'produs defect',
  not_fit: 'nu i se potrivește',
  wrong_order: 'comandă greșită',
  other: 'alt motiv',
};

/** The admin's page of a record, as an absolute URL (staff open it from their mail). */
export const adminPage = (publicUrl: string, path: string) => `${publicUrl}/admin/${path}`;

/** A short mail to the shop: lines of text and one button into the admin. */
export function alertMail(shopName: string, subject: string, lines: string[], link: string, label: string) {
  const text = [...lines, '', `${label}: ${link}`].join('\n');
  const html = mailPage(
    'ro',
    shopName,
    subject,
    lines
      .filter((line) => line !== '')
      .map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`)
      .join('') + mailButton(link, label),
  );
  return { subject, text, html } satisfies RenderedMail;
}

/** To the shop when an order is placed: who, what, how much, how it is paid and delivered. */
export function newOrderAlertMail(data: OrderMailData, adminLink: string): RenderedMail {
  const o = data.order;
  const d = o.delivery;
  const where =
    d.method === 'courier'
      ? `curier, ${d.address}, ${d.postalCode} ${d.city}, ${d.county}`
      : `easybox ${d.lockerName}, ${d.city}, ${d.county}`;
  return alertMail(
    data.shopName,
    `[${data.shopName}] Comandă nouă nr. ${o.id}: ${formatLei(o.total)}`,
    [
      `Comandă nouă nr. ${o.id} de la ${o.firstName} ${o.lastName}.`,
      '',
      ...o.lines.map((line) => `- ${line.title}, ${line.quantity} buc.: ${formatLei(line.lineTotal)}`),
      '',
      `Total: ${formatLei(o.total)}`,
      `Plata: ${PAYMENT_METHODS[o.paymentMethod]}`,
      `Livrare: ${where}`,
    ],
    adminLink,
    'Deschide comanda în admin',
  );
}

export type ReturnAlert = {
  id: number;
  orderId: number;
  customer: string;
  reason: ReturnReason;
  details: string;
  lines: { title: string; quantity: number }[];
  /** Bani: what the returned quantities paid. */
  value: number;
};

/** To the shop when a customer asks for a return: which order, what, why. */
export function returnRequestAlertMail(
  shopName: string,
  request: ReturnAlert,
  adminLink: string,
): RenderedMail {
  return alertMail(
    shopName,
    `[${shopName}] Cerere de retur nr. ${request.id} pentru comanda nr. ${request.orderId}`,
    [
      `${request.customer} cere returul unor produse din comanda nr. ${request.orderId}.`,
      '',
      ...request.lines.map((line) => `- ${line.title}, ${line.quantity} buc.`),
      '',
      `Valoare: ${formatLei(request.value)}`,
      `Motiv: ${RETURN_REASONS[request.reason]}`,
      ...(request.details ? [`Detalii: ${request.details}`] : []),
    ],
    adminLink,
    'Deschide cererea în admin',
  );
}
