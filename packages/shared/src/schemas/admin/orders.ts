import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from '../../constants';
import { ORDER_PAYMENT_STATES, ORDER_STATUSES } from '../../order-status';
import { shipmentSchema } from './shipping';
import {
  deliveryInputSchema,
  orderCreateSchema,
  orderLinesSchema,
  orderSchema,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
} from '../checkout';
import {
  dateParam,
  errorSchema,
  idSchema,
  intParam,
  intSchema,
  moneyInputSchema,
  moneySchema,
  PG_INT_MAX,
  positiveIntParam,
  textSchema,
} from '../common';

/** Exact counts stop here; past it the list answers `count: 10000, count_exact: false`. */
export const ADMIN_ORDERS_COUNT_LIMIT = 10_000;

export const ADMIN_ORDER_SORTS = ['-created', 'created', '-total', 'total', 'status', '-status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** A tag staff put on an order: 1–40 characters once trimmed, spaces folded to one. */
export const ORDER_TAG_MAX = 40;
/** How many tags one order may carry. */
export const ORDER_TAGS_PER_ORDER = 20;

export const orderTagSchema = textSchema({ error: 'Scrie eticheta.' })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'Scrie eticheta.')
      .max(ORDER_TAG_MAX, `Eticheta poate avea cel mult ${ORDER_TAG_MAX} de caractere.`)
      .refine((value) => !value.includes(','), 'Eticheta nu poate conține virgule.'),
  );

const statusList = textSchema()
  .max(200)
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.enum(ORDER_STATUSES, { error: 'Status necunoscut.' })).max(ORDER_STATUSES.length));

