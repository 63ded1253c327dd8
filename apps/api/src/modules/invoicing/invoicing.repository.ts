import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceSeries, invoices } from '../../db/schema/invoicing';
import type { InvoiceDocument, InvoiceDocumentKind } from './document';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceSeriesRow = typeof invoiceSeries.$inferSelect;

export type NewInvoice = {
  kind: InvoiceDocumentKind;
  seriesId: number;
  orderId: number;
  correctsId: number | null;
  refundId: number | null;
  returnId: number | null;
  issuedAt: Date;
  document: InvoiceDocument;
  createdBy: number | null;
};

export function createInvoicingRepository(db: Executor) {
  return {
    async activeSeries(kind: InvoiceDocumentKind): Promise<InvoiceSeriesRow | undefined> {
      const [row] = await db
        .select()
        .from(invoiceSeries)
        .where(and(eq(invoiceSeries.kind, kind), eq(invoiceSeries.isActive, true)));
      return row;
    },

    /**
     * Writes a document; the database numbers it (trigger invoices_take_number) and the row comes
     * back with its number and code, in the columns and in the document.
     */
    async insert(invoice: NewInvoice): Promise<InvoiceRow> {
      const { document } = invoice;
      const [row] = await db
        .insert(invoices)
        .values({
          ...invoice,
          series: '',
          number: 0,
          code: `pending-${crypto.randomUUID()}`,
          issueDate: document.issueDate,
          buyerKind: document.buyer.kind,
          buyerName: document.buyer.name,
          buyerCui: document.buyer.cui,
          netTotal: document.totals.net,
          vatTotal: document.totals.vat,
          grossTotal: document.totals.gross,
        })
        .returning();
      return row!;
    },

    async invoiceOfOrder(orderId: number): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
      return row;
    },

    /** An order's documents: its invoice first, then its credit notes as issued. */
    async ofOrders(orderIds: number[]): Promise<InvoiceRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(invoices)
        .where(inArray(invoices.orderId, orderIds))
        .orderBy(asc(invoices.orderId), asc(invoices.issuedAt), asc(invoices.id));
    },

    async creditNotesOf(invoiceId: number): Promise<InvoiceRow[]> {
      return db.select().from(invoices).where(eq(invoices.correctsId, invoiceId)).orderBy(asc(invoices.id));
    },

    async creditNoteFor(source: { refundId: number | null; returnId: number | null }) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(
          source.refundId !== null
            ? eq(invoices.refundId, source.refundId)
            : and(eq(invoices.returnId, source.returnId ?? -1), eq(invoices.kind, 'credit_note')),
        );
      return row;
    },

    async find(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    // e-Factura (spv): the SPV worker's writes of a document's e-Factura columns (docs/decisions/048).

    /** ANAF took the upload: it is processing it under `uploadIndex`. */
    async markEfacturaUploaded(id: number, uploadIndex: string, at: Date): Promise<void> {
      await db
        .update(invoices)
        .set({
          efacturaState: 'uploaded',
          efacturaUploadIndex: uploadIndex,
          efacturaDownloadId: null,
          efacturaErrors: null,
          efacturaUpdatedAt: at,
        })
        .where(eq(invoices.id, id));
    },

    /** ANAF accepted the document; its signed archive is `downloadId`. */
    async markEfacturaAccepted(
      id: number,
      answer: { uploadIndex: string; downloadId: string },
      at: Date,
    ): Promise<void> {
      await db
        .update(invoices)
        .set({
          efacturaState: 'accepted',
          efacturaUploadIndex: answer.uploadIndex,
          efacturaDownloadId: answer.downloadId,
          efacturaErrors: null,
          efacturaUpdatedAt: at,
          efacturaAcceptedAt: at,
        })
        .where(eq(invoices.id, id));
    },

    /**
     * The document was refused: by the CIUS-RO check here (never uploaded; no index) or by ANAF.
     * Staff correct it and send it again (the admin's resend puts it back to 'pending').
     */
    async markEfacturaRejected(
      id: number,
      answer: { errors: string[]; uploadIndex: string | null; downloadId: string | null },
      at: Date,
    ): Promise<void> {
      await db
        .update(invoices)
        .set({
          efacturaState: 'rejected',
          efacturaUploadIndex: answer.uploadIndex,
          efacturaDownloadId: answer.downloadId,
          efacturaErrors: answer.errors,
          efacturaUpdatedAt: at,
        })
        .where(eq(invoices.id, id));
    },

    /** How many documents stand in each e-Factura state. */
    async efacturaCounts(): Promise<Record<'pending' | 'uploaded' | 'accepted' | 'rejected', number>> {
      const rows = await db
        .select({ state: invoices.efacturaState, count: sql<number>`count(*)::int` })
        .from(invoices)
        .groupBy(invoices.efacturaState);
      const counts = { pending: 0, uploaded: 0, accepted: 0, rejected: 0 };
      for (const row of rows) if (row.state in counts) counts[row.state as keyof typeof counts] = row.count;
      return counts;
    },
  };
}
