import { z } from 'zod';
import { decimalToBani } from '../money';
import { isValidIban } from '../romania';
import type { PaymentMethod } from './checkout';
import { adminRefundSchema } from './admin/orders';
import {
  idSchema,
  intParam,
  intSchema,
  moneySchema,
  pageSchema,
  positiveIntParam,
  textSchema,
} from './common';

export const RETURN_REASONS = ['defective', 'not_fit', 'wrong_order', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** requested → approved or refused; approved → received (the goods are back) → refunded. */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** How a return is paid back: money by the refund methods, or a voucher for the amount. */
export const RETURN_REFUND_METHODS = ['stripe', 'card', 'bank', 'wallet', 'voucher'] as const;
export type ReturnRefundMethod = (typeof RETURN_REFUND_METHODS)[number];

/** What decides how an order's money can go back. */
export type RefundFacts = {
  /** How the order was paid (the wire's names: card, ramburs, transfer, wallet). */
  payment: PaymentMethod;
  /** The card payment went through the provider, which can send it back itself. */
  providerRefund: boolean;
  /** The order belongs to an account: its wallet and vouchers can take the money. */
  account: boolean;
};

/**
 * The ways an order can be refunded, shared by the server (which refuses any other) and the
 * screens (which offer only these): money goes back to a card only when a card paid, through the
 * provider when it took the payment; a bank transfer always can; the wallet and a voucher need
 * an account. A cash-on-delivery order is never refunded "to the card".
 */
export function refundMethodsFor(facts: RefundFacts): ReturnRefundMethod[] {
  return RETURN_REFUND_METHODS.filter((method) => {
    switch (method) {
      case 'stripe':
        return facts.payment === 'card' && facts.providerRefund;
      case 'card':
        return facts.payment === 'card';
      case 'bank':
        return true;
      case 'wallet':
      case 'voucher':
        return facts.account;
    }
  });
}

export const RETURN_DETAILS_MAX = 1000;
export const RETURN_NOTE_MAX = 500;

export const RETURN_MESSAGES = {
  reason: 'Alege motivul returului.',
  lines: 'Alege cel puțin un produs de returnat.',
  line: 'Produs invalid.',
  quantity: 'Cantitatea de returnat trebuie să fie între 1 și cât ai comandat.',
  detailsTooLong: `Detaliile pot avea cel mult ${RETURN_DETAILS_MAX} de caractere.`,
  iban: 'IBAN invalid: verifică cifrele (de exemplu RO49AAAA1B31007593840000).',
  notDelivered: 'Poți cere returul după ce primești comanda.',
  exists: 'Ai trimis deja o cerere de retur pentru această comandă.',
  notFound: 'Cererea de retur nu a fost găsită.',
  noteTooLong: `Nota poate avea cel mult ${RETURN_NOTE_MAX} de caractere.`,
  refuseNote: 'Scrie clientului de ce refuzi returul.',
  amount: 'Suma trebuie să fie mai mare ca zero.',
  method: 'Alege cum rambursezi: stripe, card, bank, wallet sau voucher.',
  methodNotForOrder: 'Comanda nu se poate rambursa așa: alege una dintre metodele oferite pentru plata ei.',
} as const;

/** The order's return window (the one it was placed with) has passed. */
export const returnTooLateMessage = (days: number) =>
  `Produsele se pot returna în ${days} de zile de la livrare; termenul a trecut.`;

/** `POST /api/account/returns/`: an order's lines to send back, why, and where a bank refund goes. */
export const returnCreateSchema = z.object({
  comanda: idSchema('Comandă invalidă.'),
  motiv: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
  detalii: textSchema().trim().max(RETURN_DETAILS_MAX, RETURN_MESSAGES.detailsTooLong).optional().default(''),
  produse: z
    .array(
      z.object({
        linie: idSchema(RETURN_MESSAGES.line),
        cantitate: intSchema(1, 99, RETURN_MESSAGES.quantity),
      }),
      { error: RETURN_MESSAGES.lines },
    )
    .min(1, RETURN_MESSAGES.lines)
    .max(50, RETURN_MESSAGES.lines)
    .refine((lines) => new Set(lines.map((line) => line.linie)).size === lines.length, RETURN_MESSAGES.lines),
  iban: textSchema()
    .trim()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value === '' || isValidIban(value), RETURN_MESSAGES.iban)
    .optional()
    .transform((value) => value || null),
});
export type ReturnCreateBody = z.input<typeof returnCreateSchema>;

