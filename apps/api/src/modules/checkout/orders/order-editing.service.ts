import { baniToDecimal, formatLei } from '@shop/shared/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/shared/order-status';
import type { AdminOrderEditInput, AdminOrderQuote, RefundMethod } from '@shop/shared/schemas/admin/orders';
import { shippingRuleOf } from '@shop/shared/pricing';
import type { Database, Executor } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/errors';
import type { Actor, AuditService } from '../../audit/audit.service';
import { couponRefused, type CouponsService } from '../../cart/coupons/coupons.service';
import type { DiscountsService } from '../../cart/discounts/discounts.service';
import type { StockLine, StockService } from '../../catalog/products/stock.service';
import type { InvoicingService } from '../../invoicing/invoicing.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import { amountDuePaidMail, mailTermsOf, orderEditedMail } from '../../notifications/order-mails';
import type { ShopSettingsService } from '../../settings/settings.service';
import type { LockersService } from '../lockers/lockers.service';
import { transferReference } from '../payments/offline.providers';
import type { PaymentsService } from '../payments/payments.service';
import { deliveryColumns, resolveDelivery } from './order-delivery';
import { type HeldLine, lockAndPrice, outOfStock, REFERRAL_COUPON, toQuote } from './order-pricing';
import type { OrdersAdminService } from './orders-admin.service';
import { createOrdersAdminRepository } from './orders-admin.repository';
import { toInvoiceFacts, toOrderMailData } from './orders.mapper';
import { createOrdersRepository, type OrderLineRow, type OrderRow } from './orders.repository';

/** The statuses an order can be edited in: before it ships. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'placed', 'processing'];

const orderNotFound = () => notFound('checkout.order_not_found', 'Comanda nu a fost găsită.');
const staleOrder = () =>
  new AppError(
    409,
    'conflict',
    'Comanda a fost modificată între timp. Reîncarcă pagina și refă modificările.',
  );

/** What the customer has paid of an order: all but what an edit left due, once it is paid. */
export const receivedOf = (row: Pick<OrderRow, 'paidAt' | 'total' | 'amountDue'>) =>
  row.paidAt ? row.total - row.amountDue : 0;

/**
 * Why staff cannot edit an order's lines and delivery now, or null when they can
 * (docs/decisions/061): only before it ships; an unpaid card order's payment page holds its
 * amount at the processor; an unpaid order partly paid from the wallet would need the wallet's
 * part moved as well; a paid order with refunds already would mix them with the edit's
 * difference; a line whose product was deleted cannot be priced again.
 */
export function editRefusalOf(
  row: OrderRow,
  lines: Pick<OrderLineRow, 'productId'>[],
  refunds: number,
): string | null {
  const status = row.status as OrderStatus;
  if (!EDITABLE_STATUSES.includes(status)) {
    return `Comanda este „${ORDER_STATUS_LABELS[status].ro}”: se poate modifica doar înainte de expediere.`;
  }
  if (!row.paidAt && row.walletAmount > 0) {
    return 'O parte din comandă a fost plătită din portofel, iar restul nu: nu se poate modifica. Anuleaz-o și plasează o comandă nouă.';
  }
  if (!row.paidAt && row.paymentMethod === 'card') {
    return 'Plata cu cardul a fost pornită cu suma comenzii: comanda nu se poate modifica până nu este plătită.';
  }
  if (row.paidAt && refunds > 0) {
    return 'Comanda are deja rambursări: nu se mai poate modifica. Anuleaz-o și rambursează, apoi plasează o comandă nouă.';
  }
  if (lines.some((line) => line.productId === null)) {
    return 'Un produs al comenzii a fost șters din catalog: comanda nu se mai poate modifica.';
  }
  return null;
}

/** Why a paid card order's total may not go up (docs/decisions/061). */
const CARD_RAISE_REFUSED =
  'Comanda a fost plătită cu cardul, iar magazinul încasează o singură plată cu cardul pe comandă: totalul nu poate crește. Poți micșora comanda (diferența se rambursează) sau plasa o comandă nouă pentru ce se adaugă.';

