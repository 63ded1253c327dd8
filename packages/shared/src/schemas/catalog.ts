import { z } from 'zod';
import { intParam, moneySchema, pageSchema, PG_INT_MAX, positiveIntParam, textSchema } from './common';

export const PRODUCT_ORDERINGS = [
  '-created',
  'created',
  '-id',
  'id',
  'price',
  '-price',
  'name',
  '-name',
] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

export const categoryRefSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  nume_en: z.string(),
  slug: z.string(),
  parent: z.number().int().nullable(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  nume_en: z.string(),
  slug: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  produs_id: z.number().int(),
  user_nume: z.string(),
  data_creare: z.string(),
  comentariu: z.string(),
  rating: z.number().int().min(1).max(5),
  /** Written by a customer who had the product delivered. */
  cumparare_verificata: z.boolean(),
  /** The shop's public answer; empty for none. */
  raspuns: z.string(),
  data_raspuns: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Units of a product's net quantity, for its unit price. */
export const PRODUCT_UNITS = ['ml', 'g', 'buc'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** A product as lists show it (shop grid, suggestions, carousels). */
export const productSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titlu: z.string(),
  titlu_en: z.string(),
  sku: z.string().nullable(),
  pret: moneySchema,
  pret_redus: moneySchema.nullable(),
  stoc: z.number().int(),
  imagine_principala: z.string().nullable(),
  imagine_principala_url: z.string().nullable(),
  img1_url: z.string().nullable(),
  img2_url: z.string().nullable(),
  img3_url: z.string().nullable(),
  categorie: z.array(categoryRefSchema),
  tags: z.array(tagSchema),
  rating_mediu: z.number().nullable(),
  numar_recenzii: z.number().int(),
  created_at: z.string(),
  pret_minim_30_zile: moneySchema
    .nullable()
    .describe(
      'While the product is reduced (`pret_redus` set): the lowest effective price in force during the 30 days before the current reduction started (the list price when there is no earlier history). Null when not reduced.',
    ),
  cantitate_neta: z
    .number()
    .int()
    .nullable()
    .describe(
      'Net quantity of what one unit sold holds, in `unitate` (a multi-pack 3 × 250 g: 750); null together with `unitate`.',
    ),
  unitate: z.enum(PRODUCT_UNITS).nullable().describe('Unit of `cantitate_neta`: ml, g or buc (pieces).'),
  are_variante: z
    .boolean()
    .describe(
      'The product is sold in variants (sizes, shades): `pret`/`pret_redus` are its cheapest variant\'s ("from"), `stoc` their sum; it is bought by choosing a variant on its page (`variante` of the detail), never itself.',
    ),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** An option of a product with variants (size, shade), with its values in the order the page shows them. */
export const productOptionSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  nume_en: z.string(),
  valori: z.array(z.object({ id: z.number().int(), valoare: z.string(), valoare_en: z.string() })),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** One variant of a product: what is sold, stocked and put in the cart. */
export const productVariantSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titlu: z.string(),
  titlu_en: z.string(),
  sku: z.string().nullable(),
  ean: z.string().nullable(),
  pret: moneySchema,
  pret_redus: moneySchema.nullable(),
  pret_minim_30_zile: moneySchema
    .nullable()
    .describe("As the product's: the Omnibus reference while reduced."),
  cantitate_neta: z.number().int().nullable(),
  unitate: z.enum(PRODUCT_UNITS).nullable(),
  stoc: z.number().int(),
  imagine_principala_url: z
    .string()
    .nullable()
    .describe("The variant's own picture; null shows the product's."),
  valori: z
    .array(z.object({ optiune: z.number().int(), valoare: z.number().int() }))
    .describe('The value (`optiuni[].valori[].id`) of each option (`optiuni[].id`) this variant is.'),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A product as its own page shows it. */
export const productDetailSchema = productSummarySchema.extend({
  descriere: z.string(),
  descriere_en: z.string(),
  informatii_suplimentare: z.string(),
  informatii_suplimentare_en: z.string(),
  meta_titlu: z.string(),
  meta_titlu_en: z.string(),
  meta_descriere: z.string(),
  meta_descriere_en: z.string(),
  cota_tva: z.number().int(),
  /** A note shown on the product page (a food product's storage advice…); empty when none. */
  nota: z.string(),
  nota_en: z.string(),
  imagini_alt: z
    .array(z.string())
    .describe(
      'Text alternatives written by staff for the images, in the order `imagine_principala_url`, `img1_url`, `img2_url`, `img3_url` (those that are set); an empty one means none was written.',
    ),
  imagini_alt_en: z.array(z.string()).describe('As `imagini_alt`, in English.'),
  recenzii: z.array(reviewSchema),
  optiuni: z
    .array(productOptionSchema)
    .describe('The options a variant is chosen by, in order; empty for a product without variants.'),
  variante: z
    .array(productVariantSchema)
    .describe(
      'The variants on sale (active), ordered by their values; empty for a product without variants.',
    ),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = pageSchema(productSummarySchema);

export type CategoryNode = {
  id: number;
  nume: string;
  nume_en: string;
  slug: string;
  imagine_principala_url: string | null;
  parent: number | null;
  sort_number: number | null;
  numar_produse: number;
  subcategorii: CategoryNode[];
};

const categoryFields = {
  id: z.number().int(),
  nume: z.string(),
  nume_en: z.string(),
  slug: z.string(),
  imagine_principala_url: z.string().nullable(),
  parent: z.number().int().nullable(),
  sort_number: z.number().int().nullable(),
  numar_produse: z.number().int(),
};

export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() => z.object({ ...categoryFields, subcategorii: z.array(categoryNodeSchema) }))
  // A named component: the OpenAPI document refers to it from within itself (the subcategories).
  .meta({ id: 'CategoryNode' });

/**
 * One category as its page reads it: the node and the chain of its parents. One object, not an
 * intersection: each side of an intersection in JSON Schema refuses the other side's fields.
 */
export const categoryDetailSchema = z.object({
  ...categoryFields,
  subcategorii: z.array(categoryNodeSchema),
  parinti: z.array(categoryRefSchema),
});

const SLUG_OR_ID = 'Trebuie să fie un slug sau un id.';

/** A slug, or an id when it is all digits: then it must fit PostgreSQL's integer. */
const slugOrId = textSchema()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/i, SLUG_OR_ID)
  .refine((value) => !/^\d+$/.test(value) || Number(value) <= PG_INT_MAX, SLUG_OR_ID);

const priceParam = textSchema()
  .trim()
  .regex(/^\d{1,7}(?:[.,]\d{1,2})?$/, 'Preț invalid: folosiți un număr, de exemplu 49.90.');

const flagParam = z.enum(['1', '0', 'true', 'false'], {
  error: 'Valoare invalidă: folosiți 1 sau 0.',
});

export const productListQuerySchema = z.object({
  page: positiveIntParam.optional(),
  per: intParam(1, 100).optional(),
  page_size: intParam(1, 100).optional(),
  ordering: z
    .enum(PRODUCT_ORDERINGS, {
      error: `Ordonare invalidă. Valori permise: ${PRODUCT_ORDERINGS.join(', ')}.`,
    })
    .optional(),
  sort: z.enum(['id_desc'], { error: 'Sortare invalidă. Valoare permisă: id_desc.' }).optional(),
  categorie: slugOrId.optional(),
  tag: slugOrId.optional(),
  pret_min: priceParam.optional(),
  pret_max: priceParam.optional(),
  in_stoc: flagParam.optional(),
  q: textSchema().trim().max(100, 'Căutarea poate avea cel mult 100 de caractere.').optional(),
  limit: intParam(1, 50).optional(),
  /** Comma-separated product ids (guest favourites); at most 100. */
  ids: textSchema()
    .trim()
    .regex(
      /^\d{1,9}(,\d{1,9}){0,99}$/,
      'Listă de id-uri invalidă: până la 100 de numere separate prin virgulă.',
    )
    .optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const categoryListQuerySchema = z.object({
  page: positiveIntParam.optional(),
  per: intParam(1, 200).optional(),
  page_size: intParam(1, 200).optional(),
});

export const tagListQuerySchema = z.object({
  categorie: slugOrId.optional(),
  page: positiveIntParam.optional(),
  per: intParam(1, 200).optional(),
  page_size: intParam(1, 200).optional(),
});

export const reviewListQuerySchema = z.object({
  produs_id: positiveIntParam,
  page: positiveIntParam.optional(),
  per: intParam(1, 100).optional(),
  page_size: intParam(1, 100).optional(),
});

export const categoryPageSchema = pageSchema(categoryNodeSchema);
export const tagPageSchema = pageSchema(tagSchema);
export const reviewPageSchema = pageSchema(reviewSchema);

/** One of the signed-in customer's own reviews, with its product and whether it is shown yet. */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  produs: z.object({ id: z.number().int(), slug: z.string(), titlu: z.string(), titlu_en: z.string() }),
  rating: z.number().int(),
  comentariu: z.string(),
  /** Approved by staff: shown on the product page. */
  aprobata: z.boolean(),
  /** pending: waits for staff; approved: shown; hidden: staff chose not to show it. */
  stare: z.enum(['pending', 'approved', 'hidden']),
  cumparare_verificata: z.boolean(),
  raspuns: z.string(),
  data_creare: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewListSchema = z.object({ results: z.array(ownReviewSchema) });

/** How long a review's parts may be, and how many one client may post (spec §5 leaves them open). */
export const REVIEW_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  commentMin: 10,
  commentMax: 2000,
  /** Reviews one client address may post in an hour. */
  perHour: 5,
} as const;

export const REVIEW_MESSAGES = {
  product: 'Produsul nu există.',
  rating: 'Alege între 1 și 5 stele.',
  name: `Numele are între ${REVIEW_LIMITS.nameMin} și ${REVIEW_LIMITS.nameMax} de caractere.`,
  comment: `Recenzia are între ${REVIEW_LIMITS.commentMin} și ${REVIEW_LIMITS.commentMax} de caractere.`,
  duplicate: 'Ai scris deja o recenzie pentru acest produs.',
  received: 'Mulțumim! Recenzia apare pe pagina produsului după ce o aprobăm.',
} as const;

/** Who signs a review that has no name: a guest who sent none, or an account without a first name. */
export const REVIEW_ANONYMOUS_NAME = 'Client';

/**
 * `POST /api/recenzii/` (contract §7: `{produs_id, rating, comentariu}`). A signed-in customer's
 * review is signed with the account's first name; a guest's with `nume` when sent, else
 * REVIEW_ANONYMOUS_NAME. Markup in the texts is removed, not refused.
 */
export const reviewCreateSchema = z.object({
  produs_id: z
    .number({ error: REVIEW_MESSAGES.product })
    .int(REVIEW_MESSAGES.product)
    .min(1, REVIEW_MESSAGES.product)
    .max(PG_INT_MAX, REVIEW_MESSAGES.product),
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  comentariu: textSchema({ error: REVIEW_MESSAGES.comment }).max(20_000, REVIEW_MESSAGES.comment),
  nume: textSchema({ error: REVIEW_MESSAGES.name }).max(1_000, REVIEW_MESSAGES.name).optional(),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

export const reviewCreatedSchema = z.object({
  id: z.number().int(),
  stare: z.literal('pending'),
  cumparare_verificata: z.boolean(),
  detail: z.string(),
});
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;
