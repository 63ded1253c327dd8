import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from '../../constants';
import {
  addressFields,
  CHECKOUT_MESSAGES,
  companyNameSchema,
  cuiSchema,
  personNameSchema,
  tradeRegisterSchema,
} from '../checkout';
import { dateParam, intParam, intSchema, moneySchema, positiveIntParam, textSchema } from '../common';

/** Invoices and credit notes, and where each stands with RO e-Factura (docs/decisions/045, 050). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const EFACTURA_STATES = ['pending', 'uploaded', 'accepted', 'rejected'] as const;
export type EfacturaState = (typeof EFACTURA_STATES)[number];

/** The list's `efactura` filter: one state, or `open` for every document ANAF has not accepted yet. */
export const EFACTURA_FILTERS = [...EFACTURA_STATES, 'open'] as const;
export type EfacturaFilter = (typeof EFACTURA_FILTERS)[number];

export const ADMIN_INVOICE_SORTS = ['-date', 'date'] as const;
export type AdminInvoiceSort = (typeof ADMIN_INVOICE_SORTS)[number];

const MONTH_MESSAGE = 'Luna se scrie AAAA-LL, din anii 2000-2099 (de exemplu 2026-11).';

/** A calendar month, "2026-11", of this century: the shop issued nothing before, and PostgreSQL has no year 0. */
export const monthParam = textSchema({ error: MONTH_MESSAGE }).regex(
  /^20\d{2}-(0[1-9]|1[0-2])$/,
  MONTH_MESSAGE,
);

export const adminInvoicesQuerySchema = z.object({
  kind: z.enum(INVOICE_KINDS).optional(),
  efactura: z.enum(EFACTURA_FILTERS).optional(),
  /** A month of issue dates; `from` and `to` narrow to days (Romania's calendar), both included. */
  month: monthParam.optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  /** A document code or number, an order number, a CUI, or part of the buyer's name. */
  q: textSchema().trim().max(100).optional(),
  ordering: z.enum(ADMIN_INVOICE_SORTS).optional(),
  page: positiveIntParam.optional(),
  per: intParam(1, ADMIN_MAX_PAGE_SIZE).optional(),
});
export type AdminInvoicesQuery = z.input<typeof adminInvoicesQuerySchema>;

export const adminInvoiceSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  series: z.string(),
  number: z.number().int(),
  code: z.string(),
  issue_date: z.string(),
  order_id: z.number().int(),
  buyer_kind: z.enum(['person', 'company']),
  buyer_name: z.string(),
  buyer_cui: z.string().nullable(),
  /** Positive for both kinds (a credit note gives this much back). */
  net_total: moneySchema,
  vat_total: moneySchema,
  gross_total: moneySchema,
  efactura_state: z.enum(EFACTURA_STATES),
});
export type AdminInvoiceSummary = z.infer<typeof adminInvoiceSummarySchema>;

export const adminInvoicePageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(adminInvoiceSummarySchema),
});
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;

/** The frozen document (modules/invoicing/document.ts) as issued: money in bani (integers). */
const invoiceAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  county: z.string(),
  countyCode: z.string(),
  sector: z.number().int().nullable(),
  postalCode: z.string(),
  countryCode: z.string(),
});

const vatCategorySchema = z.enum(['S', 'Z', 'E', 'AE', 'K', 'G', 'O']);

export const invoiceDocumentSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  series: z.string(),
  number: z.number().int(),
  code: z.string(),
  issueDate: z.string(),
  currency: z.literal('RON'),
  orderId: z.number().int(),
  paymentMeans: z.enum(['card', 'cash_on_delivery', 'bank_transfer', 'wallet']),
  seller: z.object({
    name: z.string(),
    cui: z.string(),
    vatPayer: z.boolean(),
    tradeRegister: z.string(),
    shareCapital: z.number().int(),
    address: invoiceAddressSchema,
    bankName: z.string(),
    iban: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  buyer: z.object({
    kind: z.enum(['person', 'company']),
    name: z.string(),
    cui: z.string().nullable(),
    vatPayer: z.boolean(),
    tradeRegister: z.string().nullable(),
    /** Never shown in full to staff lists; the detail carries it as issued. */
    cnp: z.string().nullable(),
    address: invoiceAddressSchema,
    email: z.string(),
  }),
  lines: z.array(
    z.object({
      position: z.number().int(),
      productId: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number(),
      unitCode: z.string(),
      unitPriceGross: z.number().int(),
      grossAmount: z.number().int(),
      discountGross: z.number().int(),
      netAmount: z.number().int(),
      vatAmount: z.number().int(),
      vatRate: z.number(),
      vatCategory: vatCategorySchema,
      invoicePosition: z.number().int().nullable(),
    }),
  ),
  vatBreakdown: z.array(
    z.object({
      vatRate: z.number(),
      vatCategory: vatCategorySchema,
      taxableAmount: z.number().int(),
      vatAmount: z.number().int(),
      exemptionReasonCode: z.string().nullable(),
      exemptionReason: z.string().nullable(),
    }),
  ),
  totals: z.object({
    net: z.number().int(),
    vat: z.number().int(),
    gross: z.number().int(),
    payable: z.number().int(),
    prepaid: z.number().int(),
  }),
  correctedInvoice: z.object({ code: z.string(), issueDate: z.string() }).nullable(),
  notes: z.array(z.string()),
});
export type InvoiceDocumentWire = z.infer<typeof invoiceDocumentSchema>;

