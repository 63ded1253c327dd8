import type { Language } from '@shop/shared/constants';
import type { BrowserData, PaymentProviderName, PaymentReturnTarget } from '@shop/shared/schemas/checkout';

/** What a provider needs to start collecting an order's money. Amounts in bani. */
export type PaymentStartInput = {
  /** `returnTo`: where the hosted page sends the customer back, the shop or the native app. */
  payment: { id: string; amount: number; currency: 'RON'; returnTo: PaymentReturnTarget };
  order: {
    id: number;
    email: string;
    lang: Language;
    lines: { title: string; quantity: number; unitPrice: number }[];
    discount: number;
    shipping: number;
    total: number;
    /** When the unpaid order is cancelled; a hosted page should not outlive it. */
    expiresAt: Date | null;
    /** Who pays, for processors that send it to the card's issuer (3-D Secure). */
    buyer?: {
      firstName: string;
      lastName: string;
      phone: string;
      county: string;
      city: string;
      address: string;
      postalCode: string;
    };
  };
  /**
   * The browser that asked for the payment, for 3-D Secure: what it said about itself, and the
   * user agent and address the server saw. Absent when the attempt is started without a request.
   */
  client?: { ip?: string; userAgent?: string; browser?: BrowserData };
};

export type PaymentStart = {
  /** Where the customer pays (a hosted page); none for cash on delivery and bank transfer. */
  paymentUrl?: string;
  /** The provider's id for this attempt (a Stripe Checkout Session id). */
  providerRef?: string;
  /** A secret that only the hosted page's link carries (the sandbox's stand-in for a session). */
  clientSecret?: string;
};

/**
 * A provider event after its origin was verified (a signed webhook, the sandbox's own form), in
 * one shape for every provider. It goes through one handler (the checkout service's
 * `handlePaymentEvent`), which records `eventId` once per provider: a replay changes nothing.
 */
export type VerifiedPaymentEvent = {
  provider: PaymentProviderName;
  eventId: string;
  type: string;
  /** Our payment id, when the provider echoes it back (metadata, client reference). */
  paymentId?: string;
  providerRef?: string;
  /**
   * `refunded`: the provider paid money back (Netopia's status 8); `chargeback`: the card's owner
   * disputes the payment (Netopia's 9, 10, 16), which staff must answer.
   */
  outcome: 'succeeded' | 'failed' | 'expired' | 'refunded' | 'chargeback' | 'ignored';
  reason?: string;
  /** What the provider says moved, in bani, when it says: checked against the attempt. */
  amount?: number;
  currency?: string;
  payload: unknown;
};

/**
 * One interface for every way of paying. `start` runs outside any database transaction (it may
 * call the provider over the network) and must be safe to call again for the same attempt.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True when the customer pays online now (card), false when the money comes later. */
  readonly online: boolean;
  start(input: PaymentStartInput): Promise<PaymentStart>;
}
