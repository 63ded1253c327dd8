import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { VAT_RATES } from '@shop/shared/constants';
import { baniToDecimal } from '@shop/shared/money';
import type {
  AccountInvoice,
  AdminInvoiceBuyerInput,
  AdminInvoiceDetail,
  AdminInvoicePage,
  AdminInvoiceSummary,
  InvoiceSeries,
  InvoiceSeriesInput,
} from '@shop/shared/schemas/admin/invoices';
import type { Database, Executor } from '../../db/client';
import { csvLine, csvMoney, UTF8_BOM } from '../../lib/csv';
import { errorChain, uniqueViolationOf } from '../../lib/error-chain';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { pageLinks, type PageRequest, invalidPage } from '../../lib/pagination';
import type { Actor, AuditService } from '../audit/audit.service';
import type { InvoiceDocument } from './document';
import { toInvoiceBuyer } from './invoice-builder';
import type { InvoiceFiles } from './invoice-files';
import {
  type AdminInvoiceFilter,
  type AdminInvoiceListRow,
  createInvoicingRepository,
  type InvoiceRow,
} from './invoicing.repository';

/**
 * What turns a frozen document into its files: the UBL (CIUS-RO) XML and the A4 PDF. Injected, so
 * the admin reads and exports documents without knowing how they are drawn.
 */
export type InvoiceRenderers = {
  renderXml: (document: InvoiceDocument) => string;
  renderPdf: (document: InvoiceDocument, options: { efacturaIndex: string | null }) => Promise<Buffer>;
};

/** A document file for download. */
export type InvoiceFile = { fileName: string; body: Buffer | string };

const EXPORT_BATCH = 50;

function notFoundInvoice() {
  return notFound('not_found', 'Documentul nu există.');
}

const money = baniToDecimal;

function toSummary(row: AdminInvoiceListRow): AdminInvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    series: row.series,
    number: row.number,
    code: row.code,
    issue_date: row.issueDate,
    order_id: row.orderId,
    buyer_kind: row.buyerKind,
    buyer_name: row.buyerName,
    buyer_cui: row.buyerCui,
    net_total: money(row.netTotal),
    vat_total: money(row.vatTotal),
    gross_total: money(row.grossTotal),
    efactura_state: row.efacturaState,
  };
}

function listRowOf(row: InvoiceRow): AdminInvoiceListRow {
  return {
    id: row.id,
    kind: row.kind as AdminInvoiceListRow['kind'],
    series: row.series,
    number: row.number,
    code: row.code,
    issueDate: row.issueDate,
    orderId: row.orderId,
    buyerKind: row.document.buyer.kind,
    buyerName: row.document.buyer.name,
    buyerCui: row.document.buyer.cui,
    netTotal: row.netTotal,
    vatTotal: row.vatTotal,
    grossTotal: row.grossTotal,
    efacturaState: row.efacturaState as AdminInvoiceListRow['efacturaState'],
  };
}

/** The index the PDF quotes ("Factură transmisă în RO e-Factura, index …"), once ANAF accepted it. */
function efacturaIndexOf(row: InvoiceRow): string | null {
  return row.efacturaState === 'accepted' ? row.efacturaUploadIndex : null;
}

const KIND_LABELS = { invoice: 'Factură', credit_note: 'Factură storno (notă de credit)' } as const;

/**
 * Invoices for staff and for the customer (docs/decisions/050): the list, one document with its
 * e-Factura state, its files, the month's export for the accountant and the sales journal, the
 * series, and staff's two e-Factura actions (send again; correct a rejected document's buyer).
 */
