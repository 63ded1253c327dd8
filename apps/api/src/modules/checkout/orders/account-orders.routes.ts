import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountOrderListQuerySchema,
  accountOrderPageSchema,
  accountOrderSchema,
} from '@shop/shared/schemas/account';
import { orderParamsSchema } from '@shop/shared/schemas/checkout';
import { errorSchema } from '@shop/shared/schemas/common';
import { invalidPage, pageRequest, toPage } from '../../../lib/pagination';
import type { OrderLifecycleService } from './order-lifecycle.service';

const ORDERS_PAGE_SIZE = 10;

/**
 * The signed-in customer's orders (`/api/account/orders/…`): only their own, whoever asks. Paying
 * again and cancelling use the order's own routes (`/api/comenzi/{id}/plata/`, `…/anulare/`).
 */
export async function accountOrdersRoutes(
  app: FastifyInstance,
  options: {
    orders: Pick<OrderLifecycleService, 'customerOrders' | 'customerOrder'>;
    publicUrl: string;
  },
) {
  const { orders } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fieldErrors = errorSchema.catchall(z.unknown());

  api.get(
    '/account/orders/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's orders, newest first",
        description: `${ORDERS_PAGE_SIZE} a page by default (\`per\` up to 50). \`can_pay\`: a card order still awaiting its money; \`can_cancel\`: not paid yet.`,
        security: [{ token: [] }],
        querystring: accountOrderListQuerySchema,
        response: { 200: accountOrderPageSchema, 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, ORDERS_PAGE_SIZE);
      const { results, count } = await orders.customerOrders(request.user!.id, {
        limit: page.size,
        offset: page.offset,
      });
      if (results.length === 0 && page.page > 1) throw invalidPage();
      return toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.get(
    '/account/orders/:id/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: "One of the signed-in customer's orders, with its status history",
        description: "404 for an order that is not the caller's own, staff included.",
        security: [{ token: [] }],
        params: orderParamsSchema,
        response: { 200: accountOrderSchema, 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => orders.customerOrder(request.params.id, request.user!.id),
  );
}
