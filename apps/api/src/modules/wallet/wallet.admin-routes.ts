import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCustomerParamsSchema } from '@shop/shared/schemas/admin/customers';
import { errorSchema } from '@shop/shared/schemas/common';
import {
  WALLET_ADJUSTMENT_MAX_LEI,
  walletAdjustmentHeadersSchema,
  walletAdjustmentSchema,
  walletEntrySchema,
  walletQuerySchema,
  walletSchema,
} from '@shop/shared/schemas/wallet';
import { pageRequest } from '../../lib/pagination';
import { actorOf } from '../admin/admin-scope';
import type { CustomersService } from '../accounts/customers.service';
import type { WalletService } from './wallet.service';

const fieldErrors = errorSchema.catchall(z.unknown());
const WALLET_PAGE_SIZE = 20;

/** A customer's wallet for staff (`/api/admin/customers/{id}/wallet/`): read it, adjust it. */
export async function walletAdminRoutes(
  app: FastifyInstance,
  options: {
    wallet: Pick<WalletService, 'statement' | 'adjust'>;
    customers: Pick<CustomersService, 'assertCustomer'>;
    publicUrl: string;
  },
) {
  const { wallet, customers } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/customers/:id/wallet/',
    {
      schema: {
        summary: "A customer's wallet: balance and movements, newest first",
        params: adminCustomerParamsSchema,
        querystring: walletQuerySchema,
        response: {
          200: walletSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      await customers.assertCustomer(request.params.id);
      return wallet.statement(request.params.id, pageRequest(request.query, WALLET_PAGE_SIZE), {
        publicUrl: options.publicUrl,
        url: request.url,
      });
    },
  );

  api.post(
    '/customers/:id/wallet/adjustments/',
    {
      schema: {
        summary: "Adjust a customer's wallet, with the reason they will read",
        description: `\`suma\` in lei, signed ("25.00" adds, "-10.00" takes), at most ${WALLET_ADJUSTMENT_MAX_LEI} lei either way; a debit beyond the balance is 409 \`wallet.insufficient\`. Audited. With \`Idempotency-Key\`, a retry answers the movement already made (200) instead of making another.`,
        params: adminCustomerParamsSchema,
        headers: walletAdjustmentHeadersSchema,
        body: walletAdjustmentSchema,
        response: {
          200: walletEntrySchema,
          201: walletEntrySchema,
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
      const { entry, replayed } = await wallet.adjust(
        actorOf(request),
        request.params.id,
        { amount: request.body.suma, note: request.body.nota },
        request.headers['idempotency-key'],
      );
      return reply.status(replayed ? 200 : 201).send(entry);
    },
  );
}
