import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import type { Readable } from 'node:stream';
import {
  adminCustomerOrderStatsSchema,
  adminOrderAmountDueSchema,
  adminOrderBulkStatusResultSchema,
  adminOrderBulkStatusSchema,
  adminManualOrderSchema,
  adminOrderDetailSchema,
  adminOrderEditSchema,
  adminOrderNoteCreateSchema,
  adminOrderQuoteRequestSchema,
  adminOrderQuoteSchema,
  adminOrderPageSchema,
  adminOrdersQuerySchema,
  adminOrdersExportQuerySchema,
  adminOrderStatusSchema,
  adminOrderTagCreateSchema,
  adminOrderTagListSchema,
  adminOrderTagParamsSchema,
  adminOrderTagsSchema,
  adminRefundCreateSchema,
  adminRefundParamsSchema,
  adminRefundSchema,
} from '@shop/shared/schemas/admin/orders';
import { adminCustomerParamsSchema } from '@shop/shared/schemas/admin/customers';
import { orderParamsSchema } from '@shop/shared/schemas/checkout';
import { errorSchema, idempotencyHeadersSchema } from '@shop/shared/schemas/common';
import { sendCsv } from '../../../lib/csv';
import { pageRequest } from '../../../lib/pagination';
import { actorOf } from '../../admin/admin-scope';
import type { AdminIdempotencyService } from '../../system/admin-idempotency.service';
import type { OrderEditingService } from './order-editing.service';
import type { OrderPlacementService } from './order-placement.service';
import type { OrdersAdminService } from './orders-admin.service';
import { allows, type Permission } from '@shop/shared/schemas/admin/roles';

const withFields = errorSchema.catchall(z.unknown());
const csvFile = {
  description: 'The CSV file, streamed',
  content: { 'text/csv': { schema: z.custom<Readable>().meta({ type: 'string' }) } },
};

/** The list's filters from its query string, as the service takes them. */
const filtersOf = (query: z.infer<typeof adminOrdersExportQuerySchema>) => ({
  statuses: query.status,
  paymentMethod: query.payment_method,
  paymentState: query.payment_status,
  from: query.from,
  to: query.to,
  q: query.q,
  tag: query.tag || undefined,
  customer: query.customer,
});

