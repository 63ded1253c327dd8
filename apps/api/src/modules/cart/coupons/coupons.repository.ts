import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type CouponRow = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  value: number;
  min_subtotal: number;
  min_quantity: number;
  product_ids: number[];
  category_ids: number[];
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  first_order_only: boolean;
  /** A voucher's owner: only they can use it. */
  owner_user_id: number | null;
  /** Active and inside its window, by the database clock. */
  is_current: boolean;
  /** Live (not released) uses so far. */
  used: number;
};

export type VoucherValues = {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minSubtotal: number;
  endsAt: Date;
  ownerUserId: number;
  origin: 'welcome' | 'return' | 'staff';
  note: string;
};

export type VoucherRow = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_subtotal: number;
  ends_at: string | Date | null;
  origin: 'welcome' | 'return' | 'staff';
  note: string;
  created_at: string | Date;
  expired: boolean;
  order_id: number | null;
};

function selectCoupon(code: string) {
  return sql`
    SELECT c.id, c.code, c.kind, c.value, c.min_subtotal, c.min_quantity, c.product_ids, c.category_ids,
           c.usage_limit, c.usage_limit_per_customer,
           c.first_order_only, c.owner_user_id,
           (c.is_active AND (c.starts_at IS NULL OR c.starts_at <= now())
                        AND (c.ends_at IS NULL OR c.ends_at > now())) AS is_current,
           (SELECT count(*) FROM coupon_redemptions r
             WHERE r.coupon_id = c.id AND r.released_at IS NULL)::int AS used
      FROM coupons c
     WHERE lower(c.code) = lower(${code})`;
}

export function createCouponsRepository(db: Executor) {
  return {
    async findByCode(code: string): Promise<CouponRow | undefined> {
      return (await db.execute<CouponRow>(selectCoupon(code))).rows[0];
    },

    /**
     * The coupon, locked until the end of the caller's transaction: the lock serializes the orders
     * that use one coupon, so its limits hold under races. The uses are counted by a second
     * statement, whose snapshot is taken after the lock is granted (a statement that waited for
     * the lock would still count from before the other order committed).
     */
    async lockByCode(code: string): Promise<CouponRow | undefined> {
      const locked = await db.execute(
        sql`SELECT id FROM coupons WHERE lower(code) = lower(${code}) FOR UPDATE`,
      );
      if (locked.rows.length === 0) return undefined;
      return (await db.execute<CouponRow>(selectCoupon(code))).rows[0];
    },

    /** Live uses of a coupon by one customer: their account, or their email address. */
    async customerUses(
      couponId: number,
      customer: { userId: number | null; email: string },
    ): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM coupon_redemptions
         WHERE coupon_id = ${couponId} AND released_at IS NULL
           AND (lower(email) = lower(${customer.email})
                OR (${customer.userId}::int IS NOT NULL AND user_id = ${customer.userId}))`);
      return result.rows[0]?.n ?? 0;
    },

    async insertRedemption(values: {
      couponId: number;
      orderId: number;
      userId: number | null;
      email: string;
    }): Promise<void> {
      await db.execute(sql`
        INSERT INTO coupon_redemptions (coupon_id, order_id, user_id, email)
        VALUES (${values.couponId}, ${values.orderId}, ${values.userId}, ${values.email})`);
    },

    /** Issues a voucher; null when its origin allows one per customer and they have it already. */
    async insertVoucher(values: VoucherValues): Promise<number | null> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO coupons (code, kind, value, min_subtotal, ends_at, usage_limit, owner_user_id,
                             voucher_origin, voucher_note)
        VALUES (${values.code}, ${values.kind}, ${values.value}, ${values.minSubtotal},
                ${values.endsAt.toISOString()}, 1, ${values.ownerUserId}, ${values.origin}, ${values.note})
        ON CONFLICT (owner_user_id) WHERE voucher_origin = 'welcome' DO NOTHING
        RETURNING id`);
      return result.rows[0]?.id ?? null;
    },

    /** A customer's vouchers, newest first, with the order that used each one. */
    async vouchersOf(userId: number): Promise<VoucherRow[]> {
      const result = await db.execute<VoucherRow>(sql`
        SELECT c.id, c.code, c.kind, c.value, c.min_subtotal, c.ends_at, c.voucher_origin AS origin,
               c.voucher_note AS note, c.created_at,
               (c.ends_at IS NOT NULL AND c.ends_at <= now()) AS expired,
               (SELECT r.order_id FROM coupon_redemptions r
                 WHERE r.coupon_id = c.id AND r.released_at IS NULL LIMIT 1) AS order_id
          FROM coupons c
         WHERE c.owner_user_id = ${userId}
         ORDER BY c.created_at DESC, c.id DESC`);
      return result.rows;
    },

    async deactivateVouchersOf(userId: number): Promise<void> {
      await db.execute(
        sql`UPDATE coupons SET is_active = false, updated_at = now() WHERE owner_user_id = ${userId}`,
      );
    },

    /** A cancelled order gives its use back. */
    async releaseForOrders(orderIds: number[]): Promise<void> {
      if (orderIds.length === 0) return;
      await db.execute(sql`
        UPDATE coupon_redemptions SET released_at = now()
         WHERE order_id = ANY(${sql.param(orderIds)}::int[]) AND released_at IS NULL`);
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
