import { z } from 'zod';

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

/** Positive integer from a query string ("3"); rejects "3.5", "-1", "abc". */
export const positiveIntParam = z.coerce.number().int().positive().max(2_147_483_647);
