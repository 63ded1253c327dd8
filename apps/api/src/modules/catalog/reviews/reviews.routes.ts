import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownReviewListSchema, reviewListQuerySchema, reviewPageSchema } from '@shop/shared/schemas/catalog';
import { errorSchema } from '@shop/shared/schemas/common';
import { invalidPage, pageRequest, toPage } from '../../../lib/pagination';
import { toReview } from '../products/products.mapper';
import { toOwnReview } from './own-reviews';
import type { ReviewsRepository } from './reviews.repository';

const REVIEW_PAGE_SIZE = 20;

export async function reviewsRoutes(
  app: FastifyInstance,
  options: { reviews: ReviewsRepository; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/recenzii/',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['reviews'],
        summary: "A product's approved reviews, newest first",
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, REVIEW_PAGE_SIZE);
      const { rows, total } = await options.reviews.listForProduct(request.query.produs_id, {
        limit: page.size,
        offset: page.offset,
      });
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      return toPage(rows.map(toReview), total, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.get(
    '/account/reviews/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's own reviews, newest first, approved or waiting",
        security: [{ token: [] }],
        response: { 200: ownReviewListSchema, 401: errorSchema },
      },
    },
    async (request) => ({
      results: (await options.reviews.ofUser(request.user!.id)).map(toOwnReview),
    }),
  );
}
