import { z } from 'zod';
import { moneySchema, textSchema } from './common';
import { CHECKOUT_MESSAGES, orderLinesSchema } from './checkout';

/** Why a coupon counts nothing for this cart (decision 062); `invalid`: no usable coupon by that code. */
export const COUPON_REFUSALS = ['invalid', 'min_subtotal', 'min_quantity', 'not_eligible'] as const;
export type CouponRefusalReason = (typeof COUPON_REFUSALS)[number];

/** `POST /api/cos/pret/`: the cart's lines and, optionally, its coupon. */
export const cartPriceRequestSchema = z.object({
  produse: orderLinesSchema,
  cupon: textSchema()
    .trim()
    .max(50, CHECKOUT_MESSAGES.couponTooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined)),
});
export type CartPriceRequest = z.input<typeof cartPriceRequestSchema>;

export const pricedLineSchema = z.object({
  produs: z.number().int(),
  cantitate: z.number().int(),
  /** Effective unit price (the product's own reduced price when it has one). */
  pret: moneySchema,
  total_linie: moneySchema,
  /** The automatic discount that won on this line, or null. */
  reducere_automata: z
    .object({ id: z.number().int(), nume: z.string(), nume_en: z.string(), suma: moneySchema })
    .nullable(),
  /** The line's share of the coupon's discount. */
  reducere_cupon: moneySchema,
  /** Everything taken off the line. */
  reducere: moneySchema,
  /** What the line costs after every discount. */
  total_net: moneySchema,
  /** Omnibus: the lowest price of the 30 days before the automatic discount began; null without one. */
  pret_minim_30_zile: moneySchema.nullable(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const cartPriceSchema = z.object({
  produse: z.array(pricedLineSchema),
  /** Products of the request that are not (or no longer) sold: left out of the figures. */
  indisponibile: z.array(z.number().int()),
  subtotal: moneySchema,
  reducere_automata: moneySchema,
  reducere_cupon: moneySchema,
  reducere: moneySchema,
  transport: moneySchema,
  total: moneySchema,
  cupon: z
    .object({
      cod: z.string(),
      aplicat: z.boolean(),
      motiv: z.enum(COUPON_REFUSALS).nullable(),
      /** Why it does not count, in Romanian, for the shopper. */
      mesaj: z.string().nullable(),
      transport_gratuit: z.boolean(),
    })
    .nullable(),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;

/** An automatic discount as the shop shows it on a product (`GET /api/reduceri/`). */
export const activeDiscountSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  nume_en: z.string(),
  tip: z.enum(['percent', 'buy_x_get_y']),
  procent: z.number().int(),
  cumpara: z.number().int(),
  categorii: z.array(z.number().int()),
  produse: z.array(z.number().int()),
  ends_at: z.string().nullable(),
});
export type ActiveDiscount = z.infer<typeof activeDiscountSchema>;

/** What a product's page and card show of the automatic discount on one unit. */
export const productDiscountSchema = z.object({
  produs: z.number().int(),
  reducere: activeDiscountSchema,
  /** One unit after the discount (a `percent` discount); null for "buy N, get the next …". */
  pret_cu_reducere: moneySchema.nullable(),
  /** Omnibus reference: the lowest price of the 30 days before the discount began. */
  pret_minim_30_zile: moneySchema,
});
export type ProductDiscount = z.infer<typeof productDiscountSchema>;

export const productDiscountsQuerySchema = z.object({
  /** Comma-separated product ids, at most 100. */
  produse: textSchema()
    .trim()
    .max(1000)
    .transform((value) =>
      [...new Set(value.split(',').map((part) => Number(part.trim())))].filter(
        (id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647,
      ),
    )
    .pipe(z.array(z.number().int()).min(1, 'Cel puțin un produs.').max(100, 'Cel mult 100 de produse.')),
});

export const productDiscountsSchema = z.object({ results: z.array(productDiscountSchema) });
export type ProductDiscounts = z.infer<typeof productDiscountsSchema>;
