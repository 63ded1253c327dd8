import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './checkout';
import { createdAt, updatedAt } from './columns';

/** Discount coupons; codes are unique whatever their case. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** 'percent' (value 1-100), 'fixed' (value in bani) or 'free_shipping' (value 0). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Smallest subtotal before discount, in bani. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    /** Uses in total; null for no limit. */
    usageLimit: integer('usage_limit'),
    /** Uses per customer (by account or email); null for no limit. */
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Smallest number of eligible units in the cart; 0 for no minimum (decision 062). */
    minQuantity: integer('min_quantity').notNull().default(0),
    /**
     * Limits the coupon to these products (a variant is a product row) and/or categories; both
     * empty: the whole cart. No foreign keys: a deleted product or category simply matches nothing.
     */
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * A voucher's owner: only this customer, signed in, can use it. Null for a coupon anyone can
     * use.
     */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Why a voucher was issued: 'welcome', 'return' or 'staff'; null for a coupon. */
    voucherOrigin: text('voucher_origin'),
    /** What the customer reads about a voucher ("Pentru retur la comanda 1042"). */
    voucherNote: text('voucher_note').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} IN ('percent', 'fixed', 'free_shipping')`),
    check(
      'coupons_value_check',
      sql`CASE ${t.kind} WHEN 'free_shipping' THEN ${t.value} = 0 WHEN 'percent' THEN ${t.value} BETWEEN 1 AND 100 ELSE ${t.value} > 0 END`,
    ),
    check('coupons_min_quantity_check', sql`${t.minQuantity} BETWEEN 0 AND 1000`),
    check('coupons_min_subtotal_check', sql`${t.minSubtotal} >= 0`),
    check(
      'coupons_voucher_check',
      sql`(${t.ownerUserId} IS NULL) = (${t.voucherOrigin} IS NULL) AND (${t.voucherOrigin} IS NULL OR ${t.voucherOrigin} IN ('welcome', 'return', 'staff'))`,
    ),
    index('coupons_owner_idx')
      .on(t.ownerUserId, t.id)
      .where(sql`${t.ownerUserId} IS NOT NULL`),
    // One welcome gift per customer, however often the address is verified.
    uniqueIndex('coupons_one_welcome_idx')
      .on(t.ownerUserId)
      .where(sql`${t.voucherOrigin} = 'welcome'`),
    check(
      'coupons_window_check',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/**
 * One use of a coupon by an order. A cancelled order releases its use (released_at), so the
 * limits count only live uses.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    index('coupon_redemptions_email_idx').on(t.couponId, sql`lower(${t.email})`),
  ],
);

/**
 * Automatic discounts, applied without a code (decision 062): a percentage off every unit
 * ('percent') or "buy N, get the next at X% off" ('buy_x_get_y'), on categories and/or products
 * (both empty: the whole shop), inside a window. The one worth most on a cart line wins.
 */
export const automaticDiscounts = pgTable(
  'automatic_discounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    kind: text('kind').notNull(),
    /** Whole percent off (1–100). */
    percent: integer('percent').notNull(),
    /** 'buy_x_get_y': units bought at full price before one at `percent` off; 0 for 'percent'. */
    buyQuantity: integer('buy_quantity').notNull().default(0),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('automatic_discounts_kind_check', sql`${t.kind} IN ('percent', 'buy_x_get_y')`),
    check('automatic_discounts_percent_check', sql`${t.percent} BETWEEN 1 AND 100`),
    check(
      'automatic_discounts_buy_quantity_check',
      sql`CASE ${t.kind} WHEN 'buy_x_get_y' THEN ${t.buyQuantity} BETWEEN 1 AND 98 ELSE ${t.buyQuantity} = 0 END`,
    ),
    check(
      'automatic_discounts_window_check',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`,
    ),
    index('automatic_discounts_active_idx')
      .on(t.endsAt)
      .where(sql`${t.isActive}`),
  ],
);
