import { z } from 'zod';
import { idSchema, intParam, positiveIntParam, textSchema } from '../common';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const adminTagSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  nume_en: z.string(),
  slug: z.string(),
  /** Products carrying the tag, sold or not. */
  numar_produse: z.number().int(),
});
export type AdminTag = z.infer<typeof adminTagSchema>;

export const adminTagPageSchema = z.object({ count: z.number().int(), results: z.array(adminTagSchema) });
export type AdminTagPage = z.infer<typeof adminTagPageSchema>;

export const adminTagQuerySchema = z.object({
  /** Part of the name (RO or EN) or slug, diacritics ignored. */
  q: textSchema().trim().max(100, 'Căutarea are cel mult 100 de caractere.').optional(),
  page: intParam(1, 100_000).optional(),
  limit: intParam(1, 100).optional(),
});

export const tagInputSchema = z.object({
  nume: textSchema({ error: 'Numele este obligatoriu.' })
    .trim()
    .min(1, 'Numele este obligatoriu.')
    .max(80, 'Numele are cel mult 80 de caractere.'),
  nume_en: textSchema().trim().max(80, 'Numele are cel mult 80 de caractere.').default(''),
  slug: textSchema()
    .trim()
    .max(120, 'Slug-ul are cel mult 120 de caractere.')
    .refine((value) => value === '' || SLUG.test(value), {
      message: 'Slug-ul conține doar litere mici fără diacritice, cifre și cratime.',
    })
    .default(''),
});
export type TagInput = z.input<typeof tagInputSchema>;

export const tagMergeSchema = z.object({
  /** The tag that stays; the one in the path is removed and its products get this one. */
  into: idSchema('Eticheta destinație este invalidă.'),
});

export const tagIdParamsSchema = z.object({ id: positiveIntParam });