const documentReferenceSchema = z.object({ id: z.number().int(), code: z.string() });

export const adminInvoiceDetailSchema = adminInvoiceSummarySchema.extend({
  issued_at: z.string(),
  document: invoiceDocumentSchema,
  efactura: z.object({
    state: z.enum(EFACTURA_STATES),
    upload_index: z.string().nullable(),
    download_id: z.string().nullable(),
    /** ANAF's messages when it refused the document. */
    errors: z.array(z.string()),
    updated_at: z.string().nullable(),
    accepted_at: z.string().nullable(),
    /** ANAF's signed answer is kept in the shop's data folder (it keeps it 60 days only). */
    archived: z.boolean(),
  }),
  /** A credit note's invoice. */
  corrects: documentReferenceSchema.nullable(),
  /** An invoice's credit notes. */
  credit_notes: z.array(documentReferenceSchema),
  /** Rejected or not uploaded yet: staff may send it again. */
  can_resend: z.boolean(),
  /** Rejected: staff may correct the buyer before it goes again. */
  can_correct_buyer: z.boolean(),
});
export type AdminInvoiceDetail = z.infer<typeof adminInvoiceDetailSchema>;

export const invoiceParamsSchema = z.object({ id: positiveIntParam });

export const invoiceMonthQuerySchema = z.object({ month: monthParam });

/**
 * The buyer of a document ANAF rejected, corrected by staff and checked as the checkout checks it:
 * a person's name, or a company's name, CUI and trade register number; the address always. The
 * kind stays the document's (a person is not turned into a company: the VAT treatment could change).
 */
export const adminInvoicePersonBuyerSchema = z.object({
  tip: z.literal('persoana_fizica'),
  nume: personNameSchema(CHECKOUT_MESSAGES.lastNameRequired),
  ...addressFields,
});
export const adminInvoiceCompanyBuyerSchema = z.object({
  tip: z.literal('companie'),
  denumire: companyNameSchema,
  cui: cuiSchema,
  nr_reg_com: tradeRegisterSchema,
  ...addressFields,
});
export const adminInvoiceBuyerSchema = z.discriminatedUnion(
  'tip',
  [adminInvoicePersonBuyerSchema, adminInvoiceCompanyBuyerSchema],
  { error: CHECKOUT_MESSAGES.billingType },
);
export type AdminInvoiceBuyerInput = z.input<typeof adminInvoiceBuyerSchema>;

/** A numbering series as staff see and set it (Codul fiscal art. 319 (20) b). */
export const invoiceSeriesSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  prefix: z.string(),
  next_number: z.number().int(),
  /** The highest number the series has used, null before its first document. */
  last_used: z.number().int().nullable(),
});
export type InvoiceSeries = z.infer<typeof invoiceSeriesSchema>;

export const INVOICE_SERIES_MESSAGES = {
  prefix: 'Seria are 1-10 litere mari sau cifre (de exemplu SLV).',
  nextNumber: 'Numărul următor este între 1 și 999999.',
  duplicate: 'Fiecare tip de document are o singură serie.',
} as const;

const seriesInputSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  prefix: textSchema({ error: INVOICE_SERIES_MESSAGES.prefix })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,10}$/, INVOICE_SERIES_MESSAGES.prefix),
  next_number: intSchema(1, 999_999, INVOICE_SERIES_MESSAGES.nextNumber),
});

export const invoiceSeriesListSchema = z.object({ series: z.array(invoiceSeriesSchema) });

/** `PUT /api/admin/invoice-series/`: both series at once, one each. */
export const invoiceSeriesInputSchema = z.object({
  series: z
    .array(seriesInputSchema)
    .length(INVOICE_KINDS.length, INVOICE_SERIES_MESSAGES.duplicate)
    .refine(
      (list) => new Set(list.map((entry) => entry.kind)).size === list.length,
      INVOICE_SERIES_MESSAGES.duplicate,
    ),
});
export type InvoiceSeriesInput = z.input<typeof invoiceSeriesInputSchema>;

/** The customer's view of an order's documents (`/api/account/orders/{id}/invoices/`). */
export const accountInvoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  code: z.string(),
  issue_date: z.string(),
  gross_total: moneySchema,
});
export type AccountInvoice = z.infer<typeof accountInvoiceSchema>;

export const accountInvoiceListSchema = z.object({ results: z.array(accountInvoiceSchema) });

export const accountInvoiceParamsSchema = z.object({ id: positiveIntParam, invoiceId: positiveIntParam });
