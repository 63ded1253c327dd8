import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, daterange, updatedAt } from './columns';

/**
 * Pickup points a customer can collect an order from: easybox lockers and out-of-home points
 * (shops). The courier's are kept in step by the daily sync (docs/decisions/053); rows without a
 * courier are the static demo list, which the sync closes once a courier is configured. Never
 * deleted: an order names its locker by `id`.
 */
export const lockers = pgTable(
  'lockers',
  {
    /** The shop's id: the demo list's "EB-CLJ-0001", a synced point's "<courier>-<courier_id>". */
    id: text('id').primaryKey(),
    /** 'locker' (an automatic parcel locker) or 'ooh' (an out-of-home point: a shop's counter). */
    kind: text('kind').notNull().default('locker'),
    /** The courier whose point it is ('sameday'); null for the static demo list. */
    courier: text('courier'),
    /** The courier's own id, as its AWB API takes it (Sameday's `lockerLastMile`). */
    courierId: text('courier_id'),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** `[{ day: 1..7, opens: "HH:MM", closes: "HH:MM" }]`, Monday first; empty when the courier gives none. */
    openingHours: jsonb('opening_hours')
      .$type<{ day: number; opens: string; closes: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isActive: boolean('is_active').notNull().default(true),
    /** When the courier's list last had it (the sync's time); null for the demo list. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lockers_county_city_idx').on(t.county, t.city),
    unique('lockers_courier_point_key').on(t.courier, t.courierId),
    check('lockers_kind_check', sql`${t.kind} IN ('locker', 'ooh')`),
    check('lockers_courier_check', sql`(${t.courier} IS NULL) = (${t.courierId} IS NULL)`),
  ],
);

const ORDER_STATUS_LIST = sql.raw(
  `'awaiting_payment','placed','processing','shipped','delivered','cancelled','refunded'`,
);

/**
 * Orders. Everything the customer saw at checkout is a snapshot here (names, addresses, the locker,
 * the coupon code, every amount in bani), so later changes to products, lockers or coupons never
 * rewrite an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    /** The signed-in customer; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the secret access key that checkout answered; the key itself is never stored. */
    accessKeyHash: text('access_key_hash').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    /** 'courier' or 'locker'. For a locker the delivery address is the locker's, as it was. */
    deliveryMethod: text('delivery_method').notNull(),
    deliveryCounty: text('delivery_county').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryPostalCode: text('delivery_postal_code').notNull(),
    lockerId: text('locker_id'),
    lockerName: text('locker_name'),
    /** 'person' or 'company'. */
    billingType: text('billing_type').notNull(),
    companyCui: text('company_cui'),
    companyTradeRegister: text('company_trade_register'),
    companyName: text('company_name'),
    billingCounty: text('billing_county'),
    billingCity: text('billing_city'),
    billingAddress: text('billing_address'),
    billingPostalCode: text('billing_postal_code'),
    /**
     * A person's CNP, only when they chose to give it at checkout (it goes on the invoice, BR-RO-120;
     * decision 049). Never logged; staff see it masked; erased with the account.
     */
    billingCnp: text('billing_cnp'),
    /** 'card', 'cash_on_delivery', 'bank_transfer' or 'wallet'. */
    paymentMethod: text('payment_method').notNull(),
    status: text('status').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingCost: integer('shipping_cost').notNull(),
    total: integer('total').notNull(),
    /** The part of the total paid from the customer's wallet when the order was placed. */
    walletAmount: integer('wallet_amount').notNull().default(0),
    /**
     * The customer who referred this order's customer, when the order got the referral discount:
     * they get the cashback once it is delivered.
     */
    referrerId: integer('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    vatTotal: integer('vat_total').notNull(),
    /** The part of `discount` the automatic discounts took (decision 062); the rest is the coupon's. */
    automaticDiscount: integer('automatic_discount').notNull().default(0),
    couponCode: text('coupon_code'),
    lang: text('lang').notNull().default('ro'),
    /** The return window the shop offered when the order was placed, in days from delivery. */
    returnDays: smallint('return_days').notNull().default(30),
    notes: text('notes').notNull().default(''),
    /**
     * Raised by every staff edit of the lines or the delivery (docs/decisions/061): an edit based on
     * an older version answers 409 instead of overwriting.
     */
    version: integer('version').notNull().default(1),
    /**
     * Bani the customer still owes after staff raised a paid order's total (docs/decisions/061,
     * 2026-11-28): what was received is `total - amount_due`; 0 when nothing is owed.
     */
    amountDue: integer('amount_due').notNull().default(0),
    /** An unpaid card or transfer order is cancelled (and its stock returned) after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * The staff's order search: names, email and phone, diacritics folded (shop_unaccent is the
     * search migration's immutable wrapper). A stored column rather than an index expression,
     * because index builds run with a search path that cannot see the unaccent dictionary.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(shop_unaccent(first_name || ' ' || last_name || ' ' || email || ' ' || phone))`,
      ),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} IN (${ORDER_STATUS_LIST})`),
    check('orders_delivery_method_check', sql`${t.deliveryMethod} IN ('courier', 'locker')`),
    check('orders_billing_type_check', sql`${t.billingType} IN ('person', 'company')`),
    check(
      'orders_billing_cnp_check',
      sql`${t.billingCnp} IS NULL OR (${t.billingType} = 'person' AND ${t.billingCnp} ~ '^[1-9][0-9]{12}$')`,
    ),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} IN ('card', 'cash_on_delivery', 'bank_transfer', 'wallet')`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.discount} <= ${t.subtotal} AND ${t.shippingCost} >= 0 AND ${t.total} = ${t.subtotal} - ${t.discount} + ${t.shippingCost}`,
    ),
    check(
      'orders_automatic_discount_check',
      sql`${t.automaticDiscount} >= 0 AND ${t.automaticDiscount} <= ${t.discount}`,
    ),
    check('orders_wallet_amount_check', sql`${t.walletAmount} >= 0 AND ${t.walletAmount} <= ${t.total}`),
    check('orders_amount_due_check', sql`${t.amountDue} >= 0 AND ${t.amountDue} <= ${t.total}`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_referrer_idx')
      .on(t.referrerId)
      .where(sql`${t.referrerId} IS NOT NULL`),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_created_idx').on(t.createdAt, t.id),
    // Also orders_revenue_idx (created_at INCLUDE id, total, status, paid_at, payment_method), in
    // migration 0007: Drizzle's index builder has no INCLUDE.
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    // The dashboard's money received counts orders by the day they were paid (decision 038).
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} IS NOT NULL`),
    index('orders_payment_created_idx').on(t.paymentMethod, t.createdAt),
    index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('orders_awaiting_payment_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The product, while it exists; the line keeps its own snapshot. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    /** VAT-inclusive unit price charged, in bani. */
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** This line's share of the order's discount (for the invoice and its VAT). */
    discountShare: integer('discount_share').notNull().default(0),
    /**
     * The part of `discount_share` an automatic discount took (decision 062), with that discount's
     * id and name as they were; no foreign key, as automatic discounts are the cart module's.
     */
    automaticDiscount: integer('automatic_discount').notNull().default(0),
    automaticDiscountId: integer('automatic_discount_id'),
    automaticDiscountName: text('automatic_discount_name'),
    /**
     * The terms that discount reduced the line by (docs/decisions/080): its percent and, for "buy
     * N", N (0 for a percentage). An edit keeps them, whatever staff change on the discount later.
     */
    automaticDiscountPercent: integer('automatic_discount_percent'),
    automaticDiscountBuyQuantity: integer('automatic_discount_buy_quantity'),
    vatAmount: integer('vat_amount').notNull(),
  },
  (t) => [
    check('order_lines_quantity_check', sql`${t.quantity} BETWEEN 1 AND 99`),
    check('order_lines_total_check', sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check(
      'order_lines_automatic_discount_check',
      sql`${t.automaticDiscount} >= 0 AND ${t.automaticDiscount} <= ${t.discountShare}`,
    ),
    check(
      'order_lines_automatic_terms_check',
      sql`(${t.automaticDiscountId} IS NULL) = (${t.automaticDiscountPercent} IS NULL) AND (${t.automaticDiscountPercent} IS NULL) = (${t.automaticDiscountBuyQuantity} IS NULL)`,
    ),
    index('order_lines_automatic_discount_idx')
      .on(t.automaticDiscountId)
      .where(sql`${t.automaticDiscountId} IS NOT NULL`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** Who made the change: 'customer', 'payment', 'system' or 'staff'. */
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Staff notes on an order, never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Staff's free tags on an order ("cadou", "VIP", "de sunat"), for finding orders again: never shown
 * to the customer. One tag once per order whatever its case; the list filters by the lower-cased tag.
 */
export const orderTags = pgTable(
  'order_tags',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_tags_order_tag_idx').on(t.orderId, sql`lower(${t.tag})`),
    index('order_tags_tag_idx').on(sql`lower(${t.tag})`, t.orderId),
    check('order_tags_tag_check', sql`length(${t.tag}) BETWEEN 1 AND 40`),
  ],
);

/**
 * Money paid back on an order, one row per refund. The sum of an order's refunds never exceeds what
 * was paid: refunds are recorded with the order's row locked.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    /** 'stripe' (through Stripe's refund API), 'card', 'bank' or 'wallet'. */
    method: text('method').notNull(),
    /** The provider's refund id (Stripe `re_…`). */
    providerRef: text('provider_ref'),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * 'completed' once the money has left (Stripe answered, the wallet was credited, or staff
     * confirmed their transfer); 'awaiting_transfer' for a card or bank refund staff still have to
     * make outside the shop. The customer is mailed on completion only.
     */
    status: text('status').notNull().default('completed'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Who confirmed a manual transfer (null for refunds completed when recorded). */
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The order's version a staff edit made when this refund pays back what the edit took off a
     * paid order (docs/decisions/061): the order's total already dropped by it, so it is not a
     * refund of that total (the sums of refunded money leave it out). Null for every other refund.
     */
    orderVersion: integer('order_version'),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_method_check', sql`${t.method} IN ('stripe', 'card', 'bank', 'wallet')`),
    check('refunds_status_check', sql`${t.status} IN ('awaiting_transfer', 'completed')`),
    check('refunds_awaiting_manual_check', sql`${t.status} = 'completed' OR ${t.method} IN ('card', 'bank')`),
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_one_per_order_edit')
      .on(t.orderId, t.orderVersion)
      .where(sql`${t.orderVersion} IS NOT NULL`),
  ],
);

/**
 * The goods a refund put back in stock, per product, when staff chose to restock with it: each
 * has its 'return' stock movement naming the order. With the order's row locked, an order's
 * restocked quantities (with its received returns) never exceed what it sold.
 */
export const refundRestocks = pgTable(
  'refund_restocks',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.productId] }),
    check('refund_restocks_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** One attempt to collect an order's money; a declined card leaves room for another attempt. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'cash', 'transfer', 'sandbox', 'stripe', 'netopia' or 'wallet' (an order paid whole from the wallet). */
    provider: text('provider').notNull(),
    status: text('status').notNull().default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RON'),
    /** The provider's own id (a Stripe Checkout Session id, a Netopia ntpID). */
    providerRef: text('provider_ref'),
    /** Where the customer pays (hosted page), once the attempt has started. */
    paymentUrl: text('payment_url'),
    /** The secret only the payment page's links carry (the sandbox page, Netopia's redirect back). */
    clientSecret: text('client_secret'),
    /** Where the customer goes back after paying: the shop's pages, or the native app's deep link. */
    returnTo: text('return_to').notNull().default('web'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** When the provider was last asked for this attempt's status (a card left without its IPN). */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'payments_status_check',
      sql`${t.status} IN ('pending', 'succeeded', 'failed', 'cancelled', 'expired', 'refunded')`,
    ),
    check('payments_return_to_check', sql`${t.returnTo} IN ('web', 'app')`),
    check(
      'payments_provider_check',
      sql`${t.provider} IN ('cash', 'transfer', 'sandbox', 'stripe', 'netopia', 'wallet')`,
    ),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/**
 * Short-lived tokens that the redirect back from a payment page carries in place of the order's key
 * (which the server does not keep): each opens its order until it expires. Only SHA-256 hashes.
 */
export const orderReturnTokens = pgTable(
  'order_return_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_return_tokens_order_idx').on(t.orderId),
    index('order_return_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Every provider event applied, once: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
);

/**
 * The answer to an order submit with an Idempotency-Key, kept 24 hours. Only a hash of the key is
 * stored; the order's access key is sealed with a key derived from the Idempotency-Key itself, so
 * only the client that holds it can get the access key back.
 */
export const idempotencyResponses = pgTable(
  'idempotency_responses',
  {
    keyHash: text('key_hash').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sealedAccessKey: text('sealed_access_key').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idempotency_responses_expires_idx').on(t.expiresAt)],
);

/**
 * A customer's request to return products of a delivered order (30 days from delivery): one per
 * order. Staff approve or refuse it, receive the goods (their stock comes back) and refund it,
 * with money (a `refunds` row) or a voucher.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'defective', 'not_fit', 'wrong_order' or 'other'. */
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** Where a bank refund goes, when the customer asks for one. */
    iban: text('iban'),
    /** 'requested', 'approved', 'refused', 'received' or 'refunded'. */
    status: text('status').notNull().default('requested'),
    /** Staff's words to the customer: why it was refused, what to know when sending. */
    staffNote: text('staff_note').notNull().default(''),
    /** How it was paid back: a refund method ('stripe', 'card', 'bank', 'wallet') or 'voucher'. */
    refundMethod: text('refund_method'),
    refundAmount: integer('refund_amount'),
    /** The money refund, or the voucher given instead. */
    refundId: integer('refund_id').references(() => refunds.id),
    /** The voucher (a `coupons` row) given instead of money; no foreign key, as coupons are cart's. */
    voucherId: integer('voucher_id'),
    voucherCode: text('voucher_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'return_requests_reason_check',
      sql`${t.reason} IN ('defective', 'not_fit', 'wrong_order', 'other')`,
    ),
    check(
      'return_requests_status_check',
      sql`${t.status} IN ('requested', 'approved', 'refused', 'received', 'refunded')`,
    ),
    check(
      'return_requests_refund_check',
      sql`(${t.status} = 'refunded') = (${t.refundMethod} IS NOT NULL AND ${t.refundAmount} > 0)`,
    ),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** The lines and quantities a return request sends back. */
export const returnRequestLines = pgTable(
  'return_request_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('return_request_lines_quantity_check', sql`${t.quantity} > 0`),
    unique('return_request_lines_line_unique').on(t.returnId, t.orderLineId),
  ],
);

/*
 * The reports' summaries (docs/decisions/064): what the sales reports of decision 056 add up,
 * kept exact by triggers on orders, order_lines and refunds (src/db/sql, `report_*`), never by
 * application code, so every path that places, edits, cancels, refunds or deletes an order (or
 * moves its day) changes them in the same transaction. A day is a Romanian calendar day of the
 * order's `created_at` (a refund's own); a sale is an order not cancelled (decision 056). A row
 * whose figures all return to zero is deleted, so a row means something sold (or was refunded).
 * Amounts in bani. No CHECK on the counts: PostgreSQL checks the row an upsert proposes before it
 * finds the conflict, and a change taken back is proposed as a negative row.
 */

/** Per day: the orders placed (sales), their goods after discounts, shipping, and the day's refunds. */
export const salesDays = pgTable('sales_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull().default(0),
  /** `total - shipping_cost` of the day's sales: goods after discounts, VAT included. */
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  shipping: bigint('shipping', { mode: 'number' }).notNull().default(0),
  /** Refunds recorded that day, whatever day their order was placed (store credit included). */
  refunds: bigint('refunds', { mode: 'number' }).notNull().default(0),
  refundCount: integer('refund_count').notNull().default(0),
});

/** Per day and coupon code (as the order kept it): uses, the discount given, the goods after it. */
export const couponSalesDays = pgTable(
  'coupon_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    code: text('code').notNull(),
    uses: integer('uses').notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.code] })],
);

