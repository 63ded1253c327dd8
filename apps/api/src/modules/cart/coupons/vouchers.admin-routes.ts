import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCustomerParamsSchema } from '@shop/shared/schemas/admin/customers';
import { errorSchema, idempotencyHeadersSchema } from '@shop/shared/schemas/common';
import { voucherIssueSchema, voucherListSchema, voucherSchema } from '@shop/shared/schemas/vouchers';
import { actorOf } from '../../admin/admin-scope';
import type { CustomersService } from '../../accounts/customers.service';
import type { AdminIdempotencyService } from '../../system/admin-idempotency.service';
import type { VouchersService } from './vouchers.service';

const fieldErrors = errorSchema.catchall(z.unknown());

/** A customer's vouchers for staff (`/api/admin/customers/{id}/vouchers/`): see and issue. */
export async function vouchersAdminRoutes(
  app: FastifyInstance,
  options: {
    vouchers: Pick<VouchersService, 'list' | 'issueByStaff'>;
    customers: Pick<CustomersService, 'assertCustomer'>;
    idempotency: AdminIdempotencyService;
  },
) {
  const { vouchers, customers, idempotency } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/customers/:id/vouchers/',
    {
      schema: {
        summary: "A customer's vouchers, newest first",
        params: adminCustomerParamsSchema,
        response: {
          200: voucherListSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      await customers.assertCustomer(request.params.id);
      return { results: await vouchers.list(request.params.id) };
    },
  );

  api.post(
    '/customers/:id/vouchers/',
    {
      schema: {
        summary: 'Issue a voucher to a customer',
        description:
          'A single-use code for this customer alone: `discount_type` `percent` (whole percent, 1-100) or `fixed` (lei), `min_subtotal` in lei, `valid_days` (1-365) and the note the customer reads. Audited. With `Idempotency-Key`, a retry answers the voucher already issued instead of issuing another.',
        params: adminCustomerParamsSchema,
        headers: idempotencyHeadersSchema,
        body: voucherIssueSchema,
        response: {
          201: voucherSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: fieldErrors,
        },
      },
    },
    async (request, reply) => {
      await customers.assertCustomer(request.params.id);
      const actor = actorOf(request);
      return idempotency.reply(request, reply, actor.id, async (executor) => ({
        status: 201,
        body: await vouchers.issueByStaff(actor, request.params.id, request.body, executor),
      }));
    },
  );
}
