import { z } from 'zod';
import { slugify } from '../../text';
import { idSchema, intParam, pageSchema, positiveIntParam, textSchema } from '../common';

/**
 * draft: not published; published: public since `published_at`; scheduled: published, but public
 * only from `published_at`, which is still to come.
 */
export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** A cover uploaded through the admin's media endpoint (`POST /api/admin/media/?folder=blog`). */
export const BLOG_COVER_PATTERN = /^blog\/[0-9a-f-]{36}\.webp$/;

/** How many products a post may recommend. */
export const BLOG_POST_MAX_PRODUCTS = 8;

export const BLOG_MESSAGES = {
  title: 'Titlul este obligatoriu (cel mult 200 de caractere).',
  slug: 'Slug-ul poate avea litere fără diacritice, cifre și „-” (cel mult 120 de caractere).',
  slugTaken: 'Există deja un articol cu acest slug.',
  categorySlugTaken: 'Există deja o categorie cu acest slug.',
  category: 'Categoria de articole nu există.',
  cover: 'Imaginea de copertă trebuie încărcată prin administrare.',
  scheduledAt: 'Pentru programare alegeți o dată și o oră din viitor.',
  date: 'Data trebuie să fie o dată și o oră valide (ISO 8601).',
  version: 'Versiunea citită a articolului lipsește sau nu este validă.',
  conflict: 'Articolul a fost modificat între timp de altcineva. Reîncărcați-l și reaplicați modificările.',
  notFound: 'Articolul nu a fost găsit.',
  categoryNotFound: 'Categoria de articole nu a fost găsită.',
  name: 'Numele este obligatoriu (cel mult 100 de caractere).',
  products: `Alegeți cel mult ${BLOG_POST_MAX_PRODUCTS} produse diferite.`,
  productUnknown: 'Produsul ales nu există.',
} as const;

const text = (max: number) => textSchema().trim().max(max, `Cel mult ${max} de caractere.`);

/** A slug typed by staff, or made from the title when left empty: lower-case, diacritics folded. */
const slugInput = textSchema({ error: BLOG_MESSAGES.slug })
  .trim()
  .max(120, BLOG_MESSAGES.slug)
  .transform((value) => slugify(value));

const blogPostFields = z.object({
  title: textSchema({ error: BLOG_MESSAGES.title })
    .trim()
    .min(1, BLOG_MESSAGES.title)
    .max(200, BLOG_MESSAGES.title),
  title_en: text(200).default(''),
  slug: slugInput.default(''),
  excerpt: text(500).default(''),
  excerpt_en: text(500).default(''),
  /** HTML, cleaned by the server's allowlist before it is stored. */
  body: textSchema().max(200_000).default(''),
  body_en: textSchema().max(200_000).default(''),
  meta_title: text(70).default(''),
  meta_title_en: text(70).default(''),
  meta_description: text(160).default(''),
  meta_description_en: text(160).default(''),
  /** Media-relative path of the cover, or null for none. */
  cover: textSchema({ error: BLOG_MESSAGES.cover }).max(200, BLOG_MESSAGES.cover).nullable().default(null),
  category_id: idSchema(BLOG_MESSAGES.category).nullable().default(null),
  /** The products the post recommends, in order. */
  product_ids: z
    .array(idSchema(BLOG_MESSAGES.productUnknown))
    .max(BLOG_POST_MAX_PRODUCTS, BLOG_MESSAGES.products)
    .refine((ids) => new Set(ids).size === ids.length, BLOG_MESSAGES.products)
    .default([]),
  status: z.enum(BLOG_POST_STATUSES, {
    error: `Stare invalidă. Valori permise: ${BLOG_POST_STATUSES.join(', ')}.`,
  }),
  /** For `scheduled`: the moment it goes public. For `published`: kept when already public. */
  published_at: z.iso.datetime({ offset: true, error: BLOG_MESSAGES.date }).nullable().default(null),
});

function scheduleNeedsDate(
  input: { status: BlogPostStatus; published_at: string | null },
  ctx: z.RefinementCtx,
) {
  if (input.status === 'scheduled' && !input.published_at) {
    ctx.addIssue({ code: 'custom', path: ['published_at'], message: BLOG_MESSAGES.scheduledAt });
  }
}

export const adminBlogPostInputSchema = blogPostFields.superRefine(scheduleNeedsDate);
export type AdminBlogPostInput = z.input<typeof adminBlogPostInputSchema>;
export type AdminBlogPostValues = z.output<typeof adminBlogPostInputSchema>;

/** An edit names the version it read (the post's `updated_at`); a newer one answers 409 `conflict`. */
export const adminBlogPostUpdateSchema = blogPostFields
  .extend({ updated_at: z.iso.datetime({ offset: true, error: BLOG_MESSAGES.version }) })
  .superRefine(scheduleNeedsDate);
export type AdminBlogPostUpdate = z.input<typeof adminBlogPostUpdateSchema>;

export const adminBlogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  excerpt: z.string(),
  excerpt_en: z.string(),
  body: z.string(),
  body_en: z.string(),
  meta_title: z.string(),
  meta_title_en: z.string(),
  meta_description: z.string(),
  meta_description_en: z.string(),
  cover: z.string().nullable(),
  /** Absolute URL of the cover, for previews. */
  cover_url: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  product_ids: z.array(z.number().int()),
  status: z.enum(BLOG_POST_STATUSES),
  published_at: z.string().nullable(),
  created_at: z.string(),
  /** The version token an edit sends back. */
  updated_at: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogPostListQuerySchema = z.object({
  q: textSchema().trim().max(100).optional(),
  status: z
    .enum(BLOG_POST_STATUSES, { error: `Stare invalidă. Valori permise: ${BLOG_POST_STATUSES.join(', ')}.` })
    .optional(),
  category: positiveIntParam.optional(),
  page: positiveIntParam.optional(),
  page_size: intParam(1, 100).optional(),
});
export type AdminBlogPostListQuery = z.input<typeof adminBlogPostListQuerySchema>;

/** List rows leave the bodies out. */
export const adminBlogPostSummarySchema = adminBlogPostSchema.omit({
  body: true,
  body_en: true,
  meta_title: true,
  meta_title_en: true,
  meta_description: true,
  meta_description_en: true,
  excerpt_en: true,
});
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostSummarySchema>;

export const adminBlogPostPageSchema = pageSchema(adminBlogPostSummarySchema);
export type AdminBlogPostPage = z.infer<typeof adminBlogPostPageSchema>;

export const adminBlogCategoryInputSchema = z.object({
  name: textSchema({ error: BLOG_MESSAGES.name })
    .trim()
    .min(1, BLOG_MESSAGES.name)
    .max(100, BLOG_MESSAGES.name),
  name_en: text(100).default(''),
  slug: slugInput.default(''),
});
export type AdminBlogCategoryInput = z.input<typeof adminBlogCategoryInputSchema>;
export type AdminBlogCategoryValues = z.output<typeof adminBlogCategoryInputSchema>;

export const adminBlogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  slug: z.string(),
  posts: z.number().int(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;

export const blogIdParamsSchema = z.object({ id: positiveIntParam });
