import { z } from 'zod';
import { dateParam, moneySchema, positiveIntParam } from '../common';

/**
 * The admin's reports (docs/decisions/056). Every report covers calendar days in Romania's time
 * zone, `from` to `to`, both included, at most {@link REPORT_MAX_DAYS} days: a year and a day, so
 * that a year of one shop (leap or not) fits, and the largest statement stays within its time
 * budget on a million orders.
 */
export const REPORT_MAX_DAYS = 366;
/** The rows a report's page shows; its CSV holds them all. */
export const REPORT_ROWS_SHOWN = 50;
export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
export const BEST_SELLER_SORTS = ['units', 'revenue'] as const;
export type BestSellerSort = (typeof BEST_SELLER_SORTS)[number];

/** Days between two calendar days ("2026-11-01" to "2026-11-30" is 30 days, both included). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const rangeFields = { from: dateParam, to: dateParam };

/** A range that ends before it starts, or is longer than allowed, is refused with its own message. */
function checkRange(range: { from: string; to: string }, context: z.RefinementCtx) {
  const days = daysInRange(range.from, range.to);
  if (days < 1) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'Data de sfârșit este înaintea celei de început.',
    });
  } else if (days > REPORT_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `Intervalul poate avea cel mult ${REPORT_MAX_DAYS} de zile.`,
    });
  }
}

export const reportRangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const salesReportQuerySchema = z
  .object({ ...rangeFields, group: z.enum(REPORT_GROUPINGS).default('day') })
  .superRefine(checkRange);
export type SalesReportQuery = z.input<typeof salesReportQuerySchema>;

export const bestSellersQuerySchema = z
  .object({
    ...rangeFields,
    sort: z.enum(BEST_SELLER_SORTS).default('units'),
    /** Only the products of this category (as they are filed now). */
    category: positiveIntParam.optional(),
  })
  .superRefine(checkRange);
export type BestSellersQuery = z.input<typeof bestSellersQuerySchema>;

/**
 * A period's sales. `revenue`: the orders' goods after their discounts, VAT included, shipping
 * left out; `refunds`: the money paid back in the period (by the refund's day, whatever day its
 * order was placed), store credit included.
 */
export const salesPeriodSchema = z.object({
  /** The period's first and last day, within the range. */
  from: z.string(),
  to: z.string(),
  orders: z.number().int(),
  revenue: moneySchema,
  shipping: moneySchema,
  average_order: moneySchema,
  refunds: moneySchema,
  refund_count: z.number().int(),
});
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(REPORT_GROUPINGS),
  periods: z.array(salesPeriodSchema),
  totals: salesPeriodSchema,
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const bestSellerSchema = z.object({
  /** Null when the product has been deleted since (its lines keep their title). */
  product_id: z.number().int().nullable(),
  title: z.string(),
  units: z.number().int(),
  revenue: moneySchema,
  orders: z.number().int(),
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

export const categorySalesSchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  units: z.number().int(),
  revenue: moneySchema,
});
export type CategorySales = z.infer<typeof categorySalesSchema>;

export const bestSellersReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  sort: z.enum(BEST_SELLER_SORTS),
  category: z.number().int().nullable(),
  /** How many products sold in the range (the page shows the first {@link REPORT_ROWS_SHOWN}). */
  count: z.number().int(),
  products: z.array(bestSellerSchema),
  /** Every category with sales, by the same sort; a product filed in two counts in both. */
  categories: z.array(categorySalesSchema),
});
export type BestSellersReport = z.infer<typeof bestSellersReportSchema>;

export const couponPerformanceSchema = z.object({
  code: z.string(),
  uses: z.number().int(),
  discount: moneySchema,
  /** The orders' goods after the discount, VAT included, shipping left out. */
  revenue: moneySchema,
});
export type CouponPerformance = z.infer<typeof couponPerformanceSchema>;

export const couponsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  coupons: z.array(couponPerformanceSchema),
  totals: z.object({ uses: z.number().int(), discount: moneySchema, revenue: moneySchema }),
});
export type CouponsReport = z.infer<typeof couponsReportSchema>;

export const stockValueRowSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  sku: z.string().nullable(),
  stock: z.number().int(),
  /** Today's selling price (the reduced one when there is one), VAT included. */
  price: moneySchema,
  value: moneySchema,
  is_active: z.boolean(),
});
export type StockValueRow = z.infer<typeof stockValueRowSchema>;

export const stockValueReportSchema = z.object({
  /** Products with stock, units and their value at today's selling prices. */
  totals: z.object({ products: z.number().int(), units: z.number().int(), value: moneySchema }),
  products: z.array(stockValueRowSchema),
});
export type StockValueReport = z.infer<typeof stockValueReportSchema>;

export const slowMoverSchema = stockValueRowSchema.extend({
  /**
   * The Romanian day ("2026-11-27") it last sold before the range, null if never: a day, read from
   * the daily summary (docs/decisions/064).
   */
  last_sold_on: z.string().nullable(),
});
export type SlowMover = z.infer<typeof slowMoverSchema>;

export const slowMoversReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Products with stock that sold nothing in the range, their units and value. */
  totals: z.object({ products: z.number().int(), units: z.number().int(), value: moneySchema }),
  products: z.array(slowMoverSchema),
});
export type SlowMoversReport = z.infer<typeof slowMoversReportSchema>;

/**
 * Checkout visits per Romanian day of their start (docs/decisions/064): `sessions` visits of the
 * checkout page with a cart, `converted` those that placed an order, `abandoned` the others (a
 * visit of today may still convert) and the value of their carts, VAT included.
 */
export const abandonedCheckoutDaySchema = z.object({
  day: z.string(),
  sessions: z.number().int(),
  converted: z.number().int(),
  abandoned: z.number().int(),
  abandoned_value: moneySchema,
});
export type AbandonedCheckoutDay = z.infer<typeof abandonedCheckoutDaySchema>;

export const abandonedCheckoutsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(abandonedCheckoutDaySchema),
  totals: abandonedCheckoutDaySchema.omit({ day: true }),
});
export type AbandonedCheckoutsReport = z.infer<typeof abandonedCheckoutsReportSchema>;
