import { REFERRAL_PERCENT } from '@shop/shared/constants';
import { baniToDecimal, formatLei } from '@shop/shared/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/shared/order-status';
import { orderTotals } from '@shop/shared/pricing';
import type { AdminOrderEditInput, AdminOrderQuote } from '@shop/shared/schemas/admin/orders';
import { shippingRuleOf } from '@shop/shared/schemas/shop-settings';
import type { Database, Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { Actor, AuditService } from '../../audit/audit.service';
import type { CouponsService } from '../../cart/coupons/coupons.service';
import type { StockLine, StockService } from '../../catalog/products/stock.service';
import type { ShopSettingsService } from '../../settings/settings.service';
import type { LockersService } from '../lockers/lockers.service';
import type { PaymentsService } from '../payments/payments.service';
import { deliveryColumns, resolveDelivery } from './order-delivery';
import { type HeldLine, lockAndPrice, outOfStock, toQuote } from './order-pricing';
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

/**
 * Why staff cannot edit an order's lines and delivery now, or null when they can
 * (docs/decisions/061): only before it ships, and only while nothing of it is paid — a paid
 * order would need a credit note, a new invoice and the difference paid or refunded, which this
 * version does not do; a card order's payment page holds its amount at the processor.
 */
export function editRefusalOf(row: OrderRow, lines: Pick<OrderLineRow, 'productId'>[]): string | null {
  const status = row.status as OrderStatus;
  if (!EDITABLE_STATUSES.includes(status)) {
    return `Comanda este „${ORDER_STATUS_LABELS[status].ro}”: se poate modifica doar înainte de expediere.`;
  }
  if (row.paidAt || row.walletAmount > 0) {
    return 'Comanda este plătită (integral sau din portofel): o comandă plătită nu se poate modifica. Anuleaz-o sau rambursează și plasează o comandă nouă.';
  }
  if (row.paymentMethod === 'card') {
    return 'Plata cu cardul a fost pornită cu suma comenzii: comanda nu se poate modifica.';
  }
  if (lines.some((line) => line.productId === null)) {
    return 'Un produs al comenzii a fost șters din catalog: comanda nu se mai poate modifica.';
  }
  // An edit reprices the lines it keeps at their old price with the coupon alone (orderTotals):
  // an automatic discount or a free-shipping coupon would be lost, so such an order is refused.
  if (row.automaticDiscount > 0) {
    return 'Comanda are o reducere automată: nu se poate modifica încă. Anuleaz-o și plasează o comandă nouă.';
  }
  return null;
}

/** Staff's edits of an order before it ships: its lines, quantities and delivery. */
export function createOrderEditingService(deps: {
  db: Database;
  stock: Pick<StockService, 'lock' | 'reserve' | 'restore'>;
  coupons: Pick<CouponsService, 'recheckForOrder'>;
  lockers: Pick<LockersService, 'findActive'>;
  settings: Pick<ShopSettingsService, 'current'>;
  payments: Pick<PaymentsService, 'repricePending'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, stock, coupons, lockers, settings, payments, audit } = deps;

  /**
   * The edit priced under the order's lock, as placement prices (lockAndPrice, orderTotals): a
   * product the order holds keeps the price it was charged and counts its own units as
   * available; a new one is priced now. The order's coupon is checked again (its minimum), the
   * referral discount kept, the shop's shipping rule of this moment applied.
   */
  async function planIn(tx: Executor, id: number, body: AdminOrderEditInput) {
    const orders = createOrdersRepository(tx);
    const row = await orders.lock(id);
    if (!row) throw orderNotFound();
    if (row.version !== body.version) throw staleOrder();
    const oldLines = await orders.lines(id);
    const refusal = editRefusalOf(row, oldLines);
    if (refusal) throw new AppError(409, 'admin.not_allowed', refusal);
    const held = new Map<number, HeldLine>(
      oldLines.map((line) => [
        line.productId!,
        { quantity: line.quantity, unitPrice: line.unitPrice, vatRate: line.vatRate },
      ]),
    );
    const wanted =
      body.produse ?? oldLines.map((line) => ({ produs: line.productId!, cantitate: line.quantity }));
    const { products, priced } = await lockAndPrice(stock, tx, wanted, held);
    const subtotal = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const coupon = row.couponCode
      ? await coupons.recheckForOrder(tx, { code: row.couponCode, subtotal })
      : null;
    if (coupon?.kind === 'free_shipping') {
      throw new AppError(
        409,
        'admin.not_allowed',
        'Comanda are un cupon de transport gratuit: nu se poate modifica încă. Anuleaz-o și plasează o comandă nouă.',
      );
    }
    const discount = coupon
      ? { kind: coupon.kind, value: coupon.value }
      : row.referrerId !== null
        ? { kind: 'percent' as const, value: REFERRAL_PERCENT }
        : null;
    const totals = orderTotals(priced, discount, shippingRuleOf(await settings.current(tx)));
    const delivery = body.livrare ? await resolveDelivery(lockers, tx, body.livrare) : null;
    return { row, oldLines, held, products, priced, totals, delivery, coupon };
  }

  return {
    /** The edit's lines and totals as saving would make them; nothing is written. */
    async preview(id: number, body: AdminOrderEditInput): Promise<AdminOrderQuote> {
      return db.transaction(async (tx) => {
        const plan = await planIn(tx, id, body);
        return toQuote(plan.priced, plan.totals, {
          coupon: plan.row.couponCode,
          referral: plan.row.referrerId !== null && plan.row.couponCode === null,
        });
      });
    },

    /**
     * Edits an order in `executor` (the transaction that keeps the request's Idempotency-Key):
     * the stock moves by the difference of each product (a 'sale' movement for more, a
     * 'cancellation' for fewer, both naming the order and the staff member), the lines and
     * totals are rewritten, the pending payment asks for the new total, the version is raised,
     * and the change goes into the order's history and the audit log.
     */
    async edit(executor: Executor, id: number, body: AdminOrderEditInput, actor: Actor): Promise<void> {
      await executor.transaction(async (tx) => {
        const plan = await planIn(tx, id, body);
        const { row, oldLines, held, products, priced, totals, delivery } = plan;
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
          priced.map((line, index) => ({
            orderId: id,
            productId: line.product.id,
            // A line the order had keeps the title it was sold under.
            title: snapshot.get(line.product.id)?.title ?? line.product.title,
            titleEn: snapshot.get(line.product.id)?.titleEn ?? line.product.title_en,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            vatRate: line.vatRate,
            lineTotal: totals.lines[index]!.lineTotal,
            discountShare: totals.lines[index]!.discountShare,
            vatAmount: totals.lines[index]!.vat,
          })),
        );
        const updated = await orders.updateEdited(id, row.version, {
          subtotal: totals.subtotal,
          discount: totals.discount,
          shippingCost: totals.shipping,
          total: totals.total,
          vatTotal: totals.vat,
          ...(delivery ? deliveryColumns(delivery) : {}),
        });
        if (!updated) throw staleOrder();
        // Nothing is paid (editRefusalOf): what is still to collect is the new total.
        await payments.repricePending(tx, id, totals.total - row.walletAmount);
        const note = body.nota?.trim();
        await orders.insertHistory({
          orderId: id,
          fromStatus: row.status as OrderStatus,
          toStatus: row.status as OrderStatus,
          actor: 'staff',
          note: `Comandă modificată: total ${formatLei(row.total)} → ${formatLei(totals.total)}${note ? ` (${note})` : ''}`,
        });
        const facts = (order: OrderRow, lines: { productId: number | null; quantity: number }[]) => ({
          version: order.version,
          produse: lines.map((line) => ({ produs: line.productId, cantitate: line.quantity })),
          total: baniToDecimal(order.total),
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
            ...facts(
              updated,
              [...wanted].map(([productId, quantity]) => ({ productId, quantity })),
            ),
            ...(note ? { nota: note } : {}),
          },
        });
      });
    },
  };
}

export type OrderEditingService = ReturnType<typeof createOrderEditingService>;
