import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import { returnCreateSchema, returnListSchema, returnRequestSchema } from '@shop/shared/schemas/returns';
import type { ReturnsService } from './returns.service';

const fieldErrors = errorSchema.catchall(z.unknown());

/** The signed-in customer's return requests (`/api/account/returns/`). */
export async function returnsRoutes(
  app: FastifyInstance,
  options: { returns: Pick<ReturnsService, 'list' | 'create'> },
) {
  const { returns } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ token: [] }];

  api.get(
    '/account/returns/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's return requests, newest first",
        security,
        response: { 200: returnListSchema, 401: errorSchema },
      },
    },
    async (request) => ({ results: await returns.list(request.user!.id) }),
  );

  api.post(
    '/account/returns/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: 'Ask to return products of a delivered order',
        description: `One request per order, within the return window the order was placed with (the shop's \`return_days\` then, 30 in the demo) from delivery: \`motiv\` (defective, not_fit, wrong_order, other), the order's lines (\`linie\` is the line's id) with quantities up to those ordered, optional \`detalii\`, and \`iban\` when the money should come back by bank transfer. 404 for an order that is not the caller's; 409 \`returns.not_delivered\`, \`returns.too_late\` or \`returns.exists\`. The customer gets a mail at each step.`,
        security,
        body: returnCreateSchema,
        response: {
          201: returnRequestSchema,
          400: fieldErrors,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await returns.create(request.user!.id, request.body)),
  );
}
