import { formatLei } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/order-status';
import type { Database, Executor } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/errors';
import type { NotificationsService } from '../../notifications/notifications.service';
import { mailTermsOf, paymentReceivedMail } from '../../notifications/order-mails';
import { adminPage, alertMail } from '../../notifications/shop-alerts';
import { verifyNetopiaIpn } from '../payments/netopia-ipn';
import type { NetopiaNotice } from '../payments/netopia.provider';
import type { ShopSettingsService } from '../../settings/settings.service';
import type { PaymentRow } from '../payments/payments.repository';
import { type PaymentsService, sameHash, sha256 } from '../payments/payments.service';
import type { VerifiedPaymentEvent } from '../payments/provider';
import { verifyStripeSignature } from '../payments/stripe-signature';
import type { StripeEvent } from '../payments/stripe.provider';
import { appShopPage } from '../../../lib/app-links';
import type { InvoicingService } from '../../invoicing/invoicing.service';
import { toInvoiceFacts, toOrderMailData } from './orders.mapper';
import type { OrdersAdminService } from './orders-admin.service';
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
    | 'netopia'
    | 'netopiaAwaitingStatus'
    | 'markStatusChecked'
  >;
  notifications: Pick<NotificationsService, 'queue' | 'queueForShop' | 'notifyQueued'>;
  /** Records money the processor paid back (Netopia's status 8) as a refund. */
  refunds?: Pick<OrdersAdminService, 'recordProviderRefund'>;
  settings: Pick<ShopSettingsService, 'current'>;
  invoicing: Pick<InvoicingService, 'issueInvoice'>;
  stripeWebhookSecret?: string | null;
  log?: CheckoutLogger;
  /** Told of each verified event that changed an order or a payment (the metrics count them). */
  onApplied?: (provider: string, outcome: VerifiedPaymentEvent['outcome']) => void;
}) {
  const { db, payments, notifications, shop, settings, invoicing } = deps;
  const log = deps.log ?? silentLogger;
  const shopPage = (lang: string, pathAndQuery: string) => pageIn(shop.publicUrl, lang, pathAndQuery);

  /**
   * Something about an order's money that staff must look at: a note in the order's history and
   * the shop's alert mail (keyed by the event, so once however often the provider repeats it).
   */
  async function flagForStaff(
    tx: Executor,
    order: OrderRow,
    event: VerifiedPaymentEvent,
    subject: string,
    lines: string[],
  ): Promise<void> {
    await createOrdersRepository(tx).insertHistory({
      orderId: order.id,
      fromStatus: order.status as OrderStatus,
      toStatus: order.status as OrderStatus,
      actor: 'payment',
      note: `${lines[0]} (${event.provider}, ${event.eventId}).`,
    });
    await notifications.queueForShop(tx, {
      kind: 'shop_payment_alert',
      key: `shop-payment-${event.provider}-${event.eventId}`,
      ...alertMail(
        shop.name,
        `[${shop.name}] ${subject}: comanda nr. ${order.id}`,
        lines,
        adminPage(shop.publicUrl, `comenzi/${order.id}`),
        'Deschide comanda în admin',
      ),
    });
    log.warn({ orderId: order.id, provider: event.provider, event: event.eventId }, subject);
  }

  /** The event moves other money than the attempt asked for (amount or currency). */
  const mismatchOf = (event: VerifiedPaymentEvent, payment: PaymentRow): string | null => {
    if (event.outcome !== 'succeeded') return null;
    if (event.currency !== undefined && event.currency !== payment.currency) {
      return `monedă ${event.currency} în loc de ${payment.currency}`;
    }
    if (event.amount !== undefined && event.amount !== payment.amount) {
      return `${formatLei(event.amount)} în loc de ${formatLei(payment.amount)}`;
    }
    return null;
  };

  async function handlePaymentEvent(
    event: VerifiedPaymentEvent,
  ): Promise<{ duplicate: boolean; applied: boolean; orderId?: number; refused?: 'amount_mismatch' }> {
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
      // Money that is not what the attempt asked for pays nothing: refused every time it comes,
      // flagged for staff the first time.
      const mismatch = mismatchOf(event, payment);
      if (mismatch) {
        const fresh = await payments.recordEvent(tx, event, payment.id);
        if (fresh) {
          await flagForStaff(tx, order, event, 'Plată cu altă sumă decât comanda', [
            `Plată refuzată: ${mismatch}; comanda nu a fost marcată plătită. Verifică plata la procesator.`,
          ]);
        }
        return { duplicate: !fresh, applied: fresh, orderId: order.id, refused: 'amount_mismatch' as const };
      }
      if (!(await payments.recordEvent(tx, event, payment.id))) {
        return { duplicate: true, applied: false, orderId: order.id };
      }
      if (event.outcome === 'refunded') {
        const refund =
          order.paidAt && deps.refunds
            ? await deps.refunds.recordProviderRefund(tx, order, {
                amount: event.amount ?? payment.amount,
                reason: `Rambursare prin ${event.provider} (${event.eventId}).`,
                paymentId: payment.id,
                providerRef: event.providerRef ?? null,
              })
            : null;
        if (!refund) {
          await flagForStaff(tx, order, event, 'Rambursare neînregistrată', [
            'Procesatorul anunță o rambursare pe care magazinul nu o poate înregistra (comanda nu are ce rambursa).',
          ]);
        }
        return { duplicate: false, applied: true, orderId: order.id };
      }
      if (event.outcome === 'chargeback') {
        await flagForStaff(tx, order, event, 'Contestație la plata cu cardul', [
          `Plata comenzii nr. ${order.id} este contestată de posesorul cardului (chargeback, ${event.type}). Răspunde în contul procesatorului.`,
        ]);
        return { duplicate: false, applied: true, orderId: order.id };
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
    if (result.applied) {
      notifications.notifyQueued();
      deps.onApplied?.(event.provider, event.outcome);
    }
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

  /** Reads an attempt's status back from Netopia and applies it (the return, the poll). */
  async function settleFromNetopia(payment: PaymentRow): Promise<number | null> {
    const netopia = payments.netopia;
    if (!netopia || !payment.providerRef) return null;
    const answer = await netopia.client.status({ ntpID: payment.providerRef, orderID: payment.id });
    const event = netopia.toEvent(
      {
        order: { orderID: answer.order?.orderID ?? payment.id },
        payment: { ...answer.payment, ntpID: answer.payment?.ntpID ?? payment.providerRef },
      },
      'status',
    );
    if (!event) return null;
    await handlePaymentEvent(event);
    return Number(answer.payment?.status);
  }

  /**
   * Netopia's IPN answer: `errorType` 0 accepted, 1 temporary (Netopia sends it again), 2 refused;
   * a refusal also carries the shop's `{detail, code}` as every error of the API does.
   */
  type NetopiaIpnAnswer =
    | { status: 200; body: { errorType: 0; errorCode: 0; errorMessage: '' } }
    | {
        status: 400 | 404 | 409;
        body: { detail: string; code: string; errorType: 1 | 2; errorCode: number; errorMessage: string };
      };
  const ipnRefused = (
    status: 400 | 404 | 409,
    code: string,
    errorType: 1 | 2,
    detail: string,
  ): NetopiaIpnAnswer => ({
    status,
    body: { detail, code, errorType, errorCode: status, errorMessage: detail },
  });

  return {
    handlePaymentEvent,

    /**
     * Netopia's IPN: the Verification-token checked on the raw body first (netopia-ipn.ts), then
     * the body becomes an event for the common handler. Every refusal is logged.
     */
    async netopiaIpn(rawBody: Buffer, token: string | undefined, address: string): Promise<NetopiaIpnAnswer> {
      const config = payments.netopia ? await payments.netopia.client.config().catch(() => null) : null;
      const check = await verifyNetopiaIpn(rawBody, token, config);
      if (!check.ok) {
        log.warn({ reason: check.reason, address }, 'Netopia IPN refused');
        return check.reason === 'no_key' || check.reason === 'bad_key'
          ? ipnRefused(404, 'payments.not_found', 1, 'Netopia nu este configurat.')
          : ipnRefused(400, 'payments.invalid_signature', 2, `Verification-token invalid (${check.reason}).`);
      }
      let notice: NetopiaNotice;
      try {
        notice = JSON.parse(rawBody.toString('utf8')) as NetopiaNotice;
      } catch {
        log.warn({ address }, 'Netopia IPN refused: the body is not JSON');
        return ipnRefused(400, 'request.invalid_json', 2, 'Corpul cererii nu este JSON valid.');
      }
      const event = payments.netopia!.toEvent(notice, 'ipn');
      if (!event) {
        log.warn({ address }, 'Netopia IPN refused: no payment status or order');
        return ipnRefused(400, 'payments.invalid_event', 2, 'Notificare Netopia fără stare sau comandă.');
      }
      const result = await handlePaymentEvent(event);
      if (result.refused) {
        log.warn(
          { orderId: result.orderId, event: event.eventId },
          'Netopia IPN refused: amount or currency',
        );
        return ipnRefused(
          409,
          'payments.amount_mismatch',
          2,
          'Suma sau moneda plății diferă de cea a comenzii.',
        );
      }
      return { status: 200, body: { errorType: 0, errorCode: 0, errorMessage: '' } };
    },

    /**
     * The customer back from Netopia's page, with the attempt's secret: the status is read back
     * (the IPN may come later), then the success page, or the retry page after a decline.
     */
    async netopiaReturn(paymentId: string, token: string): Promise<string> {
      const payment = await payments.find(db, paymentId);
      if (!payment || payment.provider !== 'netopia' || !payment.clientSecret || !token) {
        throw notFound('payments.not_found', 'Plata nu a fost găsită.');
      }
      if (!sameHash(sha256(payment.clientSecret), sha256(token))) {
        throw notFound('payments.not_found', 'Plata nu a fost găsită.');
      }
      if (payment.status === 'pending') {
        try {
          await settleFromNetopia(payment);
        } catch (error) {
          log.warn(
            { err: error, paymentId },
            'Could not read the Netopia status back; the IPN will settle it',
          );
        }
      }
      const [order, now] = await Promise.all([
        createOrdersRepository(db).find(payment.orderId),
        payments.find(db, paymentId),
      ]);
      if (now?.status === 'failed' || now?.status === 'expired') {
        return returnUrl(now, order!, 'retry', 'declined');
      }
      return returnUrl(payment, order!, 'success');
    },

    /**
     * Netopia attempts left pending without an IPN for `olderThanMs`: their status is asked of
     * Netopia (at most `limit` a round, each at most once per `olderThanMs`). Answers how many.
     */
    async pollNetopia(olderThanMs = 5 * 60_000, limit = 20): Promise<number> {
      if (!payments.netopia || !(await payments.netopia.available())) return 0;
      const waiting = await payments.netopiaAwaitingStatus(olderThanMs, limit);
      for (const payment of waiting) {
        await payments.markStatusChecked(payment.id);
        try {
          await settleFromNetopia(payment);
        } catch (error) {
          log.warn({ err: error, paymentId: payment.id }, 'Could not read a Netopia status');
        }
      }
      return waiting.length;
    },

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
