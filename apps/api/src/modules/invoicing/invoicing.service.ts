import type { Database, Executor } from '../../db/client';
import type { ShopSettingsService } from '../settings/settings.service';
import {
  buildCreditNoteDocument,
  buildInvoiceDocument,
  type CreditFacts,
  type OrderInvoiceFacts,
  toInvoiceSeller,
} from './invoice-builder';
import { createInvoicingRepository, type InvoiceRow } from './invoicing.repository';
import type { InvoiceMailer } from './pdf/invoice-mail';

/**
 * Invoices and credit notes (docs/decisions/045). Checkout calls `issueInvoice` in the transaction
 * that makes an order paid, and `issueCreditNote` in the one that records a refund or gives a
 * return back as a voucher: the document and what it documents commit together, or neither does.
 * Both are idempotent: an order has one invoice, a refund or a voucher return one credit note.
 * An edit of a paid order cancels the invoice by a credit note and issues a new one
 * (`reissueForEdit`, docs/decisions/061), once per version of the order.
 */
export function createInvoicingService(deps: {
  db: Database;
  settings: Pick<ShopSettingsService, 'invoiceIdentity'>;
  /** Mails the buyer each document with its PDF, queued in the issuing transaction (decision 047). */
  mail?: Pick<InvoiceMailer, 'queue'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function activeSeriesId(executor: Executor, kind: 'invoice' | 'credit_note'): Promise<number> {
    const series = await createInvoicingRepository(executor).activeSeries(kind);
    // The migration creates both series and the settings only ever replace one active series by another.
    if (!series) throw new Error(`No active ${kind} series`);
    return series.id;
  }

  return {
    /** The order's invoice, issued now unless it already has one. */
    async issueInvoice(
      tx: Executor,
      facts: OrderInvoiceFacts,
      createdBy: number | null = null,
    ): Promise<InvoiceRow> {
      const repository = createInvoicingRepository(tx);
      const existing = await repository.invoiceOfOrder(facts.orderId);
      if (existing) return existing;
      const issuedAt = now();
      const seller = toInvoiceSeller(await deps.settings.invoiceIdentity(tx));
      const row = await repository.insert({
        kind: 'invoice',
        seriesId: await activeSeriesId(tx, 'invoice'),
        orderId: facts.orderId,
        correctsId: null,
        refundId: null,
        returnId: null,
        issuedAt,
        document: buildInvoiceDocument(facts, seller, issuedAt),
        createdBy,
      });
      await deps.mail?.queue(tx, row);
      return row;
    },

    /**
     * A credit note for what a refund or a voucher return gives back, against the order's invoice;
     * the one already issued for the same refund or return when there is one. Null when the order
     * has no invoice (it was never paid) or nothing is left of it to credit.
     */
    async issueCreditNote(
      tx: Executor,
      orderId: number,
      credit: CreditFacts,
      createdBy: number | null = null,
    ): Promise<InvoiceRow | null> {
      const repository = createInvoicingRepository(tx);
      const existing = await repository.creditNoteFor(credit);
      if (existing) return existing;
      const invoice = await repository.invoiceOfOrder(orderId);
      if (!invoice) return null;
      const earlier = await repository.creditNotesOf(invoice.id);
      const issuedAt = now();
      const seller = toInvoiceSeller(await deps.settings.invoiceIdentity(tx));
      const document = buildCreditNoteDocument(
        invoice.document,
        earlier.map((note) => note.document),
        credit,
        seller,
        issuedAt,
      );
      if (!document) return null;
      const row = await repository.insert({
        kind: 'credit_note',
        seriesId: await activeSeriesId(tx, 'credit_note'),
        orderId,
        correctsId: invoice.id,
        refundId: credit.refundId,
        returnId: credit.returnId,
        issuedAt,
        document,
        createdBy,
      });
      await deps.mail?.queue(tx, row);
      return row;
    },

    /**
     * A paid order staff edited (docs/decisions/061): a credit note cancelling what is left of
     * its current invoice (a storno, the whole of it when nothing was credited before) and a new
     * invoice for the order as edited, both bearing the order's version the edit made, both
     * mailed and sent to e-Factura as any document is. Idempotent per version: a retry answers
     * the documents already issued. Null when the order has no invoice (paid before invoicing
     * began): there is nothing to correct, and the edited order is not invoiced here either.
     */
    async reissueForEdit(
      tx: Executor,
      facts: OrderInvoiceFacts,
      edit: { orderVersion: number; reason: string },
      createdBy: number | null = null,
    ): Promise<{ creditNote: InvoiceRow | null; invoice: InvoiceRow } | null> {
      const repository = createInvoicingRepository(tx);
      const done = await repository.ofOrderEdit(facts.orderId, edit.orderVersion);
      const doneInvoice = done.find((row) => row.kind === 'invoice');
      if (doneInvoice) {
        return { creditNote: done.find((row) => row.kind === 'credit_note') ?? null, invoice: doneInvoice };
      }
      const current = await repository.invoiceOfOrder(facts.orderId);
      if (!current) return null;
      const earlier = await repository.creditNotesOf(current.id);
      const left = current.grossTotal - earlier.reduce((sum, note) => sum + note.grossTotal, 0);
      const issuedAt = now();
      const seller = toInvoiceSeller(await deps.settings.invoiceIdentity(tx));
      const document = buildCreditNoteDocument(
        current.document,
        earlier.map((note) => note.document),
        { amount: left, reason: edit.reason, refundId: null, returnId: null, returned: [] },
        seller,
        issuedAt,
      );
      const creditNote = document
        ? await repository.insert({
            kind: 'credit_note',
            seriesId: await activeSeriesId(tx, 'credit_note'),
            orderId: facts.orderId,
            correctsId: current.id,
            refundId: null,
            returnId: null,
            orderVersion: edit.orderVersion,
            issuedAt,
            document,
            createdBy,
          })
        : null;
      const invoice = await repository.insert({
        kind: 'invoice',
        seriesId: await activeSeriesId(tx, 'invoice'),
        orderId: facts.orderId,
        correctsId: null,
        refundId: null,
        returnId: null,
        orderVersion: edit.orderVersion,
        issuedAt,
        document: buildInvoiceDocument(facts, seller, issuedAt),
        createdBy,
      });
      if (creditNote) await deps.mail?.queue(tx, creditNote);
      await deps.mail?.queue(tx, invoice);
      return { creditNote, invoice };
    },

    /** The order's invoice in force: the newest, after edits of a paid order. */
    async currentInvoice(executor: Executor, orderId: number): Promise<InvoiceRow | undefined> {
      return createInvoicingRepository(executor).invoiceOfOrder(orderId);
    },

    /** The documents of these orders, each order's invoice first. */
    async ofOrders(executor: Executor, orderIds: number[]): Promise<InvoiceRow[]> {
      return createInvoicingRepository(executor).ofOrders(orderIds);
    },
  };
}

export type InvoicingService = ReturnType<typeof createInvoicingService>;
