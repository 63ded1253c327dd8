import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReviewListQuerySchema,
  adminReviewModerationSchema,
  adminReviewPageSchema,
  adminReviewParamsSchema,
  adminReviewReplySchema,
  adminReviewSchema,
} from '@shop/shared/schemas/admin/reviews';
import { errorSchema } from '@shop/shared/schemas/common';
import { invalidPage, pageRequest, toPage } from '../../../lib/pagination';
import { actorOf } from '../../admin/admin-scope';
import type { ReviewsService } from './reviews.service';

const fieldErrors = errorSchema.catchall(z.unknown());
const REVIEWS_PAGE_SIZE = 25;

/** Review moderation for staff (`/api/admin/reviews/`): approve, hide, answer. */
export async function reviewsAdminRoutes(
  app: FastifyInstance,
  options: { reviews: ReviewsService; publicUrl: string },
) {
  const { reviews } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: fieldErrors, 401: errorSchema, 403: errorSchema, 404: errorSchema };

  api.get(
    '/reviews/',
    {
      schema: {
        summary: 'Reviews, newest first, with how many wait for staff',
        description: `\`status\`: pending, approved or hidden; \`q\` matches the product, the author or the text. ${REVIEWS_PAGE_SIZE} a page by default.`,
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, REVIEWS_PAGE_SIZE);
      const { results, count, pending } = await reviews.list(
        { status: request.query.status, q: request.query.q || undefined },
        page,
      );
      if (results.length === 0 && page.page > 1) throw invalidPage();
      return {
        ...toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url }),
        pending,
      };
    },
  );

  api.post(
    '/reviews/:id/moderation/',
    {
      schema: {
        summary: 'Approve a review (shown and counted in the rating) or hide it',
        params: adminReviewParamsSchema,
        body: adminReviewModerationSchema,
        response: { 200: adminReviewSchema, ...errors },
      },
    },
    async (request) => reviews.moderate(actorOf(request), request.params.id, request.body.action),
  );

  api.put(
    '/reviews/:id/reply/',
    {
      schema: {
        summary: "The shop's public answer to a review; an empty one removes it",
        params: adminReviewParamsSchema,
        body: adminReviewReplySchema,
        response: { 200: adminReviewSchema, ...errors },
      },
    },
    async (request) => reviews.reply(actorOf(request), request.params.id, request.body.reply),
  );
}