export const returnRequestSchema = z.object({
  id: z.number().int(),
  comanda: z.number().int(),
  motiv: z.enum(RETURN_REASONS),
  detalii: z.string(),
  iban: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  /** The shop's words to the customer (why it was refused, how to send the parcel). */
  nota_magazin: z.string(),
  produse: z.array(
    z.object({
      linie: z.number().int(),
      produs: z.number().int().nullable(),
      titlu: z.string(),
      titlu_en: z.string(),
      cantitate: z.number().int(),
      /** What this line paid a unit, after its share of the order's discount. */
      pret: moneySchema,
    }),
  ),
  /** What the returned goods were paid: what a full refund gives back. */
  valoare: moneySchema,
  rambursare: z
    .object({
      metoda: z.enum(RETURN_REFUND_METHODS),
      suma: moneySchema,
      /** The voucher's code, when the refund is a voucher. */
      voucher: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  received_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const returnListSchema = z.object({ results: z.array(returnRequestSchema) });
export type ReturnList = z.infer<typeof returnListSchema>;

/** What the account's order page needs to offer a return. */
export const orderReturnStateSchema = z.object({
  /** The order can still be returned (delivered, within the window, no request yet). */
  poate_returna: z.boolean(),
  /** The last day of the window, once the order is delivered. */
  retur_pana_la: z.string().nullable(),
  /** The order's return request, if there is one. */
  retur: z.object({ id: z.number().int(), status: z.enum(RETURN_STATUSES) }).nullable(),
});
export type OrderReturnState = z.infer<typeof orderReturnStateSchema>;

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export const adminReturnSchema = returnRequestSchema.extend({
  email: z.string(),
  client: z.string(),
  /** What is left of the order's payment to refund, in lei. */
  rambursabil: moneySchema,
  stripe_refund_available: z.boolean(),
  wallet_refund_available: z.boolean(),
  /** The ways this return can be paid back (`refundMethodsFor`); the refund refuses any other. */
  metode_rambursare: z.array(z.enum(RETURN_REFUND_METHODS)),
  /** The order's refund that paid this return back, with its state (a manual one may await the transfer). */
  refund: adminRefundSchema.nullable(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnPageSchema = pageSchema(adminReturnSchema);
export type AdminReturnPage = z.infer<typeof adminReturnPageSchema>;

export const adminReturnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  page: positiveIntParam.optional(),
  per: intParam(1, 100).optional(),
});

export const adminReturnParamsSchema = z.object({ id: positiveIntParam });

export const adminReturnDecisionSchema = z
  .object({
    decizie: z.enum(['approve', 'refuse'], { error: 'Alege: approve sau refuse.' }),
    nota: textSchema().trim().max(RETURN_NOTE_MAX, RETURN_MESSAGES.noteTooLong).optional().default(''),
  })
  .refine((body) => body.decizie !== 'refuse' || body.nota.length > 0, {
    path: ['nota'],
    message: RETURN_MESSAGES.refuseNote,
  });
export type AdminReturnDecisionBody = z.input<typeof adminReturnDecisionSchema>;

/**
 * Card and bank refunds are made by staff outside the shop: recorded awaiting the transfer unless
 * staff say it is already made (`transfer_confirmat: true`), then confirmed on the order's refund.
 */
export const adminReturnRefundSchema = z.object({
  metoda: z.enum(RETURN_REFUND_METHODS, { error: RETURN_MESSAGES.method }),
  suma: textSchema()
    .trim()
    .transform((value, ctx) => {
      const bani = decimalToBani(value);
      if (bani === null || bani <= 0) {
        ctx.addIssue({ code: 'custom', message: RETURN_MESSAGES.amount });
        return z.NEVER;
      }
      return bani;
    }),
  transfer_confirmat: z.boolean().optional(),
});
export type AdminReturnRefundBody = z.input<typeof adminReturnRefundSchema>;
