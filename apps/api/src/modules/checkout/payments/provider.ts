import type { Language } from '@shop/shared/constants';
import type { PaymentProviderName, PaymentReturnTarget } from '@shop/shared/schemas/checkout';

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
  };
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
  outcome: 'succeeded' | 'failed' | 'expired' | 'ignored';
  reason?: string;
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
