import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@shop/shared/constants';
import {
  IDEMPOTENCY_HEADER,
  orderAccessQuerySchema,
  orderCreatedSchema,
  orderCreateSchema,
  orderParamsSchema,
  orderSchema,
  paymentRetrySchema,
  paymentStartedSchema,
} from '@shop/shared/schemas/checkout';
import { errorSchema, textSchema } from '@shop/shared/schemas/common';
import type { OrderLifecycleService, OrderViewer } from './order-lifecycle.service';
import type { OrderPlacementService } from './order-placement.service';

/** The mail language from Accept-Language: the first of ro or en the browser lists; else ro. */
export function languageFrom(header: string | undefined): Language {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = tags.find((entry) => entry.lang === 'ro' || entry.lang === 'en');
  return (found?.lang as Language | undefined) ?? 'ro';
}

function viewerOf(request: FastifyRequest, key: string | undefined): OrderViewer {
  const user = request.user;
  return {
    user: user ? { id: user.id, isStaff: user.isStaff, isSuperuser: user.isSuperuser } : null,
    key,
  };
}

const fieldErrors = errorSchema.catchall(z.unknown());
const conflict = errorSchema.catchall(z.unknown());
const ACCESS =
  "Readable by the order's owner (token), staff, or with `?key=` — the secret key that checkout answered, or the return token that a payment redirect carries. Anyone else gets 404, never 403: an order id alone reveals nothing.";

export async function ordersRoutes(
  app: FastifyInstance,
  options: {
    placement: Pick<OrderPlacementService, 'placeOrder'>;
    orders: Pick<OrderLifecycleService, 'getOrder' | 'retryPayment' | 'cancel'>;
  },
) {
  const { placement, orders } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/comenzi/',
    {
      config: { placesOrder: 'shop' },
      schema: {
        tags: ['checkout'],
        summary: 'Place an order (guest or signed-in customer)',
        description: [
          'The body of contract §7. The server reads every product and price again: prices, totals or discounts in the body are ignored. Lines of the same product are merged (1-99 each, at most 50 lines). In one transaction the products are locked, their stock reserved, the coupon checked (minimum subtotal, total and per-customer limits, first order only), shipping (the shop settings of that moment: `GET /api/shop/`, free from the threshold after discount) and VAT computed, and the payment attempt and the confirmation mail (outbox) written.',
          '`plata`: `ramburs` places the order at once; `transfer` waits for the money 5 days (IBAN, beneficiary and reference in `transfer`); `card` waits 24 hours and answers `payment_url`, the hosted payment page (Netopia when configured, else Stripe Checkout, else the sandbox); `wallet` is not available yet (400). Mail language: `limba`, else Accept-Language, else ro.',
          "`return_to`: `web` (default) or `app`: the native app opens `payment_url` in the system browser, and the payment page then sends the customer to the app's deep link `ro.salvia.shop://app/<page>?<query>` of the page the shop would show (success or retry).",
          "`browser` (optional, card only): what the browser says about itself for the card's 3-D Secure check (screen size, colour depth, time zone and offset, language, Java), forwarded to Netopia with the request's User-Agent and address; never part of the Idempotency-Key's body comparison.",
          'Answers 201 with the order, its secret `key` (for `GET /api/comenzi/{id}/?key=`; keep it) and, for card, `payment_url`. Header `Idempotency-Key` (8-200 characters): the same key with the same body answers the same order and key again (for 24 hours, header `Idempotent-Replayed: true`), without a second reservation; with another body, 409 `checkout.idempotency_conflict`.',
          'Errors: 400 with one key per invalid field (`produse` for unknown or withdrawn products, with their ids in `indisponibile`; `cupon` for coupon rules; `livrare.locker_id`); 409 `checkout.out_of_stock` naming the product, with `produs` (id) and `disponibil`; 429 `rate_limited` with `retry_after` (seconds) after `ORDER_RATE_LIMIT` placed orders (10 by default) in 10 minutes from one address; orders naming a coupon code that does not exist count too (replays of an Idempotency-Key are not counted and always answered).',
        ].join('\n\n'),
        headers: z.object({ [IDEMPOTENCY_HEADER]: textSchema().max(200).optional() }),
        body: orderCreateSchema,
        response: {
          201: orderCreatedSchema,
          400: fieldErrors,
          401: errorSchema,
          409: conflict,
          429: conflict,
        },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const { order, replayed } = await placement.placeOrder(request.body, {
        user: request.user ? { id: request.user.id } : null,
        idempotencyKey: typeof header === 'string' ? header.trim() : undefined,
        lang: languageFrom(request.headers['accept-language']),
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).header('cache-control', 'no-store').send(order);
    },
  );

  api.get(
    '/comenzi/:id/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'One order (contract §7: the success page)',
        description: `${ACCESS} Bank-transfer orders carry \`transfer\` (IBAN, beneficiary, reference, amount).`,
        params: orderParamsSchema,
        querystring: orderAccessQuerySchema,
        response: { 200: orderSchema, 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const order = await orders.getOrder(request.params.id, viewerOf(request, request.query.key));
      return reply.header('cache-control', 'no-store').send(order);
    },
  );

  api.post(
    '/comenzi/:id/plata/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Start a new card payment attempt for an unpaid card order',
        description: `After a declined or abandoned card payment (the order stays awaiting payment until it expires, 24 hours after it was placed). Closes the previous attempt and answers a new \`payment_url\`. No body, or \`{return_to, browser}\`: \`app\` sends the customer back into the native app after paying, as at checkout; \`browser\` is the 3-D Secure data, as at checkout. 409 when the order is not a card order, is already paid, or has expired; 502 when the card provider cannot be reached. ${ACCESS}`,
        params: orderParamsSchema,
        querystring: orderAccessQuerySchema,
        body: paymentRetrySchema,
        response: {
          200: paymentStartedSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) =>
      orders.retryPayment(
        request.params.id,
        viewerOf(request, request.query.key),
        request.body?.return_to ?? 'web',
        { ip: request.ip, userAgent: request.headers['user-agent'], browser: request.body?.browser },
      ),
  );

  api.post(
    '/comenzi/:id/anulare/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Cancel an unpaid order',
        description: `For an order awaiting payment, or a cash-on-delivery order not yet processed. Its stock returns (once, however often this is called), its coupon use is released and a mail confirms it. 409 otherwise (already paid, processing, shipped or cancelled). ${ACCESS}`,
        params: orderParamsSchema,
        querystring: orderAccessQuerySchema,
        response: { 200: orderSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => orders.cancel(request.params.id, viewerOf(request, request.query.key)),
  );
}
