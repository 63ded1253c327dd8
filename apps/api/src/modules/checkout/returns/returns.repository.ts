import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { returnRequestLines, returnRequests } from '../../../db/schema/checkout';

export type ReturnRow = typeof returnRequests.$inferSelect;

/** A returned line with what the order charged for it (after its share of the discount). */
export type ReturnLineRow = {
  returnId: number;
  orderLineId: number;
  productId: number | null;
  title: string;
  titleEn: string;
  quantity: number;
  orderedQuantity: number;
  /** Bani the whole order line paid, after its share of the discount. */
  linePaid: number;
};

/** The return requests and their lines; the returns service is their one writer. */
export function createReturnsRepository(db: Executor) {
  return {
    async insert(values: {
      orderId: number;
      userId: number;
      reason: string;
      details: string;
      iban: string | null;
      lines: { orderLineId: number; quantity: number }[];
    }): Promise<ReturnRow> {
      const [row] = await db
        .insert(returnRequests)
        .values({
          orderId: values.orderId,
          userId: values.userId,
          reason: values.reason,
          details: values.details,
          iban: values.iban,
        })
        .returning();
      await db
        .insert(returnRequestLines)
        .values(values.lines.map((line) => ({ returnId: row!.id, ...line })));
      return row!;
    },

    async find(id: number, options: { lock?: boolean } = {}): Promise<ReturnRow | undefined> {
      const query = db
        .select()
        .from(returnRequests)
        .where(sql`${returnRequests.id} = ${id}`);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async forOrder(orderId: number): Promise<ReturnRow | undefined> {
      const [row] = await db
        .select()
        .from(returnRequests)
        .where(sql`${returnRequests.orderId} = ${orderId}`);
      return row;
    },

    async ofUser(userId: number): Promise<ReturnRow[]> {
      return db
        .select()
        .from(returnRequests)
        .where(sql`${returnRequests.userId} = ${userId}`)
        .orderBy(sql`${returnRequests.createdAt} DESC, ${returnRequests.id} DESC`);
    },

    /** A page of requests for staff, oldest waiting first within a status, newest first overall. */
    async page(filter: {
      status?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: ReturnRow[]; total: number }> {
      const where = filter.status ? sql`${returnRequests.status} = ${filter.status}` : sql`TRUE`;
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(returnRequests)
          .where(where)
          .orderBy(sql`${returnRequests.createdAt} DESC, ${returnRequests.id} DESC`)
          .limit(filter.limit)
          .offset(filter.offset),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM return_requests WHERE ${where}`),
      ]);
      return { rows, total: counted.rows[0]?.n ?? 0 };
    },

    /** The lines of these requests, with what each order line paid. */
    async lines(returnIds: number[]): Promise<ReturnLineRow[]> {
      if (returnIds.length === 0) return [];
      const result = await db.execute<{
        return_id: number;
        order_line_id: number;
        product_id: number | null;
        title: string;
        title_en: string;
        quantity: number;
        ordered: number;
        line_paid: number;
      }>(sql`
        SELECT r.return_id, r.order_line_id, l.product_id, l.title, l.title_en, r.quantity,
               l.quantity AS ordered, (l.line_total - l.discount_share) AS line_paid
          FROM return_request_lines r JOIN order_lines l ON l.id = r.order_line_id
         WHERE r.return_id = ANY(${sql.param(returnIds)}::int[])
         ORDER BY r.return_id, l.id`);
      return result.rows.map((row) => ({
        returnId: row.return_id,
        orderLineId: row.order_line_id,
        productId: row.product_id,
        title: row.title,
        titleEn: row.title_en,
        quantity: row.quantity,
        orderedQuantity: row.ordered,
        linePaid: row.line_paid,
      }));
    },

    async update(id: number, values: Partial<typeof returnRequests.$inferInsert>): Promise<ReturnRow> {
      const [row] = await db
        .update(returnRequests)
        .set(values)
        .where(sql`${returnRequests.id} = ${id}`)
        .returning();
      return row!;
    },

    /** A closed account's requests keep what was returned, not the customer's IBAN or words. */
    async eraseOfUser(userId: number): Promise<void> {
      await db
        .update(returnRequests)
        .set({ iban: null, details: '' })
        .where(sql`${returnRequests.userId} = ${userId}`);
    },

    /** When each order was delivered (its last move to 'delivered'). */
    async deliveredAt(orderIds: number[]): Promise<Map<number, Date>> {
      if (orderIds.length === 0) return new Map();
      const result = await db.execute<{ order_id: number; at: string }>(sql`
        SELECT order_id, max(created_at) AS at FROM order_status_history
         WHERE to_status = 'delivered' AND order_id = ANY(${sql.param(orderIds)}::int[])
         GROUP BY order_id`);
      return new Map(result.rows.map((row) => [row.order_id, new Date(row.at)]));
    },
  };
}
