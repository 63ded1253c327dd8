import { z } from 'zod';
import { PRICE_ROUNDINGS } from '../../bulk-pricing';
import { idSchema, intSchema, PG_INT_MAX, textSchema } from '../common';
import { BULK_MAX_IDS } from './products';

/**
 * The catalogue tools of docs/decisions/063: the bulk edit of selected products, the product CSV
 * import's answer, and a product's copy.
 */

const AMOUNT_MESSAGE = 'Suma trebuie să fie un număr cu cel mult două zecimale, de exemplu -5,50.';
const PERCENT_MESSAGE = 'Procentul trebuie să fie un număr între -99 și 1000, de exemplu -10.';

/** A signed amount of lei as staff type it ("-5,50", "2.5") or a signed percentage ("-10", "12,5"). */
const signedDecimal = (message: string) =>
  textSchema({ error: message })
    .trim()
    .regex(/^[-+\u2212]?\d{1,7}([.,]\d{1,2})?$/, message);

/** "-5,50" → -5.5 (lei or per cent); the text is already checked by `signedDecimal`. */
export function signedDecimalValue(text: string): number {
  return Number(text.trim().replace('\u2212', '-').replace(',', '.'));
}

const priceChangeSchema = z
  .object({
    mode: z.enum(['percent', 'amount'], { error: 'Alegeți procent sau sumă.' }),
    /** Signed: "-10" is ten per cent (or lei) less. */
    value: signedDecimal(AMOUNT_MESSAGE),
    rounding: z.enum(PRICE_ROUNDINGS, { error: 'Rotunjirea poate fi none, 90 sau 99.' }).default('none'),
  })
  .superRefine((change, ctx) => {
    if (change.mode !== 'percent') return;
    const value = signedDecimalValue(change.value);
    if (!(value > -100 && value <= 1000)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: PERCENT_MESSAGE });
    }
  });

const reductionSchema = z
  .object({
    /** `remove` ends the reduction; `percent` and `amount` set the reduced price that far below the price. */
    mode: z.enum(['percent', 'amount', 'remove'], { error: 'Alegeți procent, sumă sau fără reducere.' }),
    value: signedDecimal(AMOUNT_MESSAGE).optional(),
    rounding: z.enum(PRICE_ROUNDINGS, { error: 'Rotunjirea poate fi none, 90 sau 99.' }).default('none'),
  })
  .superRefine((change, ctx) => {
    if (change.mode === 'remove') return;
    if (change.value === undefined) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Completați reducerea.' });
      return;
    }
    const value = Math.abs(signedDecimalValue(change.value));
    if (value === 0 || (change.mode === 'percent' && value >= 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Reducerea trebuie să fie mai mare decât 0 (un procent: sub 100).',
      });
    }
  });

const idsSchema = z.array(idSchema(), { error: 'Trebuie să fie o listă de id-uri.' }).max(50, 'Cel mult 50.');

/**
 * `POST /api/admin/products/bulk-edit/`: any of the changes, to each of the products, each named
 * with the version staff saw (a product saved by someone else since answers 409 and nothing
 * changes). At least one change.
 */
export const productBulkEditSchema = z
  .object({
    products: z
      .array(
        z.object({
          id: idSchema(),
          version: intSchema(1, PG_INT_MAX, 'Versiune invalidă.'),
        }),
        { error: 'Trebuie să fie o listă de produse.' },
      )
      .min(1, 'Alegeți cel puțin un produs.')
      .max(BULK_MAX_IDS, `Cel mult ${BULK_MAX_IDS} produse odată.`),
    price: priceChangeSchema.optional(),
    discounted_price: reductionSchema.optional(),
    stock: z
      .object({
        mode: z.enum(['set', 'add'], { error: 'Alegeți „setează” sau „adaugă”.' }),
        value: intSchema(-1_000_000, 1_000_000, 'Stocul trebuie să fie un număr întreg.'),
      })
      .optional(),
    tags: z.object({ mode: z.enum(['add', 'replace']), ids: idsSchema }).optional(),
    categories: z.object({ mode: z.enum(['add', 'replace']), ids: idsSchema }).optional(),
    published: z.boolean({ error: 'Trebuie să fie true sau false.' }).optional(),
  })
  .superRefine((value, ctx) => {
    const { products: _products, ...changes } = value;
    if (Object.values(changes).every((change) => change === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Alegeți cel puțin o modificare.' });
    }
    if (value.stock?.mode === 'set' && value.stock.value < 0) {
      ctx.addIssue({ code: 'custom', path: ['stock', 'value'], message: 'Stocul nu poate fi negativ.' });
    }
    const ids = value.products.map((product) => product.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: 'Un produs apare de două ori.' });
    }
  });
export type ProductBulkEdit = z.infer<typeof productBulkEditSchema>;
export type ProductBulkEditInput = z.input<typeof productBulkEditSchema>;

export const productBulkEditResultSchema = z.object({
  updated: z.number().int(),
  /** Each product's new prices and stock, in the order sent. */
  products: z.array(
    z.object({
      id: z.number().int(),
      pret: z.string(),
      pret_redus: z.string().nullable(),
      stoc: z.number().int(),
      version: z.number().int(),
    }),
  ),
});
export type ProductBulkEditResult = z.infer<typeof productBulkEditResultSchema>;

export const PRODUCT_IMPORT_MAX_ROWS = 5000;
export const PRODUCT_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

export const productImportQuerySchema = z.object({
  dry_run: z.enum(['true', 'false'], { error: 'Trebuie să fie true sau false.' }).optional(),
});

/** create: a new product; update: the changes listed; same: nothing to change; invalid: the errors listed. */
export const PRODUCT_IMPORT_ACTIONS = ['create', 'update', 'same', 'invalid'] as const;
export type ProductImportAction = (typeof PRODUCT_IMPORT_ACTIONS)[number];

export const productImportRowSchema = z.object({
  line: z.number().int(),
  sku: z.string().nullable(),
  slug: z.string(),
  title: z.string(),
  product_id: z.number().int().nullable(),
  action: z.enum(PRODUCT_IMPORT_ACTIONS),
  /** The columns that change, with their values as the file writes them. */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportResultSchema = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  rows: z.array(productImportRowSchema),
  summary: z.object({
    create: z.number().int(),
    update: z.number().int(),
    same: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