/**
 * A product's sales (lines of sales) per day. A line of a deleted product (`product_id` null)
 * counts under its title; a product's rows have an empty title. `orders`: distinct orders with a
 * line of it (an order lies on one day, so days add up). `product_key` is the product, or 0 for a
 * deleted one (then the title tells them apart): a key that equality and indexes can use.
 */
const productKey = integer('product_key')
  .notNull()
  .generatedAlwaysAs(sql`coalesce(product_id, 0)`);

export const productSalesDays = pgTable(
  'product_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id'),
    productKey,
    title: text('title').notNull().default(''),
    units: integer('units').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
    /**
     * Running totals (docs/decisions/069): the product's units, revenue and distinct orders of
     * every day up to and including this one, so that a range is the totals on its last day less
     * those on the day before it.
     */
    totalUnits: bigint('total_units', { mode: 'number' }).notNull().default(0),
    totalRevenue: bigint('total_revenue', { mode: 'number' }).notNull().default(0),
    totalOrders: bigint('total_orders', { mode: 'number' }).notNull().default(0),
    /** The product's next day in this table; null on its last day. */
    nextDay: date('next_day', { mode: 'string' }),
    /**
     * The days these running totals hold for: from this day to the next one it sold (unbounded on
     * its last day). The best sellers ask which span holds a day (one index scan for every product).
     */
    span: daterange('span')
      .notNull()
      .generatedAlwaysAs(sql`daterange(day, next_day)`),
  },
  (t) => [
    unique('product_sales_days_key').on(t.day, t.productId, t.title).nullsNotDistinct(),
    // A product's days, for the slow movers (sold in a range? last sold before it?).
    index('product_sales_days_product_idx').on(t.productId, t.day),
    // A product's days from a day on (the triggers, recomputing running totals).
    index('product_sales_days_running_idx').on(t.productKey, t.title, t.day),
    // Every product's running totals at a day, in one index-only scan: the spans that hold it. The
    // migration adds INCLUDE (product_key, title, total_units, total_revenue, total_orders), which
    // drizzle cannot say. A product's last day is left out: its totals are product_sales_totals'.
    index('product_sales_days_span_idx')
      .using('spgist', t.span)
      .where(sql`NOT upper_inf(span)`),
  ],
);

