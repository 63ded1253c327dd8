import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  awbBulkCreateSchema,
  awbBulkResultSchema,
  awbCreateSchema,
  awbDefaultsSchema,
  awbLabelQuerySchema,
  awbLabelsQuerySchema,
  shipmentSchema,
} from '@shop/shared/schemas/admin/shipping';
import { orderParamsSchema } from '@shop/shared/schemas/checkout';
import { errorSchema, idempotencyHeadersSchema } from '@shop/shared/schemas/common';
import { actorOf } from '../admin/admin-scope';
import type { AdminIdempotencyService } from '../system/admin-idempotency.service';
import type { ShippingService } from './shipping.service';

const withFields = errorSchema.catchall(z.unknown());
const reads = { 400: withFields, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const atCourier = { 502: errorSchema, 503: errorSchema };

const pdfBody = (description: string) => ({
  description,
  content: {
    'application/pdf': {
      schema: z.custom<Readable | Buffer | string>().meta({ type: 'string', format: 'binary' }),
    },
  },
});

/** The orders a bulk route names: the chosen ones, or a day's (the schema lets only one through). */
const chosenOrders = (input: { order_ids?: number[]; day?: string }) =>
  input.day === undefined ? { orderIds: input.order_ids ?? [] } : { day: input.day };

/** A label to print: inline (the browser's viewer prints it), never cached (an AWB can be cancelled). */
function sendPdf(reply: FastifyReply, body: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** AWBs at the courier, for staff (docs/decisions/052). */
export async function shippingAdminRoutes(
  app: FastifyInstance,
  options: { shipping: ShippingService; idempotency: AdminIdempotencyService },
) {
  const { shipping, idempotency } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/orders/:id/awb/defaults',
    {
      schema: {
        summary: 'What the "Generează AWB" dialog proposes',
        description:
          "Delivery as the customer chose it (the easybox's id for a locker order), the parcel's weight from the products' `weight_grams` (500 g a unit for a product without one), one parcel, cash on delivery equal to what the customer still owes for a cash-on-delivery order (\"0.00\" otherwise), and no declared value.",
        params: orderParamsSchema,
        response: { 200: awbDefaultsSchema, ...reads },
      },
    },
    async (request) => shipping.defaults(request.params.id),
  );

  api.post(
    '/orders/:id/awb',
    {
      schema: {
        summary: "Makes the order's AWB at the courier",
        description:
          "A locker order goes to its easybox (`lockerLastMile`) unless `delivery` is `address`. One live AWB per order: parallel requests make one, the others are 409 `shipping.awb_exists`. 409 `shipping.not_shippable` unless the order is placed or processing, and paid or cash on delivery; 503 `shipping.courier_unavailable` when no courier is configured; 502 `shipping.courier_error` with the courier's message. The order's status does not change: it becomes shipped when the courier picks the parcel up (the status sync) or when staff say so. With `Idempotency-Key`, a retry answers the AWB already made.",
        params: orderParamsSchema,
        headers: idempotencyHeadersSchema,
        body: awbCreateSchema,
        response: { 201: shipmentSchema, ...reads, 409: errorSchema, ...atCourier },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotency.reply(request, reply, actor.id, async (executor) => ({
        status: 201,
        body: await shipping.create(request.params.id, request.body, actor, executor),
      }));
    },
  );

  api.delete(
    '/orders/:id/awb',
    {
      schema: {
        summary: "Cancels the order's AWB at the courier",
        description:
          'The AWB is deleted at the courier (which refuses once the parcel is picked up: 502 `shipping.courier_error`) and kept here with `cancelled_at`; a new one can then be made. 404 `shipping.awb_not_found` without a live AWB. With `Idempotency-Key`, a retry answers the cancellation already made; the same key for another order is 409 `admin.idempotency_conflict`.',
        params: orderParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 204: z.null().describe('Cancelled'), ...reads, 409: errorSchema, ...atCourier },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotency.reply(request, reply, actor.id, async (executor) => {
        await shipping.cancel(request.params.id, actor, executor);
        return { status: 204, body: null };
      });
    },
  );

  api.get(
    '/orders/:id/awb/label.pdf',
    {
      schema: {
        summary: "The live AWB's label to print",
        description: "The courier's label as a PDF, A6 by default (`format=A4` for an A4 sheet).",
        params: orderParamsSchema,
        querystring: awbLabelQuerySchema,
        response: { 200: pdfBody('The label (PDF)'), ...reads, ...atCourier },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await shipping.label(request.params.id, request.query.format),
        `awb-comanda-${request.params.id}.pdf`,
      ),
  );

  api.post(
    '/awb/bulk',
    {
      schema: {
        summary: 'Makes the AWBs of several orders',
        description:
          "Each order as `POST /orders/{id}/awb` would make it with the dialog's defaults; an order that cannot (already has one, cannot ship, the courier refused) gets its `error` and the others go on. Either `order_ids`, or `day` (`AAAA-LL-ZZ`, Europe/Bucharest): the orders placed that day that may ship and have no live AWB, oldest first, at most 100 a call, `remaining` counting the rest. With `Idempotency-Key`, a retry answers the same results; the same key with another body is 409 `admin.idempotency_conflict`.",
        headers: idempotencyHeadersSchema,
        body: awbBulkCreateSchema,
        response: {
          200: awbBulkResultSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotency.reply(request, reply, actor.id, async (executor) => ({
        status: 200,
        body: await shipping.bulkCreate(chosenOrders(request.body), actor, executor),
      }));
    },
  );

  api.get(
    '/awb/labels.pdf',
    {
      schema: {
        summary: 'The labels of several orders, as one PDF',
        description:
          'One A6 page per live AWB of `order_ids` (comma-separated, at most 100), in the order given, or of the orders placed on `day` (`AAAA-LL-ZZ`, Europe/Bucharest), oldest first, at most 300 (more is 400 `shipping.too_many_labels`); orders without a live AWB are left out, and none at all is 404 `shipping.awb_not_found`.',
        querystring: awbLabelsQuerySchema,
        response: { 200: pdfBody('The labels (PDF)'), ...reads, ...atCourier },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await shipping.labels(chosenOrders(request.query)),
        request.query.day ? `etichete-awb-${request.query.day}.pdf` : 'etichete-awb.pdf',
      ),
  );
}
