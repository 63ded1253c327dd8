import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '../../modules/invoicing/document';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * A numbering series (Codul fiscal art. 319 (20) b: one or more series, each with continuous
 * numbers). One active series per kind of document; `next_number` is the number the next document
 * of the series takes. The database hands numbers out (trigger `invoices_take_number`): the
 * counter moves in the transaction that inserts the document, so a rollback or a crash before the
 * commit gives the number back and the sequence has no hole; parallel issues wait on the series'
 * row, so none share a number.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    id: serial('id').primaryKey(),
    /** 'invoice' or 'credit_note'. */
    kind: text('kind').notNull(),
    /** Letters and digits, 1-10 ("SLV", "SLVCR"), upper case. */
    prefix: text('prefix').notNull().unique(),
    nextNumber: integer('next_number').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('invoice_series_kind_check', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check('invoice_series_prefix_check', sql`${t.prefix} ~ '^[A-Z0-9]{1,10}$'`),
    check('invoice_series_next_number_check', sql`${t.nextNumber} BETWEEN 1 AND 999999`),
    uniqueIndex('invoice_series_one_active_per_kind')
      .on(t.kind)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * Invoices and credit notes, as issued (modules/invoicing/document.ts): the document itself is
 * frozen in `document` (jsonb); the columns beside it repeat what lists, filters and the sales
 * journal read. Rows are never deleted, and only the e-Factura columns change after the insert
 * (trigger `invoices_immutable`): a document rejected by ANAF may take a corrected `document`,
 * which is the one exception the trigger allows. One invoice per order; one credit note per
 * refund, or per return given back as a voucher.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** 'invoice' (UNCL1001 380) or 'credit_note' (381). */
    kind: text('kind').notNull(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => invoiceSeries.id),
    series: text('series').notNull(),
    /** Set by the database from the series' counter, whatever the insert says. */
    number: integer('number').notNull(),
    code: text('code').notNull().unique(),
    /** The order the document is about; no foreign key, as orders are checkout's. */
    orderId: integer('order_id').notNull(),
    /** A credit note's invoice. */
    correctsId: integer('corrects_id'),
    /** The refund (checkout's `refunds`) a credit note records, when money went back. */
    refundId: integer('refund_id'),
    /** The return (checkout's `return_requests`) given back as a voucher, for its credit note. */
    returnId: integer('return_id'),
    /** The calendar day in Romania the document bears. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    buyerKind: text('buyer_kind').notNull(),
    buyerName: text('buyer_name').notNull(),
    /** A company buyer's CUI; null for a person. */
    buyerCui: text('buyer_cui'),
    /** Bani, positive for both kinds (a credit note's UBL amounts are positive too). */
    netTotal: integer('net_total').notNull(),
    vatTotal: integer('vat_total').notNull(),
    grossTotal: integer('gross_total').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    /**
     * Where the document stands with RO e-Factura: 'pending' (not uploaded yet, or e-Factura is
     * off), 'uploaded' (ANAF has it, no answer yet), 'accepted', 'rejected' (its errors in
     * `efactura_errors`; staff correct it and it goes again).
     */
    efacturaState: text('efactura_state').notNull().default('pending'),
    /** ANAF's upload index (id_incarcare): the "index" the accepted PDF quotes. */
    efacturaUploadIndex: text('efactura_upload_index'),
    /** ANAF's download id (id_descarcare) of its answer. */
    efacturaDownloadId: text('efactura_download_id'),
    efacturaErrors: jsonb('efactura_errors').$type<string[]>(),
    efacturaUpdatedAt: timestamp('efactura_updated_at', { withTimezone: true }),
    efacturaAcceptedAt: timestamp('efactura_accepted_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('invoices_kind_check', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check('invoices_buyer_kind_check', sql`${t.buyerKind} IN ('person', 'company')`),
    check(
      'invoices_efactura_state_check',
      sql`${t.efacturaState} IN ('pending', 'uploaded', 'accepted', 'rejected')`,
    ),
    check(
      'invoices_credit_note_check',
      sql`(${t.kind} = 'credit_note') = (${t.correctsId} IS NOT NULL) AND (${t.kind} = 'invoice' OR ${t.refundId} IS NOT NULL OR ${t.returnId} IS NOT NULL)`,
    ),
    check(
      'invoices_totals_check',
      sql`${t.netTotal} >= 0 AND ${t.vatTotal} >= 0 AND ${t.grossTotal} = ${t.netTotal} + ${t.vatTotal}`,
    ),
    unique('invoices_series_number_unique').on(t.seriesId, t.number),
    uniqueIndex('invoices_one_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_one_per_refund')
      .on(t.refundId)
      .where(sql`${t.refundId} IS NOT NULL`),
    uniqueIndex('invoices_one_per_voucher_return')
      .on(t.returnId)
      .where(sql`${t.returnId} IS NOT NULL AND ${t.refundId} IS NULL`),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issueDate, t.id),
    index('invoices_efactura_open_idx')
      .on(t.efacturaState, t.issueDate)
      .where(sql`${t.efacturaState} <> 'accepted'`),
  ],
);
