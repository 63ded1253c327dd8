import { z } from 'zod';
import { intParam, intSchema, moneySchema, pageSchema, positiveIntParam, textSchema } from '../common';

export const DISCOUNT_KINDS = ['percent', 'buy_x_get_y'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const DISCOUNT_MESSAGES = {
  name: 'Numele are 1–80 de caractere.',
  kind: 'Tipul este „percent” sau „buy_x_get_y”.',
  percent: 'Procentul este un număr întreg între 1 și 100.',
  buyQuantity: 'Câte se cumpără la preț întreg: un număr întreg între 1 și 98.',
  ids: 'O listă de cel mult 200 de id-uri.',
  scope: 'Alege cel puțin o categorie sau un produs.',
  date: 'Data trebuie să fie o dată și o oră valide (ISO 8601).',
  window: 'Sfârșitul trebuie să fie după început.',
  notFound: 'Reducerea nu a fost găsită.',
} as const;

const ids = z
  .array(z.number().int().positive().max(2_147_483_647), { error: DISCOUNT_MESSAGES.ids })
  .max(200, DISCOUNT_MESSAGES.ids)
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));

const dateTime = z.iso.datetime({ offset: true, error: DISCOUNT_MESSAGES.date }).nullable();

/**
 * An automatic discount as staff write it: a percentage off every unit, or "buy N, get the next at
 * X% off", on categories and/or products (at least one), inside an optional window.
 */
export const adminDiscountInputSchema = z
  .object({
    nume: textSchema({ error: DISCOUNT_MESSAGES.name })
      .trim()
      .min(1, DISCOUNT_MESSAGES.name)
      .max(80, DISCOUNT_MESSAGES.name),
    nume_en: textSchema().trim().max(80, DISCOUNT_MESSAGES.name).default(''),
    tip: z.enum(DISCOUNT_KINDS, { error: DISCOUNT_MESSAGES.kind }),
    procent: intSchema(1, 100, DISCOUNT_MESSAGES.percent),
    /** `buy_x_get_y` only: how many at full price before one at `procent` off. */
    cumpara: intSchema(0, 98, DISCOUNT_MESSAGES.buyQuantity).default(0),
    categorii: ids.default([]),
    produse: ids.default([]),
    starts_at: dateTime.default(null),
    ends_at: dateTime.default(null),
    is_active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.tip === 'buy_x_get_y' && input.cumpara < 1) {
      ctx.addIssue({ code: 'custom', path: ['cumpara'], message: DISCOUNT_MESSAGES.buyQuantity });
    }
    if (input.categorii.length === 0 && input.produse.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['categorii'], message: DISCOUNT_MESSAGES.scope });
    }
    if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: DISCOUNT_MESSAGES.window });
    }
  });
export type AdminDiscountInput = z.input<typeof adminDiscountInputSchema>;
export type AdminDiscountValues = z.output<typeof adminDiscountInputSchema>;

export const adminDiscountSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  nume_en: z.string(),
  tip: z.enum(DISCOUNT_KINDS),
  procent: z.number().int(),
  cumpara: z.number().int(),
  categorii: z.array(z.number().int()),
  produse: z.array(z.number().int()),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  is_active: z.boolean(),
  status: z.enum(DISCOUNT_STATUSES),
  /** Orders (not cancelled) with at least one line it reduced. */
  utilizari: z.number().int(),
  /** What those lines brought in after every discount, in lei. */
  venit: moneySchema,
  /** What it took off those lines, in lei. */
  reducere_totala: moneySchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

export const adminDiscountListQuerySchema = z.object({
  q: textSchema().trim().max(80).optional(),
  status: z
    .enum(DISCOUNT_STATUSES, { error: `Stare invalidă. Valori permise: ${DISCOUNT_STATUSES.join(', ')}.` })
    .optional(),
  page: positiveIntParam.optional(),
  page_size: intParam(1, 100).optional(),
});
export type AdminDiscountListQuery = z.input<typeof adminDiscountListQuerySchema>;

export const adminDiscountPageSchema = pageSchema(adminDiscountSchema);
export type AdminDiscountPage = z.infer<typeof adminDiscountPageSchema>;

export const discountIdParamsSchema = z.object({ id: positiveIntParam });
