import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import {
  adminOrderDetailSchema,
  adminOrderNoteCreateSchema,
  adminOrderPageSchema,
  adminOrdersQuerySchema,
  adminOrderStatusSchema,
  adminRefundCreateSchema,
  adminRefundParamsSchema,
  adminRefundSchema,
} from '@shop/shared/schemas/admin/orders';
import { orderParamsSchema } from '@shop/shared/schemas/checkout';
import { errorSchema, idempotencyHeadersSchema } from '@shop/shared/schemas/common';
import { pageRequest } from '../../../lib/pagination';
import { actorOf } from '../../admin/admin-scope';
import type { AdminIdempotencyService } from '../../system/admin-idempotency.service';
import type { OrdersAdminService } from './orders-admin.service';

const withFields = errorSchema.catchall(z.unknown());

/** The orders admin: list and search, one order whole, status changes, refunds, staff notes. */
export async function ordersAdminRoutes(
  app: FastifyInstance,
  options: { orders: OrdersAdminService; idempotency: AdminIdempotencyService; publicUrl: string },
) {
  const { orders, idempotency } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/orders/',
    {
      schema: {
        summary: 'Orders, filtered, searched and sorted',
        description:
          'Newest first by default (`ordering`: `-created`, `created`, `-total`, `total`, `status`, `-status`). `status` takes one or several comma-separated statuses; `from` and `to` are days in Romania, both included; `q` is an order number (exact) or part of a name, email or phone, diacritics and case ignored. `count` is exact up to 10,000 matching orders; past that it is 10000 with `count_exact: false` (show it as "10 000+"), and `next` stays set while full pages come back.',
        querystring: adminOrdersQuerySchema,
        response: {
          200: adminOrderPageSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const query = request.query;
      return orders.list(
        {
          statuses: query.status,
          paymentMethod: query.payment_method,
          paymentState: query.payment_status,
          from: query.from,
          to: query.to,
          q: query.q,
          ordering: query.ordering,
        },
        pageRequest({ page: query.page, per: query.per }, ADMIN_PAGE_SIZE),
        { publicUrl: options.publicUrl, url: request.url },
      );
    },
  );

  api.get(
    '/orders/:id/',
    {
      schema: {
        summary: 'One order with everything staff need',
        description:
          'Lines (with product ids, slugs and SKUs), customer, delivery or easybox locker, billing and company, payment attempts, refunds, status history, staff notes, amounts paid/refunded/refundable and the statuses staff may move it to.',
        params: orderParamsSchema,
        response: {
          200: adminOrderDetailSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => orders.detail(request.params.id),
  );

  api.post(
    '/orders/:id/status/',
    {
      schema: {
        summary: "Changes an order's status",
        description:
          'Only to a status in `allowed_transitions` (409 `admin.not_allowed` otherwise). Cancelling returns the stock and the coupon use once, however many cancels race. Shipped, delivered and cancelled mail the customer. With `Idempotency-Key`, a retry answers the order as this request left it instead of a 409 for a move already made.',
        params: orderParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminOrderStatusSchema,
        response: {
          200: adminOrderDetailSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: withFields,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotency.reply(request, reply, actor.id, async (executor) => ({
        status: 200,
        body: await orders.changeStatus(request.params.id, request.body, actor, executor),
      }));
    },
  );

  api.post(
    '/orders/:id/refunds/',
    {
      schema: {
        summary: 'Records a refund (through Stripe when the order was paid there)',
        description:
          "At most what was paid minus what was refunded (400 `admin.not_allowed` with an `amount` message). `stripe` calls Stripe's refund API and is refused when the order was not paid through Stripe; `card` and `bank` record money staff pay back by hand, outside the shop: with `manual_transfer_done: true` it has already left, otherwise the refund is kept `awaiting_transfer` (it holds its amount but mails nobody) until staff confirm the transfer (`…/refunds/{refundId}/transfer/`). When the completed refunds reach the amount paid the order becomes `refunded` (from delivered or cancelled). The customer is mailed when a refund is completed, never before. With `Idempotency-Key`, a retry answers the refund already recorded (and Stripe is asked with a key derived from it); the same key with another body is 409 `admin.idempotency_conflict`.",
        params: orderParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminRefundCreateSchema,
        response: {
          201: adminRefundSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: withFields,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotency.reply(request, reply, actor.id, async (executor, providerKey) => ({
        status: 201,
        body: await orders.refund(request.params.id, request.body, actor, { executor, providerKey }),
      }));
    },
  );

  api.post(
    '/orders/:id/refunds/:refundId/transfer/',
    {
      schema: {
        summary: 'Confirms that staff made the transfer of a card or bank refund',
        description:
          'For a refund `awaiting_transfer`: it becomes `completed` (with who confirmed it and when), the customer gets the refund mail, once, and the order becomes `refunded` when its completed refunds reach the amount paid. A refund already completed (a confirmed transfer, Stripe, the wallet) is 409 `admin.refund_completed`; parallel confirmations complete it once. With `Idempotency-Key`, a retry answers the confirmation already made; the same key for another refund is 409 `admin.idempotency_conflict`.',
        params: adminRefundParamsSchema,
        headers: idempotencyHeadersSchema,
        response: {
          200: adminRefundSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: withFields,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id, refundId } = request.params;
      return idempotency.reply(request, reply, actor.id, async (executor) => ({
        status: 200,
        body: await orders.confirmTransfer(id, refundId, actor, executor),
      }));
    },
  );

  api.post(
    '/orders/:id/notes/',
    {
      schema: {
        summary: 'Adds a staff note to an order (never shown to the customer)',
        params: orderParamsSchema,
        body: adminOrderNoteCreateSchema,
        response: {
          201: adminOrderDetailSchema.shape.notes.element,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const note = await orders.addNote(request.params.id, request.body, actorOf(request));
      return reply.status(201).send(note);
    },
  );
}
