import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import {
  adminCouponDetailSchema,
  adminCouponInputSchema,
  adminCouponListQuerySchema,
  adminCouponPageSchema,
  adminCouponSchema,
  couponIdParamsSchema,
} from '@shop/shared/schemas/admin/coupons';
import { errorSchema } from '@shop/shared/schemas/common';
import { pageRequest, toPage } from '../../../lib/pagination';
import { actorOf } from '../../admin/admin-scope';
import type { CouponsAdminService } from './coupons.admin-service';

const fieldErrors = errorSchema.catchall(z.unknown());
const denied = { 401: errorSchema, 403: errorSchema };

/** Coupons for staff: every rule the checkout applies is editable here. */
export async function couponsAdminRoutes(
  app: FastifyInstance,
  options: { coupons: CouponsAdminService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { coupons } = options;

  api.get(
    '/coupons/',
    {
      schema: {
        summary: 'Coupons, newest first, with their live uses',
        description:
          '`q` searches the code; `status` is `active`, `scheduled` (starts later), `expired` (ended) or `inactive` (switched off). `used` counts the uses of orders that were not cancelled.',
        querystring: adminCouponListQuerySchema,
        response: { 200: adminCouponPageSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, ADMIN_PAGE_SIZE);
      const { results, count } = await coupons.list(
        { q: request.query.q || undefined, status: request.query.status },
        page,
      );
      return toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.get(
    '/coupons/:id/',
    {
      schema: {
        summary: 'One coupon with the latest 50 orders that used it',
        params: couponIdParamsSchema,
        response: { 200: adminCouponDetailSchema, 400: fieldErrors, 404: errorSchema, ...denied },
      },
    },
    async (request) => coupons.detail(request.params.id),
  );

  api.post(
    '/coupons/',
    {
      schema: {
        summary: 'Create a coupon',
        description:
          'The code is upper-cased and unique whatever its case (409 `admin.duplicate`). `value` is a whole percent (1–100) for `percent`, lei for `fixed`; amounts are lei ("25.00").',
        body: adminCouponInputSchema,
        response: { 201: adminCouponSchema, 400: fieldErrors, 409: fieldErrors, ...denied },
      },
    },
    async (request, reply) => {
      const created = await coupons.create(actorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  api.put(
    '/coupons/:id/',
    {
      schema: {
        summary: 'Change a coupon (the whole record)',
        params: couponIdParamsSchema,
        body: adminCouponInputSchema,
        response: {
          200: adminCouponSchema,
          400: fieldErrors,
          404: errorSchema,
          409: fieldErrors,
          ...denied,
        },
      },
    },
    async (request) => coupons.update(actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/coupons/:id/',
    {
      schema: {
        summary: 'Delete a coupon that no order used',
        description:
          'A coupon that orders used cannot be deleted, only deactivated: 409 `admin.not_allowed`.',
        params: couponIdParamsSchema,
        response: { 204: z.null(), 400: fieldErrors, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await coupons.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
