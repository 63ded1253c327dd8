import type { Readable } from 'node:stream';
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
import { sendCsv } from '../../lib/csv';
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
    '/customers/export.csv',
    {
      schema: {
        summary: 'The customers the list shows, as CSV',
        description:
          "Every customer account `q` matches (as `GET /customers/`), newest first. UTF-8 with a byte order mark, `;`-separated, CRLF line ends, Romanian headers: `ID;Email;Prenume;Nume;Telefon;Email confirmat;Activ;Cont creat;Ultima autentificare;Sold portofel (lei)` (dates in Romania's local time, `Da`/`Nu`, amounts with a decimal comma). Streamed 500 at a time.",
        querystring: adminCustomerListQuerySchema.pick({ q: true }),
        response: {
          200: {
            description: 'The CSV file, streamed',
            content: { 'text/csv': { schema: z.custom<Readable>().meta({ type: 'string' }) } },
          },
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        customers.exportCsv(request.query.q || undefined),
        `clienti-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
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
