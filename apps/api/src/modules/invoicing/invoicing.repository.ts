import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceSeries, invoices } from '../../db/schema/invoicing';
import type { InvoiceBuyer, InvoiceDocument, InvoiceDocumentKind } from './document';
import { escapeLike } from '../../lib/like';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceSeriesRow = typeof invoiceSeries.$inferSelect;

export type NewInvoice = {
  kind: InvoiceDocumentKind;
  seriesId: number;
  orderId: number;
  correctsId: number | null;
  refundId: number | null;
  returnId: number | null;
  /** The order's version an edit of a paid order made (its storno and new invoice). */
  orderVersion?: number | null;
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
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
        // After an edit of a paid order (docs/decisions/061) the newest invoice is the order's.
        .orderBy(desc(invoices.id))
        .limit(1);
      return row;
    },

    /** The storno and the invoice an edit of a paid order issued for this version, if any. */
    async ofOrderEdit(orderId: number, orderVersion: number): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.orderId, orderId),
            eq(invoices.orderVersion, orderVersion),
            isNull(invoices.refundId),
            isNull(invoices.returnId),
          ),
        )
        .orderBy(asc(invoices.id));
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

    // admin

    /**
     * A page of documents and how many match, in one statement (the count rides along each row
     * as a window); no rows past the last page. The buyer is read from the document, which a
     * correction after ANAF's rejection may have changed (the list columns keep the buyer as issued).
     */
    async adminList(filter: AdminInvoiceFilter): Promise<{ rows: AdminInvoiceListRow[]; count: number }> {
      const result = await db.execute<AdminInvoiceListRow & { total: number }>(sql`
        SELECT i.id, i.kind, i.series, i.number, i.code, i.issue_date AS "issueDate",
               i.order_id AS "orderId", i.buyer_kind AS "buyerKind",
               i.document->'buyer'->>'name' AS "buyerName", i.document->'buyer'->>'cui' AS "buyerCui",
               i.net_total AS "netTotal", i.vat_total AS "vatTotal", i.gross_total AS "grossTotal",
               i.efactura_state AS "efacturaState", count(*) OVER ()::int AS total
          FROM invoices i
         WHERE ${adminConditions(filter)}
         ORDER BY i.issue_date ${filter.ascending ? sql`ASC` : sql`DESC`}, i.id ${filter.ascending ? sql`ASC` : sql`DESC`}
         LIMIT ${filter.limit} OFFSET ${filter.offset}`);
      const rows = result.rows.map(({ total: _total, ...row }) => row);
      return { rows, count: result.rows[0]?.total ?? 0 };
    },

    /** The documents issued in a month, by date and code, a batch after `afterId`'s position. */
    async ofMonth(month: string, after: { issueDate: string; id: number } | null, limit: number) {
      const [start, end] = monthBounds(month);
      return db
        .select()
        .from(invoices)
        .where(
          and(
            sql`${invoices.issueDate} >= ${start} AND ${invoices.issueDate} < ${end}`,
            after
              ? sql`(${invoices.issueDate}, ${invoices.id}) > (${after.issueDate}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(invoices.issueDate), asc(invoices.id))
        .limit(limit);
    },

    /** The codes of these documents, by id (a credit note's invoice, an invoice's credit notes). */
    async codes(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: invoices.id, code: invoices.code })
        .from(invoices)
        .where(inArray(invoices.id, ids));
      return new Map(rows.map((row) => [row.id, row.code]));
    },

    /**
     * Puts a rejected or not yet uploaded document back in e-Factura's queue; undefined when it
     * is in neither state (uploaded and waiting for ANAF, or accepted).
     */
    async requeue(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .update(invoices)
        .set({ efacturaState: 'pending', efacturaErrors: null, efacturaUpdatedAt: sql`now()` })
        .where(and(eq(invoices.id, id), inArray(invoices.efacturaState, ['pending', 'rejected'])))
        .returning();
      return row;
    },

    async lockForUpdate(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
      return row;
    },

    /**
     * A rejected document's corrected buyer, queued again for e-Factura. The database allows this
     * one rewrite only while the document is rejected (trigger invoices_immutable).
     */
    async correctBuyer(id: number, buyer: InvoiceBuyer): Promise<InvoiceRow> {
      const [row] = await db
        .update(invoices)
        .set({
          document: sql`jsonb_set(${invoices.document}, '{buyer}', ${JSON.stringify(buyer)}::jsonb)`,
          efacturaState: 'pending',
          efacturaErrors: null,
          efacturaUpdatedAt: sql`now()`,
        })
        .where(eq(invoices.id, id))
        .returning();
      return row!;
    },

    /** The active series of each kind, with the highest number each has used. */
    async seriesWithLastUsed(
      options: { lock?: boolean } = {},
    ): Promise<(InvoiceSeriesRow & { lastUsed: number | null })[]> {
      const query = db
        .select({
          ...getSeriesColumns(),
          lastUsed: sql<
            number | null
          >`(SELECT max(i.number) FROM invoices i WHERE i.series_id = "invoice_series"."id")`,
        })
        .from(invoiceSeries)
        .where(eq(invoiceSeries.isActive, true))
        .orderBy(asc(invoiceSeries.kind));
      return options.lock ? query.for('update', { of: invoiceSeries }) : query;
    },

    async lastUsedNumber(seriesId: number): Promise<number | null> {
      const [row] = await db
        .select({ last: sql<number | null>`max(${invoices.number})` })
        .from(invoices)
        .where(eq(invoices.seriesId, seriesId));
      return row?.last ?? null;
    },

    /** The VAT rates the month's documents used (the sales journal has a column pair for each). */
    async vatRatesOfMonth(month: string): Promise<number[]> {
      const [start, end] = monthBounds(month);
      const result = await db.execute<{ rate: string }>(sql`
        SELECT DISTINCT (entry->>'vatRate')::numeric AS rate
          FROM invoices i, jsonb_array_elements(i.document->'vatBreakdown') AS entry
         WHERE i.issue_date >= ${start} AND i.issue_date < ${end}`);
      return result.rows.map((row) => Number(row.rate));
    },

    async seriesByPrefix(prefix: string): Promise<InvoiceSeriesRow | undefined> {
      const [row] = await db.select().from(invoiceSeries).where(eq(invoiceSeries.prefix, prefix));
      return row;
    },

    async updateSeries(
      id: number,
      values: { prefix?: string; nextNumber?: number; isActive?: boolean },
      userId: number,
    ): Promise<void> {
      await db
        .update(invoiceSeries)
        .set({ ...values, updatedBy: userId })
        .where(eq(invoiceSeries.id, id));
    },

    async insertSeries(
      values: { kind: InvoiceDocumentKind; prefix: string; nextNumber: number },
      userId: number,
    ) {
      await db.insert(invoiceSeries).values({ ...values, isActive: true, updatedBy: userId });
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

function getSeriesColumns() {
  return {
    id: invoiceSeries.id,
    kind: invoiceSeries.kind,
    prefix: invoiceSeries.prefix,
    nextNumber: invoiceSeries.nextNumber,
    isActive: invoiceSeries.isActive,
    createdAt: invoiceSeries.createdAt,
    updatedBy: invoiceSeries.updatedBy,
  };
}

export type AdminInvoiceFilter = {
  kind?: InvoiceDocumentKind;
  /** One state, or 'open': every state but accepted. */
  efactura?: 'pending' | 'uploaded' | 'accepted' | 'rejected' | 'open';
  /** Issue dates, "YYYY-MM-DD", both included. */
  from?: string;
  to?: string;
  q?: string;
  ascending: boolean;
  limit: number;
  offset: number;
};

export type AdminInvoiceListRow = {
  id: number;
  kind: InvoiceDocumentKind;
  series: string;
  number: number;
  code: string;
  issueDate: string;
  orderId: number;
  buyerKind: 'person' | 'company';
  buyerName: string;
  buyerCui: string | null;
  netTotal: number;
  vatTotal: number;
  grossTotal: number;
  efacturaState: 'pending' | 'uploaded' | 'accepted' | 'rejected';
};

/** The first day of a month ("2026-11") and the first day of the next. */
export function monthBounds(month: string): [string, string] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next =
    monthNumber === 12
      ? `${String(year + 1).padStart(4, '0')}-01`
      : `${String(year).padStart(4, '0')}-${String(monthNumber + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

const INT4_MAX = 2_147_483_647;

function adminConditions(filter: AdminInvoiceFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (filter.kind) parts.push(sql`i.kind = ${filter.kind}`);
  if (filter.efactura === 'open') parts.push(sql`i.efactura_state <> 'accepted'`);
  else if (filter.efactura) parts.push(sql`i.efactura_state = ${filter.efactura}`);
  if (filter.from) parts.push(sql`i.issue_date >= ${filter.from}`);
  if (filter.to) parts.push(sql`i.issue_date <= ${filter.to}`);
  const q = filter.q?.trim();
  if (q) {
    const code = q.toUpperCase();
    const digits = /^(?:RO)?\s*(\d{1,10})$/i.exec(q)?.[1];
    const alternatives: SQL[] = [
      sql`i.code = ${code}`,
      sql`lower(shop_unaccent(i.document->'buyer'->>'name')) LIKE '%' || lower(shop_unaccent(${escapeLike(q)})) || '%'`,
    ];
    if (digits) {
      // A number alone: the document's number, the order's, or a CUI with or without "RO".
      const number = Number(digits);
      if (number <= INT4_MAX) alternatives.push(sql`i.number = ${number}`, sql`i.order_id = ${number}`);
      alternatives.push(
        sql`regexp_replace(coalesce(i.document->'buyer'->>'cui', ''), '^RO', '') = ${digits}`,
      );
    }
    parts.push(sql`(${sql.join(alternatives, sql` OR `)})`);
  }
  return sql.join(parts, sql` AND `);
}