/** The refund method of an edit's difference when staff do not choose one. */
function defaultRefundMethod(row: OrderRow, stripePaid: boolean): RefundMethod {
  if (row.paymentMethod === 'wallet') return 'wallet';
  if (row.paymentMethod === 'card') return stripePaid ? 'stripe' : 'card';
  return 'bank';
}

/** Staff's edits of an order before it ships: its lines, quantities and delivery. */
export function createOrderEditingService(deps: {
  db: Database;
  shop: { name: string };
  stock: Pick<StockService, 'lock' | 'reserve' | 'restore'>;
  coupons: Pick<CouponsService, 'recheckForOrder'>;
  /** The cart's and placement's pricing (decision 062): the one path an edit prices by too. */
  discounts: Pick<DiscountsService, 'price'>;
  lockers: Pick<LockersService, 'findActive'>;
  settings: Pick<ShopSettingsService, 'current'>;
  payments: Pick<PaymentsService, 'repricePending' | 'stripe' | 'recordAmountDuePaid'>;
  /** The refunds' machinery: the difference of a paid order goes back through it. */
  refunds: Pick<OrdersAdminService, 'refundLocked'>;
  invoicing: Pick<InvoicingService, 'reissueForEdit' | 'currentInvoice'>;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, stock, coupons, discounts, lockers, settings, payments, refunds, invoicing, audit } = deps;

  /**
   * The edit priced under the order's lock by placement's pricing (lockAndPrice, then the
   * discounts service's `price`, which the cart and placement use): a product the order holds
   * keeps the unit price it was sold at, the automatic discount its line had (even one that has
   * ended) and counts its own units as available; a new one is priced now with the running
   * discounts. The order's coupon (free shipping included) is applied by its rules again, the
   * referral discount kept, the shop's shipping rule of this moment applied. Then the money: for
   * a paid order, what goes back or is left to pay.
   */
  async function planIn(tx: Executor, id: number, body: AdminOrderEditInput, mayRefund = true) {
    const orders = createOrdersRepository(tx);
    const row = await orders.lock(id);
    if (!row) throw orderNotFound();
    if (row.version !== body.version) throw staleOrder();
    const oldLines = await orders.lines(id);
    const admin = createOrdersAdminRepository(tx);
    const earlierRefunds = await admin.refunds(id);
    // An edit's own refund pays back a difference already taken off the total: not counted.
    const refusal = editRefusalOf(
      row,
      oldLines,
      earlierRefunds.filter((refund) => refund.orderVersion === null).length,
    );
    if (refusal) throw new AppError(409, 'admin.not_allowed', refusal);
    const held = new Map<number, HeldLine>(
      oldLines.map((line) => [
        line.productId!,
        {
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          vatRate: line.vatRate,
          discount:
            line.automaticDiscountId === null
              ? null
              : {
                  id: line.automaticDiscountId,
                  name: line.automaticDiscountName,
                  percent: line.automaticDiscountPercent!,
                  buyQuantity: line.automaticDiscountBuyQuantity!,
                },
        },
      ]),
    );
    const wanted =
      body.produse ?? oldLines.map((line) => ({ produs: line.productId!, cantitate: line.quantity }));
    const { products, priced } = await lockAndPrice(stock, tx, wanted, held);
    const subtotal = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const coupon = row.couponCode
      ? await coupons.recheckForOrder(tx, { code: row.couponCode, subtotal })
      : null;
    const totals = await discounts.price(
      tx,
      priced.map((line) => ({
        product: line.product,
        quantity: line.quantity,
        held: held.get(line.product.id),
      })),
      coupon ?? (row.referrerId !== null ? REFERRAL_COUPON : null),
      shippingRuleOf(await settings.current(tx)),
    );
    if (coupon && totals.coupon?.refusal) throw couponRefused(coupon, totals.coupon.refusal);
    const delivery = body.livrare ? await resolveDelivery(lockers, tx, body.livrare) : null;

    const received = receivedOf(row);
    const paid = row.paidAt !== null;
    const difference = totals.total - received;
    if (paid && difference > 0 && row.paymentMethod === 'card') {
      throw new AppError(409, 'admin.not_allowed', CARD_RAISE_REFUSED);
    }
    const stripePaid = (await admin.payments(id)).some(
      (attempt) => attempt.provider === 'stripe' && attempt.succeededAt && attempt.providerRef,
    );
    const refundMethod =
      body.metoda_rambursare ?? defaultRefundMethod(row, stripePaid && payments.stripe !== null);
    if (paid && difference < 0 && !mayRefund) {
      throw forbidden(
        `Modificarea scade totalul comenzii plătite: diferența de ${formatLei(-difference)} se rambursează, iar rambursările cer permisiunea „refunds”.`,
      );
    }
    const money = {
      paid,
      received,
      refund: paid && difference < 0 ? { amount: -difference, method: refundMethod } : null,
      amountDue: paid && difference > 0 ? difference : 0,
    };
    return { row, oldLines, held, products, priced, totals, delivery, money };
  }

  return {
    /** The edit's lines, totals and money as saving would make them; nothing is written. */
    async preview(id: number, body: AdminOrderEditInput): Promise<AdminOrderQuote> {
      return db.transaction(async (tx) => {
        const plan = await planIn(tx, id, body);
        const { row, money } = plan;
        const invoice = money.paid ? await invoicing.currentInvoice(tx, id) : null;
        return {
          ...toQuote(plan.priced, plan.totals, {
            coupon: row.couponCode,
            referral: row.referrerId !== null && row.couponCode === null,
          }),
          modificare: {
            total_vechi: baniToDecimal(row.total),
            platit: baniToDecimal(money.received),
            rambursare: money.refund
              ? { suma: baniToDecimal(money.refund.amount), metoda: money.refund.method }
              : null,
            rest_de_plata: baniToDecimal(money.amountDue),
            factura_stornata: invoice?.code ?? null,
            factura_noua: invoice !== null,
          },
        };
      });
    },

    /**
     * Edits an order in `executor` (the transaction that keeps the request's Idempotency-Key):
     * the stock moves by the difference of each product (a 'sale' movement for more, a
     * 'cancellation' for fewer, both naming the order and the staff member), the lines and
     * totals are rewritten, the version raised. An unpaid order's pending payment asks for the
     * new total. A paid one gets a storno of its invoice and a new invoice, and the difference
     * is refunded (the refunds' own path, keyed by `providerKey` at the card processor) or
     * recorded as the amount due. History, audit log and the customer's mail go with it.
     */
    async edit(
      executor: Executor,
      id: number,
      body: AdminOrderEditInput,
      actor: Actor,
      options: { providerKey?: string | null; mayRefund?: boolean } = {},
    ): Promise<void> {
      await executor.transaction(async (tx) => {
        const plan = await planIn(tx, id, body, options.mayRefund ?? true);
        const { row, oldLines, held, products, priced, totals, delivery, money } = plan;
        const orders = createOrdersRepository(tx);
        const wanted = new Map(priced.map((line) => [line.product.id, line.quantity]));
        const more: StockLine[] = [];
        const less: StockLine[] = [];
        for (const productId of new Set([...held.keys(), ...wanted.keys()])) {
          const change = (wanted.get(productId) ?? 0) - (held.get(productId)?.quantity ?? 0);
          if (change > 0) more.push({ productId, quantity: change });
          if (change < 0) less.push({ productId, quantity: -change });
        }
        const why = { orderId: id, userId: actor.id, reason: `Comanda nr. ${id} modificată` };
        if (less.length > 0) await stock.restore(tx, less, { kind: 'cancellation', ...why });
        if (more.length > 0) {
          const reserved = new Set(await stock.reserve(tx, more, { kind: 'sale', ...why }));
          // Locked and checked by planIn: only a defect comes up short here.
          const missed = more.find((line) => !reserved.has(line.productId));
          if (missed) throw outOfStock(products.get(missed.productId)!);
        }
        const snapshot = new Map(oldLines.map((line) => [line.productId!, line]));
        await orders.replaceLines(
          id,
          priced.map((line, index) => {
            const total = totals.lines[index]!;
            return {
              orderId: id,
              productId: line.product.id,
              // A line the order had keeps the title it was sold under.
              title: snapshot.get(line.product.id)?.title ?? line.product.title,
              titleEn: snapshot.get(line.product.id)?.titleEn ?? line.product.title_en,
              unitPrice: line.unitPrice,
              quantity: line.quantity,
              vatRate: line.vatRate,
              lineTotal: total.lineTotal,
              discountShare: total.discount,
              automaticDiscount: total.automatic?.amount ?? 0,
              automaticDiscountId: total.automatic?.id ?? null,
              automaticDiscountName: total.automatic?.name ?? null,
              automaticDiscountPercent: total.automatic?.percent ?? null,
              automaticDiscountBuyQuantity: total.automatic?.buyQuantity ?? null,
              vatAmount: total.vat,
            };
          }),
        );
        // A wallet order's wallet part follows its total down (the difference goes back to it).
        const walletAmount = Math.min(row.walletAmount, totals.total);
        const updated = await orders.updateEdited(id, row.version, {
          subtotal: totals.subtotal,
          discount: totals.discount,
          automaticDiscount: totals.automaticDiscount,
          shippingCost: totals.shipping,
          total: totals.total,
          vatTotal: totals.vat,
          walletAmount,
          amountDue: money.amountDue,
          ...(delivery ? deliveryColumns(delivery) : {}),
        });
        if (!updated) throw staleOrder();
        const newLines = await orders.lines(id);
        const note = body.nota?.trim();

        let refund: { id: number; status: string; method: RefundMethod; amount: number } | null = null;
        let reinvoiced = false;
        if (money.paid) {
          const documents = await invoicing.reissueForEdit(
            tx,
            toInvoiceFacts(updated, newLines),
            {
              orderVersion: updated.version,
              reason: `Comanda nr. ${id} modificată: total ${formatLei(row.total)} → ${formatLei(totals.total)}`,
            },
            actor.id,
          );
          reinvoiced = documents !== null;
          if (money.refund) {
            // `row` is the order as it was paid: the refund is checked against what it received.
            const saved = await refunds.refundLocked(
              tx,
              row,
              {
                amount: money.refund.amount,
                method: money.refund.method,
                reason: `Diferența comenzii modificate (versiunea ${updated.version})`,
                orderVersion: updated.version,
              },
              actor,
              options.providerKey ?? null,
            );
            refund = {
              id: saved.id,
              status: saved.status,
              method: money.refund.method,
              amount: saved.amount,
            };
          }
        } else {
          // Nothing is paid: what is still to collect is the new total.
          await payments.repricePending(tx, id, totals.total - walletAmount);
        }

        const moneyNote = refund
          ? `; diferența de ${formatLei(refund.amount)} se rambursează`
          : money.amountDue > 0
            ? `; rest de plată ${formatLei(money.amountDue)}`
            : '';
        await orders.insertHistory({
          orderId: id,
          fromStatus: row.status as OrderStatus,
          toStatus: row.status as OrderStatus,
          actor: 'staff',
          note: `Comandă modificată: total ${formatLei(row.total)} → ${formatLei(totals.total)}${moneyNote}${note ? ` (${note})` : ''}`,
        });
        const facts = (order: OrderRow, lines: { productId: number | null; quantity: number }[]) => ({
          version: order.version,
          produse: lines.map((line) => ({ produs: line.productId, cantitate: line.quantity })),
          total: baniToDecimal(order.total),
          rest_de_plata: baniToDecimal(order.amountDue),
          livrare: {
            metoda: order.deliveryMethod,
            judet: order.deliveryCounty,
            localitate: order.deliveryCity,
            adresa: order.deliveryAddress,
            cod_postal: order.deliveryPostalCode,
            locker_id: order.lockerId,
          },
        });
        await audit.record(tx, actor, {
          entityType: 'order',
          entityId: id,
          action: 'edit',
          before: facts(row, oldLines),
          after: {
            ...facts(updated, newLines),
            ...(refund
              ? { rambursare: { id: refund.id, suma: baniToDecimal(refund.amount), metoda: refund.method } }
              : {}),
            ...(reinvoiced ? { refacturata: true } : {}),
            ...(note ? { nota: note } : {}),
          },
        });
        const mailData = toOrderMailData(
          updated,
          newLines,
          deps.shop.name,
          mailTermsOf(await settings.current(tx)),
        );
        const lineFacts = (lines: OrderLineRow[]) =>
          lines.map((line) => ({
            productId: line.productId,
            title: line.title,
            titleEn: line.titleEn,
            quantity: line.quantity,
          }));
        await deps.notifications.queue(tx, {
          kind: 'order_edited',
          to: updated.email,
          key: `order-${id}-edited-${updated.version}`,
          ...orderEditedMail(mailData, {
            before: { total: row.total, lines: lineFacts(oldLines) },
            after: { lines: lineFacts(newLines) },
            delivery: delivery !== null,
            note: note || null,
            refund: refund
              ? { amount: refund.amount, method: refund.method, completed: refund.status === 'completed' }
              : null,
            amountDue:
              money.amountDue > 0 ? { amount: money.amountDue, reference: transferReference(id) } : null,
            reinvoiced,
          }),
        });
      });
      deps.notifications.notifyQueued();
    },

    /**
     * Staff received what an edit left due (docs/decisions/061), by bank transfer or in cash at
     * the counter: a payment of that amount is recorded, the amount due cleared and the version
     * raised, with history and audit, in `executor` (the request's Idempotency-Key transaction).
     * The customer is mailed the payment's confirmation through the outbox, once per version
     * (docs/decisions/080).
     */
    async settleAmountDue(
      executor: Executor,
      id: number,
      body: { version: number; metoda: 'transfer' | 'numerar' },
      actor: Actor,
    ): Promise<void> {
      await executor.transaction(async (tx) => {
        const orders = createOrdersRepository(tx);
        const row = await orders.lock(id);
        if (!row) throw orderNotFound();
        if (row.version !== body.version) throw staleOrder();
        if (row.amountDue === 0) {
          throw new AppError(409, 'admin.not_allowed', 'Comanda nu are rest de plată.');
        }
        const provider = body.metoda === 'numerar' ? 'cash' : 'transfer';
        await payments.recordAmountDuePaid(tx, { id, amount: row.amountDue }, provider, new Date());
        const updated = await orders.updateEdited(id, row.version, { amountDue: 0 });
        if (!updated) throw staleOrder();
        await orders.insertHistory({
          orderId: id,
          fromStatus: row.status as OrderStatus,
          toStatus: row.status as OrderStatus,
          actor: 'staff',
          note: `Rest de plată încasat: ${formatLei(row.amountDue)} (${body.metoda === 'numerar' ? 'numerar' : 'transfer bancar'})`,
        });
        await audit.record(tx, actor, {
          entityType: 'order',
          entityId: id,
          action: 'amount_due_paid',
          before: { rest_de_plata: baniToDecimal(row.amountDue), version: row.version },
          after: { rest_de_plata: '0.00', metoda: body.metoda, version: updated.version },
        });
        const mailData = toOrderMailData(
          updated,
          await orders.lines(id),
          deps.shop.name,
          mailTermsOf(await settings.current(tx)),
        );
        await deps.notifications.queue(tx, {
          kind: 'amount_due_paid',
          to: updated.email,
          key: `order-${id}-amount-due-paid-${updated.version}`,
          ...amountDuePaidMail(mailData, { amount: row.amountDue, method: body.metoda }),
        });
      });
      deps.notifications.notifyQueued();
    },
  };
}

export type OrderEditingService = ReturnType<typeof createOrderEditingService>;