/**
 * Every product that sold (a deleted one by its title, `product_key` 0): its sales of all time,
 * and its first and last day in `product_sales_days` (docs/decisions/069). The best sellers read
 * one row per product from here, less the running totals where the range cuts its days; the
 * triggers lock this row first, so that writers of one product's running totals take turns.
 */
export const productSalesTotals = pgTable(
  'product_sales_totals',
  {
    productKey: integer('product_key').notNull(),
    title: text('title').notNull().default(''),
    units: bigint('units', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'product_sales_totals_key', columns: [t.productKey, t.title] })],
);

/**
 * A visit to the checkout page with a cart (abandoned checkout, docs/decisions/064): the random id
 * the browser keeps for the visit, the cart's value and line count when it last said so, and the
 * order that converted it. Nothing about the person: no account, address, IP or product. Purged
 * 90 days after it started (storage limitation, GDPR art. 5(1)(e)) by the hourly maintenance task.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The cart's goods as the checkout page showed them, VAT included, in bani. */
    cartValue: integer('cart_value').notNull(),
    lineCount: smallint('line_count').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (t) => [
    check('checkout_sessions_cart_check', sql`${t.cartValue} >= 0 AND ${t.lineCount} >= 0`),
    index('checkout_sessions_created_idx').on(t.createdAt),
  ],
);
