import { type SQL, sql } from 'drizzle-orm';
import type { CouponStatus } from '@shop/shared/schemas/admin/coupons';
import { containsPattern } from '../../../lib/like';
import type { Executor } from '../../../db/client';

export type AdminCouponRow = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  value: number;
  min_subtotal: number;
  min_quantity: number;
  product_ids: number[];
  category_ids: number[];
  /** The totals of the live orders that used it (decision 062). */
  revenue: number;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  first_order_only: boolean;
  is_active: boolean;
  status: CouponStatus;
  used: number;
  created_at: Date;
  updated_at: Date;
};

/** A coupon's values as stored: amounts in bani, the percent as a whole number. */
export type CouponValues = {
  code: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  value: number;
  minSubtotal: number;
  minQuantity: number;
  productIds: number[];
  categoryIds: number[];
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  firstOrderOnly: boolean;
  isActive: boolean;
};

export type CouponRedemptionRow = {
  order_id: number;
  email: string;
  created_at: Date;
  released: boolean;
};

/** The status by the database clock, so the list's filter and its badges agree. */
const STATUS = sql`CASE
    WHEN NOT c.is_active THEN 'inactive'
    WHEN c.ends_at IS NOT NULL AND c.ends_at <= now() THEN 'expired'
    WHEN c.starts_at IS NOT NULL AND c.starts_at > now() THEN 'scheduled'
    ELSE 'active' END`;

const COLUMNS = sql`c.id, c.code, c.kind, c.value, c.min_subtotal, c.starts_at, c.ends_at, c.usage_limit,
  c.usage_limit_per_customer, c.first_order_only, c.is_active, c.created_at, c.updated_at,
  ${STATUS} AS status,
  (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.released_at IS NULL)::int AS used,
  c.min_quantity, c.product_ids, c.category_ids,
  (SELECT COALESCE(sum(o.total), 0) FROM coupon_redemptions r JOIN order_totals o ON o.id = r.order_id
    WHERE r.coupon_id = c.id AND r.released_at IS NULL AND o.live)::int AS revenue`;

export function createCouponsAdminRepository(db: Executor) {
  return {
    async list(
      filter: { q?: string; status?: CouponStatus },
      page: { limit: number; offset: number },
    ): Promise<{ rows: AdminCouponRow[]; total: number }> {
      // A customer's personal vouchers are managed from the customer, not in the coupon list.
      const conditions: SQL[] = [sql`c.owner_user_id IS NULL`];
      if (filter.q) conditions.push(sql`c.code ILIKE ${containsPattern(filter.q)}`);
      if (filter.status) conditions.push(sql`${STATUS} = ${filter.status}`);
      const where = sql.join(conditions, sql` AND `);
      const rows = await db.execute<AdminCouponRow>(sql`
        SELECT ${COLUMNS} FROM coupons c WHERE ${where}
         ORDER BY c.created_at DESC, c.id DESC
         LIMIT ${page.limit} OFFSET ${page.offset}`);
      const count = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM coupons c WHERE ${where}`,
      );
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    async findById(id: number, options: { lock?: boolean } = {}): Promise<AdminCouponRow | undefined> {
      if (options.lock) await db.execute(sql`SELECT id FROM coupons WHERE id = ${id} FOR UPDATE`);
      return (
        await db.execute<AdminCouponRow>(
          sql`SELECT ${COLUMNS} FROM coupons c WHERE c.id = ${id} AND c.owner_user_id IS NULL`,
        )
      ).rows[0];
    },

    async codeTaken(code: string, exceptId?: number): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT 1 FROM coupons WHERE lower(code) = lower(${code})
           AND (${exceptId ?? null}::int IS NULL OR id <> ${exceptId ?? null}) LIMIT 1`);
      return result.rows.length > 0;
    },

    async insert(values: CouponValues): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO coupons (code, kind, value, min_subtotal, starts_at, ends_at, usage_limit,
                             usage_limit_per_customer, first_order_only, is_active, min_quantity,
                             product_ids, category_ids)
        VALUES (${values.code}, ${values.kind}, ${values.value}, ${values.minSubtotal},
                ${values.startsAt?.toISOString() ?? null}, ${values.endsAt?.toISOString() ?? null},
                ${values.usageLimit}, ${values.usageLimitPerCustomer}, ${values.firstOrderOnly},
                ${values.isActive}, ${values.minQuantity}, ${sql.param(values.productIds)}::int[],
                ${sql.param(values.categoryIds)}::int[])
        RETURNING id`);
      return result.rows[0]!.id;
    },

    async update(id: number, values: CouponValues): Promise<void> {
      await db.execute(sql`
        UPDATE coupons SET code = ${values.code}, kind = ${values.kind}, value = ${values.value},
               min_subtotal = ${values.minSubtotal},
               starts_at = ${values.startsAt?.toISOString() ?? null},
               ends_at = ${values.endsAt?.toISOString() ?? null},
               usage_limit = ${values.usageLimit},
               usage_limit_per_customer = ${values.usageLimitPerCustomer},
               first_order_only = ${values.firstOrderOnly}, is_active = ${values.isActive},
               min_quantity = ${values.minQuantity},
               product_ids = ${sql.param(values.productIds)}::int[],
               category_ids = ${sql.param(values.categoryIds)}::int[],
               updated_at = now()
         WHERE id = ${id}`);
    },

    /** Removes a coupon that no order ever used; false when it has redemptions (even released ones). */
    async deleteUnused(id: number): Promise<boolean> {
      const result = await db.execute(sql`
        DELETE FROM coupons c WHERE c.id = ${id}
           AND NOT EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.coupon_id = c.id)`);
      return (result.rowCount ?? 0) > 0;
    },

    async hasRedemptions(id: number): Promise<boolean> {
      const result = await db.execute(sql`SELECT 1 FROM coupon_redemptions WHERE coupon_id = ${id} LIMIT 1`);
      return result.rows.length > 0;
    },

    /** The latest uses, newest first. */
    async redemptions(id: number, limit: number): Promise<CouponRedemptionRow[]> {
      const result = await db.execute<CouponRedemptionRow>(sql`
        SELECT order_id, email, created_at, released_at IS NOT NULL AS released
          FROM coupon_redemptions WHERE coupon_id = ${id}
         ORDER BY created_at DESC, id DESC LIMIT ${limit}`);
      return result.rows;
    },
  };
}
