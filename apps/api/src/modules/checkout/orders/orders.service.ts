import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Language } from '@shop/shared/constants';
import { pathInLanguage } from '@shop/shared/language-path';
import { CANCELLABLE_STATUSES, type OrderStatus } from '@shop/shared/order-status';
import { effectivePrice, orderTotals } from '@shop/shared/pricing';
import {
  CHECKOUT_MESSAGES,
  type Order,
  type OrderCreated,
  type OrderCreateInput,
} from '@shop/shared/schemas/checkout';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, notFound, tooManyRequests } from '../../../lib/errors';
import type { CouponsService } from '../../cart/coupons/coupons.service';
import type { ProductForOrder, StockService } from '../../catalog/products/stock.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import type { RateLimitRule, RateLimitService } from '../../system/rate-limit.service';
import {
  orderCancelledMail,
  orderConfirmationMail,
  paymentReceivedMail,
} from '../../notifications/order-mails';
import type { LockersService } from '../lockers/lockers.service';
import type { PaymentRow } from '../payments/payments.repository';
import { type PaymentsService, sameHash, sha256 } from '../payments/payments.service';
import type { PaymentStartInput, VerifiedPaymentEvent } from '../payments/provider';
import { verifyStripeSignature } from '../payments/stripe-signature';
import type { StripeEvent } from '../payments/stripe.provider';
import { fromWirePayment, toOrder, toOrderMailData } from './orders.mapper';
import { createOrdersRepository, type OrderLineRow, type OrderRow } from './orders.repository';

/** How long an unpaid order waits for its money before it is cancelled and its stock returned. */
export const ORDER_EXPIRY_MS = {
  card: 24 * 3600_000,
  bank_transfer: 5 * 24 * 3600_000,
} as const;
/** How long the answer to an Idempotency-Key is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** The window of the placed-orders limit (`orderLimit`: ORDER_RATE_LIMIT, 10 by default). */
const ORDER_RATE_WINDOW_SECONDS = 10 * 60;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/** Steps of order creation, named for fault injection in tests. */
export type CheckoutStep =
  | 'products_locked'
  | 'stock_reserved'
  | 'order_inserted'
  | 'payment_created'
  | 'mail_queued'
  | 'idempotency_saved';

/** Who asks for an order: a signed-in user, and/or the holder of its key (or return token). */
export type OrderViewer = {
  user: { id: number; isStaff: boolean; isSuperuser: boolean } | null;
  key?: string | undefined;
};

type Logger = { warn: (obj: object, msg?: string) => void; error: (obj: object, msg?: string) => void };

const orderNotFound = () => notFound('checkout.order_not_found', 'Comanda nu a fost găsită.');

function outOfStock(product: ProductForOrder) {
  const detail =
    product.stock > 0
      ? `Stoc insuficient pentru „${product.title}”: mai ${product.stock === 1 ? 'este o bucată' : `sunt ${product.stock} bucăți`}.`
      : `„${product.title}” nu mai este în stoc.`;
  return new AppError(409, 'checkout.out_of_stock', detail, {
    produs: product.id,
    disponibil: product.stock,
  });
}

