import { randomBytes } from 'node:crypto';
import type { Language } from '@shop/shared/constants';
import type { OrderStatus } from '@shop/shared/order-status';
import { baniToDecimal } from '@shop/shared/money';
import type {
  AdminManualOrderInput,
  AdminOrderQuote,
  AdminOrderQuoteRequestBody,
} from '@shop/shared/schemas/admin/orders';
import { shippingRuleOf } from '@shop/shared/pricing';
import { type OrderCreated, type OrderCreateInput } from '@shop/shared/schemas/checkout';
import { WALLET_MESSAGES } from '@shop/shared/schemas/wallet';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, tooManyRequests } from '../../../lib/errors';
import type { Actor, AuditService } from '../../audit/audit.service';
import type { ReferralsService } from '../../accounts/referrals.service';
import { couponRefused, type CouponsService } from '../../cart/coupons/coupons.service';
import type { DiscountsService } from '../../cart/discounts/discounts.service';
import type { ProductsService } from '../../catalog/products/products.service';
import type { StockService } from '../../catalog/products/stock.service';
import type { ShopSettingsService } from '../../settings/settings.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import { mailTermsOf, orderConfirmationMail } from '../../notifications/order-mails';
import { withdrawalNoticeOf } from '../../notifications/withdrawal-notice';
import { adminPage, newOrderAlertMail } from '../../notifications/shop-alerts';
import type { RateLimitRule, RateLimitService, RateLimitSlot } from '../../system/rate-limit.service';
import { insufficientBalance, type WalletService } from '../../wallet/wallet.service';
import type { LockersService } from '../lockers/lockers.service';
import { type OrderPaymentMethod, type PaymentsService, sha256 } from '../payments/payments.service';
import type { OrderLifecycleService } from './order-lifecycle.service';
import { idempotencyOf, isKept, keepAnswer, replayOf } from './order-idempotency';
import type { InvoicingService } from '../../invoicing/invoicing.service';
import { fromWirePayment, toInvoiceFacts, toOrderMailData } from './orders.mapper';
import { deliveryColumns, resolveDelivery } from './order-delivery';
import { lockAndPrice, outOfStock, REFERRAL_COUPON, toQuote, type WantedLine } from './order-pricing';
import { createOrdersRepository } from './orders.repository';
import { createCheckoutSessionsRepository } from '../sessions/checkout-sessions.repository';
import { type CheckoutLogger, shopPage, silentLogger } from './shop-page';

/** How long an unpaid order waits for its money before it is cancelled and its stock returned. */
export const ORDER_EXPIRY_MS = {
  card: 24 * 3600_000,
  bank_transfer: 5 * 24 * 3600_000,
} as const;
/** The window of the placed-orders limit (`orderLimit`: ORDER_RATE_LIMIT, 10 by default). */
const ORDER_RATE_WINDOW_SECONDS = 10 * 60;

/** Steps of order creation, named for fault injection in tests. */
export type CheckoutStep =
  | 'products_locked'
  | 'order_inserted'
  | 'stock_reserved'
  | 'payment_created'
  | 'mail_queued'
  | 'idempotency_saved';

/**
 * Whether a failed placement keeps its slot of the order limit. The limit is there because every
 * placed, unpaid order holds stock; a placement that fails holds nothing, so its slot is given
 * back — out of stock, a product or locker withdrawn, a coupon rule the cart does not meet, a
 * reused Idempotency-Key, a server error or a crash inside the transaction. One failure is kept: a
 * coupon code that does not exist. The storefront checks codes before it submits, so an unknown
 * code at this point is a script guessing codes through the order route, which the coupon limit
 * of `/coupons/validate/` does not see; counting it here bounds those guesses.
 */
function keepsSlot(error: unknown): boolean {
  return error instanceof AppError && error.code === 'coupon.invalid';
}

/** The history note of an order staff placed (docs/decisions/061). */
const STAFF_ORDER_NOTE = 'Comandă preluată de personal (telefon)';
const STAFF_COUNTER_NOTE = 'Comandă preluată de personal, plătită numerar la ghișeu';

