import { randomBytes } from 'node:crypto';
import { pathInLanguage } from '@shop/shared/language-path';
import type { BrowserData } from '@shop/shared/schemas/checkout';
import {
  type NetopiaAnswer,
  type NetopiaBrowserData,
  type NetopiaClient,
  NETOPIA_STATUS,
  type NetopiaStartRequest,
} from './netopia.client';
import type { PaymentProvider, PaymentStartInput, VerifiedPaymentEvent } from './provider';

/** Romania in ISO 3166-1 numeric, as Netopia's addresses want it. */
const ROMANIA = 642;

/** An IPN's (or a status answer's) body, as far as the shop reads it. */
export type NetopiaNotice = {
  order?: { orderID?: unknown; ntpID?: unknown };
  payment?: {
    ntpID?: unknown;
    status?: unknown;
    amount?: unknown;
    currency?: unknown;
    code?: unknown;
    message?: unknown;
  };
};

export type NetopiaProvider = PaymentProvider & {
  /** Whether Netopia is configured now (the settings may change while the shop runs). */
  available(): Promise<boolean>;
  client: NetopiaClient;
  /** A verified IPN body, or a status answer, as the one event shape of every provider. */
  toEvent(notice: NetopiaNotice, source: 'ipn' | 'status'): VerifiedPaymentEvent | null;
};

/** Lei with two decimals, from bani (Netopia's amounts are in the currency's unit). */
const lei = (bani: number) => Math.round(bani) / 100;

function browserData(client: PaymentStartInput['client']): NetopiaBrowserData {
  const browser: BrowserData | undefined = client?.browser;
  const data: NetopiaBrowserData = {};
  if (client?.userAgent) {
    data.BROWSER_USER_AGENT = client.userAgent.slice(0, 512);
    data.MOBILE = String(/Mobi|Android|iPhone/i.test(client.userAgent));
  }
  if (client?.ip) data.IP_ADDRESS = client.ip;
  if (browser) {
    data.BROWSER_SCREEN_WIDTH = String(browser.screen_width);
    data.BROWSER_SCREEN_HEIGHT = String(browser.screen_height);
    data.BROWSER_COLOR_DEPTH = String(browser.color_depth);
    data.BROWSER_TZ = browser.time_zone;
    data.BROWSER_TZ_OFFSET = String(browser.time_zone_offset);
    data.BROWSER_LANGUAGE = browser.language;
    data.BROWSER_JAVA_ENABLED = String(browser.java_enabled);
  }
  return data;
}

