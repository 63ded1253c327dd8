import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
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
import type { ReturnsService } from './returns.service';

const fieldErrors = errorSchema.catchall(z.unknown());
const RETURNS_PAGE_SIZE = 25;
const stepResponses = {
  200: adminReturnSchema,
  400: fieldErrors,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  502: errorSchema,
};

/** Return requests for staff (`/api/admin/returns/`): decide, receive the goods, refund. */
export async function returnsAdminRoutes(
  app: FastifyInstance,
  options: { returns: ReturnsService; publicUrl: string },
) {
  const { returns } = options;
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
        params: adminReturnParamsSchema,
        response: stepResponses,
      },
    },
    async (request) => returns.receive(request.params.id, actorOf(request)),
  );

  api.post(
    '/returns/:id/refund/',
    {
      schema: {
        summary: 'Pay a received return back',
        description:
          "`metoda`: stripe, card or bank (a refund of the order, never past what it paid), wallet (the customer's wallet at once), or voucher (a single-use voucher of `suma` for the customer, valid a year). `suma` in lei. Mailed, audited.",
        params: adminReturnParamsSchema,
        body: adminReturnRefundSchema,
        response: stepResponses,
      },
    },
    async (request) => returns.refund(request.params.id, request.body, actorOf(request)),
  );
}
