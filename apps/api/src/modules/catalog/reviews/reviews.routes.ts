import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ownReviewListSchema,
  reviewCreatedSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewPageSchema,
} from '@shop/shared/schemas/catalog';
import { errorSchema } from '@shop/shared/schemas/common';
import { invalidPage, pageRequest, toPage } from '../../../lib/pagination';
import { toReview } from '../products/products.mapper';
import { toOwnReview } from './own-reviews';
import type { ReviewsRepository } from './reviews.repository';
import type { ReviewsService } from './reviews.service';

const REVIEW_PAGE_SIZE = 20;

export async function reviewsRoutes(
  app: FastifyInstance,
  options: { reviews: ReviewsRepository; service: ReviewsService; publicUrl: string },
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

  api.post(
    '/recenzii/',
    {
      config: { csrf: 'required' },
      schema: {
        tags: ['reviews'],
        summary: 'Post a review of a product; it is shown once staff approve it',
        description:
          'Guests and customers. Needs the `csrftoken` cookie (`GET /api/csrf/`) echoed in `X-CSRFToken`. Markup is removed from the texts; the comment has 10-2000 characters after that, `nume` is optional: the review of a signed-in customer shows the first name of the account, that of a guest shows `nume` (2-60 characters) when sent, else `Client`. A customer who had the product delivered writes a verified purchase, and writes one review per product (409 `reviews.exists`). Five reviews an hour per client address (429 with Retry-After).',
        body: reviewCreateSchema,
        response: {
          201: reviewCreatedSchema,
          400: errorSchema.catchall(z.unknown()),
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema.catchall(z.unknown()),
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const created = await options.service.submit(request.body, {
        user: user ? { id: user.id, firstName: user.firstName } : null,
        clientAddress: request.ip,
      });
      return reply.code(201).send(created);
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
