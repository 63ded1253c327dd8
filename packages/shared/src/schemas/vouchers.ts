import { z } from 'zod';
import { decimalToBani } from '../money';
import { COUPON_MESSAGES, discountValueError } from './admin/coupons';

/** A voucher takes money off: a percent or a fixed amount (never free shipping). */
export const VOUCHER_KINDS = ['percent', 'fixed'] as const;
import { intSchema, moneySchema, textSchema } from './common';

/** Why a customer got a voucher. */
export const VOUCHER_ORIGINS = ['welcome', 'return', 'staff'] as const;
export type VoucherOrigin = (typeof VOUCHER_ORIGINS)[number];

export const VOUCHER_STATUSES = ['active', 'used', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export const VOUCHER_NOTE_MAX = 200;
export const VOUCHER_MAX_DAYS = 365;

/** A personal single-use code, as its owner (and staff) see it. */
export const voucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_type: z.enum(VOUCHER_KINDS),
  /** Percent vouchers: the percent ("10.00"); fixed ones: lei ("25.00"). */
  value: moneySchema,
  min_subtotal: moneySchema,
  expires_at: z.string().nullable(),
  status: z.enum(VOUCHER_STATUSES),
  origin: z.enum(VOUCHER_ORIGINS),
  nota: z.string(),
  /** The order that used it. */
  comanda: z.number().int().nullable(),
  created_at: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherListSchema = z.object({ results: z.array(voucherSchema) });
export type VoucherList = z.infer<typeof voucherListSchema>;

/** A voucher staff issue to a customer: its discount, validity and the note the customer reads. */
export const voucherIssueSchema = z
  .object({
    discount_type: z.enum(VOUCHER_KINDS, { error: COUPON_MESSAGES.kind }),
    value: textSchema().trim().max(20),
    min_subtotal: textSchema().trim().max(20).default('0.00'),
    valid_days: intSchema(1, VOUCHER_MAX_DAYS, `Valabilitatea este între 1 și ${VOUCHER_MAX_DAYS} de zile.`),
    nota: textSchema()
      .trim()
      .min(1, 'Scrie pentru ce este voucherul: clientul vede nota.')
      .max(VOUCHER_NOTE_MAX, `Nota poate avea cel mult ${VOUCHER_NOTE_MAX} de caractere.`),
  })
  .superRefine((input, ctx) => {
    const valueError = input.discount_type ? discountValueError(input.discount_type, input.value) : null;
    if (valueError) ctx.addIssue({ code: 'custom', path: ['value'], message: valueError });
    const minimum = decimalToBani(input.min_subtotal);
    if (minimum === null || minimum < 0) {
      ctx.addIssue({ code: 'custom', path: ['min_subtotal'], message: COUPON_MESSAGES.minSubtotal });
    }
  });
export type VoucherIssueBody = z.input<typeof voucherIssueSchema>;
