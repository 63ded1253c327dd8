import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { idempotencyResponses, orderLines, orders, orderStatusHistory } from '../../../db/schema/checkout';
import type { OrderStatus } from '@shop/shared/order-status';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
export type IdempotencyRow = typeof idempotencyResponses.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** One of a customer's orders as their list shows it. */
export type CustomerOrderRow = Pick<
  OrderRow,
  'id' | 'createdAt' | 'status' | 'total' | 'paymentMethod' | 'paidAt' | 'expiresAt'
> & { items: number; titles: string[]; titlesEn: string[] };

/** Separates our advisory locks from anyone else's (any fixed number). */
const IDEMPOTENCY_LOCK_SPACE = 7_305_612;

export function createOrdersRepository(db: Executor) {
  return {
    /**
     * What these orders took out of stock, a line per product (lines of products deleted since
     * are left out): what goes back when they are cancelled.
     */
    async stockLines(orderIds: number[]): Promise<{ productId: number; quantity: number }[]> {
      if (orderIds.length === 0) return [];
      const result = await db.execute<{ productId: number; quantity: number }>(sql`
        SELECT product_id AS "productId", sum(quantity)::int AS quantity
          FROM order_lines
         WHERE order_id = ANY(${sql.param(orderIds)}::int[]) AND product_id IS NOT NULL
         GROUP BY product_id
         ORDER BY product_id`);
      return result.rows;
    },

    /** Whether the customer (account or email) has an order that was not cancelled. */
    async hasLiveOrder(customer: { userId: number | null; email: string }): Promise<boolean> {
      const result = await db.execute<{ found: boolean }>(sql`
        SELECT EXISTS (
          SELECT 1 FROM orders
           WHERE status <> 'cancelled'
             AND (lower(email) = lower(${customer.email})
                  OR (${customer.userId}::int IS NOT NULL AND user_id = ${customer.userId}))) AS found`);
      return result.rows[0]?.found ?? false;
    },

    /** The phones and courier addresses a customer's orders went to (lockers are shared places). */
    async contactsOf(
      userId: number,
    ): Promise<{ phone: string; street: string | null; postalCode: string | null }[]> {
      const result = await db.execute<{
        phone: string;
        street: string | null;
        postal_code: string | null;
      }>(sql`
        SELECT DISTINCT phone,
               CASE WHEN delivery_method = 'courier' THEN delivery_address END AS street,
               CASE WHEN delivery_method = 'courier' THEN delivery_postal_code END AS postal_code
          FROM orders WHERE user_id = ${userId} LIMIT 500`);
      return result.rows.map((row) => ({
        phone: row.phone,
        street: row.street,
        postalCode: row.postal_code,
      }));
    },

    /** A customer's orders, oldest first, with their lines (the personal data export). */
    async ofUser(userId: number): Promise<{ rows: OrderRow[]; lines: OrderLineRow[] }> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(orders.createdAt, orders.id);
      const lines =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(orderLines)
              .where(
                inArray(
                  orderLines.orderId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(orderLines.id);
      return { rows, lines };
    },

    /** How many of a customer's orders are still under way. */
    async openCount(userId: number): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM orders
         WHERE user_id = ${userId} AND status IN ('awaiting_payment', 'placed', 'processing', 'shipped')`);
      return result.rows[0]?.n ?? 0;
    },

    /**
     * Takes the person out of a closed account's orders: name, email, phone, street and notes go;
     * the amounts, the lines, the dates, the locality and a company's invoice data stay, as the
     * accounting law requires them kept.
     */
    async anonymiseOfUser(userId: number, email: string): Promise<void> {
      await db.execute(sql`
        UPDATE orders SET first_name = 'Anonimizat', last_name = '', email = ${email}, phone = '',
               delivery_address = CASE WHEN delivery_method = 'locker' THEN delivery_address ELSE '' END,
               billing_address = CASE WHEN billing_type = 'company' THEN billing_address ELSE NULL END,
               billing_cnp = NULL,
               notes = '', updated_at = now()
         WHERE user_id = ${userId}`);
    },

    /** The orders that got the referral discount from this referrer's code. */
    async referredBy(referrerId: number): Promise<{ id: number; userId: number | null; status: string }[]> {
      const result = await db.execute<{ id: number; user_id: number | null; status: string }>(sql`
        SELECT id, user_id, status FROM orders WHERE referrer_id = ${referrerId} ORDER BY id`);
      return result.rows.map((row) => ({ id: row.id, userId: row.user_id, status: row.status }));
    },

    /** Gives the guest orders placed with this address to the account; answers how many. */
    async claimGuestOrders(userId: number, email: string): Promise<number> {
      const result = await db.execute(sql`
        UPDATE orders SET user_id = ${userId}
         WHERE user_id IS NULL AND lower(email) = lower(${email})`);
      return result.rowCount ?? 0;
    },

    async insertOrder(values: NewOrderRow): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async insertLines(values: NewOrderLineRow[]): Promise<void> {
      await db.insert(orderLines).values(values);
    },

    /** An edited order's lines in place of its old ones (docs/decisions/061). */
    async replaceLines(orderId: number, values: NewOrderLineRow[]): Promise<void> {
      await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
      if (values.length > 0) await db.insert(orderLines).values(values);
    },

    /**
     * Writes a staff edit if the order is still at `version`, raising it; undefined when another
     * edit came first.
     */
    async updateEdited(
      id: number,
      version: number,
      values: Partial<
        Pick<
          NewOrderRow,
          | 'subtotal'
          | 'discount'
          | 'automaticDiscount'
          | 'walletAmount'
          | 'amountDue'
          | 'shippingCost'
          | 'total'
          | 'vatTotal'
          | 'deliveryMethod'
          | 'deliveryCounty'
          | 'deliveryCity'
          | 'deliveryAddress'
          | 'deliveryPostalCode'
          | 'lockerId'
          | 'lockerName'
        >
      >,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...values, version: version + 1 })
        .where(sql`${orders.id} = ${id} AND ${orders.version} = ${version}`)
        .returning();
      return row;
    },

    async insertHistory(values: {
      orderId: number;
      fromStatus: OrderStatus | null;
      toStatus: OrderStatus;
      actor: 'customer' | 'payment' | 'system' | 'staff';
      note?: string;
    }): Promise<void> {
      await db.insert(orderStatusHistory).values({ ...values, note: values.note ?? '' });
    },

    /** The status changes of an order, oldest first. */
    history(orderId: number): Promise<HistoryRow[]> {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    },

    /**
     * A page of a customer's orders, newest first, with the number of items and the titles of the
     * first three lines; and how many orders they have. One statement.
     */
    async pageForCustomer(
      userId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: CustomerOrderRow[]; total: number }> {
      const result = await db.execute<{
        id: number;
        created_at: Date;
        status: string;
        total: number;
        payment_method: string;
        paid_at: Date | null;
        expires_at: Date | null;
        items: number;
        titles: string[];
        titles_en: string[];
        total_count: number;
      }>(sql`
        SELECT o.id, o.created_at, o.status, o.total, o.payment_method, o.paid_at, o.expires_at,
               count(*) OVER ()::int AS total_count,
               (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS items,
               (SELECT coalesce(json_agg(first.title ORDER BY first.id), '[]'::json)
                  FROM (SELECT l.id, l.title FROM order_lines l WHERE l.order_id = o.id ORDER BY l.id LIMIT 3) first) AS titles,
               (SELECT coalesce(json_agg(first.title_en ORDER BY first.id), '[]'::json)
                  FROM (SELECT l.id, l.title_en FROM order_lines l WHERE l.order_id = o.id ORDER BY l.id LIMIT 3) first) AS titles_en
          FROM orders o
         WHERE o.user_id = ${userId}
         ORDER BY o.created_at DESC, o.id DESC
         LIMIT ${page.limit} OFFSET ${page.offset}`);
      const rows = result.rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at),
        status: row.status,
        total: row.total,
        paymentMethod: row.payment_method,
        paidAt: row.paid_at && new Date(row.paid_at),
        expiresAt: row.expires_at && new Date(row.expires_at),
        items: row.items,
        titles: row.titles,
        titlesEn: row.titles_en,
      }));
      return { rows, total: result.rows[0]?.total_count ?? 0 };
    },

    async find(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** These orders, by id, in one statement (a page of records that each name an order). */
    async findMany(ids: number[]): Promise<Map<number, OrderRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async lock(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async lines(orderId: number): Promise<OrderLineRow[]> {
      return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    },

    /**
     * Moves an order from one of `from` to `to`, guarded in the UPDATE itself: only the one call
     * that finds it in `from` changes it (and gets the row back); any other gets undefined.
     */
    async transition(
      id: number,
      from: readonly OrderStatus[],
      to: OrderStatus,
      values: Partial<Pick<NewOrderRow, 'paidAt' | 'cancelledAt' | 'cancelReason' | 'expiresAt'>> = {},
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: to, ...values })
        .where(sql`${orders.id} = ${id} AND ${orders.status} = ANY(${sql.param([...from])}::text[])`)
        .returning();
      return row;
    },

    /** Unpaid orders past their expiry, locked (others' locked rows are skipped), oldest first. */
    async lockExpired(limit: number): Promise<number[]> {
      const result = await db.execute<{ id: number }>(sql`
        SELECT id FROM orders
         WHERE status = 'awaiting_payment' AND expires_at <= now()
         ORDER BY expires_at
         LIMIT ${limit}
           FOR UPDATE SKIP LOCKED`);
      return result.rows.map((row) => row.id);
    },

    /** Serializes the requests that carry one Idempotency-Key until the first one commits. */
    async lockIdempotencyKey(keyHash: string): Promise<void> {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_SPACE}::int, hashtext(${keyHash}))`,
      );
    },

    /** The kept answer for a key, unless it has expired (an expired one is dropped). */
    async findIdempotency(keyHash: string): Promise<IdempotencyRow | undefined> {
      await db.execute(
        sql`DELETE FROM idempotency_responses WHERE key_hash = ${keyHash} AND expires_at <= now()`,
      );
      const [row] = await db
        .select()
        .from(idempotencyResponses)
        .where(eq(idempotencyResponses.keyHash, keyHash))
        .limit(1);
      return row;
    },

    async insertIdempotency(values: typeof idempotencyResponses.$inferInsert): Promise<void> {
      await db.insert(idempotencyResponses).values(values);
    },

    async purgeIdempotency(): Promise<number> {
      const result = await db.execute(sql`DELETE FROM idempotency_responses WHERE expires_at <= now()`);
      return result.rowCount ?? 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