export function createInvoicesAdminService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  /** The kept PDFs and ANAF's signed answers (in the storage, docs/decisions/071). */
  files: InvoiceFiles;
  renderers: Pick<InvoiceRenderers, 'renderXml'>;
}) {
  const { db, audit, renderers, files } = deps;
  const archivedAnswers = (id: number) => files.archivedAnswers(id);

  async function detailOf(executor: Executor, row: InvoiceRow): Promise<AdminInvoiceDetail> {
    const repository = createInvoicingRepository(executor);
    const notes = row.kind === 'invoice' ? await repository.creditNotesOf(row.id) : [];
    const corrects = row.correctsId ? await repository.codes([row.correctsId]) : new Map<number, string>();
    const state = row.efacturaState as AdminInvoiceDetail['efactura_state'];
    return {
      ...toSummary(listRowOf(row)),
      issued_at: row.issuedAt.toISOString(),
      document: row.document,
      efactura: {
        state,
        upload_index: row.efacturaUploadIndex,
        download_id: row.efacturaDownloadId,
        errors: row.efacturaErrors ?? [],
        updated_at: row.efacturaUpdatedAt?.toISOString() ?? null,
        accepted_at: row.efacturaAcceptedAt?.toISOString() ?? null,
        archived: (await archivedAnswers(row.id)).length > 0,
      },
      corrects: row.correctsId ? { id: row.correctsId, code: corrects.get(row.correctsId) ?? '' } : null,
      credit_notes: notes.map((note) => ({ id: note.id, code: note.code })),
      can_resend: state === 'pending' || state === 'rejected',
      can_correct_buyer: state === 'rejected',
    };
  }

  async function found(executor: Executor, id: number): Promise<InvoiceRow> {
    const row = await createInvoicingRepository(executor).find(id);
    if (!row) throw notFoundInvoice();
    return row;
  }

  async function xmlOf(row: InvoiceRow): Promise<InvoiceFile> {
    return { fileName: `${row.code}.xml`, body: renderers.renderXml(row.document) };
  }

  async function pdfOf(row: InvoiceRow): Promise<InvoiceFile> {
    return {
      fileName: `${row.code}.pdf`,
      body: await files.pdf(row, efacturaIndexOf(row)),
    };
  }

  /** Every document of the month, a batch at a time, by date and id. */
  async function* monthDocuments(month: string): AsyncGenerator<InvoiceRow> {
    const repository = createInvoicingRepository(db);
    let after: { issueDate: string; id: number } | null = null;
    for (;;) {
      const batch = await repository.ofMonth(month, after, EXPORT_BATCH);
      if (batch.length === 0) return;
      yield* batch;
      const last = batch[batch.length - 1]!;
      after = { issueDate: last.issueDate, id: last.id };
    }
  }

  /**
   * The sales journal's rows (jurnal de vânzări, OMFP 2634/2015): each document with its buyer,
   * the base and VAT of each rate, and its total; credit notes negative, so the month adds up.
   */
  async function* journalLines(month: string): AsyncGenerator<string> {
    // The columns are the rates the month used beside today's (a month of 2025 has 19% and 9%).
    const used = await createInvoicingRepository(db).vatRatesOfMonth(month);
    const rates = [...new Set([VAT_RATES.standard, VAT_RATES.reduced, ...used])].sort((a, b) => b - a);
    // The first batch is read before the first line, so a failing query is still an error answer
    // (primedStream in the route).
    const documents = monthDocuments(month);
    let next = await documents.next();
    yield (
      UTF8_BOM +
      csvLine([
        'Document',
        'Tip',
        'Data',
        'Comanda',
        'Client',
        'CUI',
        ...rates.flatMap((rate) => [`Baza ${rate}%`, `TVA ${rate}%`]),
        'Total baza',
        'Total TVA',
        'Total',
        'Stare e-Factura',
      ])
    );
    const sums = { net: 0, vat: 0, gross: 0, perRate: new Map<number, { base: number; vat: number }>() };
    for (; !next.done; next = await documents.next()) {
      const row = next.value;
      const sign = row.kind === 'credit_note' ? -1 : 1;
      const { document } = row;
      const perRate = rates.flatMap((rate) => {
        const entries = document.vatBreakdown.filter((entry) => entry.vatRate === rate);
        const base = sign * entries.reduce((sum, entry) => sum + entry.taxableAmount, 0);
        const vat = sign * entries.reduce((sum, entry) => sum + entry.vatAmount, 0);
        const total = sums.perRate.get(rate) ?? { base: 0, vat: 0 };
        sums.perRate.set(rate, { base: total.base + base, vat: total.vat + vat });
        return [csvMoney(base), csvMoney(vat)];
      });
      sums.net += sign * row.netTotal;
      sums.vat += sign * row.vatTotal;
      sums.gross += sign * row.grossTotal;
      yield csvLine([
        row.code,
        KIND_LABELS[row.kind as keyof typeof KIND_LABELS],
        row.issueDate,
        row.orderId,
        document.buyer.name,
        document.buyer.cui ?? '',
        ...perRate,
        csvMoney(sign * row.netTotal),
        csvMoney(sign * row.vatTotal),
        csvMoney(sign * row.grossTotal),
        row.efacturaState,
      ]);
    }
    yield csvLine([
      'TOTAL',
      '',
      '',
      '',
      '',
      '',
      ...rates.flatMap((rate) => {
        const total = sums.perRate.get(rate) ?? { base: 0, vat: 0 };
        return [csvMoney(total.base), csvMoney(total.vat)];
      }),
      csvMoney(sums.net),
      csvMoney(sums.vat),
      csvMoney(sums.gross),
      '',
    ]);
  }

  return {
    async list(
      filter: Omit<AdminInvoiceFilter, 'limit' | 'offset'> & { month?: string },
      page: PageRequest,
      link: { publicUrl: string; url: string },
    ): Promise<AdminInvoicePage> {
      const { month, ...rest } = filter;
      const monthFrom = month ? `${month}-01` : undefined;
      const monthTo = month ? lastDayOf(month) : undefined;
      const { rows, count } = await createInvoicingRepository(db).adminList({
        ...rest,
        from: maxDay(rest.from, monthFrom),
        to: minDay(rest.to, monthTo),
        limit: page.size,
        offset: page.offset,
      });
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      return { ...pageLinks(count, page, link), results: rows.map(toSummary) };
    },

    async detail(id: number): Promise<AdminInvoiceDetail> {
      return detailOf(db, await found(db, id));
    },

    async xml(id: number): Promise<InvoiceFile> {
      return xmlOf(await found(db, id));
    },

    async pdf(id: number): Promise<InvoiceFile> {
      return pdfOf(await found(db, id));
    },

    /**
     * Sends a rejected document, or one not uploaded yet, to e-Factura again: it goes back in the
     * queue as `pending`, and the uploader looks up what ANAF already has before uploading.
     */
    async resend(id: number, actor: Actor, executor: Executor = db): Promise<AdminInvoiceDetail> {
      return executor.transaction(async (tx) => {
        const repository = createInvoicingRepository(tx);
        const before = await repository.lockForUpdate(id);
        if (!before) throw notFoundInvoice();
        const queued = await repository.requeue(id);
        if (!queued) {
          throw new AppError(
            409,
            'admin.not_allowed',
            'Documentul a fost deja încărcat în e-Factura: se retrimite doar unul respins sau netrimis.',
          );
        }
        await audit.record(tx, actor, {
          entityType: 'invoice',
          entityId: id,
          action: 'efactura_resend',
          before: { efactura_state: before.efacturaState, efactura_errors: before.efacturaErrors ?? [] },
          after: { efactura_state: queued.efacturaState },
        });
        return detailOf(tx, queued);
      });
    },

    /**
     * Corrects the buyer of a document ANAF rejected (the only rewrite the database allows) and
     * queues it again; the number, the lines and the amounts stay as issued.
     */
    async correctBuyer(id: number, input: AdminInvoiceBuyerInput, actor: Actor): Promise<AdminInvoiceDetail> {
      return db.transaction(async (tx) => {
        const repository = createInvoicingRepository(tx);
        const row = await repository.lockForUpdate(id);
        if (!row) throw notFoundInvoice();
        if (row.efacturaState !== 'rejected') {
          throw new AppError(
            409,
            'admin.not_allowed',
            'Doar cumpărătorul unui document respins de ANAF se poate corecta.',
          );
        }
        const previous = row.document.buyer;
        const kind = input.tip === 'companie' ? 'company' : 'person';
        if (kind !== previous.kind) {
          const message = 'Tipul cumpărătorului rămâne cel de pe document.';
          throw badRequest('validation_error', message, { tip: [message] });
        }
        const buyer = toInvoiceBuyer({
          kind,
          name: input.tip === 'companie' ? input.denumire : input.nume,
          email: previous.email,
          cui: input.tip === 'companie' ? input.cui : null,
          tradeRegister: input.tip === 'companie' ? input.nr_reg_com : null,
          cnp: previous.cnp,
          address: {
            street: input.adresa,
            city: input.localitate,
            county: input.judet,
            postalCode: input.cod_postal,
          },
        });
        const corrected = await repository.correctBuyer(id, buyer);
        await audit.record(tx, actor, {
          entityType: 'invoice',
          entityId: id,
          action: 'correct_buyer',
          before: { buyer: { ...previous, cnp: previous.cnp ? '***' : null } },
          after: { buyer: { ...buyer, cnp: buyer.cnp ? '***' : null }, efactura_state: 'pending' },
        });
        return detailOf(tx, corrected);
      });
    },

    /**
     * The accountant's month (a ZIP, streamed): each document's XML and PDF and, when archived,
     * ANAF's signed answer, with the month's sales journal.
     */
    exportMonth(month: string): Readable {
      const output = new PassThrough();
      const zip = new Zip((error, chunk, final) => {
        if (error) {
          output.destroy(error);
          return;
        }
        output.write(Buffer.from(chunk));
        if (final) output.end();
      });
      const drained = () =>
        output.writableNeedDrain ? new Promise<void>((resolve) => output.once('drain', resolve)) : undefined;
      const add = async (name: string, data: Buffer | string, compress: boolean) => {
        const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
        zip.add(entry);
        entry.push(typeof data === 'string' ? Buffer.from(data, 'utf8') : new Uint8Array(data), true);
        await drained();
      };
      void (async () => {
        let journal = '';
        for await (const line of journalLines(month)) journal += line;
        await add(`jurnal-vanzari-${month}.csv`, journal, true);
        for await (const row of monthDocuments(month)) {
          const xml = await xmlOf(row);
          await add(xml.fileName, xml.body, true);
          const pdf = await pdfOf(row);
          await add(pdf.fileName, pdf.body, false);
          for (const name of await archivedAnswers(row.id)) {
            const data = await files.readArchive(row.id, name);
            if (data) await add(`${row.code}-anaf-${name}`, data, false);
          }
        }
        zip.end();
      })().catch((error: unknown) => output.destroy(error as Error));
      return output;
    },

    /** The month's sales journal as CSV lines (UTF-8 with a BOM, `;`-separated, CRLF). */
    journal(month: string): AsyncGenerator<string> {
      return journalLines(month);
    },

    async series(): Promise<{ series: InvoiceSeries[] }> {
      const rows = await createInvoicingRepository(db).seriesWithLastUsed();
      return {
        series: rows.map((row) => ({
          kind: row.kind as InvoiceSeries['kind'],
          prefix: row.prefix,
          next_number: row.nextNumber,
          last_used: row.lastUsed,
        })),
      };
    },

    /**
     * Sets each kind's series. The same prefix moves its counter (forward as far as staff like;
     * back only down to the number after the last one used, which the database enforces too). A new
     * prefix starts a new series when the old one has numbered documents (they keep their codes),
     * or renames the old one when it has none.
     */
    async updateSeries(input: InvoiceSeriesInput, actor: Actor): Promise<{ series: InvoiceSeries[] }> {
      await db
        .transaction(async (tx) => {
          const repository = createInvoicingRepository(tx);
          const current = await repository.seriesWithLastUsed({ lock: true });
          for (const wanted of input.series) {
            const prefix = wanted.prefix.trim().toUpperCase();
            const active = current.find((row) => row.kind === wanted.kind);
            const owner = await repository.seriesByPrefix(prefix);
            if (owner && owner.kind !== wanted.kind) {
              const message = `Seria ${prefix} este deja folosită pentru alt tip de document.`;
              throw new AppError(409, 'admin.duplicate', message, { series: [message] });
            }
            const used = owner ? await repository.lastUsedNumber(owner.id) : null;
            if (used !== null && wanted.next_number <= used) {
              const message = `Seria ${prefix} a folosit deja numărul ${used}: următorul poate fi cel puțin ${used + 1}.`;
              throw new AppError(409, 'invoices.series_number_used', message, { series: [message] });
            }
            if (active && active.prefix === prefix) {
              if (active.nextNumber !== wanted.next_number) {
                await repository.updateSeries(active.id, { nextNumber: wanted.next_number }, actor.id);
              }
              continue;
            }
            if (active && active.lastUsed === null && !owner) {
              await repository.updateSeries(active.id, { prefix, nextNumber: wanted.next_number }, actor.id);
              continue;
            }
            if (active) await repository.updateSeries(active.id, { isActive: false }, actor.id);
            if (owner) {
              await repository.updateSeries(
                owner.id,
                { isActive: true, nextNumber: wanted.next_number },
                actor.id,
              );
            } else {
              await repository.insertSeries(
                { kind: wanted.kind, prefix, nextNumber: wanted.next_number },
                actor.id,
              );
            }
          }
          await audit.record(tx, actor, {
            entityType: 'invoice_series',
            entityId: 'active',
            action: 'update',
            before: Object.fromEntries(
              current.map((row) => [row.kind, { prefix: row.prefix, next_number: row.nextNumber }]),
            ),
            after: Object.fromEntries(
              input.series.map((row) => [
                row.kind,
                { prefix: row.prefix.trim().toUpperCase(), next_number: row.next_number },
              ]),
            ),
          });
        })
        .catch((error: unknown) => {
          // A document numbered between the check and the write: the database's guard refused it.
          if (sqlStateOf(error) === '23514') {
            const message = 'Seria a folosit între timp acest număr: reîncărcați și alegeți unul mai mare.';
            throw new AppError(409, 'invoices.series_number_used', message, { series: [message] });
          }
          if (uniqueViolationOf(error) !== null) {
            const message = 'Seria este deja folosită.';
            throw new AppError(409, 'admin.duplicate', message, { series: [message] });
          }
          throw error;
        });
      return this.series();
    },

    /** An order's documents for its customer (the caller has checked the order is theirs). */
    async ofOrder(orderId: number): Promise<AccountInvoice[]> {
      const rows = await createInvoicingRepository(db).ofOrders([orderId]);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as AccountInvoice['kind'],
        code: row.code,
        issue_date: row.issueDate,
        gross_total: money(row.grossTotal),
      }));
    },

    /** A document's PDF for the customer: only one of this order's (the caller checked the order). */
    async orderPdf(orderId: number, invoiceId: number): Promise<InvoiceFile> {
      const row = await createInvoicingRepository(db).find(invoiceId);
      if (!row || row.orderId !== orderId) throw notFoundInvoice();
      return pdfOf(row);
    },
  };
}

export type InvoicesAdminService = ReturnType<typeof createInvoicesAdminService>;

function sqlStateOf(error: unknown): string | null {
  for (const link of errorChain(error, 4)) {
    const { code, severity } = link as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string') return code;
  }
  return null;
}

function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

const maxDay = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : (a ?? b));
const minDay = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : (a ?? b));
