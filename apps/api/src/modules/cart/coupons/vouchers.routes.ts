import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@shop/shared/schemas/common';
import { voucherListSchema } from '@shop/shared/schemas/vouchers';
import type { VouchersService } from './vouchers.service';

/** The signed-in customer's personal vouchers (`/api/account/vouchers/`). */
export async function vouchersRoutes(
  app: FastifyInstance,
  options: { vouchers: Pick<VouchersService, 'list'> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/account/vouchers/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's vouchers, newest first",
        description:
          'Single-use codes for this customer alone, entered at checkout like a coupon. `status`: `active`, `used` (with the order, `comanda`) or `expired`; an order cancelled gives its voucher back.',
        security: [{ token: [] }],
        response: { 200: voucherListSchema, 401: errorSchema },
      },
    },
    async (request) => ({ results: await options.vouchers.list(request.user!.id) }),
  );
}