/** Seals the order's key with a key derived from the Idempotency-Key (AES-256-GCM). */
function seal(secret: string, idempotencyKey: string): string {
  const key = createHash('sha256').update(`seal:${idempotencyKey}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(sealed: string, idempotencyKey: string): string {
  const data = Buffer.from(sealed, 'base64url');
  const key = createHash('sha256').update(`seal:${idempotencyKey}`).digest();
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
}

/** The same order body gives the same fingerprint, whatever the order of its lines. */
function fingerprintOf(input: OrderCreateInput, userId: number | null): string {
  const canonical = { ...input, produse: [...input.produse].sort((a, b) => a.produs - b.produs) };
  return sha256(JSON.stringify({ user: userId, body: canonical }));
}

export function createCheckoutService(deps: {
  db: Database;
  shop: { name: string; publicUrl: string };
  payments: PaymentsService;
  coupons: CouponsService;
  lockers: LockersService;
  stock: StockService;
  notifications: NotificationsService;
  rateLimits: RateLimitService;
  /**
   * Orders per client address per 10 minutes: every unpaid order holds its stock (a card order up
   * to 24 h), so a script must not be able to empty the shelves.
   */
  orderLimit: number;
  stripeWebhookSecret?: string | null;
  log?: Logger;
  /** Test hook: called after each step of order creation, inside its transaction. */
  faults?: (step: CheckoutStep) => void | Promise<void>;
}) {
  const { db, payments, coupons, lockers, stock, notifications, rateLimits, shop } = deps;
  /** A storefront page in the order's language. */
  const shopPage = (lang: string, pathAndQuery: string) =>
    `${shop.publicUrl}${pathInLanguage(lang, pathAndQuery)}`;
  const orderRateLimit: RateLimitRule = { limit: deps.orderLimit, windowSeconds: ORDER_RATE_WINDOW_SECONDS };
  const log: Logger = deps.log ?? { warn: () => undefined, error: () => undefined };
  const fault = async (step: CheckoutStep) => {
    await deps.faults?.(step);
  };

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
    const [lines, payment] = await Promise.all([
      repository.lines(row.id),
      payments.latestForOrder(executor, row.id),
    ]);
    const transfer = row.paymentMethod === 'bank_transfer' ? payments.transferInstructions(row) : undefined;
    return toOrder(row, lines, payment, transfer);
  }

  function startInput(row: OrderRow, lines: OrderLineRow[]): PaymentStartInput['order'] {
    return {
      id: row.id,
      email: row.email,
      lang: row.lang as Language,
      lines: lines.map((line) => ({ title: line.title, quantity: line.quantity, unitPrice: line.unitPrice })),
      discount: row.discount,
      shipping: row.shippingCost,
      total: row.total,
      expiresAt: row.expiresAt,
    };
  }

  /** Starts a pending card attempt that has no payment page yet; answers its URL. */
  async function ensureStarted(row: OrderRow, payment: PaymentRow | undefined): Promise<string | undefined> {
    if (row.paymentMethod !== 'card' || row.status !== 'awaiting_payment') return undefined;
    if (!payment || payment.status !== 'pending') return undefined;
    if (payment.paymentUrl) return payment.paymentUrl;
    try {
      const lines = await createOrdersRepository(db).lines(row.id);
      return await payments.start(payment, startInput(row, lines));
    } catch (error) {
      // The order stands, awaiting payment: the customer retries with POST …/plata/.
      log.error({ err: error, orderId: row.id }, 'Could not start the card payment');
      return undefined;
    }
  }

  /** Cancels orders already locked by `tx`: stock back, coupon uses released, payments closed, mail. */
  async function cancelLocked(
    tx: Executor,
    rows: OrderRow[],
    actor: 'customer' | 'system' | 'staff',
    reason: 'expired' | 'cancelled_by_customer',
  ): Promise<OrderRow[]> {
    const repository = createOrdersRepository(tx);
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
        note: reason === 'expired' ? 'Plata nu a sosit la timp.' : 'Anulată de client.',
      });
    }
    const ids = cancelled.map((row) => row.id);
    if (ids.length === 0) return [];
    await stock.restore(tx, await repository.stockLines(ids));
    await coupons.release(tx, ids);
    await payments.closePending(tx, ids, reason === 'expired' ? 'expired' : 'cancelled', reason);
    for (const row of cancelled) {
      const lines = await repository.lines(row.id);
      await notifications.queue(tx, {
        kind: 'order_cancelled',
        to: row.email,
        key: `order-${row.id}-cancelled`,
        ...orderCancelledMail(
          toOrderMailData(row, lines, shop.name),
          reason === 'expired' ? 'expired' : 'customer',
        ),
      });
    }
    return cancelled;
  }

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
          await notifications.queue(tx, {
            kind: 'payment_received',
            to: placed.email,
            key: `order-${order.id}-payment-received`,
            ...paymentReceivedMail(toOrderMailData(placed, lines, shop.name)),
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
    return shopPage(order.lang, `${page === 'success' ? '/success' : '/checkout/plata'}?${query.toString()}`);
  }

  type SandboxState =
    | { kind: 'pay'; payment: PaymentRow; order: OrderRow; lines: OrderLineRow[] }
    | { kind: 'redirect'; url: string }
    | { kind: 'closed'; order: OrderRow };

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
        : { kind: 'closed', order };
    if (payment.status !== 'pending') {
      return { kind: 'redirect', url: await returnUrl(payment, order, 'retry', 'declined') };
    }
    const lines = await createOrdersRepository(db).lines(order.id);
    return { kind: 'pay', payment, order, lines };
  }

  return {
    /**
     * Creates an order in one transaction: every price read again from the database (nothing the
     * client sends about money is used), products locked in id order and their stock reserved,
     * coupon rules checked under the coupon's lock, totals, VAT, the payment attempt and the
     * confirmation mail (outbox). With an Idempotency-Key, the same body again answers the same
     * order; another body with a used key is a conflict.
     */
    async placeOrder(
      input: OrderCreateInput,
      context: {
        user: { id: number } | null;
        idempotencyKey?: string | undefined;
        lang: Language;
        clientAddress: string;
      },
    ): Promise<{ order: OrderCreated; replayed: boolean }> {
      if (input.plata === 'wallet') {
        throw badRequest('checkout.payment_method_unavailable', CHECKOUT_MESSAGES.walletUnavailable, {
          plata: [CHECKOUT_MESSAGES.walletUnavailable],
        });
      }
      const method = fromWirePayment(input.plata);
      const userId = context.user?.id ?? null;
      let idempotency: { key: string; keyHash: string; fingerprint: string } | null = null;
      if (context.idempotencyKey !== undefined) {
        if (!IDEMPOTENCY_KEY.test(context.idempotencyKey)) {
          throw badRequest(
            'checkout.idempotency_key_invalid',
            'Idempotency-Key invalid: 8-200 caractere (litere, cifre, - _ . :).',
          );
        }
        idempotency = {
          key: context.idempotencyKey,
          keyHash: sha256(`idempotency:${context.idempotencyKey}`),
          fingerprint: fingerprintOf(input, userId),
        };
      }
      const lang = input.limba ?? context.lang;
      const customer = { userId, email: input.email };
      const rateLimitKey = `order:${context.clientAddress}`;

      const outcome = await db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        if (idempotency) {
          await repository.lockIdempotencyKey(idempotency.keyHash);
          const kept = await repository.findIdempotency(idempotency.keyHash);
          if (kept) {
            if (!sameHash(kept.fingerprint, idempotency.fingerprint)) {
              throw new AppError(
                409,
                'checkout.idempotency_conflict',
                'Această cheie Idempotency-Key a fost folosită pentru o altă comandă.',
              );
            }
            return {
              replayed: true,
              orderId: kept.orderId,
              accessKey: unseal(kept.sealedAccessKey, idempotency.key),
            };
          }
        }
        // After the replay answer, so a client retrying an order it placed always gets it back.
        const wait = await rateLimits.retryAfter(rateLimitKey, orderRateLimit, tx);
        if (wait > 0) throw tooManyRequests(wait);

        const delivery =
          input.livrare.metoda === 'easybox'
            ? await lockers.findActive(tx, input.livrare.locker_id).then((locker) => {
                if (locker) return { method: 'locker' as const, locker };
                const message = 'Easybox-ul ales nu mai este disponibil. Alege altul.';
                throw badRequest('checkout.locker_unavailable', message, { 'livrare.locker_id': [message] });
              })
            : { method: 'courier' as const, address: input.livrare };

        const lines = [...input.produse].sort((a, b) => a.produs - b.produs);
        const products = new Map(
          (
            await stock.lock(
              tx,
              lines.map((l) => l.produs),
            )
          ).map((p) => [p.id, p]),
        );
        await fault('products_locked');
        const unavailable = lines.filter((line) => !products.get(line.produs)?.is_active);
        if (unavailable.length > 0) {
          const messages = unavailable.map((line) => {
            const product = products.get(line.produs);
            return product
              ? `„${product.title}” nu mai este disponibil.`
              : `Produsul cu id-ul ${line.produs} nu există.`;
          });
          throw badRequest('checkout.product_unavailable', messages[0]!, {
            produse: messages,
            indisponibile: unavailable.map((line) => line.produs),
          });
        }
        const short = lines.find((line) => products.get(line.produs)!.stock < line.cantitate);
        if (short) throw outOfStock(products.get(short.produs)!);
        const reserved = new Set(
          await stock.reserve(
            tx,
            lines.map((l) => ({ productId: l.produs, quantity: l.cantitate })),
          ),
        );
        const missed = lines.find((line) => !reserved.has(line.produs));
        if (missed) throw outOfStock(products.get(missed.produs)!);
        await fault('stock_reserved');

        // The order's lines keep the order the customer gave them in.
        const priced = input.produse.map((line) => {
          const product = products.get(line.produs)!;
          return {
            product,
            quantity: line.cantitate,
            unitPrice: effectivePrice(product.price, product.discounted_price),
            vatRate: product.vat_rate,
          };
        });
        const subtotal = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
        const coupon = input.cupon
          ? await coupons.applyToOrder(tx, {
              code: input.cupon,
              subtotal,
              customer,
              hasEarlierOrder: () => repository.hasLiveOrder(customer),
            })
          : null;
        const totals = orderTotals(priced, coupon);

        const status: OrderStatus = method === 'cash_on_delivery' ? 'placed' : 'awaiting_payment';
        const expiry = method === 'card' || method === 'bank_transfer' ? ORDER_EXPIRY_MS[method] : null;
        const accessKey = randomBytes(32).toString('base64url');
        const billing = input.facturare;
        const order = await repository.insertOrder({
          userId,
          accessKeyHash: sha256(accessKey),
          email: input.email,
          phone: input.telefon,
          lastName: input.nume,
          firstName: input.prenume,
          deliveryMethod: delivery.method,
          ...(delivery.method === 'locker'
            ? {
                deliveryCounty: delivery.locker.county,
                deliveryCity: delivery.locker.city,
                deliveryAddress: delivery.locker.address,
                deliveryPostalCode: delivery.locker.postal_code,
                lockerId: delivery.locker.id,
                lockerName: delivery.locker.name,
              }
            : {
                deliveryCounty: delivery.address.judet,
                deliveryCity: delivery.address.localitate,
                deliveryAddress: delivery.address.adresa,
                deliveryPostalCode: delivery.address.cod_postal,
              }),
          billingType: billing.tip === 'companie' ? 'company' : 'person',
          ...(billing.tip === 'companie'
            ? {
                companyCui: billing.cui,
                companyTradeRegister: billing.nr_reg_com,
                companyName: billing.denumire,
                billingCounty: billing.sediu?.judet ?? null,
                billingCity: billing.sediu?.localitate ?? null,
                billingAddress: billing.sediu?.adresa ?? null,
                billingPostalCode: billing.sediu?.cod_postal ?? null,
              }
            : {}),
          paymentMethod: method,
          status,
          subtotal: totals.subtotal,
          discount: totals.discount,
          shippingCost: totals.shipping,
          total: totals.total,
          vatTotal: totals.vat,
          couponCode: coupon?.code ?? null,
          lang,
          notes: input.observatii,
          expiresAt: expiry === null ? null : new Date(Date.now() + expiry),
        });
        await fault('order_inserted');
        await repository.insertLines(
          priced.map((line, index) => ({
            orderId: order.id,
            productId: line.product.id,
            title: line.product.title,
            titleEn: line.product.title_en,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            vatRate: line.vatRate,
            lineTotal: totals.lines[index]!.lineTotal,
            discountShare: totals.lines[index]!.discountShare,
            vatAmount: totals.lines[index]!.vat,
          })),
        );
        await repository.insertHistory({
          orderId: order.id,
          fromStatus: null,
          toStatus: status,
          actor: 'customer',
        });
        if (coupon)
          await coupons.redeem(tx, { couponId: coupon.id, orderId: order.id, userId, email: input.email });
        await payments.createAttempt(tx, { orderId: order.id, method, amount: totals.total });
        await fault('payment_created');

        const storedLines = await repository.lines(order.id);
        const transfer = method === 'bank_transfer' ? payments.transferInstructions(order) : undefined;
        const orderLink = shopPage(
          order.lang,
          `/checkout/success?${new URLSearchParams({ id: String(order.id), key: accessKey })}`,
        );
        await notifications.queue(tx, {
          kind: 'order_confirmation',
          to: order.email,
          key: `order-${order.id}-confirmation`,
          ...orderConfirmationMail(toOrderMailData(order, storedLines, shop.name, { transfer, orderLink })),
        });
        await fault('mail_queued');
        if (idempotency) {
          await repository.insertIdempotency({
            keyHash: idempotency.keyHash,
            fingerprint: idempotency.fingerprint,
            orderId: order.id,
            sealedAccessKey: seal(accessKey, idempotency.key),
            expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
          });
          await fault('idempotency_saved');
        }
        return { replayed: false, orderId: order.id, accessKey };
      });
      if (!outcome.replayed) {
        notifications.notifyQueued();
        await rateLimits.hit(rateLimitKey, orderRateLimit);
      }

      const row = (await createOrdersRepository(db).find(outcome.orderId))!;
      const payment = await payments.latestForOrder(db, row.id);
      const paymentUrl = await ensureStarted(row, payment);
      const order = await view(db, row);
      return {
        order: { ...order, key: outcome.accessKey, ...(paymentUrl ? { payment_url: paymentUrl } : {}) },
        replayed: outcome.replayed,
      };
    },

    /** The order for its owner, staff, or the holder of its key; anyone else: not found. */
    async getOrder(id: number, viewer: OrderViewer): Promise<Order> {
      const row = await createOrdersRepository(db).find(id);
      if (!row || !(await canView(db, row, viewer))) throw orderNotFound();
      return view(db, row);
    },

    /** A new card payment attempt for an unpaid card order (after a decline or an abandoned page). */
    async retryPayment(id: number, viewer: OrderViewer): Promise<{ payment_url: string }> {
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
          amount: row.total,
        });
        return { row, payment };
      });
      try {
        const lines = await createOrdersRepository(db).lines(row.id);
        const url = await payments.start(payment, startInput(row, lines));
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
        const allowed = row.status === 'awaiting_payment' || (row.status === 'placed' && !row.paidAt);
        if (!allowed) {
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

    /** Drops idempotent answers and return tokens past their time (hourly). */
    async purgeExpired(): Promise<void> {
      await createOrdersRepository(db).purgeIdempotency();
      await payments.purgeReturnTokens();
    },

    handlePaymentEvent,

    sandboxState,

    /** The sandbox page's buttons: one event through the common handler, then where to go. */
    async sandboxDecide(paymentId: string, token: string, decision: 'approve' | 'decline'): Promise<string> {
      const state = await sandboxState(paymentId, token);
      if (state.kind === 'redirect') return state.url;
      if (state.kind === 'closed') {
        return shopPage(
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

export type CheckoutService = ReturnType<typeof createCheckoutService>;
