import { z } from 'zod';
import { decimalToBani } from '../money';

/** Money on the wire: a decimal string with two decimals, "49.90". */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** The list shape of the API (as Django REST Framework pages it). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const errorSchema = z.object({ detail: z.string(), code: z.string().optional() });

/** The largest PostgreSQL `integer` (int4): every id and count column is one. */
export const PG_INT_MAX = 2_147_483_647;

export const TEXT_NUL_MESSAGE = 'Textul conține un caracter nepermis (NUL).';

/**
 * Text from a client. PostgreSQL text cannot hold U+0000, so a NUL is refused here, before any
 * query; chain `.trim()`, `.min()`, `.max()`, `.regex()` as on `z.string()`.
 */
export function textSchema(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes('\u0000'), {
    message: TEXT_NUL_MESSAGE,
    abort: true,
  });
}

/**
 * An integer in a JSON body: a JSON number without a fraction, within [min, max]. Nothing is
 * coerced: "2", " 3 ", ["2"] and true are refused.
 */
export function intSchema(min: number, max: number, message?: string) {
  const error = message ?? `Trebuie să fie un număr întreg între ${min} și ${max}.`;
  return z.number({ error }).int(error).min(min, error).max(max, error);
}

/** A row id in a JSON body (1…int4 max). */
export const idSchema = (message?: string) => intSchema(1, PG_INT_MAX, message);

/**
 * An integer in a query string or a path, which are text by nature: plain decimal digits only
 * ("12"; not " 12", "+1", "0x2", "1e3", "12abc"), within [min, max].
 */
export function intParam(min: number, max: number, message?: string) {
  const error = message ?? `Trebuie să fie un număr întreg între ${min} și ${max}.`;
  return textSchema({ error })
    .regex(/^\d{1,10}$/, error)
    .transform(Number)
    .pipe(z.number().int().min(min, error).max(max, error));
}

/** A row id in a query string or a path ("3"), 1…int4 max. */
export const positiveIntParam = intParam(1, PG_INT_MAX);

/** A UUID in a path or query (payment ids); anything else never reaches PostgreSQL's uuid type. */
export const uuidParam = z.guid('Identificator invalid.');

/** A slug in a path (product, category, post); an unknown one is a 404. */
export const slugParamsSchema = z.object({ slug: textSchema().min(1).max(200) });

/** A calendar day in a query string ("2026-11-23"), as a real date. */
export const dateParam = textSchema({ error: 'Data trebuie să fie de forma AAAA-LL-ZZ.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data trebuie să fie de forma AAAA-LL-ZZ.')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: 'Data nu există în calendar.',
    },
  );

/**
 * The `Idempotency-Key` header of a staff operation that moves money or stock: a retry with the
 * same key answers what the first request did instead of doing it again (docs/decisions/027).
 * Declaring it on a route is what marks the operation as one, in the route and in OpenAPI.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': textSchema()
    .regex(/^[A-Za-z0-9_.:-]{8,200}$/, 'Idempotency-Key: 8-200 litere, cifre sau _.:-')
    .optional(),
});

/**
 * Money as staff type it, the one rule for every amount field of the admin: lei with at most two
 * decimals after a comma (as Romanians write it) or a point, "20", "20,5", "20.00", "69,90",
 * within `min`-`max` bani. The value stays the typed text; `decimalToBani` reads it.
 */
export function moneyInputSchema(message: string, bounds: { min?: number; max?: number } = {}) {
  const { min = 0, max = 999_999_999 } = bounds;
  return textSchema({ error: message })
    .trim()
    .refine((value) => {
      const bani = decimalToBani(value);
      return bani !== null && bani >= min && bani <= max;
    }, message);
}
