import { z } from 'zod';
import { intParam, pageSchema, positiveIntParam, textSchema } from '../common';

/** pending: posted in the shop, not yet seen by staff; approved: shown; hidden: not shown. */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_REPLY_MAX = 2000;

/** A review as staff moderate it. */
export const adminReviewSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  author_name: z.string(),
  /** The account's email when a signed-in customer wrote it. */
  author_email: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  status: z.enum(REVIEW_STATUSES),
  verified_purchase: z.boolean(),
  reply: z.string(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = pageSchema(adminReviewSchema).extend({
  /** Reviews waiting for staff, whatever the filter. */
  pending: z.number().int(),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

export const adminReviewListQuerySchema = z.object({
  status: z
    .enum(REVIEW_STATUSES, { error: `Stare invalidă. Valori permise: ${REVIEW_STATUSES.join(', ')}.` })
    .optional(),
  /** Part of the product's title, the author's name or the text. */
  q: textSchema().trim().max(100, 'Cel mult 100 de caractere.').optional(),
  page: positiveIntParam.optional(),
  page_size: intParam(1, 100).optional(),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;

export const adminReviewParamsSchema = z.object({ id: positiveIntParam });

export const adminReviewModerationSchema = z.object({
  action: z.enum(['approve', 'hide'], { error: 'Acțiune invalidă: approve sau hide.' }),
});

/** The shop's public answer; an empty one removes it. Markup is removed. */
export const adminReviewReplySchema = z.object({
  reply: textSchema({ error: 'Răspunsul este un text.' })
    .trim()
    .max(REVIEW_REPLY_MAX, `Cel mult ${REVIEW_REPLY_MAX} de caractere.`),
});