/** The orders admin: list and search, one order whole, status changes, refunds, staff notes. */
export async function ordersAdminRoutes(
  app: FastifyInstance,
  options: {
    orders: OrdersAdminService;
    placement: Pick<OrderPlacementService, 'placeByStaff' | 'quote'>;
    editing: OrderEditingService;
    idempotency: AdminIdempotencyService;
    /** Whether an id is a customer account (the accounts module's answer). */
    customers: { assertCustomer(id: number): Promise<void> };
    /** A staff member's permissions: an edit that refunds needs `refunds` too. */
    roles: { permissionsOf(user: { id: number; isSuperuser: boolean }): Promise<Permission[]> };
    publicUrl: string;
  },
) {
  const { orders, placement, editing, idempotency } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/orders/',
    {
      schema: {
        summary: 'Orders, filtered, searched and sorted',
        description:
          'Newest first by default (`ordering`: `-created`, `created`, `-total`, `total`, `status`, `-status`). `status` takes one or several comma-separated statuses; `from` and `to` are days in Romania, both included; `q` is an order number (exact) or part of a name, email or phone, diacritics and case ignored; `tag` keeps the orders carrying that tag (case ignored); `customer` the orders of that customer account. `count` is exact up to 10,000 matching orders; past that it is 10000 with `count_exact: false` (show it as "10 000+"), and `next` stays set while full pages come back.',
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
        { ...filtersOf(query), ordering: query.ordering },
        pageRequest({ page: query.page, per: query.per }, ADMIN_PAGE_SIZE),
        { publicUrl: options.publicUrl, url: request.url },
      );
    },
  );

  api.get(
    '/orders/export.csv',
    {
      schema: {
        summary: 'The orders the list shows, as CSV',
        description:
          "The list's filters (`status`, `payment_method`, `payment_status`, `from`, `to`, `q`, `tag`, `customer`, as `GET /orders/`), every matching order, newest first. UTF-8 with a byte order mark, `;`-separated, CRLF line ends (as Excel set to Romanian opens it), Romanian headers: `Nr. comandă;Data;Status;Nume;Prenume;Email;Telefon;Livrare;Județ;Localitate;Metodă de plată;Stare plată;Subtotal (lei);Reducere (lei);Transport (lei);Total (lei);Rambursat (lei);Cupon;Etichete`. The date is Romania's local time (`2026-11-27 14:05`), amounts have a decimal comma (`149,90`), tags are comma-separated; a cell starting with `=`, `+`, `-` or `@` is prefixed with `'`. Streamed 500 orders at a time.",
        querystring: adminOrdersExportQuerySchema,
        response: { 200: csvFile, 400: withFields, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        orders.exportCsv(filtersOf(request.query)),
        `comenzi-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
  );

  api.get(
    '/customers/:id/order-stats/',
    {
      schema: {
        summary: "A customer's orders in figures",
        description:
          "For the admin's customer page: `orders` placed from the account (any state), `paid_orders`, `total_spent` (what the paid orders brought, less their completed refunds) and `average_order` (`total_spent` over `paid_orders`, rounded to the ban; 0.00 without any). The orders themselves are `GET /orders/?customer={id}`. 404 `account.customer_not_found` for an id that is no customer account.",
        params: adminCustomerParamsSchema,
        response: {
          200: adminCustomerOrderStatsSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => orders.customerStats(request.params.id, options.customers),
  );

  api.get(
    '/orders/tags/',
    {
      schema: {
        summary: 'The tags staff put on orders, most used first',
        description: 'At most 200, each with the number of orders carrying it (the list filters by `tag`).',
        response: { 200: adminOrderTagListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ results: await orders.tagsInUse() }),
  );

  api.post(
    '/orders/:id/tags/',
    {
      schema: {
        summary: 'Puts a tag on an order',
        description:
          "A free tag staff choose (1–40 characters, no comma; spaces trimmed and folded), never shown to the customer. A tag the order already carries, in any case, changes nothing. At most 20 per order (400 `admin.not_allowed`). Answers the order's tags, alphabetically.",
        params: orderParamsSchema,
        body: adminOrderTagCreateSchema,
        response: {
          200: adminOrderTagsSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => ({
      tags: await orders.addTag(request.params.id, request.body.tag, actorOf(request)),
    }),
  );

  api.delete(
    '/orders/:id/tags/:tag/',
    {
      schema: {
        summary: 'Takes a tag off an order',
        description:
          "The tag as the URL carries it (percent-encoded), case ignored; 404 `admin.order_tag_not_found` when the order does not carry it. Answers the order's tags.",
        params: adminOrderTagParamsSchema,
        response: {
          200: adminOrderTagsSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => ({
      tags: await orders.removeTag(request.params.id, request.params.tag, actorOf(request)),
    }),
  );

  api.post(
    '/orders/bulk/status/',
    {
      schema: {
        summary: 'Changes the status of several orders',
        description:
          'Each of `order_ids` (1–100) as `POST /orders/{id}/status/` would move it, by the same rules (only to a status in its `allowed_transitions`; cancelling returns its stock and coupon; the same mails), each on its own: an order that cannot (409 `admin.not_allowed` for that one, or not found) gets its `error` and keeps its state, the others go on. `results` answers each order once, in the order given (repeats dropped), with its new `status` or its `error`. With `Idempotency-Key`, a retry answers the same results; the same key with other orders or another status is 409 `admin.idempotency_conflict`.',
        headers: idempotencyHeadersSchema,
        body: adminOrderBulkStatusSchema,
        response: {
          200: adminOrderBulkStatusResultSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          409: withFields,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { order_ids: orderIds, ...change } = request.body;
      return idempotency.reply(request, reply, actor.id, async (executor) => ({
        status: 200,
        body: await orders.bulkChangeStatus(orderIds, change, actor, executor),
      }));
    },
  );

  api.post(
    '/orders/',
    {
      schema: {
        summary: 'Places an order for a customer or a guest (phone or shop counter)',
        description:
          "Staff's manual order, through the storefront's own placement: every price read from the database (nothing sent about money is used), products locked and their stock reserved ('sale' movements naming the order and the staff member), the coupon's rules, the referral discount, shipping and VAT as at checkout, the customer's confirmation mail. `client` is a customer account's id (404 `account.customer_not_found` otherwise), or absent for a guest. `plata`: `ramburs` (cash on delivery, paid when the courier collects) or `numerar` (cash taken at the counter: the order is paid and invoiced now, its cash payment recorded). No wallet, no order limit. The history says staff placed it; the audit log records who. With `Idempotency-Key`, a retry answers the same order; the same key with another body is 409 `admin.idempotency_conflict`. Answers the order as `GET /orders/{id}/`.",
        headers: idempotencyHeadersSchema,
        body: adminManualOrderSchema,
        response: {
          201: adminOrderDetailSchema,
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
      if (request.body.client) await options.customers.assertCustomer(request.body.client);
      return idempotency.reply(request, reply, actor.id, async (executor) => {
        const id = await placement.placeByStaff(executor, request.body, actor);
        return { status: 201, body: await orders.detailIn(executor, id) };
      });
    },
  );

  api.post(
    '/orders/quote/',
    {
      schema: {
        summary: 'What a manual order would cost, before it is placed',
        description:
          "The lines priced as `POST /orders/` would price them (the same code), with the coupon's rules for the customer (`client`, or `email` for a guest) and the shipping rule of now. Each line's `stoc` is what the shelf has. Out of stock is 409 `checkout.out_of_stock`, a withdrawn product 400 `checkout.product_unavailable`, a coupon refused 400 with its code. Nothing is written.",
        body: adminOrderQuoteRequestSchema,
        response: {
          200: adminOrderQuoteSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          409: withFields,
        },
      },
    },
    async (request) => placement.quote(request.body),
  );

  api.patch(
    '/orders/:id/',
    {
      schema: {
        summary: "Edits an order's lines or delivery before it ships",
        description:
          "`produse` is the order's whole new list of lines (a product left out is removed), `livrare` its new delivery (a courier address or an easybox), `version` the one read with the order (409 `conflict` when someone edited it meanwhile). Only before it ships; refused with 409 `admin.not_allowed` and the reason (the order's `edit_refused`): shipped, delivered, cancelled or refunded orders, an unpaid card order, an unpaid order partly paid from the wallet, a paid order with refunds, a line whose product was deleted. Pricing is placement's (the cart's): a product the order has keeps the unit price it was sold at and the automatic discount its line had (even one that ended since); an added one is priced now with the running automatic discounts; the coupon (free shipping included) is applied again by its rules (400 `coupon.min_subtotal` and the like when the new lines miss them); the referral discount stays; shipping by the rule of now. The stock moves by the difference of each product ('sale' for more, 'cancellation' for fewer); more than the shelf has is 409 `checkout.out_of_stock`. Unpaid: the pending payment (cash on delivery, bank transfer) asks for the new total. Paid: its invoice is cancelled by a credit note and a new invoice issued (e-Factura as any invoice); a lower total refunds the difference through the refunds' machinery (`metoda_rambursare`, by default as it was paid; needs the `refunds` permission, else 403), a higher one records `amount_due` (refused 409 for a card order: one card payment per order). History, audit log and the customer's mail (in the order's language) go with it. With `Idempotency-Key`, a retry answers the order as this edit left it (and a Stripe refund is asked once). Answers the order as `GET /orders/{id}/`.",
        params: orderParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminOrderEditSchema,
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
      const user = request.user!;
      const mayRefund = allows(await options.roles.permissionsOf(user), ['refunds']);
      return idempotency.reply(request, reply, actor.id, async (executor, providerKey) => {
        await editing.edit(executor, request.params.id, request.body, actor, { providerKey, mayRefund });
        return { status: 200, body: await orders.detailIn(executor, request.params.id) };
      });
    },
  );

  api.post(
    '/orders/:id/quote/',
    {
      schema: {
        summary: "An order's edit priced, before it is saved",
        description:
          "The body of `PATCH /orders/{id}/`, checked and priced by the same code (and refused the same way), without writing anything: the lines and totals saving would give, and `modificare`: what was paid, the refund or the amount due, and the invoice a credit note would cancel. Each line's `stoc` is what the shelf has besides what the order holds.",
        params: orderParamsSchema,
        body: adminOrderEditSchema,
        response: {
          200: adminOrderQuoteSchema,
          400: withFields,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: withFields,
        },
      },
    },
    async (request) => editing.preview(request.params.id, request.body),
  );

  api.post(
    '/orders/:id/rest-de-plata/',
    {
      schema: {
        summary: 'Records the amount due of an edited paid order as received',
        description:
          'Staff received what an edit of the paid order left due (`amount_due`), by bank transfer (`transfer`) or in cash at the counter (`numerar`): a succeeded payment of that amount is recorded, `amount_due` becomes 0.00 and the version is raised (409 `conflict` for an older `version`). Nothing due is 409 `admin.not_allowed`. History and audit log; the customer is mailed a confirmation of the payment (`amount_due_paid`, in the language of the order, once per version). With `Idempotency-Key`, a retry answers the same order. Answers the order as `GET /orders/{id}/`.',
        params: orderParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminOrderAmountDueSchema,
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
      return idempotency.reply(request, reply, actor.id, async (executor) => {
        await editing.settleAmountDue(executor, request.params.id, request.body, actor);
        return { status: 200, body: await orders.detailIn(executor, request.params.id) };
      });
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
          "At most what was paid minus what was refunded (400 `admin.not_allowed` with an `amount` message). `stripe` calls Stripe's refund API and is refused when the order was not paid through Stripe; `card` and `bank` record money staff pay back by hand, outside the shop: with `manual_transfer_done: true` it has already left, otherwise the refund is kept `awaiting_transfer` (it holds its amount but mails nobody) until staff confirm the transfer (`…/refunds/{refundId}/transfer/`). When the completed refunds reach the amount paid the order becomes `refunded` (from delivered or cancelled). `restock` (optional) puts goods back in stock with the refund: each product of the order once, at most its line's `restockable` (what it sold, less what received returns and earlier restocks put back; 0 once the order was cancelled, whose stock came back then), each a `return` stock movement naming the order; a product not in the order or too many units is 400 `admin.not_allowed` (field `restock`) and nothing is refunded. Without it the stock stays as it is. The customer is mailed when a refund is completed, never before. With `Idempotency-Key`, a retry answers the refund already recorded (and Stripe is asked with a key derived from it); the same key with another body is 409 `admin.idempotency_conflict`.",
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