/** Placing an order: prices, stock, coupon, payment attempt and confirmation mail in one transaction. */
export function createOrderPlacementService(deps: {
  db: Database;
  shop: { name: string; publicUrl: string };
  payments: Pick<PaymentsService, 'createAttempt' | 'transferInstructions' | 'recordCashCollected'>;
  coupons: Pick<CouponsService, 'applyToOrder' | 'redeem'>;
  /** The cart's pricing (decision 062): the same function `POST /api/cos/pret/` answers with. */
  discounts: Pick<DiscountsService, 'price'>;
  lockers: Pick<LockersService, 'findActive'>;
  stock: Pick<StockService, 'lock' | 'reserve'>;
  products: Pick<ProductsService, 'withVariants'>;
  wallet: Pick<WalletService, 'lockBalance' | 'move'>;
  referrals: Pick<ReferralsService, 'refuseOwnReferral' | 'discountFor'>;
  notifications: Pick<NotificationsService, 'queue' | 'queueForShop' | 'notifyQueued'>;
  rateLimits: Pick<RateLimitService, 'take' | 'giveBack'>;
  orders: Pick<OrderLifecycleService, 'presentPlaced'>;
  settings: Pick<ShopSettingsService, 'current'>;
  invoicing: Pick<InvoicingService, 'issueInvoice'>;
  /** Staff's manual orders are audited. */
  audit: Pick<AuditService, 'record'>;
  /**
   * Orders per client address per 10 minutes: every unpaid order holds its stock (a card order up
   * to 24 h), so a script must not be able to empty the shelves.
   */
  orderLimit: number;
  log?: CheckoutLogger;
  /** Test hook: called after each step of order creation, inside its transaction. */
  faults?: (step: CheckoutStep) => void | Promise<void>;
}) {
  const {
    db,
    payments,
    coupons,
    discounts,
    lockers,
    stock,
    wallet,
    referrals,
    notifications,
    rateLimits,
    orders,
    shop,
    invoicing,
    audit,
  } = deps;
  const orderRateLimit: RateLimitRule = { limit: deps.orderLimit, windowSeconds: ORDER_RATE_WINDOW_SECONDS };
  const log = deps.log ?? silentLogger;
  const fault = async (step: CheckoutStep) => {
    await deps.faults?.(step);
  };

  async function giveBack(slot: RateLimitSlot): Promise<void> {
    await rateLimits.giveBack(slot).catch((error: unknown) => {
      log.warn({ err: error }, 'Could not give back an order rate-limit slot');
    });
  }

  /**
   * Prices an order as it is placed (docs/decisions/061): its products locked, checked and priced
   * from the database (lockAndPrice), the coupon checked under its lock or else a referred
   * customer's first-order discount, the shipping rule of this moment, the totals and their VAT.
   */
  async function priceIn(
    tx: Executor,
    order: {
      lines: WantedLine[];
      couponCode: string | undefined;
      customer: { userId: number | null; email: string };
    },
  ) {
    const repository = createOrdersRepository(tx);
    const { customer } = order;
    const userId = customer.userId;
    const { products, priced } = await lockAndPrice(stock, tx, order.lines, new Map(), () =>
      fault('products_locked'),
    );
    // A product sold in variants is bought as one of them (docs/decisions/060).
    const parents = await deps.products.withVariants(
      tx,
      order.lines.map((line) => line.produs),
    );
    if (parents.size > 0) {
      const needed = order.lines.filter((line) => parents.has(line.produs)).map((line) => line.produs);
      const messages = needed.map(
        (id) => `Alege o variantă (mărime, nuanță) pentru „${products.get(id)!.title}”.`,
      );
      throw badRequest('checkout.variant_required', messages[0]!, {
        produse: messages,
        produs: needed[0],
        variante_necesare: needed,
      });
    }
    const subtotal = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const coupon = order.couponCode
      ? await coupons.applyToOrder(tx, {
          code: order.couponCode,
          subtotal,
          customer,
          hasEarlierOrder: () => repository.hasLiveOrder(customer),
        })
      : null;
    // A referred customer's first order gets the referral discount, unless it has a coupon.
    const referral =
      !coupon && userId !== null
        ? await referrals.discountFor(tx, userId, () => repository.hasLiveOrder(customer))
        : null;
    // Read in this transaction: the order is priced by the settings of the moment it is placed.
    const settings = await deps.settings.current(tx);
    const referralCoupon = referral ? REFERRAL_COUPON : null;
    // The automatic discounts per line, then the coupon: the very function the cart shows (062).
    const totals = await discounts.price(
      tx,
      priced.map((line) => ({ product: line.product, quantity: line.quantity })),
      coupon ?? referralCoupon,
      shippingRuleOf(settings),
    );
    if (coupon && totals.coupon?.refusal) throw couponRefused(coupon, totals.coupon.refusal);
    return { products, priced, coupon, referral, settings, totals };
  }

  /**
   * Writes a priced order in the caller's transaction: the order and its lines, the stock
   * reserved, its history, the coupon's use, the wallet's part, the payment attempt, the invoice
   * when paid now and the mails (outbox). The storefront's submit and staff's manual order both
   * come here; staff's is marked in its history and audited, and cash at the counter is paid now.
   */
  async function placeIn(
    tx: Executor,
    input: OrderCreateInput,
    how: {
      userId: number | null;
      walletPays: 'all' | 'part' | 'none';
      lang: Language;
      customer: { userId: number | null; email: string };
      staff: { actor: Actor; counter: boolean } | null;
    },
  ): Promise<{ orderId: number; accessKey: string }> {
    const { userId, walletPays, lang, customer } = how;
    const repository = createOrdersRepository(tx);
    const delivery = await resolveDelivery(lockers, tx, input.livrare);

    const { products, priced, coupon, referral, settings, totals } = await priceIn(tx, {
      lines: input.produse,
      couponCode: input.cupon,
      customer,
    });

    // The wallet's row stays locked to the end of the transaction: two orders paying from
    // one balance take turns, and the second sees what the first left.
    let walletAmount = 0;
    if (walletPays !== 'none') {
      const balance = await wallet.lockBalance(tx, userId!);
      if (walletPays === 'all' && balance < totals.total) throw insufficientBalance(balance);
      walletAmount = Math.min(balance, totals.total);
    }
    // A wallet that covers the whole total leaves nothing for the other method to collect.
    const method: OrderPaymentMethod =
      walletAmount === totals.total && walletAmount > 0 ? 'wallet' : fromWirePayment(input.plata);
    // Cash taken at the shop's counter by staff is paid as the order is placed.
    const paidNow = method === 'wallet' || how.staff?.counter === true;
    const status: OrderStatus = method === 'cash_on_delivery' || paidNow ? 'placed' : 'awaiting_payment';
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
      ...deliveryColumns(delivery),
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
        : { billingCnp: billing.cnp ?? null }),
      paymentMethod: method,
      status,
      subtotal: totals.subtotal,
      discount: totals.discount,
      shippingCost: totals.shipping,
      total: totals.total,
      walletAmount,
      vatTotal: totals.vat,
      automaticDiscount: totals.automaticDiscount,
      couponCode: coupon?.code ?? null,
      referrerId: referral?.referrerId ?? null,
      lang,
      returnDays: settings.return_days,
      notes: input.observatii,
      expiresAt: expiry === null ? null : new Date(Date.now() + expiry),
      paidAt: paidNow ? new Date() : null,
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
        discountShare: totals.lines[index]!.discount,
        automaticDiscount: totals.lines[index]!.automatic?.amount ?? 0,
        automaticDiscountId: totals.lines[index]!.automatic?.id ?? null,
        automaticDiscountName: totals.lines[index]!.automatic?.name ?? null,
        automaticDiscountPercent: totals.lines[index]!.automatic?.percent ?? null,
        automaticDiscountBuyQuantity: totals.lines[index]!.automatic?.buyQuantity ?? null,
        vatAmount: totals.lines[index]!.vat,
      })),
    );
    // Reserved once the order exists, so each 'sale' movement names its order; the rows are
    // locked and their stock checked above, so this cannot come up short but by a defect.
    const reserved = new Set(
      await stock.reserve(
        tx,
        input.produse.map((l) => ({ productId: l.produs, quantity: l.cantitate })),
        { kind: 'sale', orderId: order.id, userId: how.staff?.actor.id ?? null },
      ),
    );
    const missed = input.produse.find((line) => !reserved.has(line.produs));
    if (missed) throw outOfStock(products.get(missed.produs)!);
    await fault('stock_reserved');
    await repository.insertHistory({
      orderId: order.id,
      fromStatus: null,
      toStatus: status,
      actor: how.staff ? 'staff' : 'customer',
      ...(how.staff ? { note: how.staff.counter ? STAFF_COUNTER_NOTE : STAFF_ORDER_NOTE } : {}),
    });
    // The checkout visit that placed it is converted (abandoned checkout, docs/decisions/064).
    if (input.sesiune_checkout) {
      await createCheckoutSessionsRepository(tx).markConverted(
        input.sesiune_checkout.toLowerCase(),
        order.id,
        totals.lines.reduce((sum, line) => sum + line.lineTotal, 0),
        priced.length,
      );
    }
    if (coupon)
      await coupons.redeem(tx, { couponId: coupon.id, orderId: order.id, userId, email: input.email });
    if (walletAmount > 0) {
      await wallet.move(tx, {
        userId: userId!,
        amount: -walletAmount,
        kind: 'payment',
        source: `order:${order.id}:payment`,
        orderId: order.id,
      });
    }
    await payments.createAttempt(tx, {
      orderId: order.id,
      method,
      amount: method === 'wallet' ? walletAmount : totals.total - walletAmount,
      returnTo: input.return_to ?? 'web',
    });
    if (how.staff?.counter) {
      await payments.recordCashCollected(tx, { id: order.id, amount: totals.total }, order.paidAt!);
    }
    await fault('payment_created');

    const storedLines = await repository.lines(order.id);
    // Paid whole from the wallet: invoiced now, with the order (decision 045).
    if (paidNow) {
      await invoicing.issueInvoice(tx, toInvoiceFacts(order, storedLines), how.staff?.actor.id);
    }
    const transfer = method === 'bank_transfer' ? payments.transferInstructions(order, settings) : undefined;
    const orderLink = shopPage(
      shop.publicUrl,
      order.lang,
      `/checkout/success?${new URLSearchParams({ id: String(order.id), key: accessKey })}`,
    );
    const mailData = toOrderMailData(order, storedLines, shop.name, mailTermsOf(settings), {
      transfer,
      orderLink,
    });
    await notifications.queue(tx, {
      kind: 'order_confirmation',
      to: order.email,
      key: `order-${order.id}-confirmation`,
      ...orderConfirmationMail(mailData, withdrawalNoticeOf(settings, shop.publicUrl, mailData.lang)),
    });
    // Staff who took the order need no alert about it.
    if (!how.staff) {
      await notifications.queueForShop(tx, {
        kind: 'shop_new_order',
        key: `shop-order-${order.id}-placed`,
        headers: { 'Reply-To': order.email },
        ...newOrderAlertMail(mailData, adminPage(shop.publicUrl, `comenzi/${order.id}`)),
      });
    }
    await fault('mail_queued');
    if (how.staff) {
      await audit.record(tx, how.staff.actor, {
        entityType: 'order',
        entityId: order.id,
        action: 'create_manual',
        after: {
          payment: how.staff.counter ? 'counter' : method,
          customer: userId,
          total: baniToDecimal(totals.total),
          lines: input.produse,
        },
      });
    }
    return { orderId: order.id, accessKey };
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
        /** The browser's User-Agent header, for a card's 3-D Secure check. */
        userAgent?: string | undefined;
      },
    ): Promise<{ order: OrderCreated; replayed: boolean }> {
      const userId = context.user?.id ?? null;
      const walletPays = input.plata === 'wallet' ? 'all' : input.din_portofel ? 'part' : 'none';
      if (walletPays !== 'none' && userId === null) {
        throw badRequest('wallet.requires_account', WALLET_MESSAGES.requiresAccount, {
          [walletPays === 'all' ? 'plata' : 'din_portofel']: [WALLET_MESSAGES.requiresAccount],
        });
      }
      const idempotency = idempotencyOf(context.idempotencyKey, input, userId);
      const lang = input.limba ?? context.lang;
      const customer = { userId, email: input.email };
      const rateLimitKey = `order:${context.clientAddress}`;

      // The slot of the order limit is taken before placing (atomically: a parallel burst lets
      // exactly the limit through) and given back when the placement does not count. A retry of
      // an order already placed takes none, so the client always gets its order back.
      let slot: RateLimitSlot | null = null;
      if (!idempotency || !(await isKept(createOrdersRepository(db), idempotency))) {
        const taken = await rateLimits.take(rateLimitKey, orderRateLimit);
        if (taken.taken) slot = taken.slot;
        // With a key, the first submit may still be in flight: the transaction waits for it under
        // the key's lock and replays its order, or refuses there.
        else if (!idempotency) throw tooManyRequests(taken.retryAfter);
      }

      let outcome: { replayed: boolean; orderId: number; accessKey: string };
      try {
        // A coupon takes the referral discount's place, so only an order without one is checked.
        if (userId !== null && !input.cupon) {
          await referrals.refuseOwnReferral(
            userId,
            {
              phone: input.telefon,
              courier:
                input.livrare.metoda === 'curier'
                  ? { street: input.livrare.adresa, postalCode: input.livrare.cod_postal }
                  : null,
            },
            () => createOrdersRepository(db).hasLiveOrder(customer),
          );
        }
        outcome = await db.transaction(async (tx) => {
          const repository = createOrdersRepository(tx);
          if (idempotency) {
            const replay = await replayOf(repository, idempotency);
            if (replay) return { replayed: true, ...replay };
          }
          if (!slot) {
            // Nothing kept under the key after all (the limit was full, or the kept answer ran out
            // since the look): a new order. Its slot is taken with the transaction, and given back
            // by its rollback.
            const taken = await rateLimits.take(rateLimitKey, orderRateLimit, tx);
            if (!taken.taken) throw tooManyRequests(taken.retryAfter);
          }

          const placed = await placeIn(tx, input, { userId, walletPays, lang, customer, staff: null });
          if (idempotency) {
            await keepAnswer(repository, idempotency, {
              orderId: placed.orderId,
              accessKey: placed.accessKey,
            });
            await fault('idempotency_saved');
          }
          return { replayed: false, ...placed };
        });
      } catch (error) {
        if (slot && !keepsSlot(error)) await giveBack(slot);
        throw error;
      }
      if (outcome.replayed) {
        if (slot) await giveBack(slot);
      } else {
        notifications.notifyQueued();
      }

      const { order, paymentUrl } = await orders.presentPlaced(outcome.orderId, {
        ip: context.clientAddress,
        userAgent: context.userAgent,
        browser: input.browser,
      });
      return {
        order: { ...order, key: outcome.accessKey, ...(paymentUrl ? { payment_url: paymentUrl } : {}) },
        replayed: outcome.replayed,
      };
    },

    /**
     * A manual order staff take by phone or at the shop's counter, for a customer account or a
     * guest, in `executor` (the transaction that keeps the request's Idempotency-Key): the
     * storefront's placement (placeIn) with prices from the database only, cash on delivery or
     * cash at the counter (paid and invoiced now), no order limit, no shop alert, audited.
     * Answers the new order's id.
     */
    async placeByStaff(executor: Executor, body: AdminManualOrderInput, actor: Actor): Promise<number> {
      const { plata, client, ...fields } = body;
      const input: OrderCreateInput = {
        ...fields,
        plata: 'ramburs',
        din_portofel: false,
        accept_termeni: true,
      };
      const userId = client ?? null;
      const placed = await executor.transaction((tx) =>
        placeIn(tx, input, {
          userId,
          walletPays: 'none',
          lang: input.limba ?? 'ro',
          customer: { userId, email: input.email },
          staff: { actor, counter: plata === 'numerar' },
        }),
      );
      notifications.notifyQueued();
      return placed.orderId;
    },

    /**
     * What a manual order would cost now, priced by placement's own step (priceIn) in a
     * transaction that writes nothing: the products' and the coupon's locks last only while it
     * runs. The coupon's rules for this customer (account or email) are checked as placing would.
     */
    async quote(body: AdminOrderQuoteRequestBody & { produse: WantedLine[] }): Promise<AdminOrderQuote> {
      return db.transaction(async (tx) => {
        const { priced, totals, coupon, referral } = await priceIn(tx, {
          lines: body.produse,
          couponCode: body.cupon ?? undefined,
          customer: { userId: body.client ?? null, email: body.email ?? '' },
        });
        return toQuote(priced, totals, { coupon: coupon?.code ?? null, referral: referral !== null });
      });
    },
  };
}

export type OrderPlacementService = ReturnType<typeof createOrderPlacementService>;
