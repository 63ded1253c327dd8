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

    /** The documents of these orders, each order's invoice first. */
    async ofOrders(executor: Executor, orderIds: number[]): Promise<InvoiceRow[]> {
      return createInvoicingRepository(executor).ofOrders(orderIds);
    },
  };
}

export type InvoicingService = ReturnType<typeof createInvoicingService>;
