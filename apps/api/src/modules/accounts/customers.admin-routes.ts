import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCustomerListQuerySchema,
  adminCustomerPageSchema,
  adminCustomerParamsSchema,
  adminCustomerSummarySchema,
} from '@shop/shared/schemas/admin/customers';
import { errorSchema } from '@shop/shared/schemas/common';
import { pageRequest } from '../../lib/pagination';
import type { CustomersService } from './customers.service';

const fieldErrors = errorSchema.catchall(z.unknown());
const CUSTOMERS_PAGE_SIZE = 25;

/** Customer accounts for staff (`/api/admin/customers/`): find one, see their wallet. */
export async function customersAdminRoutes(
  app: FastifyInstance,
  options: { customers: CustomersService; publicUrl: string },
) {
  const { customers } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/customers/',
    {
      schema: {
        summary: 'Customer accounts, newest first, with their wallet balance',
        description: `\`q\` matches part of the email, the name or the phone (its digits, however spaced); ${CUSTOMERS_PAGE_SIZE} a page by default.`,
        querystring: adminCustomerListQuerySchema,
        response: {
          200: adminCustomerPageSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      customers.list(request.query.q || undefined, pageRequest(request.query, CUSTOMERS_PAGE_SIZE), {
        publicUrl: options.publicUrl,
        url: request.url,
      }),
  );

  api.get(
    '/customers/:id/',
    {
      schema: {
        summary: 'One customer account',
        params: adminCustomerParamsSchema,
        response: {
          200: adminCustomerSummarySchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => customers.get(request.params.id),
  );
}
