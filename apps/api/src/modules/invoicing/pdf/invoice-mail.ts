import { formatLei } from '@shop/shared/money';
import type { Database, Executor } from '../../../db/client';
import { escapeHtml } from '../../../lib/html-head';
import { mailPage } from '../../notifications/mail-layout';
import type { MailAttachment } from '../../notifications/mail-transport';
import type { MailAttachmentRef, NotificationsService } from '../../notifications/notifications.service';
import type { RenderedMail } from '../../notifications/order-mails';
import type { InvoiceDocument } from '../document';
import type { InvoiceFiles } from '../invoice-files';
import { createInvoicingRepository, type InvoiceRow } from '../invoicing.repository';

/**
 * The buyer's copy of every invoice and credit note, by mail with its PDF (docs/decisions/047).
 * The mail is queued in the transaction that issues the document, so it exists exactly when the
 * document does; it names the PDF instead of carrying it, and the outbox worker has the PDF drawn
 * when it sends (a payment's transaction stays a few statements long).
 */

function day(date: string): string {
  const [year, month, dayOfMonth] = date.split('-');
  return `${dayOfMonth}.${month}.${year}`;
}

const TEXTS = {
  ro: {
    subject: (document: InvoiceDocument, shop: string) =>
      `${document.kind === 'credit_note' ? 'Factura storno' : 'Factura'} ${document.code} de la ${shop}`,
    hello: 'Bună ziua,',
    invoice: (document: InvoiceDocument) =>
      `Îți trimitem atașat factura ${document.code} din ${day(document.issueDate)} pentru comanda nr. ${document.orderId}, în valoare de ${formatLei(document.totals.gross)}.`,
    creditNote: (document: InvoiceDocument) =>
      `Îți trimitem atașat factura storno ${document.code} din ${day(document.issueDate)}, care corectează factura ${document.correctedInvoice?.code ?? ''} a comenzii nr. ${document.orderId}: ${formatLei(document.totals.gross)} restituiți.`,
    keep: 'Păstreaz-o pentru evidența ta. Pentru întrebări, răspunde la acest mesaj.',
    language: null,
    thanks: 'Îți mulțumim!',
  },
  en: {
    subject: (document: InvoiceDocument, shop: string) =>
      `${document.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${document.code} from ${shop}`,
    hello: 'Hello,',
    invoice: (document: InvoiceDocument) =>
      `Please find attached invoice ${document.code} of ${day(document.issueDate)} for order no. ${document.orderId}, for ${formatLei(document.totals.gross)}.`,
    creditNote: (document: InvoiceDocument) =>
      `Please find attached credit note ${document.code} of ${day(document.issueDate)}, correcting invoice ${document.correctedInvoice?.code ?? ''} of order no. ${document.orderId}: ${formatLei(document.totals.gross)} refunded.`,
    keep: 'Please keep it for your records. If you have any questions, reply to this message.',
    language: 'The document itself is in Romanian, as Romanian law requires.',
    thanks: 'Thank you!',
  },
} as const;

/** The mail that carries a document, in the language of its order (Romanian when unknown). */
export function invoiceMail(document: InvoiceDocument, shopName: string): RenderedMail {
  const lang = document.language ?? 'ro';
  const texts = TEXTS[lang];
  const subject = texts.subject(document, shopName);
  const paragraphs = [
    texts.hello,
    document.kind === 'credit_note' ? texts.creditNote(document) : texts.invoice(document),
    texts.keep,
    ...(texts.language ? [texts.language] : []),
    texts.thanks,
  ];
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: mailPage(
      lang,
      shopName,
      subject,
      paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join(''),
    ),
  };
}

/** "Factura-SLV-000042.pdf", "Factura-storno-SLVCR-000007.pdf". */
export function invoicePdfFileName(document: Pick<InvoiceDocument, 'kind' | 'code'>): string {
  return `${document.kind === 'credit_note' ? 'Factura-storno' : 'Factura'}-${document.code}.pdf`;
}

/** The RO e-Factura index a document's PDF quotes: ANAF's upload index, once ANAF accepted it. */
export function efacturaIndexOf(
  row: Pick<InvoiceRow, 'efacturaState' | 'efacturaUploadIndex'>,
): string | null {
  return row.efacturaState === 'accepted' ? row.efacturaUploadIndex : null;
}

/** Queues the buyer's mail of a document just issued, in the issuing transaction. */
export function createInvoiceMailer(deps: {
  notifications: Pick<NotificationsService, 'queue'>;
  shopName: string;
}) {
  return {
    async queue(tx: Executor, row: InvoiceRow): Promise<void> {
      const document = row.document;
      if (document.buyer.email.trim() === '') return;
      await deps.notifications.queue(tx, {
        kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
        to: document.buyer.email,
        // One mail per document, however often issuing is retried.
        key: `invoice-${row.id}`,
        attachments: [{ kind: 'invoice_pdf', invoiceId: row.id }],
        ...invoiceMail(document, deps.shopName),
      });
    },
  };
}

export type InvoiceMailer = ReturnType<typeof createInvoiceMailer>;

/**
 * The outbox's resolver of an invoice's PDF: the kept one, or drawn when the mail leaves from the
 * frozen document, with the e-Factura index if ANAF has accepted it by then.
 */
export function createInvoicePdfAttachments(db: Database, files: Pick<InvoiceFiles, 'pdf'>) {
  return async (ref: MailAttachmentRef): Promise<MailAttachment> => {
    const row = await createInvoicingRepository(db).find(ref.invoiceId);
    if (!row) throw new Error(`No invoice ${ref.invoiceId} to attach`);
    return {
      filename: invoicePdfFileName(row.document),
      content: await files.pdf(row, efacturaIndexOf(row)),
      contentType: 'application/pdf',
    };
  };
}
