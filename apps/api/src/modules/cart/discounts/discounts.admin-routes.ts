import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import {
  adminDiscountInputSchema,
  adminDiscountListQuerySchema,
  adminDiscountPageSchema,
  adminDiscountSchema,
  discountIdParamsSchema,
} from '@shop/shared/schemas/admin/discounts';
import { errorSchema } from '@shop/shared/schemas/common';
import { pageRequest, toPage } from '../../../lib/pagination';
import { actorOf } from '../../admin/admin-scope';
import type { DiscountsAdminService } from './discounts.admin-service';

const fieldErrors = errorSchema.catchall(z.unknown());
const denied = { 401: errorSchema, 403: errorSchema };

/** Automatic discounts for staff (decision 062): a percentage on categories, or "buy N, get one off". */
export async function discountsAdminRoutes(
  app: FastifyInstance,
  options: { discounts: DiscountsAdminService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { discounts } = options;

  api.get(
    '/discounts/',
    {
      schema: {
        summary: 'Automatic discounts, newest first, with their usage and revenue',
        description:
          '`q` searches the name; `status` is `active`, `scheduled`, `expired` or `inactive`. `utilizari` counts the orders (not cancelled) with a line the discount reduced; `venit` is what those lines came to after every discount, `reducere_totala` what the discount took off them (lei).',
        querystring: adminDiscountListQuerySchema,
        response: { 200: adminDiscountPageSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, ADMIN_PAGE_SIZE);
      const { results, count } = await discounts.list(
        { q: request.query.q || undefined, status: request.query.status },
        page,
      );
      return toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.get(
    '/discounts/:id/',
    {
      schema: {
        summary: 'One automatic discount with its usage and revenue',
        params: discountIdParamsSchema,
        response: { 200: adminDiscountSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => discounts.detail(request.params.id),
  );

  api.post(
    '/discounts/',
    {
      schema: {
        summary: 'Create an automatic discount',
        description:
          '`tip` `percent`: `procent` off every unit; `buy_x_get_y`: after `cumpara` units at full price, the next at `procent` off (buy 2, the third at half price: `cumpara` 2, `procent` 50). At least one of `categorii` and `produse` (ids; a variant is a product). On a cart line the discount worth most wins; a coupon applies after it.',
        body: adminDiscountInputSchema,
        response: { 201: adminDiscountSchema, 400: fieldErrors, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await discounts.create(actorOf(request), request.body)),
  );

  api.put(
    '/discounts/:id/',
    {
      schema: {
        summary: 'Change an automatic discount (the whole record)',
        params: discountIdParamsSchema,
        body: adminDiscountInputSchema,
        response: { 200: adminDiscountSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => discounts.update(actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/discounts/:id/',
    {
      schema: {
        summary: 'Delete an automatic discount no order used',
        description: 'One that orders used answers 409 `admin.not_allowed`: switch it off instead.',
        params: discountIdParamsSchema,
        response: { 204: z.null(), 400: fieldErrors, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await discounts.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
