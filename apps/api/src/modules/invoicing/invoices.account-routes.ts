import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { accountInvoiceListSchema, accountInvoiceParamsSchema } from '@shop/shared/schemas/admin/invoices';
import { orderParamsSchema } from '@shop/shared/schemas/checkout';
import { errorSchema } from '@shop/shared/schemas/common';
import type { InvoicesAdminService } from './invoices-admin.service';

/**
 * Checks that an order is the signed-in customer's own; throws a 404 otherwise (checkout's
 * `customerOrder` does, for anyone else's order, staff included).
 */
export type OwnOrderCheck = (orderId: number, userId: number) => Promise<unknown>;

const fieldErrors = errorSchema.catchall(z.unknown());

/** The customer's invoice and credit notes of their own order, as PDF (docs/decisions/050). */
export async function accountInvoicesRoutes(
  app: FastifyInstance,
  options: { invoices: Pick<InvoicesAdminService, 'ofOrder' | 'orderPdf'>; ownOrder: OwnOrderCheck },
) {
  const { invoices, ownOrder } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/account/orders/:id/invoices/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: "The invoice and credit notes of one of the signed-in customer's orders",
        description:
          "The invoice first, then its credit notes as issued. 404 for an order that is not the caller's own.",
        security: [{ token: [] }],
        params: orderParamsSchema,
        response: { 200: accountInvoiceListSchema, 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await ownOrder(request.params.id, request.user!.id);
      return { results: await invoices.ofOrder(request.params.id) };
    },
  );

  api.get(
    '/account/orders/:id/invoices/:invoiceId/pdf',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: "A document of one of the signed-in customer's orders, as PDF",
        description: "404 for an order that is not the caller's own, or a document that is not that order's.",
        security: [{ token: [] }],
        params: accountInvoiceParamsSchema,
        response: {
          200: {
            description: 'The PDF file',
            content: {
              'application/pdf': {
                schema: z.custom<Readable | Buffer | string>().meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          400: fieldErrors,
          401: errorSchema,
          404: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await ownOrder(request.params.id, request.user!.id);
      const file = await invoices.orderPdf(request.params.id, request.params.invoiceId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
