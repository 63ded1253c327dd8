import { type SQL, sql } from 'drizzle-orm';
import type { DiscountKind, DiscountStatus } from '@shop/shared/schemas/admin/discounts';
import type { Executor } from '../../../db/client';
import { containsPattern } from '../../../lib/like';

export type DiscountRow = {
  id: number;
  name: string;
  name_en: string;
  kind: DiscountKind;
  percent: number;
  buy_quantity: number;
  category_ids: number[];
  product_ids: number[];
  starts_at: Date | null;
  ends_at: Date | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  status: DiscountStatus;
};

export type DiscountStatsRow = { id: number; uses: number; revenue: number; amount: number };

export type DiscountValues = {
  name: string;
  nameEn: string;
  kind: DiscountKind;
  percent: number;
  buyQuantity: number;
  categoryIds: number[];
  productIds: number[];
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
};

/** The status by the database clock, so the list's filter, its badges and the checkout agree. */
const STATUS = sql`CASE
    WHEN NOT d.is_active THEN 'inactive'
    WHEN d.ends_at IS NOT NULL AND d.ends_at <= now() THEN 'expired'
    WHEN d.starts_at IS NOT NULL AND d.starts_at > now() THEN 'scheduled'
    ELSE 'active' END`;

const COLUMNS = sql`d.id, d.name, d.name_en, d.kind, d.percent, d.buy_quantity, d.category_ids,
  d.product_ids, d.starts_at, d.ends_at, d.is_active, d.created_at, d.updated_at, ${STATUS} AS status`;

const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;

export function createDiscountsRepository(db: Executor) {
  return {
    /** The discounts running now (active, inside their window), by id. */
    async running(): Promise<DiscountRow[]> {
      const result = await db.execute<DiscountRow>(sql`
        SELECT ${COLUMNS} FROM automatic_discounts d WHERE ${STATUS} = 'active' ORDER BY d.id`);
      return result.rows;
    },

    async list(
      filter: { q?: string; status?: DiscountStatus },
      page: { limit: number; offset: number },
    ): Promise<{ rows: DiscountRow[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (filter.q)
        conditions.push(
          sql`(d.name ILIKE ${containsPattern(filter.q)} OR d.name_en ILIKE ${containsPattern(filter.q)})`,
        );
      if (filter.status) conditions.push(sql`${STATUS} = ${filter.status}`);
      const where = sql.join(conditions, sql` AND `);
      const rows = await db.execute<DiscountRow>(sql`
        SELECT ${COLUMNS} FROM automatic_discounts d WHERE ${where}
         ORDER BY d.created_at DESC, d.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`);
      const count = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM automatic_discounts d WHERE ${where}`,
      );
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** These discounts whatever their window or state (an edited order's, docs/decisions/061). */
    async byIds(discountIds: number[]): Promise<DiscountRow[]> {
      if (discountIds.length === 0) return [];
      const result = await db.execute<DiscountRow>(
        sql`SELECT ${COLUMNS} FROM automatic_discounts d WHERE d.id = ANY(${ids(discountIds)}) ORDER BY d.id`,
      );
      return result.rows;
    },

    async findById(id: number, options: { lock?: boolean } = {}): Promise<DiscountRow | undefined> {
      const lock = options.lock ? sql`FOR UPDATE` : sql``;
      return (
        await db.execute<DiscountRow>(
          sql`SELECT ${COLUMNS} FROM automatic_discounts d WHERE d.id = ${id} ${lock}`,
        )
      ).rows[0];
    },

    /**
     * Usage and revenue (decision 062), from checkout's read port: the live (not cancelled) orders
     * with a line the discount reduced, what those lines came to after every discount, and what it
     * took off them.
     */
    async stats(discountIds: number[]): Promise<Map<number, DiscountStatsRow>> {
      if (discountIds.length === 0) return new Map();
      const result = await db.execute<DiscountStatsRow>(sql`
        SELECT discount_id AS id, count(DISTINCT order_id)::int AS uses,
               COALESCE(sum(net), 0)::int AS revenue, COALESCE(sum(amount), 0)::int AS amount
          FROM order_discount_lines
         WHERE live AND discount_id = ANY(${ids(discountIds)})
         GROUP BY discount_id`);
      return new Map(result.rows.map((row) => [row.id, row]));
    },

    /** Whether any order line, even of a cancelled order, names the discount. */
    async used(id: number): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM order_discount_lines WHERE discount_id = ${id} LIMIT 1`,
      );
      return result.rows.length > 0;
    },

    async insert(values: DiscountValues): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO automatic_discounts (name, name_en, kind, percent, buy_quantity, category_ids,
                                         product_ids, starts_at, ends_at, is_active)
        VALUES (${values.name}, ${values.nameEn}, ${values.kind}, ${values.percent}, ${values.buyQuantity},
                ${ids(values.categoryIds)}, ${ids(values.productIds)},
                ${values.startsAt?.toISOString() ?? null}, ${values.endsAt?.toISOString() ?? null},
                ${values.isActive})
        RETURNING id`);
      return result.rows[0]!.id;
    },

    async update(id: number, values: DiscountValues): Promise<void> {
      await db.execute(sql`
        UPDATE automatic_discounts
           SET name = ${values.name}, name_en = ${values.nameEn}, kind = ${values.kind},
               percent = ${values.percent}, buy_quantity = ${values.buyQuantity},
               category_ids = ${ids(values.categoryIds)}, product_ids = ${ids(values.productIds)},
               starts_at = ${values.startsAt?.toISOString() ?? null},
               ends_at = ${values.endsAt?.toISOString() ?? null},
               is_active = ${values.isActive}, updated_at = now()
         WHERE id = ${id}`);
    },

    async delete(id: number): Promise<void> {
      await db.execute(sql`DELETE FROM automatic_discounts WHERE id = ${id}`);
    },
  };
}
