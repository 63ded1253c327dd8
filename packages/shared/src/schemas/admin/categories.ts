import { z } from 'zod';
import { PG_INT_MAX, idSchema, intParam, intSchema, positiveIntParam, textSchema } from '../common';

/** How deep the category tree may go: a top-level category, its subcategories and theirs. */
export const CATEGORY_MAX_DEPTH = 3;

/** An uploaded category image, as the media upload answers it. */
export const CATEGORY_IMAGE_PATH = /^categories\/[0-9a-f-]{36}\.webp$/;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One category as the admin sees it; the tree is the flat list ordered for display. */
export const adminCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  sort_number: z.number().int().nullable(),
  nume: z.string(),
  nume_en: z.string(),
  slug: z.string(),
  /** The media path (`categories/….webp`) or null. */
  imagine: z.string().nullable(),
  imagine_url: z.string().nullable(),
  /** Products in this category itself (what a deletion must move). */
  numar_produse: z.number().int(),
  /** Products in it or in its subcategories. */
  numar_produse_total: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListSchema = z.object({ results: z.array(adminCategorySchema) });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

export const categoryInputSchema = z.object({
  nume: textSchema({ error: 'Numele este obligatoriu.' })
    .trim()
    .min(1, 'Numele este obligatoriu.')
    .max(120, 'Numele are cel mult 120 de caractere.'),
  nume_en: textSchema().trim().max(120, 'Numele are cel mult 120 de caractere.').default(''),
  /** Empty: made from the Romanian name. */
  slug: textSchema()
    .trim()
    .max(120, 'Slug-ul are cel mult 120 de caractere.')
    .refine((value) => value === '' || SLUG.test(value), {
      message: 'Slug-ul conține doar litere mici fără diacritice, cifre și cratime.',
    })
    .default(''),
  parent_id: idSchema('Categoria părinte este invalidă.').nullable().default(null),
  sort_number: intSchema(0, 9999, 'Numărul de ordine este între 0 și 9999.').nullable().default(null),
  imagine: textSchema().max(200, 'Calea imaginii este prea lungă.').nullable().default(null),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryReorderSchema = z.object({
  items: z
    .array(
      z.object({
        id: idSchema('Categorie invalidă.'),
        parent_id: idSchema('Categoria părinte este invalidă.').nullable(),
        sort_number: intSchema(0, 9999, 'Numărul de ordine este între 0 și 9999.').nullable(),
      }),
    )
    .min(1, 'Lista este goală.')
    .max(1000, 'Prea multe categorii.'),
});
export type CategoryReorder = z.infer<typeof categoryReorderSchema>;

export const categoryDeleteQuerySchema = z.object({
  move_products_to: intParam(1, PG_INT_MAX, 'Categoria destinație este invalidă.').optional(),
});

export const categoryIdParamsSchema = z.object({ id: positiveIntParam });
