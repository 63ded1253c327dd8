import { baniToDecimal, decimalToBani, formatLei } from '@shop/shared/money';
import type { Language } from '@shop/shared/constants';
import {
  type AdminReturn,
  type AdminReturnPage,
  type OrderReturnState,
  refundMethodsFor,
  returnTooLateMessage,
  RETURN_MESSAGES,
  type ReturnReason,
  type ReturnRefundMethod,
  type ReturnRequest,
  type ReturnStatus,
} from '@shop/shared/schemas/returns';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { type PageRequest, invalidPage, toPage } from '../../../lib/pagination';
import type { PersonalDataSource } from '../../accounts/personal-data';
import type { Actor, AuditService } from '../../audit/audit.service';
import type { VouchersService } from '../../cart/coupons/vouchers.service';
import type { StockService } from '../../catalog/products/stock.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import { mailTermsOf, returnMail, type ReturnMailStep } from '../../notifications/order-mails';
import { adminPage, returnRequestAlertMail } from '../../notifications/shop-alerts';
import type { InvoicingService } from '../../invoicing/invoicing.service';
import type { ShopSettingsService } from '../../settings/settings.service';
import type { OrdersAdminService } from '../orders/orders-admin.service';
import type { OrderPaymentMethod } from '../payments/payments.service';
import { toOrderMailData, toWirePayment } from '../orders/orders.mapper';
import { createOrdersRepository, type OrderRow } from '../orders/orders.repository';
import { createReturnsRepository, type ReturnLineRow, type ReturnRow } from './returns.repository';

const DAY_MS = 24 * 3600_000;
/** How long a voucher given for a return stays valid. */
const RETURN_VOUCHER_DAYS = 365;

const returnNotFound = () => notFound('returns.not_found', RETURN_MESSAGES.notFound);
const orderNotFound = () => notFound('checkout.order_not_found', 'Comanda nu a fost găsită.');
const wrongStep = (status: string) =>
  new AppError(409, 'admin.not_allowed', `Cererea este „${status}”: pasul acesta nu se poate face acum.`);

/** The last moment of an order's return window (the one it was placed with), once it is delivered. */
export const returnDeadline = (deliveredAt: Date, returnDays: number) =>
  new Date(deliveredAt.getTime() + returnDays * DAY_MS);

/** What the returned quantity of a line paid: its share of what the whole line paid. */
const returnedValue = (line: ReturnLineRow) =>
  Math.round((line.linePaid * line.quantity) / line.orderedQuantity);

function toReturnRequest(row: ReturnRow, lines: ReturnLineRow[]): ReturnRequest {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    id: row.id,
    comanda: row.orderId,
    motiv: row.reason as ReturnReason,
    detalii: row.details,
    iban: row.iban,
    status: row.status as ReturnStatus,
    nota_magazin: row.staffNote,
    produse: lines.map((line) => ({
      linie: line.orderLineId,
      produs: line.productId,
      titlu: line.title,
      titlu_en: line.titleEn,
      cantitate: line.quantity,
      pret: baniToDecimal(Math.round(line.linePaid / line.orderedQuantity)),
    })),
    valoare: baniToDecimal(lines.reduce((sum, line) => sum + returnedValue(line), 0)),
    rambursare:
      row.refundMethod && row.refundAmount !== null
        ? {
            metoda: row.refundMethod as ReturnRefundMethod,
            suma: baniToDecimal(row.refundAmount),
            voucher: row.voucherCode,
          }
        : null,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
    received_at: iso(row.receivedAt),
    refunded_at: iso(row.refundedAt),
  };
}

/** Whether an order can be returned from the account, and its request if it has one. */
export async function returnStateOf(
  executor: Executor,
  order: OrderRow,
  now = new Date(),
): Promise<OrderReturnState> {
  const repository = createReturnsRepository(executor);
  const [request, delivered] = await Promise.all([
    repository.forOrder(order.id),
    order.status === 'delivered'
      ? repository.deliveredAt([order.id])
      : Promise.resolve(new Map<number, Date>()),
  ]);
  const deliveredAt = delivered.get(order.id);
  const deadline = deliveredAt ? returnDeadline(deliveredAt, order.returnDays) : null;
  return {
    poate_returna: !request && deadline !== null && now <= deadline,
    retur_pana_la: deadline?.toISOString() ?? null,
    retur: request ? { id: request.id, status: request.status as ReturnStatus } : null,
  };
}

