import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCloseSchema } from '@shop/shared/schemas/account';
import { errorSchema } from '@shop/shared/schemas/common';
import type { PersonalDataService } from './personal-data.service';

const fieldErrors = errorSchema.catchall(z.unknown());

/** The customer's copy of their data and the closing of their account. */
export async function personalDataRoutes(
  app: FastifyInstance,
  options: { personalData: PersonalDataService },
) {
  const { personalData } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ token: [] }];

  api.get(
    '/account/data-export/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: 'Everything the shop keeps about the signed-in customer, as a JSON file',
        description:
          'Account, addresses, companies, preferred easybox, orders with their lines, wallet and its movements, vouchers, favourites, return requests. A download (`Content-Disposition: attachment`); 5 an hour.',
        security,
        response: {
          200: z.record(z.string(), z.unknown()),
          401: errorSchema,
          429: errorSchema.extend({ retry_after: z.number() }),
        },
      },
    },
    async (request, reply) => {
      const data = await personalData.export(request.user!);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="date-personale-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  api.delete(
    '/account/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: 'Close the signed-in account',
        description:
          "Needs the password. Refused (409 `account.cannot_close`, with the reason) while an order or a return is under way or the wallet holds money, and for staff. Erases the address book, favourites and the account's personal data, deactivates vouchers, anonymises the orders (kept for the accounting law), signs out every device and mails a confirmation.",
        security,
        body: accountCloseSchema,
        response: {
          204: z.null(),
          400: fieldErrors,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema.extend({ retry_after: z.number() }),
        },
      },
    },
    async (request, reply) => {
      await personalData.close(request.user!, request.body.password);
      return reply.status(204).send(null);
    },
  );
}
