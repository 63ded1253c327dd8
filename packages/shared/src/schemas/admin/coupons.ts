import { z } from 'zod';
import { decimalToBani } from '../../money';
import {
  intParam,
  intSchema,
  moneySchema,
  pageSchema,
  PG_INT_MAX,
  positiveIntParam,
  textSchema,
} from '../common';

export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Where a coupon stands now: what the admin list filters on and shows as a badge. */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export const COUPON_MESSAGES = {
  cod: 'Codul are 3–32 caractere: litere fără diacritice, cifre, „-” sau „_”.',
  kind: 'Tipul reducerii este „percent”, „fixed” sau „free_shipping”.',
  minQuantity: 'Cantitatea minimă este un număr întreg între 0 și 1000.',
  ids: 'O listă de cel mult 200 de id-uri.',
  percent: 'Procentul este un număr întreg între 1 și 100.',
  fixed: 'Suma fixă este o sumă în lei mai mare decât 0 (ex. 25.00).',
  minSubtotal: 'Subtotalul minim este o sumă în lei de cel puțin 0 (ex. 150.00).',
  date: 'Data trebuie să fie o dată și o oră valide (ISO 8601).',
  window: 'Sfârșitul trebuie să fie după început.',
  limit: 'Limita este un număr întreg de cel puțin 1 (sau gol, fără limită).',
  duplicate: 'Există deja un cupon cu acest cod.',
  used: 'Cuponul a fost folosit în comenzi: nu poate fi șters, doar dezactivat.',
  notFound: 'Cuponul nu a fost găsit.',
} as const;

/** What is wrong with a discount's value as typed in lei or percent, or null when it is right. */
export function discountValueError(kind: CouponKind, value: string): string | null {
  const bani = decimalToBani(value);
  if (kind === 'free_shipping') return null;
  if (kind === 'percent') {
    return bani === null || bani % 100 !== 0 || bani < 100 || bani > 10_000 ? COUPON_MESSAGES.percent : null;
  }
  return bani === null || bani <= 0 ? COUPON_MESSAGES.fixed : null;
}

/** Lei as the admin types them ("25", "25.5", "25,50"), read into bani. */
const leiText = textSchema().trim().max(20);

const dateTime = z.iso.datetime({ offset: true, error: COUPON_MESSAGES.date }).nullable();

const limit = intSchema(1, PG_INT_MAX, COUPON_MESSAGES.limit).nullable();

const ids = z
  .array(z.number().int().positive().max(PG_INT_MAX), { error: COUPON_MESSAGES.ids })
  .max(200, COUPON_MESSAGES.ids)
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));

/**
 * A coupon as the admin writes it. Every rule the checkout applies is here: the kind and value, the
 * minimum subtotal, the validity window, the total and per-customer limits, first order only and
 * the active flag. The code is upper-cased; percent values are whole percents.
 */
export const adminCouponInputSchema = z
  .object({
    /**
     * `cod`, not `code`: an error answer's own `code` key would hide a field error named `code`.
     */
    cod: textSchema({ error: COUPON_MESSAGES.cod })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.cod)),
    discount_type: z.enum(COUPON_KINDS, { error: COUPON_MESSAGES.kind }),
    /** Ignored (stored as 0) for `free_shipping`. */
    value: leiText.default('0.00'),
    min_subtotal: leiText.default('0.00'),
    starts_at: dateTime.default(null),
    ends_at: dateTime.default(null),
    usage_limit: limit.default(null),
    usage_limit_per_customer: limit.default(null),
    first_order_only: z.boolean().default(false),
    is_active: z.boolean().default(true),
    /** Smallest number of eligible units in the cart; 0 for none (decision 062). */
    min_quantity: intSchema(0, 1000, COUPON_MESSAGES.minQuantity).default(0),
    /** Limits to these products (variants are products) and/or categories; both empty: the whole cart. */
    produse: ids.default([]),
    categorii: ids.default([]),
  })
  .superRefine((input, ctx) => {
    const valueError = input.discount_type ? discountValueError(input.discount_type, input.value) : null;
    if (valueError) ctx.addIssue({ code: 'custom', path: ['value'], message: valueError });
    const minimum = decimalToBani(input.min_subtotal);
    if (minimum === null || minimum < 0) {
      ctx.addIssue({ code: 'custom', path: ['min_subtotal'], message: COUPON_MESSAGES.minSubtotal });
    }
    if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: COUPON_MESSAGES.window });
    }
  });
export type AdminCouponInput = z.input<typeof adminCouponInputSchema>;
export type AdminCouponValues = z.output<typeof adminCouponInputSchema>;

export const adminCouponSchema = z.object({
  id: z.number().int(),
  cod: z.string(),
  discount_type: z.enum(COUPON_KINDS),
  /** Percent coupons: the percent ("10.00"); fixed ones: lei ("25.00"). */
  value: moneySchema,
  min_subtotal: moneySchema,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_customer: z.number().int().nullable(),
  first_order_only: z.boolean(),
  is_active: z.boolean(),
  min_quantity: z.number().int(),
  produse: z.array(z.number().int()),
  categorii: z.array(z.number().int()),
  status: z.enum(COUPON_STATUSES),
  /** Live uses: redemptions of orders that were not cancelled. */
  used: z.number().int(),
  /** The totals of those orders, in lei (decision 062). */
  venit: moneySchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponOrderSchema = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  email: z.string(),
  /** The discount the order got, in lei. */
  discount: moneySchema,
  status: z.string(),
  /** The order was cancelled and gave its use back. */
  released: z.boolean(),
});
export type AdminCouponOrder = z.infer<typeof adminCouponOrderSchema>;

/** How many of a coupon's latest orders its detail lists. */
export const COUPON_DETAIL_ORDERS = 50;

export const adminCouponDetailSchema = adminCouponSchema.extend({
  /** The latest orders that used it, newest first (at most COUPON_DETAIL_ORDERS). */
  orders: z.array(adminCouponOrderSchema),
});
export type AdminCouponDetail = z.infer<typeof adminCouponDetailSchema>;

export const adminCouponListQuerySchema = z.object({
  q: textSchema().trim().max(50).optional(),
  status: z
    .enum(COUPON_STATUSES, { error: `Stare invalidă. Valori permise: ${COUPON_STATUSES.join(', ')}.` })
    .optional(),
  page: positiveIntParam.optional(),
  page_size: intParam(1, 100).optional(),
});
export type AdminCouponListQuery = z.input<typeof adminCouponListQuerySchema>;

export const adminCouponPageSchema = pageSchema(adminCouponSchema);
export type AdminCouponPage = z.infer<typeof adminCouponPageSchema>;

export const couponIdParamsSchema = z.object({ id: positiveIntParam });
