import type { OrderStatus } from '@shop/shared/order-status';
import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/errors';
import type { NotificationsService } from '../../notifications/notifications.service';
import { mailTermsOf, paymentReceivedMail } from '../../notifications/order-mails';
import type { ShopSettingsService } from '../../settings/settings.service';
import type { PaymentRow } from '../payments/payments.repository';
import { type PaymentsService, sameHash, sha256 } from '../payments/payments.service';
import type { VerifiedPaymentEvent } from '../payments/provider';
import { verifyStripeSignature } from '../payments/stripe-signature';
import type { StripeEvent } from '../payments/stripe.provider';
import { appShopPage } from '../../../lib/app-links';
import type { InvoicingService } from '../../invoicing/invoicing.service';
import { toInvoiceFacts, toOrderMailData } from './orders.mapper';
import { createOrdersRepository, type OrderLineRow, type OrderRow } from './orders.repository';
import { type CheckoutLogger, shopPage as pageIn, silentLogger } from './shop-page';

/**
 * What payment providers tell about an order's money: one handler for every verified event
 * (sandbox page, Stripe webhook, Stripe's return), and the pages around the hosted payment.
 */
export function createPaymentEventsService(deps: {
  db: Database;
  shop: { name: string; publicUrl: string };
  payments: Pick<
    PaymentsService,
    | 'stripe'
    | 'find'
    | 'findForEvent'
    | 'recordEvent'
    | 'lock'
    | 'markSucceeded'
    | 'markClosed'
    | 'issueReturnToken'
  >;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  settings: Pick<ShopSettingsService, 'current'>;
  invoicing: Pick<InvoicingService, 'issueInvoice'>;
  stripeWebhookSecret?: string | null;
  log?: CheckoutLogger;
}) {
  const { db, payments, notifications, shop, settings, invoicing } = deps;
  const log = deps.log ?? silentLogger;
  const shopPage = (lang: string, pathAndQuery: string) => pageIn(shop.publicUrl, lang, pathAndQuery);

  async function handlePaymentEvent(
    event: VerifiedPaymentEvent,
  ): Promise<{ duplicate: boolean; applied: boolean; orderId?: number }> {
    const result = await db.transaction(async (tx) => {
      const repository = createOrdersRepository(tx);
      const found = await payments.findForEvent(tx, event);
      if (!found) {
        const fresh = await payments.recordEvent(tx, event, null);
        if (fresh)
          log.warn({ event: event.eventId, provider: event.provider }, 'Payment event for no known payment');
        return { duplicate: !fresh, applied: false };
      }
      // Locks in the one order every path uses: the order, then its payment.
      const order = await repository.lock(found.orderId);
      const payment = await payments.lock(tx, found.id);
      if (!order || !payment) return { duplicate: false, applied: false };
      if (!(await payments.recordEvent(tx, event, payment.id))) {
        return { duplicate: true, applied: false, orderId: order.id };
      }
      if (event.outcome === 'succeeded') {
        if (payment.status === 'succeeded') return { duplicate: false, applied: false, orderId: order.id };
        await payments.markSucceeded(tx, payment.id);
        const placed = await repository.transition(order.id, ['awaiting_payment'], 'placed', {
          paidAt: new Date(),
          expiresAt: null,
        });
        if (placed) {
          await repository.insertHistory({
            orderId: order.id,
            fromStatus: 'awaiting_payment',
            toStatus: 'placed',
            actor: 'payment',
            note: `Plată primită (${event.provider}, ${event.eventId}).`,
          });
          const lines = await repository.lines(order.id);
          // A paid order is invoiced in the transaction that records the money (decision 045).
          await invoicing.issueInvoice(tx, toInvoiceFacts(placed, lines));
          await notifications.queue(tx, {
            kind: 'payment_received',
            to: placed.email,
            key: `order-${order.id}-payment-received`,
            ...paymentReceivedMail(
              toOrderMailData(placed, lines, shop.name, mailTermsOf(await settings.current(tx))),
            ),
          });
        } else {
          // Money for an order that is no longer waiting (expired, cancelled): staff must refund it.
          await repository.insertHistory({
            orderId: order.id,
            fromStatus: order.status as OrderStatus,
            toStatus: order.status as OrderStatus,
            actor: 'payment',
            note: `Plată primită pentru o comandă ${order.status}: de rambursat (${event.provider}, ${event.eventId}).`,
          });
          log.warn(
            { orderId: order.id, status: order.status },
            'Payment received for an order not awaiting payment',
          );
        }
        return { duplicate: false, applied: true, orderId: order.id };
      }
      if ((event.outcome === 'failed' || event.outcome === 'expired') && payment.status === 'pending') {
        await payments.markClosed(tx, payment.id, event.outcome, event.reason ?? event.type);
        return { duplicate: false, applied: true, orderId: order.id };
      }
      return { duplicate: false, applied: false, orderId: order.id };
    });
    if (result.applied) notifications.notifyQueued();
    return result;
  }

  /**
   * A page of the shop for the customer coming back from a payment page: on the web, or, when the
   * native app opened the payment (`return_to: app`), the app's deep link to the same path.
   */
  const backTo = (payment: Pick<PaymentRow, 'returnTo'>, lang: string, pathAndQuery: string) =>
    payment.returnTo === 'app' ? appShopPage(lang, pathAndQuery) : shopPage(lang, pathAndQuery);

  /** Where the browser goes after the payment page: the success page, or the retry page. */
  async function returnUrl(
    payment: PaymentRow,
    order: Pick<OrderRow, 'lang'>,
    page: 'success' | 'retry',
    status?: string,
  ): Promise<string> {
    const token = await payments.issueReturnToken(payment);
    const query = new URLSearchParams({ order: String(payment.orderId), key: token });
    if (status) query.set('status', status);
    return backTo(
      payment,
      order.lang,
      `${page === 'success' ? '/success' : '/checkout/plata'}?${query.toString()}`,
    );
  }

  type SandboxState =
    | { kind: 'pay'; payment: PaymentRow; order: OrderRow; lines: OrderLineRow[] }
    | { kind: 'redirect'; url: string }
    | { kind: 'closed'; payment: PaymentRow; order: OrderRow };

  /** What the sandbox page shows for a payment, once its secret checks out. */
  async function sandboxState(paymentId: string, token: string): Promise<SandboxState> {
    const payment = await payments.find(db, paymentId);
    if (!payment || payment.provider !== 'sandbox' || !payment.clientSecret || !token) {
      throw notFound('payments.not_found', 'Plata nu a fost găsită.');
    }
    if (!sameHash(sha256(payment.clientSecret), sha256(token))) {
      throw notFound('payments.not_found', 'Plata nu a fost găsită.');
    }
    const order = (await createOrdersRepository(db).find(payment.orderId))!;
    if (payment.status === 'succeeded')
      return { kind: 'redirect', url: await returnUrl(payment, order, 'success') };
    const open = order.status === 'awaiting_payment' && (!order.expiresAt || order.expiresAt > new Date());
    if (!open)
      return order.paidAt
        ? { kind: 'redirect', url: await returnUrl(payment, order, 'success') }
        : { kind: 'closed', payment, order };
    if (payment.status !== 'pending') {
      return { kind: 'redirect', url: await returnUrl(payment, order, 'retry', 'declined') };
    }
    const lines = await createOrdersRepository(db).lines(order.id);
    return { kind: 'pay', payment, order, lines };
  }

  return {
    handlePaymentEvent,

    sandboxState,

    /** The sandbox page's buttons: one event through the common handler, then where to go. */
    async sandboxDecide(paymentId: string, token: string, decision: 'approve' | 'decline'): Promise<string> {
      const state = await sandboxState(paymentId, token);
      if (state.kind === 'redirect') return state.url;
      if (state.kind === 'closed') {
        return backTo(
          state.payment,
          state.order.lang,
          `/checkout/plata?${new URLSearchParams({ order: String(state.order.id), status: 'closed' })}`,
        );
      }
      await handlePaymentEvent({
        provider: 'sandbox',
        // One id per attempt and decision: a form sent twice is a replay.
        eventId: `sb_${paymentId}_${decision}`,
        type: decision === 'approve' ? 'payment.approved' : 'payment.declined',
        paymentId,
        outcome: decision === 'approve' ? 'succeeded' : 'failed',
        reason: decision === 'decline' ? 'card_declined' : undefined,
        payload: { decision },
      });
      return decision === 'approve'
        ? returnUrl(state.payment, state.order, 'success')
        : returnUrl(state.payment, state.order, 'retry', 'declined');
    },

    /** Stripe's signed webhook: verified on the raw body, then the common handler. */
    async stripeWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate: boolean }> {
      if (!payments.stripe || !deps.stripeWebhookSecret)
        throw notFound('payments.not_found', 'Stripe nu este configurat.');
      const check = verifyStripeSignature(signature, rawBody, deps.stripeWebhookSecret);
      if (!check.ok) {
        throw badRequest('payments.invalid_signature', `Semnătură Stripe invalidă (${check.reason}).`);
      }
      let event: StripeEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as StripeEvent;
      } catch {
        throw badRequest('request.invalid_json', 'Corpul cererii nu este JSON valid.');
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
        throw badRequest('payments.invalid_event', 'Eveniment Stripe fără id sau tip.');
      }
      const result = await handlePaymentEvent(payments.stripe.toEvent(event));
      return { received: true, duplicate: result.duplicate };
    },

    /**
     * Stripe's success URL lands here with the session id (never the order key). The session is
     * read back from Stripe (the webhook may come later) and the browser goes on to /success with a
     * short-lived return token.
     */
    async stripeReturn(paymentId: string, sessionId: string): Promise<string> {
      const payment = /^[0-9a-f-]{36}$/i.test(paymentId) ? await payments.find(db, paymentId) : undefined;
      if (!payments.stripe || !payment || payment.provider !== 'stripe' || !payment.providerRef) {
        throw notFound('payments.not_found', 'Plata nu a fost găsită.');
      }
      if (!sameHash(sha256(payment.providerRef), sha256(sessionId))) {
        throw notFound('payments.not_found', 'Plata nu a fost găsită.');
      }
      try {
        const session = await payments.stripe.retrieveSession(sessionId);
        if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
          await handlePaymentEvent({
            provider: 'stripe',
            eventId: `return_${session.id}`,
            type: 'checkout.session.return',
            paymentId: payment.id,
            providerRef: session.id,
            outcome: 'succeeded',
            payload: { session_id: session.id, payment_status: session.payment_status },
          });
        }
      } catch (error) {
        log.warn(
          { err: error, paymentId },
          'Could not read the Stripe session back; the webhook will settle it',
        );
      }
      const order = (await createOrdersRepository(db).find(payment.orderId))!;
      return returnUrl(payment, order, 'success');
    },
  };
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
