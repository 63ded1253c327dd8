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
 * which is the one exception the trigger allows. One invoice per order and edit of a paid order;
 * one credit note per refund, per return given back as a voucher, or per edit (its storno).
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
    /**
     * The order's version a staff edit of a paid order made (docs/decisions/061): on the credit
     * note that cancels the invoice before it (storno) and on the invoice for the edited order.
     * Null for the order's first invoice and for refunds' and returns' credit notes.
     */
    orderVersion: integer('order_version'),
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
      sql`(${t.kind} = 'credit_note') = (${t.correctsId} IS NOT NULL) AND (${t.kind} = 'invoice' OR ${t.refundId} IS NOT NULL OR ${t.returnId} IS NOT NULL OR ${t.orderVersion} IS NOT NULL)`,
    ),
    check(
      'invoices_totals_check',
      sql`${t.netTotal} >= 0 AND ${t.vatTotal} >= 0 AND ${t.grossTotal} = ${t.netTotal} + ${t.vatTotal}`,
    ),
    unique('invoices_series_number_unique').on(t.seriesId, t.number),
    uniqueIndex('invoices_one_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' AND ${t.orderVersion} IS NULL`),
    uniqueIndex('invoices_one_per_order_edit')
      .on(t.orderId, t.kind, t.orderVersion)
      .where(sql`${t.orderVersion} IS NOT NULL AND ${t.refundId} IS NULL AND ${t.returnId} IS NULL`),
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

/**
 * One row per attempt to hand a document to RO e-Factura (docs/decisions/048). The row, with the
 * exact XML, is written BEFORE the upload call, so a time-out or a crash during the call leaves a
 * trace: the worker then looks the document up in ANAF's message list before it uploads again.
 *
 * States: `invalid` (failed the CIUS-RO check here, never uploaded), `sending` (the call is under
 * way, or its process died), `unknown` (the call got no answer: look it up first), `uploaded`
 * (ANAF gave an upload index; its status is polled), `accepted`, `rejected` (ANAF's errors), `lost`
 * (looked up long enough and not found at ANAF: a new attempt replaces it).
 */
export const efacturaUploads = pgTable(
  'efactura_uploads',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    state: text('state').notNull(),
    /** 'upload' (a company buyer, B2B) or 'uploadb2c' (a person). */
    endpoint: text('endpoint').notNull(),
    /** The seller's CUI, digits only, as the upload's `cif`. */
    cif: text('cif').notNull(),
    /** The document's code (BT-1), to find it in ANAF's answers. */
    documentCode: text('document_code').notNull(),
    xml: text('xml').notNull(),
    /** ANAF's id_incarcare / index_incarcare. */
    uploadIndex: text('upload_index'),
    /** ANAF's id_descarcare: the signed invoice (ok) or the errors (nok). */
    downloadId: text('download_id'),
    /** The rule ids (`invalid`) or ANAF's messages (`rejected`). */
    errors: jsonb('errors').$type<string[]>(),
    /** Where the signed ZIP was archived, relative to the data folder. */
    archivePath: text('archive_path'),
    /** Calls made for this row (upload, lookup, status, download), for the back-off. */
    attempts: integer('attempts').notNull().default(0),
    /** stareMesaj calls on `checks_day` (Romania's day); ANAF allows 100 a day per message. */
    statusChecks: integer('status_checks').notNull().default(0),
    /** descarcare calls on `checks_day`; ANAF allows 10 a day per message. */
    downloads: integer('downloads').notNull().default(0),
    checksDay: date('checks_day', { mode: 'string' }),
    /** When the worker next looks at the row; while it works on it, the end of its lease. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the upload call started: the start of the window the lookup searches. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'efactura_uploads_state_check',
      sql`${t.state} IN ('invalid', 'sending', 'unknown', 'uploaded', 'accepted', 'rejected', 'lost')`,
    ),
    check('efactura_uploads_endpoint_check', sql`${t.endpoint} IN ('upload', 'uploadb2c')`),
    // Two processes can never both hold an open attempt of one document: the second insert fails.
    uniqueIndex('efactura_uploads_one_open_per_invoice')
      .on(t.invoiceId)
      .where(sql`${t.state} IN ('sending', 'unknown', 'uploaded')`),
    uniqueIndex('efactura_uploads_index_unique')
      .on(t.uploadIndex)
      .where(sql`${t.uploadIndex} IS NOT NULL`),
    index('efactura_uploads_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.state} IN ('sending', 'unknown', 'uploaded')`),
    index('efactura_uploads_invoice_idx').on(t.invoiceId, t.id),
  ],
);

/**
 * The shop's OAuth connection to ANAF's e-Factura API: one row. Tokens are stored encrypted
 * (AES-256-GCM, docs/decisions/048); the consent's `state` is stored hashed while it is pending.
 */
export const efacturaConnection = pgTable(
  'efactura_connection',
  {
    id: integer('id').primaryKey().default(1),
    /** The environment ('test' or 'prod') the tokens were issued for. */
    env: text('env'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the pending consent's state, its expiry and who started it. */
    pendingStateHash: text('pending_state_hash'),
    pendingStateExpiresAt: timestamp('pending_state_expires_at', { withTimezone: true }),
    pendingStateBy: integer('pending_state_by').references(() => users.id, { onDelete: 'set null' }),
    /** The starter's address, for the audit entry the callback (which has no session) writes. */
    pendingStateByEmail: text('pending_state_by_email'),
    /** Why the last refresh failed (no secret in it), cleared by the next success. */
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('efactura_connection_single_row', sql`${t.id} = 1`),
    check('efactura_connection_env_check', sql`${t.env} IS NULL OR ${t.env} IN ('test', 'prod')`),
  ],
);
