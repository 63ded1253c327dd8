import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { baniToDecimal } from '@shop/shared/money';
import type {
  PaymentProviderName,
  PaymentReturnTarget,
  TransferInstructions,
} from '@shop/shared/schemas/checkout';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import type { Database, Executor } from '../../../db/client';
import { transferReference, walletProvider } from './offline.providers';
import { createPaymentsRepository, type PaymentRow } from './payments.repository';
import type { PaymentProvider, PaymentStartInput, VerifiedPaymentEvent } from './provider';
import type { NetopiaProvider } from './netopia.provider';
import type { StripeProvider } from './stripe.provider';

/** How the order pays, in the database's words. */
export type OrderPaymentMethod = 'card' | 'cash_on_delivery' | 'bank_transfer' | 'wallet';

/** A return token lets the browser that came back from the payment page see the order for a while. */
export const RETURN_TOKEN_HOURS = 2;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export function createPaymentsService(deps: {
  db: Database;
  /** The card provider without Netopia: Stripe when configured, else the sandbox. */
  card: PaymentProvider;
  cash: PaymentProvider;
  transfer: PaymentProvider;
  stripe: StripeProvider | null;
  /** Netopia, the card provider whenever its configuration is complete (docs/decisions/051). */
  netopia?: NetopiaProvider | null;
}) {
  const { db } = deps;
  const netopia = deps.netopia ?? null;
  const byName = new Map<PaymentProviderName, PaymentProvider>(
    [deps.card, deps.cash, deps.transfer, walletProvider, ...(netopia ? [netopia] : [])].map((provider) => [
      provider.name,
      provider,
    ]),
  );

  /**
   * Who collects a payment by `method`, decided for each new attempt: the settings may turn
   * Netopia on or off while the shop runs, so a card goes to Netopia when it is configured now,
   * else to Stripe, else to the sandbox.
   */
  async function providerFor(method: OrderPaymentMethod): Promise<PaymentProvider> {
    if (method === 'card') return netopia && (await netopia.available()) ? netopia : deps.card;
    if (method === 'cash_on_delivery') return deps.cash;
    if (method === 'bank_transfer') return deps.transfer;
    return walletProvider;
  }

  return {
    stripe: deps.stripe,
    netopia,

    /**
     * A new attempt for an order, written with the order's transaction. The wallet's is settled
     * already: checkout took the money from the wallet in the same transaction.
     */
    async createAttempt(
      tx: Executor,
      values: {
        orderId: number;
        method: OrderPaymentMethod;
        amount: number;
        /** Where the payment page sends the customer back (the native app opened it). */
        returnTo?: PaymentReturnTarget;
      },
    ) {
      const settled = values.method === 'wallet';
      const provider = await providerFor(values.method);
      return createPaymentsRepository(tx).insert({
        orderId: values.orderId,
        provider: provider.name,
        amount: values.amount,
        returnTo: values.returnTo ?? 'web',
        ...(settled ? { status: 'succeeded', succeededAt: new Date() } : {}),
      });
    },

    /**
     * Starts an attempt with its provider, after the order's transaction committed (a provider
     * call never holds database locks), and keeps where to pay. Answers the payment URL, if any.
     */
    async start(
      payment: PaymentRow,
      order: PaymentStartInput['order'],
      client?: PaymentStartInput['client'],
    ): Promise<string | undefined> {
      const provider = byName.get(payment.provider as PaymentProviderName);
      if (!provider?.online) return undefined;
      const started = await provider.start({
        payment: {
          id: payment.id,
          amount: payment.amount,
          currency: 'RON',
          returnTo: payment.returnTo === 'app' ? 'app' : 'web',
        },
        order,
        client,
      });
      await createPaymentsRepository(db).update(payment.id, {
        paymentUrl: started.paymentUrl ?? null,
        providerRef: started.providerRef ?? null,
        clientSecret: started.clientSecret ?? null,
      });
      return started.paymentUrl;
    },

    find: (executor: Executor, id: string) => createPaymentsRepository(executor).find(id),
    lock: (tx: Executor, id: string) => createPaymentsRepository(tx).lock(id),
    latestForOrder: (executor: Executor, orderId: number) =>
      createPaymentsRepository(executor).latestForOrder(orderId),
    latestForOrders: (executor: Executor, orderIds: number[]) =>
      createPaymentsRepository(executor).latestForOrders(orderIds),

    /** The payment an event is about: by our id, or by the provider's reference. */
    async findForEvent(executor: Executor, event: VerifiedPaymentEvent): Promise<PaymentRow | undefined> {
      const repository = createPaymentsRepository(executor);
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      if (event.paymentId && uuid.test(event.paymentId)) {
        const payment = await repository.find(event.paymentId);
        if (payment && payment.provider === event.provider) return payment;
      }
      if (event.providerRef) return repository.findByProviderRef(event.provider, event.providerRef);
      return undefined;
    },

    /** Records an event once; false for a replay. */
    recordEvent: (tx: Executor, event: VerifiedPaymentEvent, paymentId: string | null) =>
      createPaymentsRepository(tx).recordEvent(event, paymentId),

    markSucceeded: (tx: Executor, id: string) =>
      createPaymentsRepository(tx).update(id, {
        status: 'succeeded',
        succeededAt: new Date(),
        failureReason: null,
      }),
    /**
     * Cash on delivery collected (docs/decisions/038): the order's cash attempt succeeds at the
     * instant its `paid_at` is set, in the same transaction, so the two never disagree.
     */
    recordCashCollected: (tx: Executor, order: { id: number; amount: number }, at: Date) =>
      createPaymentsRepository(tx).settleOffline(order.id, 'cash', order.amount, at),
    /** Staff saw the order's bank transfer on the shop's statement. */
    recordTransferReceived: (tx: Executor, order: { id: number; amount: number }, at: Date) =>
      createPaymentsRepository(tx).settleOffline(order.id, 'transfer', order.amount, at),
    /** Netopia attempts still pending whose IPN is late: to ask Netopia for their status. */
    netopiaAwaitingStatus: (olderThanMs: number, limit: number) =>
      createPaymentsRepository(db).pendingWithoutNews('netopia', olderThanMs, limit),
    markStatusChecked: (id: string) =>
      createPaymentsRepository(db).update(id, { statusCheckedAt: new Date() }),
    markClosed: (tx: Executor, id: string, status: 'failed' | 'expired', reason: string) =>
      createPaymentsRepository(tx).update(id, { status, failureReason: reason }),
    /**
     * What an edit of a paid order left due arrived, by transfer or in cash (docs/decisions/061):
     * a payment of its own beside the order's first one.
     */
    recordAmountDuePaid: (
      tx: Executor,
      order: { id: number; amount: number },
      provider: 'cash' | 'transfer',
      at: Date,
    ) =>
      createPaymentsRepository(tx).insert({
        orderId: order.id,
        provider,
        amount: order.amount,
        status: 'succeeded',
        succeededAt: at,
      }),
    /** An edited unpaid order: its pending attempts follow its new amount (docs/decisions/061). */
    repricePending: (tx: Executor, orderId: number, amount: number) =>
      createPaymentsRepository(tx).repricePending(orderId, amount),
    closePending: (tx: Executor, orderIds: number[], status: 'cancelled' | 'expired', reason: string) =>
      createPaymentsRepository(tx).closePending(orderIds, status, reason),

    /**
     * A fresh token for the return redirect (in place of the order's key, which the server does
     * not keep); it opens the order for RETURN_TOKEN_HOURS.
     */
    async issueReturnToken(payment: { id: string; orderId: number }): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      await createPaymentsRepository(db).insertReturnToken({
        tokenHash: sha256(token),
        orderId: payment.orderId,
        paymentId: payment.id,
        expiresAt: new Date(Date.now() + RETURN_TOKEN_HOURS * 3600_000),
      });
      return token;
    },

    purgeReturnTokens: () => createPaymentsRepository(db).purgeReturnTokens(),

    /** Whether `token` is a live return token of the order (constant-time comparison). */
    async isReturnToken(executor: Executor, orderId: number, token: string): Promise<boolean> {
      const hashes = await createPaymentsRepository(executor).liveReturnTokenHashes(orderId);
      const given = sha256(token);
      return hashes.some((hash) => sameHash(hash, given));
    },

    /**
     * What to transfer, and where: the total less what the wallet paid, to the shop's account as
     * its settings state it (the caller has them, often already read in its transaction).
     */
    /**
     * How to pay an order by bank transfer: its total less the wallet's part, or, once an edit of
     * the paid order left an amount due, that amount (docs/decisions/061).
     */
    transferInstructions(
      order: { id: number; total: number; walletAmount: number; amountDue?: number },
      account: Pick<ShopSettings, 'iban' | 'company_name'>,
    ): TransferInstructions {
      return {
        iban: account.iban,
        beneficiar: account.company_name,
        referinta: transferReference(order.id),
        suma: baniToDecimal(order.amountDue ? order.amountDue : order.total - order.walletAmount),
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
