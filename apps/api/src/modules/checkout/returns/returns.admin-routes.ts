import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idempotencyHeadersSchema } from '@shop/shared/schemas/common';
import {
  adminReturnDecisionSchema,
  adminReturnListQuerySchema,
  adminReturnPageSchema,
  adminReturnParamsSchema,
  adminReturnRefundSchema,
  adminReturnSchema,
} from '@shop/shared/schemas/returns';
import { pageRequest } from '../../../lib/pagination';
import { actorOf } from '../../admin/admin-scope';
import type { AdminIdempotencyService } from '../../system/admin-idempotency.service';
import type { ReturnsService } from './returns.service';

const fieldErrors = errorSchema.catchall(z.unknown());
const RETURNS_PAGE_SIZE = 25;
const stepResponses = {
  200: adminReturnSchema,
  400: fieldErrors,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: fieldErrors,
  502: errorSchema,
};

/** Return requests for staff (`/api/admin/returns/`): decide, receive the goods, refund. */
export async function returnsAdminRoutes(
  app: FastifyInstance,
  options: { returns: ReturnsService; idempotency: AdminIdempotencyService; publicUrl: string },
) {
  const { returns, idempotency } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/returns/',
    {
      schema: {
        summary: 'Return requests, newest first',
        description: `\`status\` filters; ${RETURNS_PAGE_SIZE} a page by default.`,
        querystring: adminReturnListQuerySchema,
        response: {
          200: adminReturnPageSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      returns.page(request.query.status, pageRequest(request.query, RETURNS_PAGE_SIZE), {
        publicUrl: options.publicUrl,
        url: request.url,
      }),
  );

  api.get(
    '/returns/:id/',
    {
      schema: {
        summary: 'One return request, with what can still be refunded',
        params: adminReturnParamsSchema,
        response: {
          200: adminReturnSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => returns.get(request.params.id),
  );

  api.post(
    '/returns/:id/decision/',
    {
      schema: {
        summary: 'Approve or refuse a new return request',
        description:
          '`decizie`: approve or refuse (a refusal needs `nota`, which the customer reads). Mailed, audited.',
        params: adminReturnParamsSchema,
        body: adminReturnDecisionSchema,
        response: stepResponses,
      },
    },
    async (request) => returns.decide(request.params.id, request.body, actorOf(request)),
  );

  api.post(
    '/returns/:id/receipt/',
    {
      schema: {
        summary: 'Record that the returned goods arrived: their stock comes back',
        description:
          'With `Idempotency-Key`, a retry answers the return as this request left it instead of a 409 for a step already taken.',
        params: adminReturnParamsSchema,
        headers: idempotencyHeadersSchema,
        response: stepResponses,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotency.reply(request, reply, actor.id, async (executor) => ({
        status: 200,
        body: await returns.receive(request.params.id, actor, { executor }),
      }));
    },
  );

  api.post(
    '/returns/:id/refund/',
    {
      schema: {
        summary: 'Pay a received return back',
        description:
          "`metoda`: stripe, card or bank (a refund of the order, never past what it paid), wallet (the customer's wallet at once), or voucher (a single-use voucher of `suma` for the customer, valid a year). `suma` in lei. A card or bank refund is made by staff outside the shop: with `transfer_confirmat: true` it has already left, otherwise the order's refund (`refund`) stays `awaiting_transfer`, mailing nobody, until staff confirm it with `POST /api/admin/orders/{id}/refunds/{refundId}/transfer/`. Mailed, audited. With `Idempotency-Key`, a retry answers the refund already made (and Stripe is asked with a key derived from it); the same key with another body is 409 `admin.idempotency_conflict`.",
        params: adminReturnParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminReturnRefundSchema,
        response: stepResponses,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotency.reply(request, reply, actor.id, async (executor, providerKey) => ({
        status: 200,
        body: await returns.refund(request.params.id, request.body, actor, { executor, providerKey }),
      }));
    },
  );
}
