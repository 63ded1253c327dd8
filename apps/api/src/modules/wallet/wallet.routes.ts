import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import { walletQuerySchema, walletSchema } from '@shop/shared/schemas/wallet';
import { pageRequest } from '../../lib/pagination';
import type { WalletService } from './wallet.service';

const WALLET_PAGE_SIZE = 20;

/** The signed-in customer's wallet (`/api/account/wallet/`): balance and movements, their own only. */
export async function walletRoutes(
  app: FastifyInstance,
  options: { wallet: Pick<WalletService, 'statement'>; publicUrl: string },
) {
  const { wallet } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/account/wallet/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's wallet: balance and movements, newest first",
        description: `Money in lei; \`suma\` is negative for money out. ${WALLET_PAGE_SIZE} movements a page by default (\`per\` up to 50). Credits: refunds, referral cashback, staff adjustments, an unpaid order's wallet part coming back; debits: payments.`,
        security: [{ token: [] }],
        querystring: walletQuerySchema,
        response: {
          200: walletSchema,
          400: errorSchema.catchall(z.unknown()),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      return wallet.statement(request.user!.id, pageRequest(request.query, WALLET_PAGE_SIZE), {
        publicUrl: options.publicUrl,
        url: request.url,
      });
    },
  );
}
