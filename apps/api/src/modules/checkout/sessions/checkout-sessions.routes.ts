import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSessionSchema } from '@shop/shared/schemas/checkout';
import { errorSchema } from '@shop/shared/schemas/common';
import type { CheckoutSessionsService } from './checkout-sessions.service';

const fieldErrors = errorSchema.catchall(z.unknown());

/** The checkout page's visit (docs/decisions/064): public, no person, rate limited. */
export async function checkoutSessionsRoutes(
  app: FastifyInstance,
  options: { sessions: Pick<CheckoutSessionsService, 'record'> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/checkout/sesiune/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Record a visit of the checkout page with a cart (abandoned-checkout report)',
        description:
          "The checkout page sends it when it opens with a cart and when the cart changes: `id`, a random UUID the browser keeps for the visit; `valoare`, the cart's goods (lei, VAT included); `linii`, its number of lines. Nothing about the person is sent or kept. The order placed in the visit names the same id (`sesiune_checkout`) and converts it. Kept 90 days. `CHECKOUT_VISIT_RATE_LIMIT` calls (60 by default) per 10 minutes per client address; more answer 429 with `retry_after`.",
        body: checkoutSessionSchema,
        response: { 204: z.null(), 400: fieldErrors, 429: fieldErrors },
      },
    },
    async (request, reply) => {
      await options.sessions.record(request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
}
