import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import {
  adminInvoiceBuyerSchema,
  adminInvoiceDetailSchema,
  adminInvoicePageSchema,
  adminInvoicesQuerySchema,
  invoiceMonthQuerySchema,
  invoiceParamsSchema,
  invoiceSeriesInputSchema,
  invoiceSeriesListSchema,
} from '@shop/shared/schemas/admin/invoices';
import { errorSchema, idempotencyHeadersSchema } from '@shop/shared/schemas/common';
import { pageRequest } from '../../lib/pagination';
import { primedStream } from '../../lib/primed-stream';
import { actorOf } from '../admin/admin-scope';
import type { AdminIdempotencyService } from '../system/admin-idempotency.service';
import type { InvoiceFile, InvoicesAdminService } from './invoices-admin.service';

const withFields = errorSchema.catchall(z.unknown());
const fileBody = (mediaType: string, description: string) => ({
  description,
  content: {
    [mediaType]: {
      schema: z.custom<Readable | Buffer | string>().meta({ type: 'string', format: 'binary' }),
    },
  },
});
const reads = { 400: withFields, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const unavailable = { 503: errorSchema };

/** A document file as a download: never cached (a rejected document's buyer may still change). */
function sendFile(reply: FastifyReply, file: InvoiceFile, type: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** The invoices admin (docs/decisions/050): documents, their files, the month's exports, the series. */
export async function invoicesAdminRoutes(
  app: FastifyInstance,
  options: { invoices: InvoicesAdminService; idempotency: AdminIdempotencyService; publicUrl: string },
) {
  const { invoices, idempotency } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/invoices/',
    {
      schema: {
        summary: 'Invoices and credit notes, filtered and searched',
        description:
          "Newest issue date first (`ordering=date` for the oldest). `kind`: `invoice` or `credit_note`; `efactura`: a state, or `open` for every document ANAF has not accepted; `month` (`YYYY-MM`), `from` and `to` (days in Romania, both included) narrow the issue dates; `q` is a document code (`SLV-000012`), a number (the document's, the order's, or a CUI with or without `RO`) or part of the buyer's name, diacritics and case ignored. One SQL statement per page.",
        querystring: adminInvoicesQuerySchema,
        response: { 200: adminInvoicePageSchema, ...reads },
      },
    },
    async (request) => {
      const query = request.query;
      return invoices.list(
        {
          kind: query.kind,
          efactura: query.efactura,
          month: query.month,
          from: query.from,
          to: query.to,
          q: query.q,
          ascending: query.ordering === 'date',
        },
        pageRequest({ page: query.page, per: query.per }, ADMIN_PAGE_SIZE),
        { publicUrl: options.publicUrl, url: request.url },
      );
    },
  );

  api.get(
    '/invoices/export',
    {
      schema: {
        summary: "A month's documents for the accountant, as a ZIP",
        description:
          "Every invoice and credit note issued in `month` (`YYYY-MM`): `<code>.xml` (UBL 2.1, CIUS-RO), `<code>.pdf` and, when ANAF accepted it and the shop archived its answer, `<code>-anaf-<download id>.zip` (the invoice with the ministry's signature), with the sales journal `jurnal-vanzari-<month>.csv`. Streamed as it is written.",
        querystring: invoiceMonthQuerySchema,
        response: { 200: fileBody('application/zip', 'The ZIP file, streamed'), ...reads, ...unavailable },
      },
    },
    async (request, reply) => {
      // Read before the headers: a failing first query answers as an error, not as a file.
      const body = await primedStream(invoices.exportMonth(request.query.month));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="facturi-${request.query.month}.zip"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  api.get(
    '/invoices/journal',
    {
      schema: {
        summary: "A month's sales journal (jurnal de vânzări) as CSV",
        description:
          "UTF-8 with a byte order mark, `;`-separated, CRLF line ends, amounts in lei with a decimal comma (as Excel set to Romanian opens it). One row per document of `month` (`YYYY-MM`) by issue date: code, kind, date, order, buyer, CUI, the base and VAT of each VAT rate (today's rates and any other the month used), the totals and the e-Factura state; credit notes negative; a last `TOTAL` row.",
        querystring: invoiceMonthQuerySchema,
        response: { 200: fileBody('text/csv', 'The CSV file, streamed'), ...reads },
      },
    },
    async (request, reply) => {
      // Read before the headers: a failing first query answers as an error, not as a file.
      const body = await primedStream(invoices.journal(request.query.month));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="jurnal-vanzari-${request.query.month}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  api.get(
    '/invoices/:id/',
    {
      schema: {
        summary: 'One invoice or credit note, with its e-Factura state',
        description:
          "The frozen document (amounts in bani), ANAF's upload index and answer, its errors when it was rejected, whether ANAF's signed answer is archived, the credit notes of an invoice (or a credit note's invoice), and what staff may do: send it again (`can_resend`: rejected or not uploaded yet) and correct its buyer (`can_correct_buyer`: rejected).",
        params: invoiceParamsSchema,
        response: { 200: adminInvoiceDetailSchema, ...reads },
      },
    },
    async (request) => invoices.detail(request.params.id),
  );

  api.get(
    '/invoices/:id/xml',
    {
      schema: {
        summary: "A document's UBL 2.1 (CIUS-RO) XML, as e-Factura receives it",
        params: invoiceParamsSchema,
        response: { 200: fileBody('application/xml', 'The XML file'), ...reads, ...unavailable },
      },
    },
    async (request, reply) =>
      sendFile(reply, await invoices.xml(request.params.id), 'application/xml; charset=utf-8'),
  );

  api.get(
    '/invoices/:id/pdf',
    {
      schema: {
        summary: "A document's PDF (one A4 page)",
        params: invoiceParamsSchema,
        response: { 200: fileBody('application/pdf', 'The PDF file'), ...reads, ...unavailable },
      },
    },
    async (request, reply) => sendFile(reply, await invoices.pdf(request.params.id), 'application/pdf'),
  );

  api.post(
    '/invoices/:id/efactura/resend/',
    {
      schema: {
        summary: 'Sends a rejected or not yet uploaded document to e-Factura again',
        description:
          'The document goes back to `pending` (its previous errors stay in the audit log) and the uploader sends it, after looking up what ANAF already has. A document uploaded and waiting for ANAF, or accepted, is 409 `admin.not_allowed`. With `Idempotency-Key`, a retry answers what the first request did.',
        params: invoiceParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: adminInvoiceDetailSchema, ...reads, 409: withFields },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotency.reply(request, reply, actor.id, async (executor) => ({
        status: 200,
        body: await invoices.resend(request.params.id, actor, executor),
      }));
    },
  );

  api.put(
    '/invoices/:id/buyer/',
    {
      schema: {
        summary: 'Corrects the buyer of a document ANAF rejected, and sends it again',
        description:
          "Only while the document is `rejected` (409 `admin.not_allowed` otherwise): the database allows no other rewrite of an issued document. Checked as the checkout checks it (a company's CUI control digit, its trade register number, the county, the postal code); the kind of buyer stays the document's (400 on `tip`). The number, lines and amounts stay; the document goes back to `pending`. Audited.",
        params: invoiceParamsSchema,
        body: adminInvoiceBuyerSchema,
        response: { 200: adminInvoiceDetailSchema, ...reads, 409: withFields },
      },
    },
    async (request) => invoices.correctBuyer(request.params.id, request.body, actorOf(request)),
  );

  api.get(
    '/invoice-series/',
    {
      schema: {
        summary: 'The active numbering series of invoices and credit notes',
        response: { 200: invoiceSeriesListSchema, ...reads },
      },
    },
    async () => invoices.series(),
  );

  api.put(
    '/invoice-series/',
    {
      schema: {
        summary: 'Sets the series of invoices and of credit notes (the `settings` permission; audited)',
        description:
          'Both kinds at once. The same prefix moves its counter: forward freely (a shop coming from another system), back never to a number already used (409 `invoices.series_number_used`; the database refuses it too). A new prefix renames a series that has numbered nothing, and otherwise starts a new series, the old one keeping its documents and codes. A prefix another kind uses is 409 `admin.duplicate`.',
        body: invoiceSeriesInputSchema,
        response: { 200: invoiceSeriesListSchema, ...reads, 409: withFields },
      },
    },
    async (request) => invoices.updateSeries(request.body, actorOf(request)),
  );
}
