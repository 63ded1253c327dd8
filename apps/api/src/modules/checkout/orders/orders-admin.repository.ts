import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderPaymentState, OrderStatus } from '@shop/shared/order-status';
import { type AdminOrderSort, ADMIN_ORDERS_COUNT_LIMIT } from '@shop/shared/schemas/admin/orders';
import { escapeLike } from '../../../lib/like';
import type { Executor } from '../../../db/client';
import { orderNotes, payments, refundRestocks, refunds } from '../../../db/schema/checkout';
import { accountEmails } from '../../../db/schema/read-ports';
import { dayAfter, dayStart } from '../../../lib/shop-day';
import type { OrderPaymentMethod } from '../payments/payments.service';

export type AdminOrderFilter = {
  statuses?: OrderStatus[];
  paymentMethod?: OrderPaymentMethod;
  paymentState?: OrderPaymentState;
  from?: string;
  to?: string;
  q?: string;
  /** Orders carrying this tag, case ignored. */
  tag?: string;
  /** The orders of this customer account. */
  customer?: number;
  ordering: AdminOrderSort;
  limit: number;
  offset: number;
};

/** The list's filters, as the CSV export applies them (it has no pages or ordering). */
export type AdminOrderConditions = Omit<AdminOrderFilter, 'ordering' | 'limit' | 'offset'>;

/** One order as the CSV export writes it. */
export type AdminOrderExportRow = AdminOrderListRow & {
  deliveryCounty: string;
  deliveryCity: string;
  subtotal: number;
  discount: number;
  shippingCost: number;
  couponCode: string | null;
};

export type AdminOrderListRow = {
  id: number;
  status: OrderStatus;
  createdAt: Date;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  total: number;
  paymentMethod: OrderPaymentMethod;
  deliveryMethod: 'courier' | 'locker';
  userId: number | null;
  paid: boolean;
  refunded: number;
  tags: string[];
};

export type RefundRow = typeof refunds.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
export type PaymentAttemptRow = typeof payments.$inferSelect;

/**
 * Money back is what has left: a refund awaiting its transfer is not counted yet. Neither is an
 * edit's refund (`order_version`): it paid back what the edit took off the total already.
 */
const REFUNDED_SUM = sql`(SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.order_id = o.id AND r.status = 'completed' AND r.order_version IS NULL)`;
const HAS_REFUND = sql`EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.status = 'completed' AND r.order_version IS NULL)`;
const TAGS = sql`ARRAY(SELECT t.tag FROM order_tags t WHERE t.order_id = o.id ORDER BY lower(t.tag), t.tag)`;

/** The columns of a listed order (as AdminOrderListRow names them). */
const LIST_COLUMNS = sql`o.id, o.status, o.created_at AS "createdAt", o.last_name AS "lastName",
       o.first_name AS "firstName", o.email, o.phone, o.total,
       o.payment_method AS "paymentMethod", o.delivery_method AS "deliveryMethod",
       o.user_id AS "userId", (o.paid_at IS NOT NULL) AS paid,
       ${REFUNDED_SUM}::int AS refunded, ${TAGS} AS tags`;

