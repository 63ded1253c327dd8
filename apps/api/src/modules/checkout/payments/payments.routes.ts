import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@shop/shared/constants';
import { errorSchema, textSchema, uuidParam } from '@shop/shared/schemas/common';
import { AppError } from '../../../lib/errors';
import type { PaymentEventsService } from '../orders/payment-events.service';
import { sandboxClosedPage, sandboxMissingPage, sandboxPayPage } from './sandbox-page';

const paymentParams = z.object({ paymentId: uuidParam });
const HTML_ONLY = { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } };
/** A redirect has a `Location` and no body. */
const redirect = (description: string) => z.null().describe(description);

/**
 * Payment provider routes: the sandbox's hosted page (GET shows it, POST is its form), Stripe's
 * webhook and return, Netopia's IPN and return. All of them prove who calls by other means than
 * the CSRF cookie: the payment's secret, Stripe's signature, the session id, Netopia's token.
 */
export async function paymentsRoutes(
  app: FastifyInstance,
  options: {
    paymentEvents: Pick<
      PaymentEventsService,
      'sandboxState' | 'sandboxDecide' | 'stripeReturn' | 'stripeWebhook' | 'netopiaReturn' | 'netopiaIpn'
    >;
    shopName: string;
    publicUrl: string;
  },
) {
  const { paymentEvents } = options;

  // Plain HTML forms post url-encoded bodies (only these routes take them).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/payments/sandbox/pay/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox card provider: the hosted payment page (HTML)',
        description:
          'The `payment_url` of a card order when Stripe is not configured. Shows the shop, the order, the amount and a test card, with two buttons, "Aprobă plata" and "Refuză plata", that post the form below. A payment already decided redirects (303) to the success or retry page; a closed order shows a notice.',
        params: paymentParams,
        querystring: z.object({ token: textSchema().trim().max(200).optional() }),
        response: {
          200: HTML_ONLY,
          303: redirect('Already decided: to /success or /checkout/plata'),
          404: HTML_ONLY,
        },
      },
    },
    async (request, reply) => {
      const shopUrl = `${options.publicUrl}/`;
      let state;
      try {
        state = await paymentEvents.sandboxState(request.params.paymentId, request.query.token ?? '');
      } catch (error) {
        if (error instanceof AppError && error.status === 404) {
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(sandboxMissingPage({ shopName: options.shopName, shopUrl }));
        }
        throw error;
      }
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (state.kind === 'redirect') return reply.redirect(state.url, 303);
      const lang = state.order.lang as Language;
      if (state.kind === 'closed') {
        return reply
          .type('text/html; charset=utf-8')
          .send(sandboxClosedPage({ lang, shopName: options.shopName, orderId: state.order.id, shopUrl }));
      }
      return reply.type('text/html; charset=utf-8').send(
        sandboxPayPage({
          lang,
          shopName: options.shopName,
          orderId: state.order.id,
          amount: state.payment.amount,
          customerName: `${state.order.firstName} ${state.order.lastName}`,
          action: `/api/payments/sandbox/pay/${state.payment.id}`,
          token: request.query.token ?? '',
        }),
      );
    },
  );

  api.post(
    '/payments/sandbox/pay/:paymentId',
    {
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary: "Sandbox card provider: approve or decline (the hosted page's form)",
        description:
          'Form fields `token` (the payment secret from `payment_url`) and `decision` (`approve` | `decline`). The decision becomes a provider event (id `sb_<payment>_<decision>`) handled exactly like a webhook: sent twice, it changes nothing the second time. Approval places the order, records paid_at and queues the "payment received" mail in one transaction, then redirects (303) to `/success?order=<id>&key=<return token>`; a decline leaves the order awaiting payment and redirects to `/checkout/plata?order=<id>&key=<return token>&status=declined`, where `POST /api/comenzi/{id}/plata/?key=` starts a new attempt. The return token opens the order for 2 hours in place of its key. A payment started with `return_to: app` redirects to the same path and query in the native app instead: `ro.salvia.shop://app/success?…`, `ro.salvia.shop://app/checkout/plata?…`.',
        consumes: ['application/x-www-form-urlencoded'],
        params: paymentParams,
        body: z.object({
          token: textSchema().trim().min(1).max(200),
          decision: z.enum(['approve', 'decline']),
        }),
        response: {
          303: redirect('To /success or /checkout/plata'),
          400: errorSchema.catchall(z.unknown()),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const url = await paymentEvents.sandboxDecide(
        request.params.paymentId,
        request.body.token,
        request.body.decision,
      );
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    },
  );

  api.get(
    '/payments/stripe/return/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe Checkout: where the success URL lands',
        description:
          "Stripe sends the customer here with the Checkout Session id. The session is read back from Stripe (if it is paid, the order is placed even before the webhook arrives), then the browser is redirected (303) to `/success?order=<id>&key=<return token>` (for a payment started with `return_to: app`, `ro.salvia.shop://app/success?…`). The order's own key never travels to Stripe.",
        querystring: z.object({
          payment: uuidParam,
          session_id: textSchema().trim().min(1).max(255),
        }),
        response: { 303: redirect('To /success'), 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const url = await paymentEvents.stripeReturn(request.query.payment, request.query.session_id);
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    },
  );

  api.get(
    '/payments/netopia/return/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Netopia: where the customer comes back from the payment page',
        description:
          "Netopia's `redirectUrl`, with our payment id and the attempt's secret `token` (only Netopia's redirect carries it). The status is read back from Netopia (`POST /operation/status`; paid means status 3 or 5 only, and the order is placed even before the IPN arrives), then the browser is redirected (303) to `/success?order=<id>&key=<return token>`, or after a decline to `/checkout/plata?order=<id>&key=<return token>&status=declined` (for a payment started with `return_to: app`, the same in `ro.salvia.shop://app/…`). The order's own key never travels to Netopia. 404 for an unknown payment or a wrong token.",
        querystring: z.object({
          payment: uuidParam,
          token: textSchema().trim().min(1).max(200),
        }),
        response: {
          303: redirect('To /success or /checkout/plata'),
          400: errorSchema.catchall(z.unknown()),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const url = await paymentEvents.netopiaReturn(request.query.payment, request.query.token);
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    },
  );

  // The webhook's signature covers the exact bytes Stripe sent: this context keeps JSON raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_r, body, done) => done(null, body),
    );
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/payments/stripe/webhook/',
      {
        config: { csrf: false },
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signed)',
          description:
            'Verified with the `Stripe-Signature` header: HMAC-SHA256 of `<t>.<raw body>` with `STRIPE_WEBHOOK_SECRET`, compared in constant time, at most 5 minutes old. Handles `checkout.session.completed`, `checkout.session.async_payment_succeeded`, `checkout.session.async_payment_failed` and `checkout.session.expired`; each event id is applied once (a redelivery answers `duplicate: true` and changes nothing). 404 when Stripe is not configured.',
          headers: z.object({ 'stripe-signature': textSchema().max(2000).optional() }),
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            400: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) =>
        paymentEvents.stripeWebhook(request.body as Buffer, request.headers['stripe-signature']),
    );

    const netopiaAnswer = z.object({
      errorType: z.number().int().describe('0 accepted; 1 temporary (Netopia sends it again); 2 refused'),
      errorCode: z.number().int(),
      errorMessage: z.string(),
    });
    const netopiaRefusal = errorSchema.extend(netopiaAnswer.shape);
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/payments/netopia/ipn/',
      {
        config: { csrf: false },
        schema: {
          tags: ['payments'],
          summary: 'Netopia IPN (signed)',
          description:
            "Netopia Payments API v2 instant payment notification, verified on the raw body before anything in it is believed: the `Verification-token` header is a JWT signed RS512 (any other algorithm, HS512 or `none` included, is refused) with Netopia's public key (`NETOPIA_PUBLIC_KEY`), issuer \"NETOPIA Payments\", audience the POS signature, `sub` the base64 SHA-512 of the raw body, and an `exp` not passed. Then `payment.status` applies to the attempt named by `order.orderID` (our payment id): 3 and 5 pay the order (an amount or currency other than the attempt's is refused, 409, and flagged for staff in the order's history and the shop's alert mail), 12 declines, 8 records a completed card refund (with its credit note), 9/10/16 (chargebacks) are flagged for staff; 1 (new) and the other statuses change nothing. Each status of each payment is applied once: a redelivery answers 200 and changes nothing. Answers Netopia's `{errorType, errorCode, errorMessage}` (a refusal also `{detail, code}`): 400 `payments.invalid_signature` for a refused token, `payments.invalid_event` or `request.invalid_json` for a body without a status; 404 `payments.not_found` (errorType 1: Netopia retries) when Netopia or its key is not configured; 409 `payments.amount_mismatch`. Every refusal is logged.",
          headers: z.object({ 'verification-token': textSchema().max(8000).optional() }),
          response: { 200: netopiaAnswer, 400: netopiaRefusal, 404: netopiaRefusal, 409: netopiaRefusal },
        },
      },
      async (request, reply) => {
        const answer = await paymentEvents.netopiaIpn(
          request.body as Buffer,
          request.headers['verification-token'],
          request.ip,
        );
        return reply.status(answer.status).send(answer.body);
      },
    );
  });
}
