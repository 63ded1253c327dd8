import { pathInLanguage } from '@shop/shared/language-path';
import type { PaymentProvider, PaymentStartInput, VerifiedPaymentEvent } from './provider';

const STRIPE_API = 'https://api.stripe.com';
/** Stripe keeps a Checkout Session open from 30 minutes to 24 hours. */
const MIN_SESSION_SECONDS = 30 * 60 + 60;
const MAX_SESSION_SECONDS = 24 * 60 * 60 - 60;

export type StripeSession = {
  id: string;
  url?: string | null;
  status?: string | null;
  payment_status?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  payment_intent?: string | { id: string } | null;
};

export type StripeRefund = { id: string; status?: string | null };

export type StripeEvent = { id: string; type: string; data?: { object?: StripeSession } };

export type StripeProvider = PaymentProvider & {
  retrieveSession(sessionId: string): Promise<StripeSession>;
  toEvent(event: StripeEvent): VerifiedPaymentEvent;
  /**
   * Pays back `amount` bani of the payment behind a Checkout Session. The idempotency key names
   * our refund, so a retried call never refunds twice.
   */
  refund(input: { sessionId: string; amount: number; idempotencyKey: string }): Promise<StripeRefund>;
};

/**
 * Stripe Checkout through its REST API (no SDK): a Checkout Session per payment attempt, amounts
 * in bani (RON's minor unit). The success URL goes to our API with the session id, never the
 * order's key: the API looks the order up itself and hands the browser a short-lived return token.
 */
export function createStripeProvider(options: {
  secretKey: string;
  publicUrl: string;
  fetch?: typeof fetch;
  apiBase?: string;
}): StripeProvider {
  const call = options.fetch ?? fetch;
  const base = options.apiBase ?? STRIPE_API;

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    form?: URLSearchParams,
    idempotencyKey?: string,
  ) {
    const response = await call(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: form?.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!response.ok) {
      throw new Error(
        `Stripe ${method} ${path} answered ${response.status}: ${body.error?.message ?? 'no message'}`,
      );
    }
    return body;
  }

  function sessionForm({ payment, order }: PaymentStartInput): URLSearchParams {
    const form = new URLSearchParams();
    form.set('mode', 'payment');
    form.set('client_reference_id', payment.id);
    form.set('metadata[payment_id]', payment.id);
    form.set('metadata[order_id]', String(order.id));
    form.set('customer_email', order.email);
    form.set('locale', order.lang === 'en' ? 'en' : 'ro');
    form.set(
      'success_url',
      `${options.publicUrl}/api/payments/stripe/return/?payment=${payment.id}&session_id={CHECKOUT_SESSION_ID}`,
    );
    // From the native app, the way back without paying is the App Link / Universal Link of the
    // retry page (`/app/…`), which the app opens; without the app it redirects to the page itself.
    form.set(
      'cancel_url',
      `${options.publicUrl}${payment.returnTo === 'app' ? '/app' : ''}${pathInLanguage(order.lang, `/checkout/plata?order=${order.id}&status=cancelled`)}`,
    );
    const now = Math.floor(Date.now() / 1000);
    const orderEnds = order.expiresAt
      ? Math.floor(order.expiresAt.getTime() / 1000)
      : now + MAX_SESSION_SECONDS;
    form.set(
      'expires_at',
      String(Math.min(now + MAX_SESSION_SECONDS, Math.max(now + MIN_SESSION_SECONDS, orderEnds))),
    );
    // Stripe line items cannot be negative: with a discount the order is one line of its total.
    const items =
      order.discount > 0
        ? [
            {
              name: order.lang === 'en' ? `Order no. ${order.id}` : `Comanda nr. ${order.id}`,
              amount: order.total,
              quantity: 1,
            },
          ]
        : [
            ...order.lines.map((line) => ({
              name: line.title,
              amount: line.unitPrice,
              quantity: line.quantity,
            })),
            ...(order.shipping > 0
              ? [{ name: order.lang === 'en' ? 'Shipping' : 'Livrare', amount: order.shipping, quantity: 1 }]
              : []),
          ];
    items.forEach((item, index) => {
      form.set(`line_items[${index}][quantity]`, String(item.quantity));
      form.set(`line_items[${index}][price_data][currency]`, payment.currency.toLowerCase());
      form.set(`line_items[${index}][price_data][unit_amount]`, String(item.amount));
      form.set(`line_items[${index}][price_data][product_data][name]`, item.name.slice(0, 250));
    });
    return form;
  }

  return {
    name: 'stripe',
    online: true,
    async start(input) {
      // The same attempt started twice gets the same session (Stripe keeps idempotency keys 24 h).
      const session = await request<StripeSession>(
        'POST',
        '/v1/checkout/sessions',
        sessionForm(input),
        `checkout-session-${input.payment.id}`,
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { paymentUrl: session.url, providerRef: session.id };
    },

    retrieveSession(sessionId) {
      return request<StripeSession>('GET', `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`);
    },

    async refund({ sessionId, amount, idempotencyKey }) {
      const session = await request<StripeSession>(
        'GET',
        `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`,
      );
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error('Stripe answered a Checkout Session without a payment intent');
      const form = new URLSearchParams();
      form.set('payment_intent', intent);
      form.set('amount', String(amount));
      form.set('metadata[session_id]', sessionId);
      return request<StripeRefund>('POST', '/v1/refunds', form, idempotencyKey);
    },

    toEvent(event) {
      const session = event.data?.object ?? ({ id: '' } as StripeSession);
      const paymentId = session.client_reference_id ?? session.metadata?.payment_id ?? undefined;
      const base = {
        provider: 'stripe' as const,
        eventId: event.id,
        type: event.type,
        paymentId,
        providerRef: session.id,
        payload: event,
      };
      switch (event.type) {
        case 'checkout.session.completed':
          return {
            ...base,
            outcome:
              session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
                ? 'succeeded'
                : // A delayed method (bank debit) finishes later with async_payment_*.
                  'ignored',
          };
        case 'checkout.session.async_payment_succeeded':
          return { ...base, outcome: 'succeeded' };
        case 'checkout.session.async_payment_failed':
          return { ...base, outcome: 'failed', reason: 'async_payment_failed' };
        case 'checkout.session.expired':
          return { ...base, outcome: 'expired', reason: 'session_expired' };
        default:
          return { ...base, outcome: 'ignored' };
      }
    },
  };
}