export const adminOrdersQuerySchema = z.object({
  /** One status or several, comma-separated ("placed,processing"). */
  status: statusList.optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  payment_status: z.enum(ORDER_PAYMENT_STATES).optional(),
  /** Calendar days in Romania's time zone, both included. */
  from: dateParam.optional(),
  to: dateParam.optional(),
  /** An order number (exact), or part of a name, email or phone; diacritics and case ignored. */
  q: textSchema().trim().max(100).optional(),
  /** Orders carrying this tag (case ignored). */
  tag: textSchema().trim().max(ORDER_TAG_MAX).optional(),
  /** The orders of this customer account (its id). */
  customer: positiveIntParam.optional(),
  ordering: z.enum(ADMIN_ORDER_SORTS).optional(),
  page: positiveIntParam.optional(),
  per: intParam(1, ADMIN_MAX_PAGE_SIZE).optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** `GET /api/admin/orders/export.csv`: the list's filters, without its pages. */
export const adminOrdersExportQuerySchema = adminOrdersQuerySchema.omit({ page: true, per: true });

export const adminOrderSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  nume: z.string(),
  prenume: z.string(),
  email: z.string(),
  telefon: z.string(),
  total: moneySchema,
  plata: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(ORDER_PAYMENT_STATES),
  livrare: z.enum(['curier', 'easybox']),
  /** A guest order has none. */
  user_id: z.number().int().nullable(),
  /** Staff's tags on the order, alphabetically. */
  tags: z.array(z.string()),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderPageSchema = z.object({
  /** Exact up to 10,000 matching orders; beyond, 10000 and `count_exact: false` ("10 000+"). */
  count: z.number().int(),
  count_exact: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(adminOrderSummarySchema),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** `wallet` credits the customer's wallet at once (orders placed from an account only). */
export const REFUND_METHODS = ['stripe', 'card', 'bank', 'wallet'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * `completed` once the money has left (the provider answered, the wallet was credited, staff
 * confirmed their transfer); `awaiting_transfer` while a card or bank refund is still to be made.
 */
export const REFUND_STATUSES = ['awaiting_transfer', 'completed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const adminRefundSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  method: z.enum(REFUND_METHODS),
  reason: z.string(),
  provider_ref: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  created_by: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Who confirmed a manual transfer; null when the refund was completed as it was recorded. */
  completed_by: z.string().nullable(),
});

/** `POST /api/admin/orders/{id}/refunds/{refundId}/transfer/`: the order and its refund. */
export const adminRefundParamsSchema = z.object({
  id: positiveIntParam,
  refundId: positiveIntParam,
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminOrderDetailSchema = orderSchema.extend({
  /** The order's lines with the product's id (null once the product is deleted). */
  lines: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      product_slug: z.string().nullable(),
      sku: z.string().nullable(),
      titlu: z.string(),
      cantitate: z.number().int(),
      pret: moneySchema,
      total_linie: moneySchema,
      tva_procent: z.number().int(),
      /**
       * How many of the line's units a refund may still put back in stock: none once the order
       * was cancelled (its stock came back then), less what returns received and earlier
       * refunds put back.
       */
      restockable: z.number().int(),
    }),
  ),
  customer: z.object({
    user_id: z.number().int().nullable(),
    /** The account's email when the order was placed signed in; null for a guest. */
    account_email: z.string().nullable(),
  }),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.enum(PAYMENT_PROVIDERS),
      /** The attempt's own outcome; the order's payment state is `payment_status`. */
      status: z.enum(PAYMENT_STATUSES),
      amount: moneySchema,
      provider_ref: z.string().nullable(),
      failure_reason: z.string().nullable(),
      created_at: z.string(),
      succeeded_at: z.string().nullable(),
    }),
  ),
  refunds: z.array(adminRefundSchema),
  history: z.array(
    z.object({
      from_status: z.enum(ORDER_STATUSES).nullable(),
      to_status: z.enum(ORDER_STATUSES),
      actor: z.string(),
      note: z.string(),
      created_at: z.string(),
    }),
  ),
  notes: z.array(
    z.object({
      id: z.number().int(),
      body: z.string(),
      author: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  payment_status: z.enum(ORDER_PAYMENT_STATES),
  /** Money received (0.00 while unpaid), refunded so far, and what may still be refunded. */
  paid_amount: moneySchema,
  refunded_amount: moneySchema,
  refundable_amount: moneySchema,
  /** Whether a refund can go back through Stripe's API (the order was paid through Stripe). */
  stripe_refund_available: z.boolean(),
  /** The order was placed from an account, so a refund can go to its wallet. */
  wallet_refund_available: z.boolean(),
  /** The statuses staff may move the order to now. */
  allowed_transitions: z.array(z.enum(ORDER_STATUSES)),
  /** The order's live AWB, or its last cancelled one; null when none was made. */
  shipment: shipmentSchema.nullable(),
  /** A courier is configured and the order may ship now ("Generează AWB" is offered). */
  awb_available: z.boolean(),
  /** Staff's tags on the order, alphabetically. */
  tags: z.array(z.string()),
  /** Raised by every edit: `PATCH /orders/{id}/` sends the version it read (409 when it moved). */
  version: z.number().int(),
  /** Why staff cannot edit the order's lines and address now; null when they can. */
  edit_refused: z.string().nullable(),
  /**
   * What the customer still owes after staff raised the paid order's total (0.00: nothing);
   * `POST /orders/{id}/rest-de-plata/` records it received.
   */
  amount_due: moneySchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const ORDER_NOTE_MAX = 2000;
export const REFUND_REASON_MAX = 500;

export const adminOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Status necunoscut.' }),
  note: textSchema().trim().max(500, 'Nota poate avea cel mult 500 de caractere.').optional(),
});
export type AdminOrderStatusBody = z.input<typeof adminOrderStatusSchema>;

/** Refunds staff make by hand, outside the shop: it sends nothing to a processor or a bank. */
export const MANUAL_REFUND_METHODS = ['card', 'bank'] as const;

/**
 * A manual refund (`card`, `bank`) is recorded `awaiting_transfer` unless staff say the money has
 * already left (`manual_transfer_done: true`); the customer's mail, which says the money is back,
 * goes out only once the refund is completed.
 */
export const adminRefundCreateSchema = z.object({
  amount: moneyInputSchema('Scrie o sumă mai mare ca zero, de exemplu 49,90.', {
    min: 1,
    max: 100_000_000,
  }),
  method: z.enum(REFUND_METHODS, { error: 'Alege metoda: stripe, card, bank sau wallet.' }),
  reason: textSchema()
    .trim()
    .min(1, 'Scrie motivul rambursării.')
    .max(REFUND_REASON_MAX, `Motivul poate avea cel mult ${REFUND_REASON_MAX} de caractere.`),
  manual_transfer_done: z.boolean().optional(),
  /**
   * The goods to put back in stock with this refund (each product once, at most what the line
   * may still restock); none: the stock is left as it is.
   */
  restock: z
    .array(
      z.object({
        product_id: idSchema('Produs greșit.'),
        cantitate: intSchema(1, 100_000, 'Cantitatea este un număr întreg, cel puțin 1.'),
      }),
    )
    .max(100)
    .refine(
      (lines) => new Set(lines.map((line) => line.product_id)).size === lines.length,
      'Fiecare produs o singură dată.',
    )
    .optional(),
});
export type AdminRefundCreateBody = z.input<typeof adminRefundCreateSchema>;

export const adminOrderNoteCreateSchema = z.object({
  body: textSchema()
    .trim()
    .min(1, 'Nota nu poate fi goală.')
    .max(ORDER_NOTE_MAX, `Nota poate avea cel mult ${ORDER_NOTE_MAX} de caractere.`),
});
export type AdminOrderNoteCreateBody = z.input<typeof adminOrderNoteCreateSchema>;

/** `POST /api/admin/orders/{id}/tags/`: one tag to add. */
export const adminOrderTagCreateSchema = z.object({ tag: orderTagSchema });
export type AdminOrderTagCreateBody = z.input<typeof adminOrderTagCreateSchema>;

/** `DELETE /api/admin/orders/{id}/tags/{tag}/`: the tag, as the URL carries it. */
export const adminOrderTagParamsSchema = z.object({ id: positiveIntParam, tag: orderTagSchema });

/** An order's tags after a change. */
export const adminOrderTagsSchema = z.object({ tags: z.array(z.string()) });

/** The tags in use, most used first (the list's filter offers them). */
export const adminOrderTagListSchema = z.object({
  results: z.array(z.object({ tag: z.string(), orders: z.number().int() })),
});
export type AdminOrderTagList = z.infer<typeof adminOrderTagListSchema>;

/** How many orders one bulk status change takes. */
export const ORDER_BULK_MAX = 100;

const bulkOrderIds = z
  .array(idSchema('Număr de comandă greșit.'), { error: 'Alege comenzile.' })
  .min(1, 'Alege cel puțin o comandă.')
  .max(ORDER_BULK_MAX, `Cel mult ${ORDER_BULK_MAX} de comenzi odată.`);

/** `POST /api/admin/orders/bulk/status/`: these orders to `status`, each by the single change's rules. */
export const adminOrderBulkStatusSchema = adminOrderStatusSchema.extend({ order_ids: bulkOrderIds });
export type AdminOrderBulkStatusBody = z.input<typeof adminOrderBulkStatusSchema>;

/** Each order's outcome: moved (its new status) or refused (why). */
export const adminOrderBulkStatusResultSchema = z.object({
  results: z.array(
    z.object({
      order_id: z.number().int(),
      status: z.enum(ORDER_STATUSES).nullable(),
      error: errorSchema.nullable(),
    }),
  ),
});
export type AdminOrderBulkStatusResult = z.infer<typeof adminOrderBulkStatusResultSchema>;

/** `GET /api/admin/customers/{id}/order-stats/`: a customer's orders in figures. */
export const adminCustomerOrderStatsSchema = z.object({
  /** Every order placed from the account, whatever its state. */
  orders: z.number().int(),
  /** The paid ones, which the money figures count. */
  paid_orders: z.number().int(),
  /** What the paid orders brought, less what was refunded on them. */
  total_spent: moneySchema,
  /** `total_spent` over `paid_orders` (0.00 without any). */
  average_order: moneySchema,
});
export type AdminCustomerOrderStats = z.infer<typeof adminCustomerOrderStatsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Manual orders and order editing (docs/decisions/061)
// ---------------------------------------------------------------------------------------------------------

/** How a manual order is paid: cash on delivery, or cash taken at the shop's counter (paid now). */
export const MANUAL_ORDER_PAYMENTS = ['ramburs', 'numerar'] as const;
export type ManualOrderPayment = (typeof MANUAL_ORDER_PAYMENTS)[number];

/**
 * `POST /orders/`: an order staff take by phone or at the counter, for a customer account
 * (`client`) or a guest. The storefront's fields, without the wallet, the terms box or the card's
 * browser data; prices come from the server only.
 */
export const adminManualOrderSchema = orderCreateSchema
  .pick({
    produse: true,
    email: true,
    telefon: true,
    nume: true,
    prenume: true,
    livrare: true,
    facturare: true,
    cupon: true,
    limba: true,
    observatii: true,
  })
  .extend({
    plata: z.enum(MANUAL_ORDER_PAYMENTS, { error: 'Alege plata: ramburs sau numerar la ghișeu.' }),
    client: idSchema('Client invalid.').nullable().optional(),
  });
export type AdminManualOrderBody = z.input<typeof adminManualOrderSchema>;
export type AdminManualOrderInput = z.output<typeof adminManualOrderSchema>;

/** `POST /orders/quote/`: what a manual order would cost, before it is placed. */
export const adminOrderQuoteRequestSchema = z.object({
  produse: orderLinesSchema,
  cupon: adminManualOrderSchema.shape.cupon,
  client: adminManualOrderSchema.shape.client,
  email: z.union([adminManualOrderSchema.shape.email, z.literal('')]).optional(),
});
export type AdminOrderQuoteRequestBody = z.input<typeof adminOrderQuoteRequestSchema>;

/** An order's lines and totals as the server prices them (a quote, or an edit's preview). */
export const adminOrderQuoteSchema = z.object({
  lines: z.array(
    z.object({
      produs: z.number().int(),
      titlu: z.string(),
      cantitate: z.number().int(),
      pret: moneySchema,
      total_linie: moneySchema,
      /** Units on the shelf now (for an edit, besides what the order already holds). */
      stoc: z.number().int(),
    }),
  ),
  subtotal: moneySchema,
  discount: moneySchema,
  shipping_cost: moneySchema,
  total: moneySchema,
  tva: moneySchema,
  cupon: z.string().nullable(),
  reducere_recomandare: z.boolean(),
  /**
   * An edit's preview only: the money of the edit. `platit` is what the customer paid (0.00
   * unpaid); for a paid order the difference is `rambursare` (lower total) or `rest_de_plata`
   * (higher), and its invoice `factura_stornata` is cancelled by a credit note and a new one
   * issued (`factura_noua`).
   */
  modificare: z
    .object({
      total_vechi: moneySchema,
      platit: moneySchema,
      rambursare: z.object({ suma: moneySchema, metoda: z.enum(REFUND_METHODS) }).nullable(),
      rest_de_plata: moneySchema,
      factura_stornata: z.string().nullable(),
      factura_noua: z.boolean(),
    })
    .optional(),
});
export type AdminOrderQuote = z.infer<typeof adminOrderQuoteSchema>;

/**
 * `PATCH /orders/{id}/`: the order's new lines (the whole list) and/or its new delivery, with the
 * version read (`POST /orders/{id}/quote/` prices the same body without saving).
 */
export const adminOrderEditSchema = z
  .object({
    version: intSchema(1, PG_INT_MAX, 'Versiune invalidă.'),
    produse: orderLinesSchema.optional(),
    livrare: deliveryInputSchema.optional(),
    nota: textSchema().trim().max(500, 'Nota poate avea cel mult 500 de caractere.').optional(),
    /**
     * Where the difference goes back when the edit lowers a paid order's total; by default the
     * way it was paid (wallet to the wallet, a Stripe payment through Stripe, a card to the card
     * by staff, otherwise a bank transfer staff make).
     */
    metoda_rambursare: z
      .enum(REFUND_METHODS, { error: 'Alege metoda: stripe, card, bank sau wallet.' })
      .optional(),
  })
  .refine((body) => body.produse !== undefined || body.livrare !== undefined, {
    message: 'Nimic de modificat: trimite produsele sau livrarea.',
    path: ['produse'],
  });
export type AdminOrderEditBody = z.input<typeof adminOrderEditSchema>;
export type AdminOrderEditInput = z.output<typeof adminOrderEditSchema>;

/**
 * `POST /orders/{id}/rest-de-plata/`: staff received what an edit of the paid order left due, by
 * bank transfer or in cash at the counter, with the order's version read.
 */
export const adminOrderAmountDueSchema = z.object({
  version: intSchema(1, PG_INT_MAX, 'Versiune invalidă.'),
  metoda: z.enum(['transfer', 'numerar'], { error: 'Alege metoda: transfer sau numerar.' }),
});
export type AdminOrderAmountDueBody = z.input<typeof adminOrderAmountDueSchema>;
