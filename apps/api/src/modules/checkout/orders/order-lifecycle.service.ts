import type { Language } from '@shop/shared/constants';
import { CANCELLABLE_STATUSES, type OrderStatus } from '@shop/shared/order-status';
import type { AccountOrder, AccountOrderSummary } from '@shop/shared/schemas/account';
import type { Order, PaymentReturnTarget } from '@shop/shared/schemas/checkout';
import { baniToDecimal } from '@shop/shared/money';
import type { Database, Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { CouponsService } from '../../cart/coupons/coupons.service';
import type { StockService } from '../../catalog/products/stock.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import type { WalletService } from '../../wallet/wallet.service';
import { mailTermsOf, orderCancelledMail } from '../../notifications/order-mails';
import type { ShopSettingsService } from '../../settings/settings.service';
import type { PaymentRow } from '../payments/payments.repository';
import { type PaymentsService, sameHash, sha256 } from '../payments/payments.service';
import type { PaymentStartInput } from '../payments/provider';
import { toOrder, toOrderMailData, toWirePayment } from './orders.mapper';
import { liveAwbOf, toCustomerAwb } from './order-shipping';
import {
  createOrdersRepository,
  type CustomerOrderRow,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository';
import type { OrderPaymentMethod } from '../payments/payments.service';
import { closedAccountEmail, type PersonalDataSource } from '../../accounts/personal-data';
import { returnStateOf } from '../returns/returns.service';
import { type CheckoutLogger, silentLogger } from './shop-page';
import { createCheckoutSessionsRepository } from '../sessions/checkout-sessions.repository';

/** Who asks for an order: a signed-in user, and/or the holder of its key (or return token). */
export type OrderViewer = {
  user: { id: number; isStaff: boolean; isSuperuser: boolean } | null;
  key?: string | undefined;
};

/** The browser that asks for a card payment (3-D Secure data): see PaymentStartInput. */
export type PaymentClient = NonNullable<PaymentStartInput['client']>;

const orderNotFound = () => notFound('checkout.order_not_found', 'Comanda nu a fost găsită.');

type OrderState = Pick<OrderRow, 'status' | 'paidAt' | 'paymentMethod' | 'expiresAt'>;

/** A customer may cancel an order that is not paid: awaiting payment, or cash on delivery not processed yet. */
export function customerMayCancel(row: OrderState): boolean {
  return row.status === 'awaiting_payment' || (row.status === 'placed' && !row.paidAt);
}

/** A customer may pay again (a new card attempt) for a card order still waiting for its money. */
export function customerMayPay(row: OrderState, now = new Date()): boolean {
  return (
    row.paymentMethod === 'card' &&
    row.status === 'awaiting_payment' &&
    !row.paidAt &&
    (!row.expiresAt || row.expiresAt > now)
  );
}

function startInput(row: OrderRow, lines: OrderLineRow[]): PaymentStartInput['order'] {
  return {
    id: row.id,
    email: row.email,
    lang: row.lang as Language,
    lines: lines.map((line) => ({ title: line.title, quantity: line.quantity, unitPrice: line.unitPrice })),
    // What the wallet paid counts as a discount here: the page collects only the rest.
    discount: row.discount + row.walletAmount,
    shipping: row.shippingCost,
    total: row.total - row.walletAmount,
    expiresAt: row.expiresAt,
    buyer: {
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      county: row.billingCounty ?? row.deliveryCounty,
      city: row.billingCity ?? row.deliveryCity,
      address: row.billingAddress ?? row.deliveryAddress,
      postalCode: row.billingPostalCode ?? row.deliveryPostalCode,
    },
  };
}

/**
 * An order after it is placed: reading it, a new card attempt, cancelling it (by its customer or
 * by expiry, stock returned once) and the hourly purge of what has run out.
 */
export function createOrderLifecycleService(deps: {
  db: Database;
  shop: { name: string };
  payments: Pick<
    PaymentsService,
    | 'isReturnToken'
    | 'latestForOrder'
    | 'transferInstructions'
    | 'start'
    | 'closePending'
    | 'createAttempt'
    | 'purgeReturnTokens'
  >;
  coupons: Pick<CouponsService, 'release'>;
  stock: Pick<StockService, 'lock' | 'restore'>;
  wallet: Pick<WalletService, 'move'>;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  settings: Pick<ShopSettingsService, 'current'>;
  log?: CheckoutLogger;
}) {
  const { db, payments, coupons, stock, wallet, notifications, shop, settings } = deps;
  const log = deps.log ?? silentLogger;

  async function canView(executor: Executor, row: OrderRow, viewer: OrderViewer): Promise<boolean> {
    const user = viewer.user;
    if (user && (user.isStaff || user.isSuperuser || (row.userId !== null && row.userId === user.id))) {
      return true;
    }
    if (!viewer.key) return false;
    if (sameHash(sha256(viewer.key), row.accessKeyHash)) return true;
    return payments.isReturnToken(executor, row.id, viewer.key);
  }

  async function view(executor: Executor, row: OrderRow): Promise<Order> {
    const repository = createOrdersRepository(executor);
    const [lines, payment, awb] = await Promise.all([
      repository.lines(row.id),
      payments.latestForOrder(executor, row.id),
      liveAwbOf(executor, row.id),
    ]);
    const transfer =
      row.paymentMethod === 'bank_transfer' || row.amountDue > 0
        ? payments.transferInstructions(row, await settings.current(executor))
        : undefined;
    return toOrder(row, lines, payment, transfer, 'masked', toCustomerAwb(awb));
  }

  /** Starts a pending card attempt that has no payment page yet; answers its URL. */
  async function ensureStarted(
    row: OrderRow,
    payment: PaymentRow | undefined,
    client?: PaymentClient,
  ): Promise<string | undefined> {
    if (row.paymentMethod !== 'card' || row.status !== 'awaiting_payment') return undefined;
    if (!payment || payment.status !== 'pending') return undefined;
    if (payment.paymentUrl) return payment.paymentUrl;
    try {
      const lines = await createOrdersRepository(db).lines(row.id);
      return await payments.start(payment, startInput(row, lines), client);
    } catch (error) {
      // The order stands, awaiting payment: the customer retries with POST …/plata/.
      log.error({ err: error, orderId: row.id }, 'Could not start the card payment');
      return undefined;
    }
  }

  /**
   * Cancels orders already locked by `tx`: stock back, coupon uses released, the wallet's part
   * returned, payments closed, mail.
   */
  async function cancelLocked(
    tx: Executor,
    rows: OrderRow[],
    actor: 'customer' | 'system' | 'staff',
    reason: 'expired' | 'cancelled_by_customer' | 'cancelled_by_staff',
    /** The history note instead of the standard one; the staff member whose cancel brings the stock back. */
    options: { note?: string; staffUserId?: number } = {},
  ): Promise<OrderRow[]> {
    const { note, staffUserId } = options;
    const repository = createOrdersRepository(tx);
    // The products of all the orders are locked first, in id order, as every other stock writer
    // does, and before the status changes: a cancelled order takes the day's and its products' rows
    // of the sales report (the orders' trigger), which an order being placed takes after its
    // products, so the other way round two such transactions could deadlock (docs/decisions/086).
    const linesByOrder = new Map(
      await Promise.all(rows.map(async (row) => [row.id, await repository.stockLines([row.id])] as const)),
    );
    await stock.lock(tx, [...new Set([...linesByOrder.values()].flat().map((line) => line.productId))]);
    const cancelled: OrderRow[] = [];
    for (const row of rows) {
      // Guarded by status in the UPDATE: a second cancel (or expiry) finds nothing to change.
      const changed = await repository.transition(row.id, CANCELLABLE_STATUSES, 'cancelled', {
        cancelledAt: new Date(),
        cancelReason: reason,
      });
      if (!changed) continue;
      cancelled.push(changed);
      await repository.insertHistory({
        orderId: row.id,
        fromStatus: row.status as OrderStatus,
        toStatus: 'cancelled',
        actor,
        note:
          note ??
          (reason === 'expired'
            ? 'Plata nu a sosit la timp.'
            : reason === 'cancelled_by_staff'
              ? 'Anulată de magazin.'
              : 'Anulată de client.'),
      });
    }
    const ids = cancelled.map((row) => row.id);
    if (ids.length === 0) return [];
    // One movement per order and product, so the log names the order each unit came back from.
    for (const orderId of ids) {
      await stock.restore(tx, linesByOrder.get(orderId)!, {
        kind: 'cancellation',
        orderId,
        userId: staffUserId ?? null,
      });
    }
    await coupons.release(tx, ids);
    // The wallet's part of an order that was never paid goes back to it, once (the source is
    // unique). A paid order's money comes back by a refund, which staff choose.
    for (const row of cancelled) {
      if (row.walletAmount > 0 && row.userId !== null && !row.paidAt) {
        await wallet.move(tx, {
          userId: row.userId,
          amount: row.walletAmount,
          kind: 'payment_return',
          source: `order:${row.id}:payment-return`,
          orderId: row.id,
        });
      }
    }
    await payments.closePending(tx, ids, reason === 'expired' ? 'expired' : 'cancelled', reason);
    const terms = cancelled.length > 0 ? mailTermsOf(await settings.current(tx)) : null;
    for (const row of cancelled) {
      const lines = await repository.lines(row.id);
      await notifications.queue(tx, {
        kind: 'order_cancelled',
        to: row.email,
        key: `order-${row.id}-cancelled`,
        ...orderCancelledMail(
          toOrderMailData(row, lines, shop.name, terms!),
          reason === 'expired' ? 'expired' : reason === 'cancelled_by_staff' ? 'shop' : 'customer',
        ),
      });
    }
    return cancelled;
  }

  return {
    /**
     * Cancels orders the caller has locked in `tx` (staff's cancel): the one cancel of checkout,
     * so stock comes back and coupon uses are released exactly once. Answers the orders changed.
     */
    cancelLocked,

    /**
     * A just placed (or replayed) order as its customer gets it back: a pending card attempt
     * without a payment page is started now, after the order's transaction committed.
     */
    async presentPlaced(
      orderId: number,
      client?: PaymentClient,
    ): Promise<{ order: Order; paymentUrl: string | undefined }> {
      const row = (await createOrdersRepository(db).find(orderId))!;
      const payment = await payments.latestForOrder(db, row.id);
      const paymentUrl = await ensureStarted(row, payment, client);
      return { order: await view(db, row), paymentUrl };
    },

    /**
     * The guest orders placed with a verified address join its account (inside the caller's
     * transaction, which verified it). Answers how many joined.
     */
    claimGuestOrders(executor: Executor, userId: number, email: string): Promise<number> {
      return createOrdersRepository(executor).claimGuestOrders(userId, email);
    },

    /** Where a customer's orders went: their phones and courier addresses (the referral rules). */
    contactsOf: (userId: number) => createOrdersRepository(db).contactsOf(userId),

    /** The customer's orders in the personal data export; anonymised when the account closes. */
    personalData: {
      name: 'orders',
      async export(userId: number) {
        const { rows, lines } = await createOrdersRepository(db).ofUser(userId);
        return rows.map((row) =>
          toOrder(
            row,
            lines.filter((line) => line.orderId === row.id),
            undefined,
            undefined,
            // The customer's own copy of what they gave (GDPR art. 15 and 20): the CNP whole.
            'whole',
          ),
        );
      },
      async blocker(userId: number) {
        const open = await createOrdersRepository(db).openCount(userId);
        return open > 0
          ? 'Ai comenzi în curs. Contul se poate șterge după ce sunt livrate sau anulate.'
          : null;
      },
      async erase(tx: Executor, userId: number) {
        await createOrdersRepository(tx).anonymiseOfUser(userId, closedAccountEmail(userId));
      },
    } satisfies PersonalDataSource,

    /** Whether the customer (account or address) has an order that is not cancelled. */
    hasLiveOrder: (customer: { userId: number | null; email: string }) =>
      createOrdersRepository(db).hasLiveOrder(customer),

    /** The orders placed with a referrer's discount. */
    referredBy: (referrerId: number) => createOrdersRepository(db).referredBy(referrerId),

    /** A page of the signed-in customer's orders, newest first. */
    async customerOrders(
      userId: number,
      page: { limit: number; offset: number },
    ): Promise<{ results: AccountOrderSummary[]; count: number }> {
      const { rows, total } = await createOrdersRepository(db).pageForCustomer(userId, page);
      const now = new Date();
      const toSummary = (row: CustomerOrderRow): AccountOrderSummary => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        status: row.status as OrderStatus,
        total: baniToDecimal(row.total),
        plata: toWirePayment(row.paymentMethod as OrderPaymentMethod),
        produse_count: row.items,
        titluri: row.titles,
        titluri_en: row.titlesEn,
        can_pay: customerMayPay(row, now),
        can_cancel: customerMayCancel(row),
      });
      return { results: rows.map(toSummary), count: total };
    },

    /** One of the customer's own orders with its history; another's (even for staff): not found. */
    async customerOrder(id: number, userId: number): Promise<AccountOrder> {
      const repository = createOrdersRepository(db);
      const row = await repository.find(id);
      if (!row || row.userId !== userId) throw orderNotFound();
      const [order, history, returnState] = await Promise.all([
        view(db, row),
        repository.history(id),
        returnStateOf(db, row),
      ]);
      return {
        ...order,
        ...returnState,
        history: history.map((entry) => ({
          from_status: entry.fromStatus as OrderStatus | null,
          to_status: entry.toStatus as OrderStatus,
          created_at: entry.createdAt.toISOString(),
        })),
        can_pay: customerMayPay(row),
        can_cancel: customerMayCancel(row),
      };
    },

    /** The order for its owner, staff, or the holder of its key; anyone else: not found. */
    async getOrder(id: number, viewer: OrderViewer): Promise<Order> {
      const row = await createOrdersRepository(db).find(id);
      if (!row || !(await canView(db, row, viewer))) throw orderNotFound();
      return view(db, row);
    },

    /** A new card payment attempt for an unpaid card order (after a decline or an abandoned page). */
    async retryPayment(
      id: number,
      viewer: OrderViewer,
      returnTo: PaymentReturnTarget = 'web',
      client?: PaymentClient,
    ): Promise<{ payment_url: string }> {
      const { row, payment } = await db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        const row = await repository.lock(id);
        if (!row || !(await canView(tx, row, viewer))) throw orderNotFound();
        if (row.paymentMethod !== 'card') {
          throw new AppError(409, 'checkout.payment_not_retryable', 'Comanda nu se plătește cu cardul.');
        }
        if (row.status !== 'awaiting_payment') {
          throw new AppError(
            409,
            'checkout.not_awaiting_payment',
            row.paidAt ? 'Comanda este deja plătită.' : 'Comanda nu mai așteaptă plata.',
          );
        }
        if (row.expiresAt && row.expiresAt <= new Date()) {
          throw new AppError(
            409,
            'checkout.order_expired',
            'Timpul pentru plată a expirat; comanda se anulează.',
          );
        }
        await payments.closePending(tx, [row.id], 'cancelled', 'superseded');
        const payment = await payments.createAttempt(tx, {
          orderId: row.id,
          method: 'card',
          amount: row.total - row.walletAmount,
          returnTo,
        });
        return { row, payment };
      });
      try {
        const lines = await createOrdersRepository(db).lines(row.id);
        const url = await payments.start(payment, startInput(row, lines), client);
        if (url) return { payment_url: url };
      } catch (error) {
        log.error({ err: error, orderId: row.id }, 'Could not start the card payment');
      }
      throw new AppError(
        502,
        'checkout.payment_provider_unavailable',
        'Plata cu cardul nu este disponibilă acum. Încearcă din nou în câteva minute.',
      );
    },

    /**
     * The customer cancels an order that is not paid yet (awaiting payment, or cash on delivery
     * not yet processed): its stock comes back, once.
     */
    async cancel(id: number, viewer: OrderViewer): Promise<Order> {
      const row = await db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        const row = await repository.lock(id);
        if (!row || !(await canView(tx, row, viewer))) throw orderNotFound();
        if (!customerMayCancel(row)) {
          throw new AppError(
            409,
            'checkout.not_cancellable',
            row.status === 'cancelled'
              ? 'Comanda este deja anulată.'
              : 'Comanda nu mai poate fi anulată de aici. Scrie-ne și te ajutăm.',
          );
        }
        await cancelLocked(tx, [row], 'customer', 'cancelled_by_customer');
        return (await repository.find(id))!;
      });
      notifications.notifyQueued();
      return view(db, row);
    },

    /** Cancels up to `limit` unpaid orders past their expiry, returning their stock. Answers how many. */
    async expireDue(limit = 20): Promise<number> {
      const cancelled = await db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        const ids = await repository.lockExpired(limit);
        if (ids.length === 0) return [];
        const rows = (await Promise.all(ids.map((id) => repository.find(id)))).filter(
          (row): row is OrderRow => !!row,
        );
        return cancelLocked(tx, rows, 'system', 'expired');
      });
      if (cancelled.length > 0) notifications.notifyQueued();
      return cancelled.length;
    },

    /**
     * Drops idempotent answers and return tokens past their time, and checkout visits older than
     * 90 days (storage limitation, GDPR art. 5(1)(e); docs/decisions/064). Hourly.
     */
    async purgeExpired(): Promise<void> {
      await createOrdersRepository(db).purgeIdempotency();
      await payments.purgeReturnTokens();
      await createCheckoutSessionsRepository(db).purgeExpired();
    },
  };
}

export type OrderLifecycleService = ReturnType<typeof createOrderLifecycleService>;
