import { baniToDecimal, decimalToBani, formatLei } from '@shop/shared/money';
import {
  canTransition,
  ORDER_STATUS_LABELS,
  orderPaymentState,
  type OrderStatus,
  staffTransitions,
} from '@shop/shared/order-status';
import {
  type AdminOrderBulkStatusResult,
  type AdminOrderDetail,
  type AdminOrderNoteCreateBody,
  type AdminOrderPage,
  type AdminRefund,
  type AdminOrderSort,
  MANUAL_REFUND_METHODS,
  ORDER_TAGS_PER_ORDER,
  type RefundMethod,
  type RefundStatus,
} from '@shop/shared/schemas/admin/orders';
import type { PaymentMethod, PaymentProviderName, PaymentStatus } from '@shop/shared/schemas/checkout';
import type { Database, Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { type PageRequest, invalidPage, toPage } from '../../../lib/pagination';
import type { AccountsService } from '../../accounts/accounts.service';
import type { ReferralsService } from '../../accounts/referrals.service';
import type { Actor, AuditService } from '../../audit/audit.service';
import type { ProductsService } from '../../catalog/products/products.service';
import type { StockService } from '../../catalog/products/stock.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import {
  mailTermsOf,
  orderDeliveredMail,
  orderRefundMail,
  orderShippedMail,
  paymentReceivedMail,
} from '../../notifications/order-mails';
import type { ShopSettingsService } from '../../settings/settings.service';
import type { WalletService } from '../../wallet/wallet.service';
import type { PaymentsService } from '../payments/payments.service';
import type { OrderLifecycleService } from './order-lifecycle.service';
import type { InvoicingService } from '../../invoicing/invoicing.service';
import type { Shipment } from '@shop/shared/schemas/admin/shipping';
import { editRefusalOf, receivedOf } from './order-editing.service';
import { liveAwbOf, toCustomerAwb } from './order-shipping';
import { fromWirePayment, toInvoiceFacts, toOrder, toOrderMailData, toWirePayment } from './orders.mapper';
import { createOrdersRepository, type OrderRow } from './orders.repository';
import { type CheckoutLogger, silentLogger } from './shop-page';
import {
  type AdminOrderConditions,
  type AdminOrderFilter,
  createOrdersAdminRepository,
  type RefundRow,
} from './orders-admin.repository';
import { csvBatches } from '../../../lib/csv';
import { ORDERS_CSV_COLUMNS, orderCsvCells } from './orders-csv';

const orderNotFound = () => notFound('checkout.order_not_found', 'Comanda nu a fost găsită.');
const refundNotFound = () => notFound('admin.refund_not_found', 'Rambursarea nu a fost găsită.');

/** The statuses an order passes on its way to what the courier reported (none: already there or past it). */
function courierSteps(from: OrderStatus, to: 'shipped' | 'delivered'): OrderStatus[] {
  const path: OrderStatus[] = ['placed', 'processing', 'shipped', 'delivered'];
  const start = path.indexOf(from);
  const end = path.indexOf(to);
  return start < 0 || start >= end ? [] : path.slice(start + 1, end + 1);
}

const isManual = (method: string) => (MANUAL_REFUND_METHODS as readonly string[]).includes(method);

export type AdminOrderListInput = Omit<
  AdminOrderFilter,
  'limit' | 'offset' | 'paymentMethod' | 'ordering'
> & {
  paymentMethod?: PaymentMethod;
  ordering?: AdminOrderSort;
};

/** The list's filters as the CSV export takes them (no pages, no ordering). */
export type AdminOrderExportInput = Omit<AdminOrderListInput, 'ordering'>;

/** Orders the CSV export reads per query. */
const EXPORT_BATCH = 500;
/** The tags the list's filter offers. */
const TAGS_IN_USE_MAX = 200;

/**
 * Money received for an order: all of it once paid (a card, a transfer, cash at the door), but
 * what an edit of the paid order left due (docs/decisions/061).
 */
const paidAmount = (row: OrderRow) => receivedOf(row);