/** How a Netopia status moves our attempt: only 3 (paid) and 5 (confirmed) are money. */
function outcomeOf(status: number): Pick<VerifiedPaymentEvent, 'outcome' | 'reason'> {
  switch (status) {
    case NETOPIA_STATUS.PAID:
    case NETOPIA_STATUS.CONFIRMED:
      return { outcome: 'succeeded' };
    case NETOPIA_STATUS.DECLINED:
      return { outcome: 'failed', reason: 'card_declined' };
    case NETOPIA_STATUS.CANCELED:
      return { outcome: 'failed', reason: 'cancelled' };
    case NETOPIA_STATUS.ERROR:
      return { outcome: 'failed', reason: 'processor_error' };
    case NETOPIA_STATUS.EXPIRED:
      return { outcome: 'expired', reason: 'expired' };
    case NETOPIA_STATUS.CREDIT:
      return { outcome: 'refunded', reason: 'refunded' };
    case NETOPIA_STATUS.CHARGEBACK_INIT:
    case NETOPIA_STATUS.CHARGEBACK_ACCEPT:
    case NETOPIA_STATUS.CHARGEBACK_REPRESENT:
      return { outcome: 'chargeback', reason: `chargeback_${status}` };
    default:
      // 1 new, 2 opened, 6 pending, 13 fraud review, 15 3-D Secure: nothing settled yet.
      return { outcome: 'ignored' };
  }
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Netopia Payments (API v2) as the shop's card provider: each attempt is a Netopia order whose
 * `orderID` is our payment id, paid on Netopia's hosted page. Netopia tells the outcome by a
 * signed IPN (verified in netopia-ipn.ts), and the customer's return reads the status back.
 */
export function createNetopiaProvider(options: {
  client: NetopiaClient;
  publicUrl: string;
}): NetopiaProvider {
  const { client, publicUrl } = options;

  function request(input: PaymentStartInput, secret: string, posSignature: string): NetopiaStartRequest {
    const { payment, order } = input;
    const buyer = order.buyer;
    const address = {
      email: order.email,
      phone: buyer?.phone ?? '',
      firstName: buyer?.firstName ?? '',
      lastName: buyer?.lastName ?? '',
      city: buyer?.city ?? '',
      country: ROMANIA,
      state: buyer?.county ?? '',
      postalCode: buyer?.postalCode ?? '',
      details: buyer?.address ?? '',
    };
    const description = order.lang === 'en' ? `Order no. ${order.id}` : `Comanda nr. ${order.id}`;
    return {
      config: {
        emailTemplate: '',
        notifyUrl: `${publicUrl}/api/payments/netopia/ipn/`,
        redirectUrl: `${publicUrl}/api/payments/netopia/return/?payment=${payment.id}&token=${secret}`,
        // As Stripe's cancel: back to the retry page (in the app when the app opened the payment).
        cancelUrl: `${publicUrl}${payment.returnTo === 'app' ? '/app' : ''}${pathInLanguage(order.lang, `/checkout/plata?order=${order.id}&status=cancelled`)}`,
        language: order.lang === 'en' ? 'en' : 'ro',
      },
      payment: { options: { installments: 0, bonus: 0 }, data: browserData(input.client) },
      order: {
        ntpID: '',
        posSignature,
        dateTime: new Date().toISOString(),
        description,
        orderID: payment.id,
        amount: lei(payment.amount),
        currency: payment.currency,
        billing: address,
        shipping: address,
        products: order.lines.map((line) => ({
          name: line.title.slice(0, 250),
          code: '',
          category: '',
          price: lei(line.unitPrice * line.quantity),
          vat: 0,
        })),
        installments: { selected: 0, available: [0] },
        data: { shop_order: String(order.id) },
      },
    };
  }

  return {
    name: 'netopia',
    online: true,
    client,

    async available() {
      return (await client.config().catch(() => null)) !== null;
    },

    async start(input) {
      // The redirect back carries a secret of this attempt: the payment id alone opens nothing.
      const clientSecret = randomBytes(24).toString('base64url');
      const answer: NetopiaAnswer = await client.startCard((config) =>
        request(input, clientSecret, config.posSignature),
      );
      const url = answer.payment?.paymentURL;
      const ntpID = text(answer.payment?.ntpID);
      if (!url || !ntpID) {
        throw new Error(
          `Netopia answered a start without a payment page (${answer.error?.code ?? '?'}: ${answer.error?.message ?? 'no message'})`,
        );
      }
      return { paymentUrl: url, providerRef: ntpID, clientSecret };
    },

    toEvent(notice, source) {
      const status = Number(notice.payment?.status);
      const ntpID = text(notice.payment?.ntpID) || text(notice.order?.ntpID);
      const orderID = text(notice.order?.orderID);
      if (!Number.isInteger(status) || (!ntpID && !orderID)) return null;
      const amount = Number(notice.payment?.amount);
      const bani = Number.isFinite(amount) ? Math.round(amount * 100) : undefined;
      const currency = typeof notice.payment?.currency === 'string' ? notice.payment.currency : undefined;
      const { outcome, reason } = outcomeOf(status);
      return {
        provider: 'netopia',
        // One event per attempt and status (a refund per amount): a redelivered IPN, or the status
        // read back by the return or the poll, is a replay of the same event.
        eventId: `ntp_${ntpID || orderID}_${status}${outcome === 'refunded' && bani !== undefined ? `_${bani}` : ''}`,
        type: `netopia.${source}.${status}`,
        paymentId: orderID || undefined,
        providerRef: ntpID || undefined,
        outcome,
        reason,
        amount: bani,
        currency,
        payload: notice,
      };
    },
  };
}