function conditions(filter: AdminOrderConditions): SQL {
  const parts: SQL[] = [sql`TRUE`];
  // One status as an equality, so the (status, created_at, id) index also gives the order.
  if (filter.statuses?.length === 1) parts.push(sql`o.status = ${filter.statuses[0]}`);
  else if (filter.statuses?.length) parts.push(sql`o.status = ANY(${sql.param(filter.statuses)}::text[])`);
  if (filter.paymentMethod) parts.push(sql`o.payment_method = ${filter.paymentMethod}`);
  if (filter.from) parts.push(sql`o.created_at >= ${dayStart(filter.from)}`);
  if (filter.to) parts.push(sql`o.created_at < ${dayAfter(filter.to)}`);
  switch (filter.paymentState) {
    case 'unpaid':
      parts.push(sql`o.paid_at IS NULL`);
      break;
    case 'paid':
      parts.push(sql`o.paid_at IS NOT NULL AND NOT ${HAS_REFUND}`);
      break;
    case 'partially_refunded':
      parts.push(sql`o.paid_at IS NOT NULL AND ${HAS_REFUND} AND ${REFUNDED_SUM} < o.total`);
      break;
    case 'refunded':
      // EXISTS first: the few orders with refunds are found from the refunds table, not by
      // summing for every paid order.
      parts.push(sql`o.paid_at IS NOT NULL AND ${HAS_REFUND} AND ${REFUNDED_SUM} >= o.total`);
      break;
  }
  if (filter.customer) parts.push(sql`o.user_id = ${filter.customer}`);
  const tag = filter.tag?.trim();
  if (tag) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM order_tags t WHERE t.order_id = o.id AND lower(t.tag) = lower(${tag}))`,
    );
  }
  const raw = filter.q?.trim();
  // Phones are stored as 07xxxxxxxx: a number typed with spaces, dots or +40 is read the same way.
  const q =
    raw && /^[\d\s.()+-]+$/.test(raw)
      ? raw
          .replace(/[^\d+]/g, '')
          .replace(/^(\+40|0040)/, '0')
          .replace(/\+/g, '')
      : raw;
  if (q) {
    // The same folding as the stored column, so "Ștefan", "stefan" and "STEFAN" find each other;
    // the trigram index answers the LIKE.
    const pattern = sql`'%' || lower(shop_unaccent(${escapeLike(q)})) || '%'`;
    const number = /^\d{1,10}$/.test(q) ? Number(q) : NaN;
    parts.push(
      Number.isSafeInteger(number) && number <= 2_147_483_647
        ? sql`(o.id = ${number} OR o.search_text LIKE ${pattern})`
        : EMAIL_ADDRESS.test(q)
          ? // A whole address is that customer's orders, read through orders_email_idx: its
            // trigrams (a shared domain, a shared prefix) are in most orders, and the trigram
            // index intersected hundreds of thousands of entries for it (docs/decisions/074).
            sql`lower(o.email) = lower(${q})`
          : sql`o.search_text LIKE ${pattern}`,
    );
  }
  return sql.join(parts, sql` AND `);
}

/** A whole e-mail address as typed in the search box (no spaces, one @, a dot in the domain). */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every ordering ends in the primary key, so pages never repeat or skip rows of equal values, and
 * each runs along an index in one direction: (created_at, id) and (status, created_at, id). By
 * status, the oldest order of a status comes first, the order in which it is worked through.
 * Total has no index: it sorts the matching rows.
 */
const ORDER_BY: Record<AdminOrderSort, SQL> = {
  '-created': sql`o.created_at DESC, o.id DESC`,
  created: sql`o.created_at ASC, o.id ASC`,
  '-total': sql`o.total DESC, o.id DESC`,
  total: sql`o.total ASC, o.id ASC`,
  status: sql`o.status ASC, o.created_at ASC, o.id ASC`,
  '-status': sql`o.status DESC, o.created_at DESC, o.id DESC`,
};

/** The staff's reads and writes of orders beyond checkout's own: list, refunds, notes, history. */
export function createOrdersAdminRepository(db: Executor) {
  return {
    async list(filter: AdminOrderFilter): Promise<AdminOrderListRow[]> {
      const result = await db.execute<AdminOrderListRow>(sql`
        SELECT ${LIST_COLUMNS}
          FROM orders o
         WHERE ${conditions(filter)}
         ORDER BY ${ORDER_BY[filter.ordering]}
         LIMIT ${filter.limit} OFFSET ${filter.offset}`);
      return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
    },

    /**
     * How many orders match, counted only up to ADMIN_ORDERS_COUNT_LIMIT: past it the exact figure
     * would cost a scan of every matching row on each page.
     */
    async count(filter: AdminOrderFilter): Promise<{ count: number; exact: boolean }> {
      const result = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM (
          SELECT 1 FROM orders o WHERE ${conditions(filter)} LIMIT ${ADMIN_ORDERS_COUNT_LIMIT + 1}
        ) matching`);
      const n = result.rows[0]?.n ?? 0;
      return n > ADMIN_ORDERS_COUNT_LIMIT
        ? { count: ADMIN_ORDERS_COUNT_LIMIT, exact: false }
        : { count: n, exact: true };
    },

    /**
     * The next `limit` orders the filters match, by number from the newest, after the order
     * numbered `before` (none: from the newest): the CSV export reads them a batch at a time along
     * the primary key, so a large export costs the same per batch however far it has got.
     */
    async exportBatch(
      filter: AdminOrderConditions,
      before: number | null,
      limit: number,
    ): Promise<AdminOrderExportRow[]> {
      const result = await db.execute<AdminOrderExportRow>(sql`
        SELECT ${LIST_COLUMNS}, o.delivery_county AS "deliveryCounty", o.delivery_city AS "deliveryCity",
               o.subtotal, o.discount, o.shipping_cost AS "shippingCost", o.coupon_code AS "couponCode"
          FROM orders o
         WHERE ${conditions(filter)} ${before === null ? sql`` : sql`AND o.id < ${before}`}
         ORDER BY o.id DESC
         LIMIT ${limit}`);
      return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
    },

    /**
     * A customer account's orders in figures: all of them, the paid ones, and what the paid ones
     * brought less their completed refunds (bani).
     */
    async customerStats(userId: number): Promise<{ orders: number; paid: number; spent: number }> {
      const result = await db.execute<{ orders: number; paid: number; spent: number }>(sql`
        SELECT count(*)::int AS orders,
               count(*) FILTER (WHERE o.paid_at IS NOT NULL)::int AS paid,
               coalesce(sum(o.total - ${REFUNDED_SUM}) FILTER (WHERE o.paid_at IS NOT NULL), 0)::int AS spent
          FROM orders o
         WHERE o.user_id = ${userId}`);
      return result.rows[0] ?? { orders: 0, paid: 0, spent: 0 };
    },

    /** An order's tags, alphabetically (case ignored). */
    async tags(orderId: number): Promise<string[]> {
      const result = await db.execute<{ tag: string }>(
        sql`SELECT tag FROM order_tags WHERE order_id = ${orderId} ORDER BY lower(tag), tag`,
      );
      return result.rows.map((row) => row.tag);
    },

    /** Adds a tag unless the order has it already (in any case); false when it had. */
    async addTag(orderId: number, tag: string, createdBy: number): Promise<boolean> {
      const result = await db.execute(sql`
        INSERT INTO order_tags (order_id, tag, created_by) VALUES (${orderId}, ${tag}, ${createdBy})
        ON CONFLICT (order_id, lower(tag)) DO NOTHING`);
      return (result.rowCount ?? 0) > 0;
    },

    /** Removes a tag (case ignored); the tag as it was stored, or undefined when the order had none such. */
    async removeTag(orderId: number, tag: string): Promise<string | undefined> {
      const result = await db.execute<{ tag: string }>(sql`
        DELETE FROM order_tags WHERE order_id = ${orderId} AND lower(tag) = lower(${tag}) RETURNING tag`);
      return result.rows[0]?.tag;
    },

    /** The tags in use, most used first, as written most often (at most `limit`). */
    async tagsInUse(limit: number): Promise<{ tag: string; orders: number }[]> {
      const result = await db.execute<{ tag: string; orders: number }>(sql`
        SELECT mode() WITHIN GROUP (ORDER BY tag) AS tag, count(*)::int AS orders
          FROM order_tags
         GROUP BY lower(tag)
         ORDER BY count(*) DESC, lower(tag)
         LIMIT ${limit}`);
      return result.rows;
    },

    /**
     * Per product, how many of an order's units are back in stock already: put back by its
     * refunds (restocks) or by its returns once received.
     */
    async restockedByProduct(orderId: number): Promise<Map<number, number>> {
      const result = await db.execute<{ product_id: number; quantity: number }>(sql`
        SELECT product_id, sum(quantity)::int AS quantity FROM (
          SELECT rr.product_id, rr.quantity
            FROM refund_restocks rr JOIN refunds r ON r.id = rr.refund_id
           WHERE r.order_id = ${orderId}
          UNION ALL
          SELECT ol.product_id, rl.quantity
            FROM return_request_lines rl
            JOIN return_requests rq ON rq.id = rl.return_id
            JOIN order_lines ol ON ol.id = rl.order_line_id
           WHERE rq.order_id = ${orderId} AND rq.received_at IS NOT NULL AND ol.product_id IS NOT NULL
        ) back
        GROUP BY product_id`);
      return new Map(result.rows.map((row) => [row.product_id, row.quantity]));
    },

    async insertRestocks(refundId: number, lines: { productId: number; quantity: number }[]): Promise<void> {
      if (lines.length === 0) return;
      await db.insert(refundRestocks).values(lines.map((line) => ({ refundId, ...line })));
    },

    payments(orderId: number): Promise<PaymentAttemptRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    refunds(orderId: number): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
    },

    /** What was refunded of each of these orders, and which were paid through Stripe, in one statement. */
    async refundFacts(orderIds: number[]): Promise<Map<number, { refunded: number; stripePaid: boolean }>> {
      if (orderIds.length === 0) return new Map();
      const result = await db.execute<{ id: number; refunded: number; stripe_paid: boolean }>(sql`
        SELECT o.id,
               (SELECT coalesce(sum(r.amount), 0)::int FROM refunds r
                 WHERE r.order_id = o.id AND r.order_version IS NULL) AS refunded,
               EXISTS (SELECT 1 FROM payments p
                        WHERE p.order_id = o.id AND p.provider = 'stripe'
                          AND p.succeeded_at IS NOT NULL AND p.provider_ref IS NOT NULL) AS stripe_paid
          FROM unnest(${sql.param(orderIds)}::int[]) AS o(id)`);
      return new Map(
        result.rows.map((row) => [row.id, { refunded: row.refunded, stripePaid: row.stripe_paid }]),
      );
    },

    async refundedSum(orderId: number): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`SELECT coalesce(sum(amount), 0)::int AS n FROM refunds
             WHERE order_id = ${orderId} AND order_version IS NULL`,
      );
      return result.rows[0]?.n ?? 0;
    },

    /** What has really left for an order: its completed refunds (not those awaiting a transfer). */
    async completedRefundSum(orderId: number): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`SELECT coalesce(sum(amount), 0)::int AS n FROM refunds
             WHERE order_id = ${orderId} AND status = 'completed' AND order_version IS NULL`,
      );
      return result.rows[0]?.n ?? 0;
    },

    /** One refund of an order, locked until the transaction ends (its state is about to change). */
    async lockRefund(orderId: number, refundId: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)))
        .for('update');
      return row;
    },

    /** A refund awaiting its transfer is completed; undefined when it no longer awaits it. */
    async completeRefund(id: number, completedBy: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ status: 'completed', completedAt: new Date(), completedBy })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'awaiting_transfer')))
        .returning();
      return row;
    },

    /**
     * These refunds with the emails of who recorded and who confirmed them, in one statement
     * (also for none: a page of returns costs the same statements whatever it holds).
     */
    async refundsWithPeople(
      ids: number[],
    ): Promise<{ row: RefundRow; createdBy: string | null; completedBy: string | null }[]> {
      const creator = alias(accountEmails, 'creator');
      const confirmer = alias(accountEmails, 'confirmer');
      const rows = await db
        .select({ row: refunds, createdBy: creator.email, completedBy: confirmer.email })
        .from(refunds)
        .leftJoin(creator, eq(creator.id, refunds.createdBy))
        .leftJoin(confirmer, eq(confirmer.id, refunds.completedBy))
        .where(sql`${refunds.id} = ANY(${sql.param(ids)}::int[])`);
      return rows;
    },

    async insertRefund(values: typeof refunds.$inferInsert): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async setRefundProviderRef(id: number, providerRef: string): Promise<void> {
      await db.update(refunds).set({ providerRef }).where(eq(refunds.id, id));
    },

    notes(orderId: number): Promise<OrderNoteRow[]> {
      return db
        .select()
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
    },

    async insertNote(values: { orderId: number; authorId: number; body: string }): Promise<OrderNoteRow> {
      const [row] = await db.insert(orderNotes).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** A paid order's money is all back: its succeeded attempts read as refunded. */
    async markPaymentsRefunded(orderId: number): Promise<void> {
      await db.execute(
        sql`UPDATE payments SET status = 'refunded' WHERE order_id = ${orderId} AND status = 'succeeded'`,
      );
    },
  };
}