/** Staff's work on orders: the list, one order whole, status changes, refunds and notes. */
export function createOrdersAdminService(deps: {
  db: Database;
  shop: { name: string };
  lifecycle: Pick<OrderLifecycleService, 'cancelLocked'>;
  payments: Pick<
    PaymentsService,
    'stripe' | 'transferInstructions' | 'recordCashCollected' | 'recordTransferReceived'
  >;
  wallet: Pick<WalletService, 'move'>;
  referrals: Pick<ReferralsService, 'afterStatusChange'>;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  settings: Pick<ShopSettingsService, 'current'>;
  invoicing: Pick<InvoicingService, 'issueInvoice' | 'issueCreditNote'>;
  audit: Pick<AuditService, 'record'>;
  accounts: Pick<AccountsService, 'emailsByIds'>;
  products: Pick<ProductsService, 'refsByIds'>;
  /** The catalogue's stock port: a refund may put its goods back (a 'return' movement). */
  stock: Pick<StockService, 'lock' | 'restore'>;
  /** The order's AWB for its detail (the shipping module, docs/decisions/052); none without it. */
  shipping?: {
    detailOf(
      executor: Executor,
      orderId: number,
    ): Promise<{ shipment: Shipment | null; awbAvailable: boolean }>;
  };
  log?: CheckoutLogger;
}) {
  const {
    db,
    shop,
    lifecycle,
    payments,
    wallet,
    referrals,
    notifications,
    audit,
    settings,
    invoicing,
    stock,
  } = deps;
  const log = deps.log ?? silentLogger;

  function toRefund(row: RefundRow, emails: Map<number, string>): AdminRefund {
    return {
      id: row.id,
      amount: baniToDecimal(row.amount),
      method: row.method as AdminRefund['method'],
      reason: row.reason,
      provider_ref: row.providerRef,
      status: row.status as RefundStatus,
      created_by: row.createdBy ? (emails.get(row.createdBy) ?? null) : null,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt ? row.completedAt.toISOString() : null,
      completed_by: row.completedBy ? (emails.get(row.completedBy) ?? null) : null,
    };
  }

  /** The staff who recorded or confirmed these refunds, by id. */
  const refundPeople = (rows: RefundRow[]) =>
    rows.flatMap((refund) =>
      [refund.createdBy, refund.completedBy].filter((id): id is number => id !== null),
    );

  async function detail(executor: Executor, id: number): Promise<AdminOrderDetail> {
    const orders = createOrdersRepository(executor);
    const admin = createOrdersAdminRepository(executor);
    const row = await orders.find(id);
    if (!row) throw orderNotFound();
    const [lines, attempts, refunds, history, notes, awb, shipping, tags] = await Promise.all([
      orders.lines(id),
      admin.payments(id),
      admin.refunds(id),
      orders.history(id),
      admin.notes(id),
      liveAwbOf(executor, id),
      deps.shipping?.detailOf(executor, id) ?? { shipment: null, awbAvailable: false },
      admin.tags(id),
    ]);
    const userIds = [
      ...(row.userId ? [row.userId] : []),
      ...refundPeople(refunds),
      ...notes.flatMap((note) => (note.authorId ? [note.authorId] : [])),
    ];
    const [emails, refs, restockable] = await Promise.all([
      deps.accounts.emailsByIds(userIds),
      deps.products.refsByIds(lines.flatMap((line) => (line.productId ? [line.productId] : []))),
      restockableOf(executor, row),
    ]);
    const latest = attempts[attempts.length - 1];
    const transfer =
      row.paymentMethod === 'bank_transfer' || row.amountDue > 0
        ? payments.transferInstructions(row, await settings.current(db))
        : undefined;
    const paid = paidAmount(row);
    // An edit's refund paid back what the edit took off the total (docs/decisions/061): the
    // total already says so, so it is no refund of it.
    const ofTotal = refunds.filter((refund) => refund.orderVersion === null);
    // Money back is what has left; a transfer still to be made only holds its amount.
    const refunded = ofTotal
      .filter((refund) => refund.status === 'completed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const recorded = ofTotal.reduce((sum, refund) => sum + refund.amount, 0);
    const stripePaid = attempts.some(
      (attempt) => attempt.provider === 'stripe' && attempt.succeededAt && attempt.providerRef,
    );
    return {
      ...toOrder(row, lines, latest, transfer, 'masked', toCustomerAwb(awb)),
      lines: lines.map((line) => {
        const ref = line.productId ? refs.get(line.productId) : undefined;
        return {
          product_id: line.productId,
          product_slug: ref?.slug ?? null,
          sku: ref?.sku ?? null,
          titlu: line.title,
          cantitate: line.quantity,
          pret: baniToDecimal(line.unitPrice),
          total_linie: baniToDecimal(line.lineTotal),
          tva_procent: line.vatRate,
          restockable: line.productId ? (restockable.get(line.productId) ?? 0) : 0,
        };
      }),
      customer: {
        user_id: row.userId,
        account_email: row.userId ? (emails.get(row.userId) ?? null) : null,
      },
      payments: attempts.map((attempt) => ({
        id: attempt.id,
        provider: attempt.provider as PaymentProviderName,
        status: attempt.status as PaymentStatus,
        amount: baniToDecimal(attempt.amount),
        provider_ref: attempt.providerRef,
        failure_reason: attempt.failureReason,
        created_at: attempt.createdAt.toISOString(),
        succeeded_at: attempt.succeededAt ? attempt.succeededAt.toISOString() : null,
      })),
      refunds: refunds.map((refund) => toRefund(refund, emails)),
      history: history.map((entry) => ({
        from_status: entry.fromStatus as OrderStatus | null,
        to_status: entry.toStatus as OrderStatus,
        actor: entry.actor,
        note: entry.note,
        created_at: entry.createdAt.toISOString(),
      })),
      notes: notes.map((note) => ({
        id: note.id,
        body: note.body,
        author: note.authorId ? (emails.get(note.authorId) ?? null) : null,
        created_at: note.createdAt.toISOString(),
      })),
      payment_status: orderPaymentState(paid > 0, paid, refunded),
      paid_amount: baniToDecimal(paid),
      refunded_amount: baniToDecimal(refunded),
      refundable_amount: baniToDecimal(Math.max(0, paid - recorded)),
      stripe_refund_available: payments.stripe !== null && stripePaid,
      wallet_refund_available: row.userId !== null,
      allowed_transitions: staffTransitions(row.status as OrderStatus, row.paymentMethod),
      shipment: shipping.shipment,
      awb_available: shipping.awbAvailable,
      tags,
      version: row.version,
      edit_refused: editRefusalOf(row, lines, ofTotal.length),
      amount_due: baniToDecimal(row.amountDue),
    };
  }

  async function queueStatusMail(tx: Executor, row: OrderRow, to: OrderStatus): Promise<void> {
    if (to !== 'shipped' && to !== 'delivered') return;
    const lines = await createOrdersRepository(tx).lines(row.id);
    const data = toOrderMailData(row, lines, shop.name, mailTermsOf(await settings.current(tx)));
    await notifications.queue(tx, {
      kind: `order_${to}`,
      to: row.email,
      key: `order-${row.id}-${to}`,
      ...(to === 'shipped' ? orderShippedMail(data, await liveAwbOf(tx, row.id)) : orderDeliveredMail(data)),
    });
  }

  /**
   * Moves a locked order one step, `from` its status to `to` (not cancelled), as staff's button
   * and the courier's status sync both do: cash on delivery is paid when the courier hands the
   * parcel over (docs/decisions/038), a bank transfer when staff see it arrive; the order's paid_at
   * and its payment are written together, and the order is invoiced with them (decision 045).
   * Records the history, settles referrals and queues the status mail (unless `quiet`: a step the
   * courier's sync passes through on its way further). Undefined when the order moved meanwhile.
   */
  async function moveLocked(
    tx: Executor,
    row: OrderRow,
    to: OrderStatus,
    who: { actor: 'staff' | 'system'; staffId: number | null; note?: string; quiet?: boolean },
  ): Promise<OrderRow | undefined> {
    const id = row.id;
    const from = row.status as OrderStatus;
    const orders = createOrdersRepository(tx);
    const cashCollected = to === 'delivered' && row.paymentMethod === 'cash_on_delivery' && !row.paidAt;
    const transferReceived = to === 'placed' && row.paymentMethod === 'bank_transfer' && !row.paidAt;
    const paidAt = cashCollected || transferReceived ? new Date() : null;
    const changed = await orders.transition(
      id,
      [from],
      to,
      paidAt ? { paidAt, ...(transferReceived ? { expiresAt: null } : {}) } : {},
    );
    if (changed && paidAt) {
      const collected = { id, amount: row.total - row.walletAmount };
      if (cashCollected) await payments.recordCashCollected(tx, collected, paidAt);
      else await payments.recordTransferReceived(tx, collected, paidAt);
      const lines = await orders.lines(id);
      await invoicing.issueInvoice(tx, toInvoiceFacts(changed, lines), who.staffId);
      if (transferReceived) {
        await notifications.queue(tx, {
          kind: 'payment_received',
          to: changed.email,
          key: `order-${id}-payment-received`,
          ...paymentReceivedMail(
            toOrderMailData(changed, lines, shop.name, mailTermsOf(await settings.current(tx))),
          ),
        });
      }
    }
    if (changed) {
      await orders.insertHistory({
        orderId: id,
        fromStatus: from,
        toStatus: to,
        actor: who.actor,
        note: who.note,
      });
      await referrals.afterStatusChange(tx, changed, to);
      if (!who.quiet) await queueStatusMail(tx, changed, to);
    }
    return changed;
  }

  /**
   * The money of `refund` has left (recorded so, or staff confirmed their transfer), for an order
   * locked in `tx`: once completed refunds reach what was paid the order becomes refunded, and the
   * customer's mail is queued, once per refund whatever the retries (its outbox key is the refund's).
   */
  async function completedLocked(
    tx: Executor,
    row: OrderRow,
    refund: RefundRow,
    historyActor: 'staff' | 'payment' = 'staff',
  ): Promise<void> {
    const id = row.id;
    const admin = createOrdersAdminRepository(tx);
    const orders = createOrdersRepository(tx);
    let current = row;
    if ((await admin.completedRefundSum(id)) >= paidAmount(row)) {
      await admin.markPaymentsRefunded(id);
      const from = row.status as OrderStatus;
      if (canTransition(from, 'refunded')) {
        current = (await orders.transition(id, [from], 'refunded')) ?? row;
        await orders.insertHistory({
          orderId: id,
          fromStatus: from,
          toStatus: 'refunded',
          actor: historyActor,
          note: refund.reason,
        });
        await referrals.afterStatusChange(tx, current, 'refunded');
      }
    }
    const lines = await orders.lines(id);
    await notifications.queue(tx, {
      kind: 'order_refund',
      to: row.email,
      key: `order-${id}-refund-${refund.id}`,
      ...orderRefundMail(
        toOrderMailData(current, lines, shop.name, mailTermsOf(await settings.current(tx))),
        {
          amount: refund.amount,
          method: refund.method as RefundMethod,
          reason: refund.reason,
        },
      ),
    });
  }

  /**
   * Pays back part or all of what was paid, for an order its caller has locked in `tx`: the refunds
   * (awaiting ones too) are summed and the new one written under that lock, so two refunds at once
   * never add up past the payment; a Stripe refund is asked for inside it, keyed by the request's
   * Idempotency-Key (or, without one, by our refund's id), so a retried request never pays twice.
   * A card or bank refund staff have not made yet (`transferDone` false) is kept awaiting its
   * transfer and mails nobody; every other one is completed now and queues the customer's mail
   * (the caller wakes the outbox after commit).
   */
  async function refundLocked(
    tx: Executor,
    row: OrderRow,
    body: {
      amount: number;
      method: RefundMethod;
      reason: string;
      transferDone?: boolean;
      /** The return this refund pays back, and the products it sent back (for the credit note). */
      fromReturn?: { id: number; returned: { productId: number; quantity: number }[] };
      /** The goods staff put back in stock with this refund (none: the stock stays as it is). */
      restock?: { productId: number; quantity: number }[];
      /**
       * The order's version an edit of the paid order made, when this refund pays back what the
       * edit took off (docs/decisions/061): the edit's storno and new invoice document it (no
       * credit note of its own) and its mail tells the customer (none from here).
       */
      orderVersion?: number;
    },
    actor: Actor,
    /** The provider's idempotency key, derived from the request's Idempotency-Key (decision 027). */
    providerKey: string | null = null,
  ): Promise<RefundRow> {
    const id = row.id;
    const amount = body.amount;
    const admin = createOrdersAdminRepository(tx);
    const paid = paidAmount(row);
    if (paid === 0) {
      throw new AppError(409, 'admin.not_allowed', 'Comanda nu este plătită: nu ai ce rambursa.');
    }
    const refunded = await admin.refundedSum(id);
    const refundable = paid - refunded;
    if (amount > refundable) {
      const message = `Se pot rambursa cel mult ${formatLei(refundable)}.`;
      throw new AppError(400, 'admin.not_allowed', message, { amount: [message] });
    }
    const attempts = await admin.payments(id);
    const succeeded = attempts.filter((attempt) => attempt.succeededAt);
    const stripePayment = succeeded.find((attempt) => attempt.provider === 'stripe' && attempt.providerRef);
    if (body.method === 'wallet' && row.userId === null) {
      const message = 'Comanda nu este din cont: alege card sau transfer bancar.';
      throw new AppError(400, 'admin.not_allowed', message, { method: [message] });
    }
    if (body.method === 'stripe' && (!payments.stripe || !stripePayment)) {
      const message = 'Comanda nu a fost plătită prin Stripe: alege card sau transfer bancar.';
      throw new AppError(400, 'admin.not_allowed', message, { method: [message] });
    }
    const restock = body.restock ?? [];
    // Checked before anything is recorded (or asked of Stripe): a refused restock refunds nothing.
    if (restock.length > 0) await checkRestock(tx, row, restock);
    const restockIds = restock.map((line) => line.productId).sort((a, b) => a - b);
    // The products before the refund's row: recording it takes the day's row of the sales report
    // (a trigger), which an order being placed takes after its products (docs/decisions/086).
    if (restockIds.length > 0) await stock.lock(tx, restockIds);
    const awaiting = isManual(body.method) && body.transferDone !== true;
    const inserted = await admin.insertRefund({
      orderId: id,
      paymentId: (body.method === 'stripe' ? stripePayment : succeeded[0])?.id ?? null,
      amount,
      method: body.method,
      reason: body.reason,
      createdBy: actor.id,
      status: awaiting ? 'awaiting_transfer' : 'completed',
      completedAt: awaiting ? null : new Date(),
      orderVersion: body.orderVersion ?? null,
    });
    let saved = inserted;
    if (body.method === 'stripe' && payments.stripe && stripePayment?.providerRef) {
      try {
        const answer = await payments.stripe.refund({
          sessionId: stripePayment.providerRef,
          amount,
          // Without a request key the refund's own id: a new request is a new refund.
          idempotencyKey: providerKey ? `refund-${providerKey}` : `refund-${inserted.id}`,
        });
        await admin.setRefundProviderRef(inserted.id, answer.id);
        saved = { ...inserted, providerRef: answer.id };
      } catch (error) {
        log.error({ err: error, orderId: id, refundId: inserted.id }, 'Stripe refused or missed a refund');
        throw new AppError(
          502,
          'checkout.payment_provider_unavailable',
          'Stripe nu a confirmat rambursarea; nu s-a înregistrat nimic. Încearcă din nou.',
        );
      }
    }
    if (body.method === 'wallet') {
      await wallet.move(tx, {
        userId: row.userId!,
        amount,
        kind: 'refund',
        source: `refund:${inserted.id}`,
        orderId: id,
        note: body.reason,
        createdBy: actor.id,
      });
    }
    if (restock.length > 0) {
      await admin.insertRestocks(inserted.id, restock);
      await stock.restore(tx, restock, {
        kind: 'return',
        orderId: id,
        userId: actor.id,
        reason: `Rambursare nr. ${inserted.id}`,
      });
    }
    const forEdit = body.orderVersion !== undefined;
    // What is owed back is credited when it is recorded, paid or still awaiting its transfer (decision 045).
    if (!forEdit) {
      await invoicing.issueCreditNote(
        tx,
        id,
        {
          amount,
          reason: body.reason,
          refundId: inserted.id,
          returnId: body.fromReturn?.id ?? null,
          returned: body.fromReturn?.returned ?? [],
        },
        actor.id,
      );
    }
    if (!awaiting && !forEdit) await completedLocked(tx, row, saved);
    await audit.record(tx, actor, {
      entityType: 'refund',
      entityId: inserted.id,
      action: 'create',
      after: {
        order_id: id,
        amount: baniToDecimal(amount),
        method: body.method,
        reason: body.reason,
        provider_ref: saved.providerRef,
        status: saved.status,
        ...(forEdit ? { order_version: body.orderVersion } : {}),
        ...(restock.length > 0
          ? { restock: restock.map((line) => ({ product_id: line.productId, cantitate: line.quantity })) }
          : {}),
      },
    });
    return saved;
  }

  /**
   * Per product of a locked order, how many units a refund may still put back in stock: what it
   * sold, less what its received returns and earlier restocks put back; none once the order was
   * cancelled (cancelling put its stock back).
   */
  async function restockableOf(tx: Executor, row: OrderRow): Promise<Map<number, number>> {
    const lines = await createOrdersRepository(tx).lines(row.id);
    const back = await createOrdersAdminRepository(tx).restockedByProduct(row.id);
    const sold = new Map<number, number>();
    for (const line of lines) {
      if (line.productId !== null) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
    }
    return new Map(
      [...sold].map(([productId, quantity]) => [
        productId,
        row.cancelledAt ? 0 : Math.max(0, quantity - (back.get(productId) ?? 0)),
      ]),
    );
  }

  /** Refuses a restock naming a product the order did not sell, or more than may still come back. */
  async function checkRestock(
    tx: Executor,
    row: OrderRow,
    restock: { productId: number; quantity: number }[],
  ): Promise<void> {
    const restockable = await restockableOf(tx, row);
    for (const line of restock) {
      const left = restockable.get(line.productId);
      if (left === undefined) {
        const message = `Produsul ${line.productId} nu este în comandă.`;
        throw new AppError(400, 'admin.not_allowed', message, { restock: [message] });
      }
      if (line.quantity > left) {
        const message =
          left === 0
            ? `Produsul ${line.productId} este deja înapoi în stoc.`
            : `Din produsul ${line.productId} se pot repune în stoc cel mult ${left} bucăți.`;
        throw new AppError(400, 'admin.not_allowed', message, { restock: [message] });
      }
    }
  }

  /**
   * Moves an order to `to` if staff may from where it is now, with the row locked, in a
   * transaction (a savepoint) of `executor`: a refusal rolls back only this order's change.
   * Queues the status mail; the caller wakes the outbox once committed.
   */
  async function changeStatusIn(
    executor: Executor,
    id: number,
    body: { status: OrderStatus; note?: string },
    actor: Actor,
  ): Promise<void> {
    await executor.transaction(async (tx) => {
      const row = await createOrdersRepository(tx).lock(id);
      if (!row) throw orderNotFound();
      const from = row.status as OrderStatus;
      const to = body.status;
      if (!staffTransitions(from, row.paymentMethod).includes(to)) {
        throw new AppError(
          409,
          'admin.not_allowed',
          `Comanda nu poate trece din „${ORDER_STATUS_LABELS[from].ro}” în „${ORDER_STATUS_LABELS[to].ro}”.`,
          { status: [`Din „${ORDER_STATUS_LABELS[from].ro}” nu se poate trece aici.`] },
        );
      }
      const note = body.note?.trim() || undefined;
      let changed: OrderRow | undefined;
      if (to === 'cancelled') {
        [changed] = await lifecycle.cancelLocked(tx, [row], 'staff', 'cancelled_by_staff', {
          note,
          staffUserId: actor.id,
        });
      } else {
        changed = await moveLocked(tx, row, to, { actor: 'staff', staffId: actor.id, note });
      }
      if (!changed) throw new AppError(409, 'conflict', 'Comanda tocmai a fost schimbată. Reîncarcă pagina.');
      await audit.record(tx, actor, {
        entityType: 'order',
        entityId: id,
        action: 'status',
        before: { status: from },
        after: { status: to, ...(note ? { note } : {}) },
      });
    });
  }

  return {
    async list(
      input: AdminOrderListInput,
      page: PageRequest,
      link: { publicUrl: string; url: string },
    ): Promise<AdminOrderPage> {
      const filter: AdminOrderFilter = {
        ...input,
        paymentMethod: input.paymentMethod ? fromWirePayment(input.paymentMethod) : undefined,
        ordering: input.ordering ?? '-created',
        limit: page.size,
        offset: page.offset,
      };
      const repository = createOrdersAdminRepository(db);
      const [rows, counted] = await Promise.all([repository.list(filter), repository.count(filter)]);
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      // Past the counted limit the "next" link must still lead on while a full page came back.
      const count = counted.exact ? counted.count : Math.max(counted.count, page.offset + rows.length + 1);
      const results = rows.map((row) => ({
        id: row.id,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        nume: row.lastName,
        prenume: row.firstName,
        email: row.email,
        telefon: row.phone,
        total: baniToDecimal(row.total),
        plata: toWirePayment(row.paymentMethod),
        payment_status: orderPaymentState(row.paid, row.total, row.refunded),
        livrare: row.deliveryMethod === 'locker' ? ('easybox' as const) : ('curier' as const),
        user_id: row.userId,
        tags: row.tags,
      }));
      const built = toPage(results, count, page, link);
      return {
        ...built,
        next: rows.length < page.size ? null : built.next,
        count: counted.count,
        count_exact: counted.exact,
      };
    },

    detail: (id: number) => detail(db, id),
    /** One order whole, read in `executor` (the transaction that has just written it). */
    detailIn: detail,

    /**
     * The courier reported the parcel picked up (`shipped`) or delivered: the order moves there
     * through the same steps as staff's button (a placed order passes through processing), so
     * delivery starts the return window and a cash-on-delivery order is paid and invoiced. Only
     * the last step mails the customer. False when the order was already there (or cannot go).
     */
    async advanceFromCourier(id: number, to: 'shipped' | 'delivered', note: string): Promise<boolean> {
      const moved = await db.transaction(async (tx) => {
        const row = await createOrdersRepository(tx).lock(id);
        if (!row) return false;
        const steps = courierSteps(row.status as OrderStatus, to);
        let current = row;
        for (const [index, step] of steps.entries()) {
          const changed = await moveLocked(tx, current, step, {
            actor: 'system',
            staffId: null,
            note,
            quiet: index < steps.length - 1,
          });
          if (!changed) return index > 0;
          current = changed;
        }
        return steps.length > 0;
      });
      if (moved) notifications.notifyQueued();
      return moved;
    },

    /**
     * Moves an order to `to` if staff may from where it is now, with the row locked; inside
     * `executor` when given (the transaction that keeps the request's Idempotency-Key).
     */
    async changeStatus(
      id: number,
      body: { status: OrderStatus; note?: string },
      actor: Actor,
      executor: Executor = db,
    ) {
      await changeStatusIn(executor, id, body, actor);
      notifications.notifyQueued();
      return detail(executor, id);
    },

    /**
     * Moves each of these orders to `status` by the single change's rules (changeStatusIn), each
     * in its own savepoint: an order refused (a move staff may not make from where it is, a number
     * that is no order) keeps its state and gets its error, and the others go on. Inside
     * `executor` when given (the transaction that keeps the request's Idempotency-Key).
     */
    async bulkChangeStatus(
      orderIds: number[],
      body: { status: OrderStatus; note?: string },
      actor: Actor,
      executor: Executor = db,
    ): Promise<AdminOrderBulkStatusResult> {
      const results: AdminOrderBulkStatusResult['results'] = [];
      for (const id of [...new Set(orderIds)]) {
        try {
          await changeStatusIn(executor, id, body, actor);
          results.push({ order_id: id, status: body.status, error: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ order_id: id, status: null, error: { detail: error.detail, code: error.code } });
        }
      }
      notifications.notifyQueued();
      return { results };
    },

    /**
     * The orders the list's filters match as CSV lines (UTF-8 with a BOM, `;`-separated, CRLF,
     * Romanian headers), newest first, read a batch at a time along the order numbers.
     */
    exportCsv(input: AdminOrderExportInput): AsyncGenerator<string> {
      const filter: AdminOrderConditions = {
        ...input,
        paymentMethod: input.paymentMethod ? fromWirePayment(input.paymentMethod) : undefined,
      };
      const repository = createOrdersAdminRepository(db);
      return csvBatches(
        ORDERS_CSV_COLUMNS,
        (after: { id: number } | undefined) =>
          repository.exportBatch(filter, after?.id ?? null, EXPORT_BATCH),
        orderCsvCells,
      );
    },

    /**
     * A customer's orders in figures (the admin's customer page): what the paid orders brought,
     * less their refunds, and its average per paid order, rounded to the ban.
     */
    async customerStats(userId: number, accounts: { assertCustomer(id: number): Promise<void> }) {
      await accounts.assertCustomer(userId);
      const stats = await createOrdersAdminRepository(db).customerStats(userId);
      return {
        orders: stats.orders,
        paid_orders: stats.paid,
        total_spent: baniToDecimal(stats.spent),
        average_order: baniToDecimal(stats.paid > 0 ? Math.round(stats.spent / stats.paid) : 0),
      };
    },

    /** The tags staff use, most used first (the list's filter offers them). */
    tagsInUse: () => createOrdersAdminRepository(db).tagsInUse(TAGS_IN_USE_MAX),

    /** Puts a tag on an order (once, whatever its case); answers the order's tags. */
    async addTag(id: number, tag: string, actor: Actor): Promise<string[]> {
      return db.transaction(async (tx) => {
        const row = await createOrdersRepository(tx).lock(id);
        if (!row) throw orderNotFound();
        const admin = createOrdersAdminRepository(tx);
        const current = await admin.tags(id);
        if (current.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return current;
        if (current.length >= ORDER_TAGS_PER_ORDER) {
          const message = `O comandă poate avea cel mult ${ORDER_TAGS_PER_ORDER} de etichete.`;
          throw new AppError(400, 'admin.not_allowed', message, { tag: [message] });
        }
        await admin.addTag(id, tag, actor.id);
        await audit.record(tx, actor, {
          entityType: 'order',
          entityId: id,
          action: 'tag_add',
          after: { tag },
        });
        return admin.tags(id);
      });
    },

    /** Takes a tag off an order (case ignored); 404 when the order does not carry it. */
    async removeTag(id: number, tag: string, actor: Actor): Promise<string[]> {
      return db.transaction(async (tx) => {
        const row = await createOrdersRepository(tx).lock(id);
        if (!row) throw orderNotFound();
        const admin = createOrdersAdminRepository(tx);
        const removed = await admin.removeTag(id, tag);
        if (removed === undefined) {
          throw notFound('admin.order_tag_not_found', 'Comanda nu are această etichetă.');
        }
        await audit.record(tx, actor, {
          entityType: 'order',
          entityId: id,
          action: 'tag_remove',
          before: { tag: removed },
        });
        return admin.tags(id);
      });
    },

    /**
     * Pays back part or all of what was paid (refundLocked), with the order's row locked; inside
     * `executor` when given (the transaction that keeps the request's Idempotency-Key).
     */
    async refund(
      id: number,
      body: {
        amount: string;
        method: RefundMethod;
        reason: string;
        manual_transfer_done?: boolean;
        restock?: { product_id: number; cantitate: number }[];
      },
      actor: Actor,
      within: { executor?: Executor; providerKey?: string | null } = {},
    ): Promise<AdminRefund> {
      const amount = decimalToBani(body.amount);
      if (amount === null || amount <= 0) {
        throw new AppError(400, 'validation_error', 'Suma nu este validă.', {
          amount: ['Suma trebuie să fie mai mare ca zero.'],
        });
      }
      const refund = await (within.executor ?? db).transaction(async (tx) => {
        const row = await createOrdersRepository(tx).lock(id);
        if (!row) throw orderNotFound();
        return refundLocked(
          tx,
          row,
          {
            method: body.method,
            reason: body.reason,
            amount,
            transferDone: body.manual_transfer_done,
            restock: body.restock?.map((line) => ({ productId: line.product_id, quantity: line.cantitate })),
          },
          actor,
          within.providerKey ?? null,
        );
      });
      notifications.notifyQueued();
      return toRefund(refund, new Map([[actor.id, actor.email]]));
    },

    refundLocked,

    /**
     * The card processor reports money paid back (Netopia's status 8: staff refunded in its own
     * admin), for an order locked in `tx` by the payment event's handler: recorded as a completed
     * card refund, as staff's would be, with its credit note and the customer's mail, capped at
     * what is still refundable. The caller applies each provider event once. Answers the refund,
     * or null when nothing was left to refund.
     */
    async recordProviderRefund(
      tx: Executor,
      row: OrderRow,
      refund: { amount: number; reason: string; paymentId: string; providerRef: string | null },
    ): Promise<RefundRow | null> {
      const admin = createOrdersAdminRepository(tx);
      const refundable = paidAmount(row) - (await admin.refundedSum(row.id));
      const amount = Math.min(refund.amount, refundable);
      if (amount <= 0) return null;
      const saved = await admin.insertRefund({
        orderId: row.id,
        paymentId: refund.paymentId,
        amount,
        method: 'card',
        reason: refund.reason,
        createdBy: null,
        providerRef: refund.providerRef,
        status: 'completed',
        completedAt: new Date(),
      });
      await invoicing.issueCreditNote(tx, row.id, {
        amount,
        reason: refund.reason,
        refundId: saved.id,
        returnId: null,
        returned: [],
      });
      await completedLocked(tx, row, saved, 'payment');
      return saved;
    },

    /**
     * Staff confirm they made a card or bank refund's transfer: the refund is completed and the
     * customer mailed, once. The order's row is locked first (as every refund does), so parallel
     * confirmations queue behind it and all but one find the refund completed: 409.
     */
    async confirmTransfer(
      orderId: number,
      refundId: number,
      actor: Actor,
      executor: Executor = db,
    ): Promise<AdminRefund> {
      const refund = await executor.transaction(async (tx) => {
        const row = await createOrdersRepository(tx).lock(orderId);
        if (!row) throw orderNotFound();
        const admin = createOrdersAdminRepository(tx);
        const found = await admin.lockRefund(orderId, refundId);
        if (!found) throw refundNotFound();
        const completed =
          found.status === 'awaiting_transfer' ? await admin.completeRefund(found.id, actor.id) : undefined;
        if (!completed) {
          throw new AppError(
            409,
            'admin.refund_completed',
            'Rambursarea este deja încheiată: clientul a fost anunțat.',
          );
        }
        await completedLocked(tx, row, completed);
        await audit.record(tx, actor, {
          entityType: 'refund',
          entityId: completed.id,
          action: 'transfer_confirmed',
          before: { status: found.status },
          after: { status: completed.status, order_id: orderId },
        });
        return completed;
      });
      notifications.notifyQueued();
      const emails = await deps.accounts.emailsByIds(refundPeople([refund]));
      return toRefund(refund, emails);
    },

    /** These refunds as staff see them (with who recorded and confirmed them), by id. */
    async refundsByIds(executor: Executor, ids: number[]): Promise<Map<number, AdminRefund>> {
      const rows = await createOrdersAdminRepository(executor).refundsWithPeople(ids);
      return new Map(
        rows.map(({ row, createdBy, completedBy }) => {
          const emails = new Map<number, string>();
          if (row.createdBy !== null && createdBy !== null) emails.set(row.createdBy, createdBy);
          if (row.completedBy !== null && completedBy !== null) emails.set(row.completedBy, completedBy);
          return [row.id, toRefund(row, emails)];
        }),
      );
    },

    /** What is left of an order's payment to refund (bani), and where a refund can go. */
    /** How each of these orders can be refunded, in one statement whatever their number. */
    async refundOptions(
      executor: Executor,
      rows: OrderRow[],
    ): Promise<Map<number, { refundable: number; stripe: boolean; wallet: boolean }>> {
      const facts = await createOrdersAdminRepository(executor).refundFacts(rows.map((row) => row.id));
      return new Map(
        rows.map((row) => {
          const fact = facts.get(row.id) ?? { refunded: 0, stripePaid: false };
          return [
            row.id,
            {
              refundable: paidAmount(row) - fact.refunded,
              stripe: payments.stripe !== null && fact.stripePaid,
              wallet: row.userId !== null,
            },
          ];
        }),
      );
    },

    async addNote(id: number, body: AdminOrderNoteCreateBody, actor: Actor) {
      return db.transaction(async (tx) => {
        const row = await createOrdersRepository(tx).find(id);
        if (!row) throw orderNotFound();
        const note = await createOrdersAdminRepository(tx).insertNote({
          orderId: id,
          authorId: actor.id,
          body: body.body.trim(),
        });
        await audit.record(tx, actor, {
          entityType: 'order',
          entityId: id,
          action: 'note',
          after: { note_id: note.id, body: note.body },
        });
        return {
          id: note.id,
          body: note.body,
          author: actor.email,
          created_at: note.createdAt.toISOString(),
        };
      });
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
