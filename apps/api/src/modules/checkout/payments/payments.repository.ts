import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentReturnTarget } from '@shop/shared/schemas/checkout';
import type { Executor } from '../../../db/client';
import { orderReturnTokens, paymentEvents, payments } from '../../../db/schema/checkout';
import type { VerifiedPaymentEvent } from './provider';

export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentsRepository(db: Executor) {
  return {
    async insert(values: {
      orderId: number;
      provider: string;
      amount: number;
      status?: string;
      succeededAt?: Date;
      returnTo?: PaymentReturnTarget;
    }): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async find(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    async lock(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('no key update');
      return row;
    },

    async findByProviderRef(provider: string, ref: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
        .limit(1);
      return row;
    },

    /** The newest attempt of an order. */
    async latestForOrder(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row;
    },

    async latestForOrders(orderIds: number[]): Promise<PaymentRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .selectDistinctOn([payments.orderId])
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
        .orderBy(payments.orderId, desc(payments.createdAt), desc(payments.id));
    },

    async update(id: string, values: Partial<typeof payments.$inferInsert>): Promise<void> {
      await db.update(payments).set(values).where(eq(payments.id, id));
    },

    /**
     * Marks the order's pending cash attempt collected at `at`; writes one when the order has none
     * (an order from before attempts were kept), so every paid order has its succeeded attempt.
     */
    async settleOffline(
      orderId: number,
      provider: 'cash' | 'transfer',
      amount: number,
      at: Date,
    ): Promise<void> {
      const settled = await db
        .update(payments)
        .set({ status: 'succeeded', succeededAt: at, failureReason: null })
        .where(
          and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.status, 'pending')),
        )
        .returning({ id: payments.id });
      if (settled.length > 0) return;
      const [existing] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
        .limit(1);
      if (!existing) {
        await db.insert(payments).values({ orderId, provider, amount, status: 'succeeded', succeededAt: at });
      }
    },

    /**
     * Started attempts of `provider` still pending after `olderThanMs`, not asked about for as
     * long, of orders still awaiting payment: the oldest question first.
     */
    async pendingWithoutNews(provider: string, olderThanMs: number, limit: number): Promise<PaymentRow[]> {
      const before = new Date(Date.now() - olderThanMs);
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.status, 'pending'),
            sql`${payments.providerRef} IS NOT NULL`,
            sql`${payments.createdAt} < ${before}`,
            sql`(${payments.statusCheckedAt} IS NULL OR ${payments.statusCheckedAt} < ${before})`,
            sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ${payments.orderId} AND o.status = 'awaiting_payment')`,
          ),
        )
        .orderBy(sql`${payments.statusCheckedAt} ASC NULLS FIRST`, payments.createdAt)
        .limit(limit);
    },

    /** Closes the still-pending attempts of orders ('cancelled' when superseded, 'expired'). */
    /** An unpaid order's pending attempts asking for its new amount (an edited order). */
    async repricePending(orderId: number, amount: number): Promise<number> {
      const rows = await db
        .update(payments)
        .set({ amount })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return rows.length;
    },

    async closePending(orderIds: number[], status: 'cancelled' | 'expired', reason: string): Promise<void> {
      if (orderIds.length === 0) return;
      await db
        .update(payments)
        .set({ status, failureReason: reason })
        .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'pending')));
    },

    /** Records an event once per provider; false when it was recorded before (a replay). */
    async recordEvent(event: VerifiedPaymentEvent, paymentId: string | null): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({
          provider: event.provider,
          eventId: event.eventId,
          paymentId,
          type: event.type,
          payload: (event.payload ?? {}) as object,
        })
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },

    async insertReturnToken(values: typeof orderReturnTokens.$inferInsert): Promise<void> {
      await db.insert(orderReturnTokens).values(values);
    },

    /** Hashes of the order's return tokens that are still valid. */
    async liveReturnTokenHashes(orderId: number): Promise<string[]> {
      const rows = await db
        .select({ hash: orderReturnTokens.tokenHash })
        .from(orderReturnTokens)
        .where(and(eq(orderReturnTokens.orderId, orderId), sql`${orderReturnTokens.expiresAt} > now()`));
      return rows.map((row) => row.hash);
    },

    async purgeReturnTokens(): Promise<number> {
      const result = await db.execute(sql`DELETE FROM order_return_tokens WHERE expires_at <= now()`);
      return result.rowCount ?? 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
