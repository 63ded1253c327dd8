import { z } from 'zod';
import { productSummarySchema } from './catalog';
import { intParam, pageSchema, positiveIntParam, textSchema } from './common';

export const blogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  slug: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** A post as lists show it (home "From the blog", blog index); contract §3 names these fields in English. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  excerpt: z.string(),
  excerpt_en: z.string(),
  /** Absolute URL of the cover image. */
  cover: z.string().nullable(),
  category: blogCategorySchema.nullable(),
  published_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostDetailSchema = blogPostSummarySchema.extend({
  /** Sanitized HTML. */
  body: z.string(),
  body_en: z.string(),
  meta_title: z.string(),
  meta_title_en: z.string(),
  meta_description: z.string(),
  meta_description_en: z.string(),
  /** Minutes to read the body at 200 words a minute, at least 1; `_en` for the English body (or the Romanian one it falls back to). */
  reading_minutes: z.number().int(),
  reading_minutes_en: z.number().int(),
  /** Up to 3 other posts, from the same category first. */
  related_posts: z.array(blogPostSummarySchema),
  /** The products the post recommends that are on sale, in the order staff chose. */
  related_products: z.array(productSummarySchema),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

export const BLOG_ORDERINGS = ['-published_at', 'published_at'] as const;

export const blogListQuerySchema = z.object({
  page: positiveIntParam.optional(),
  page_size: intParam(1, 50).optional(),
  per: intParam(1, 50).optional(),
  ordering: z
    .enum(BLOG_ORDERINGS, { error: `Ordonare invalidă. Valori permise: ${BLOG_ORDERINGS.join(', ')}.` })
    .optional(),
  category: textSchema()
    .trim()
    .regex(/^[a-z0-9-]{1,120}$/, 'Categorie invalidă.')
    .optional(),
});

export const blogPostPageSchema = pageSchema(blogPostSummarySchema);

export const blogCategoryWithCountSchema = blogCategorySchema.extend({
  /** Published posts in the category. */
  post_count: z.number().int(),
});
export const blogCategoryListSchema = z.object({ results: z.array(blogCategoryWithCountSchema) });
export type BlogCategoryWithCount = z.infer<typeof blogCategoryWithCountSchema>;