/**
 * Return requests (spec: 30 days from delivery): the customer asks from their account for lines of
 * a delivered order; staff approve or refuse, receive the goods (their stock comes back, logged)
 * and pay back with a refund (card, bank, Stripe, wallet) or a voucher. Every step mails the
 * customer and is audited; each runs with the request's row locked, so a step happens once.
 */
export function createReturnsService(deps: {
  db: Database;
  shop: { name: string; publicUrl: string };
  stock: Pick<StockService, 'lock' | 'restore'>;
  refunds: Pick<OrdersAdminService, 'refundLocked' | 'refundOptions' | 'refundsByIds'>;
  vouchers: Pick<VouchersService, 'issue'>;
  notifications: Pick<NotificationsService, 'queue' | 'queueForShop' | 'notifyQueued'>;
  settings: Pick<ShopSettingsService, 'current'>;
  audit: Pick<AuditService, 'record'>;
  invoicing: Pick<InvoicingService, 'issueCreditNote'>;
}) {
  const { db, shop, stock, refunds, vouchers, notifications, audit, settings, invoicing } = deps;

  async function views(executor: Executor, rows: ReturnRow[]): Promise<ReturnRequest[]> {
    const lines = await createReturnsRepository(executor).lines(rows.map((row) => row.id));
    return rows.map((row) =>
      toReturnRequest(
        row,
        lines.filter((line) => line.returnId === row.id),
      ),
    );
  }

  /** The ways an order can be paid back: the one rule the staff's screen offers from. */
  function refundMethodsOf(order: OrderRow, options: { stripe: boolean; wallet: boolean }) {
    return refundMethodsFor({
      payment: toWirePayment(order.paymentMethod as OrderPaymentMethod),
      providerRefund: options.stripe,
      account: options.wallet,
    });
  }

  /** The staff's view of requests: four statements for any number of them. */
  async function adminViews(executor: Executor, rows: ReturnRow[]): Promise<AdminReturn[]> {
    const orders = await createOrdersRepository(executor).findMany(rows.map((row) => row.orderId));
    const [requests, options, moneyBack] = await Promise.all([
      views(executor, rows),
      refunds.refundOptions(executor, [...orders.values()]),
      refunds.refundsByIds(
        executor,
        rows.flatMap((row) => (row.refundId === null ? [] : [row.refundId])),
      ),
    ]);
    return rows.map((row, index) => {
      const order = orders.get(row.orderId)!;
      const refund = options.get(order.id)!;
      return {
        ...requests[index]!,
        email: order.email,
        client: `${order.lastName} ${order.firstName}`.trim(),
        rambursabil: baniToDecimal(Math.max(0, refund.refundable)),
        stripe_refund_available: refund.stripe,
        wallet_refund_available: refund.wallet,
        metode_rambursare: refundMethodsOf(order, refund),
        refund: row.refundId === null ? null : (moneyBack.get(row.refundId) ?? null),
      };
    });
  }

  async function mail(
    tx: Executor,
    row: ReturnRow,
    step: ReturnMailStep,
    extra: Parameters<typeof returnMail>[2] = {},
  ): Promise<void> {
    const repository = createOrdersRepository(tx);
    const order = (await repository.find(row.orderId))!;
    const lines = await repository.lines(order.id);
    await notifications.queue(tx, {
      kind: `return_${step}`,
      to: order.email,
      key: `return-${row.id}-${step}`,
      ...returnMail(
        toOrderMailData(order, lines, shop.name, mailTermsOf(await settings.current(tx))),
        step,
        extra,
      ),
    });
  }

  /** A staff step on a request in `from`, with its row locked; audited, mailed, answered whole. */
  async function staffStep(
    id: number,
    from: ReturnStatus[],
    actor: Actor,
    act: (tx: Executor, row: ReturnRow) => Promise<{ row: ReturnRow; audit: Record<string, unknown> }>,
    /** The transaction that keeps the request's Idempotency-Key, when there is one (decision 027). */
    executor: Executor = db,
  ): Promise<AdminReturn> {
    const answer = await executor.transaction(async (tx) => {
      const row = await createReturnsRepository(tx).find(id, { lock: true });
      if (!row) throw returnNotFound();
      if (!from.includes(row.status as ReturnStatus)) throw wrongStep(row.status);
      const done = await act(tx, row);
      await audit.record(tx, actor, {
        entityType: 'return',
        entityId: id,
        action: done.row.status,
        before: { status: row.status },
        after: { status: done.row.status, ...done.audit },
      });
      return (await adminViews(tx, [done.row]))[0]!;
    });
    notifications.notifyQueued();
    return answer;
  }

  return {
    /** The customer's return requests in the export; their IBAN and words go with the account. */
    personalData: {
      name: 'returns',
      export: async (userId: number) => views(db, await createReturnsRepository(db).ofUser(userId)),
      async blocker(userId: number) {
        const open = (await createReturnsRepository(db).ofUser(userId)).filter((row) =>
          ['requested', 'approved', 'received'].includes(row.status),
        );
        return open.length > 0
          ? 'Ai un retur în curs. Contul se poate șterge după ce returul este încheiat.'
          : null;
      },
      erase: (tx: Executor, userId: number) => createReturnsRepository(tx).eraseOfUser(userId),
    } satisfies PersonalDataSource,

    /** The customer's requests, newest first. */
    async list(userId: number): Promise<ReturnRequest[]> {
      return views(db, await createReturnsRepository(db).ofUser(userId));
    },

    /**
     * A request for lines of one of the customer's delivered orders, within the window, one per
     * order; the order's row is locked, so two submits make one request.
     */
    async create(
      userId: number,
      body: {
        comanda: number;
        motiv: ReturnReason;
        detalii: string;
        produse: { linie: number; cantitate: number }[];
        iban: string | null;
      },
    ): Promise<ReturnRequest> {
      const created = await db.transaction(async (tx) => {
        const orders = createOrdersRepository(tx);
        const returns = createReturnsRepository(tx);
        const order = await orders.lock(body.comanda);
        if (!order || order.userId !== userId) throw orderNotFound();
        const state = await returnStateOf(tx, order);
        if (state.retur) throw new AppError(409, 'returns.exists', RETURN_MESSAGES.exists);
        if (order.status !== 'delivered' || !state.retur_pana_la) {
          throw new AppError(409, 'returns.not_delivered', RETURN_MESSAGES.notDelivered);
        }
        if (!state.poate_returna)
          throw new AppError(409, 'returns.too_late', returnTooLateMessage(order.returnDays));
        const lines = new Map((await orders.lines(order.id)).map((line) => [line.id, line]));
        for (const wanted of body.produse) {
          const line = lines.get(wanted.linie);
          if (!line)
            throw badRequest('validation_error', RETURN_MESSAGES.line, { produse: [RETURN_MESSAGES.line] });
          if (wanted.cantitate > line.quantity) {
            throw badRequest('validation_error', RETURN_MESSAGES.quantity, {
              produse: [RETURN_MESSAGES.quantity],
            });
          }
        }
        const row = await returns.insert({
          orderId: order.id,
          userId,
          reason: body.motiv,
          details: body.detalii,
          iban: body.iban,
          lines: body.produse.map((line) => ({ orderLineId: line.linie, quantity: line.cantitate })),
        });
        await mail(tx, row, 'requested');
        const request = (await views(tx, [row]))[0]!;
        await notifications.queueForShop(tx, {
          kind: 'shop_return_request',
          key: `shop-return-${row.id}-requested`,
          headers: { 'Reply-To': order.email },
          ...returnRequestAlertMail(
            shop.name,
            {
              id: row.id,
              orderId: order.id,
              customer: `${order.firstName} ${order.lastName}`.trim(),
              reason: body.motiv,
              details: body.detalii,
              lines: request.produse.map((line) => ({ title: line.titlu, quantity: line.cantitate })),
              value: decimalToBani(request.valoare) ?? 0,
            },
            adminPage(shop.publicUrl, `retururi/${row.id}`),
          ),
        });
        return request;
      });
      notifications.notifyQueued();
      return created;
    },

    async page(
      status: ReturnStatus | undefined,
      page: PageRequest,
      link: { publicUrl: string; url: string },
    ): Promise<AdminReturnPage> {
      const { rows, total } = await createReturnsRepository(db).page({
        status,
        limit: page.size,
        offset: page.offset,
      });
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      const results = await adminViews(db, rows);
      return toPage(results, total, page, link);
    },

    async get(id: number): Promise<AdminReturn> {
      const row = await createReturnsRepository(db).find(id);
      if (!row) throw returnNotFound();
      return (await adminViews(db, [row]))[0]!;
    },

    /** Approve or refuse a new request; a refusal says why. */
    decide: (id: number, body: { decizie: 'approve' | 'refuse'; nota: string }, actor: Actor) =>
      staffStep(id, ['requested'], actor, async (tx, row) => {
        const status = body.decizie === 'approve' ? 'approved' : 'refused';
        const updated = await createReturnsRepository(tx).update(row.id, {
          status,
          staffNote: body.nota,
          decidedAt: new Date(),
        });
        await mail(tx, updated, status, { note: body.nota || undefined });
        return { row: updated, audit: { note: body.nota } };
      }),

    /** The goods are back: their stock returns (one 'return' movement per product, naming the order). */
    receive: (id: number, actor: Actor, within: { executor?: Executor } = {}) =>
      staffStep(
        id,
        ['approved'],
        actor,
        async (tx, row) => {
          const lines = await createReturnsRepository(tx).lines([row.id]);
          const byProduct = new Map<number, number>();
          for (const line of lines) {
            if (line.productId !== null)
              byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
          }
          const productIds = [...byProduct.keys()].sort((a, b) => a - b);
          await stock.lock(tx, productIds);
          await stock.restore(
            tx,
            productIds.map((productId) => ({ productId, quantity: byProduct.get(productId)! })),
            { kind: 'return', orderId: row.orderId, userId: actor.id, reason: `Retur nr. ${row.id}` },
          );
          const updated = await createReturnsRepository(tx).update(row.id, {
            status: 'received',
            receivedAt: new Date(),
          });
          await mail(tx, updated, 'received');
          return { row: updated, audit: { stock: Object.fromEntries(byProduct) } };
        },
        within.executor,
      ),

    /**
     * Pays the return back: a refund of the order (its rules: never past what was paid; Stripe;
     * the wallet) or a voucher of the amount for the customer, once.
     */
    refund: (
      id: number,
      body: { metoda: ReturnRefundMethod; suma: number; transfer_confirmat?: boolean },
      actor: Actor,
      within: { executor?: Executor; providerKey?: string | null } = {},
    ) =>
      staffStep(
        id,
        ['received'],
        actor,
        async (tx, row) => {
          const order = await createOrdersRepository(tx).lock(row.orderId);
          if (!order) throw orderNotFound();
          const options = (await refunds.refundOptions(tx, [order])).get(order.id)!;
          if (!refundMethodsOf(order, options).includes(body.metoda)) {
            const message = RETURN_MESSAGES.methodNotForOrder;
            throw badRequest('admin.not_allowed', message, { metoda: [message] });
          }
          let refundId: number | null = null;
          let voucher: { id: number; code: string } | null = null;
          const returned = (await createReturnsRepository(tx).lines([row.id]))
            .filter((line) => line.productId !== null)
            .map((line) => ({ productId: line.productId!, quantity: line.quantity }));
          if (body.metoda === 'voucher') {
            if (order.userId === null || body.suma > order.total) {
              const message = `Voucherul poate fi de cel mult ${formatLei(order.total)}.`;
              throw badRequest('admin.not_allowed', message, { suma: [message] });
            }
            voucher = await vouchers.issue(tx, order.userId, 'return', {
              kind: 'fixed',
              value: body.suma,
              minSubtotal: 0,
              validDays: RETURN_VOUCHER_DAYS,
              note:
                (order.lang as Language) === 'en'
                  ? `Return of order ${order.id}`
                  : `Retur comanda ${order.id}`,
            });
            // The goods came back and their value went to a voucher: the sale is credited all the same.
            await invoicing.issueCreditNote(
              tx,
              order.id,
              {
                amount: body.suma,
                reason: `Retur nr. ${row.id}`,
                refundId: null,
                returnId: row.id,
                returned,
              },
              actor.id,
            );
          } else {
            const refund = await refunds.refundLocked(
              tx,
              order,
              {
                amount: body.suma,
                method: body.metoda,
                reason: `Retur nr. ${row.id}`,
                transferDone: body.transfer_confirmat,
                fromReturn: { id: row.id, returned },
              },
              actor,
              within.providerKey ?? null,
            );
            refundId = refund.id;
          }
          const updated = await createReturnsRepository(tx).update(row.id, {
            status: 'refunded',
            refundedAt: new Date(),
            refundMethod: body.metoda,
            refundAmount: body.suma,
            refundId,
            voucherId: voucher?.id ?? null,
            voucherCode: voucher?.code ?? null,
          });
          if (voucher)
            await mail(tx, updated, 'voucher', { voucher: { code: voucher.code, amount: body.suma } });
          return {
            row: updated,
            audit: { method: body.metoda, amount: baniToDecimal(body.suma), refund_id: refundId },
          };
        },
        within.executor,
      ),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
