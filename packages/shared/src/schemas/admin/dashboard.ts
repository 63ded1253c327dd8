import { z } from 'zod';
import { moneySchema } from '../common';

/**
 * A period's figures (docs/decisions/038), by the shop's calendar. `sales`: the totals of the orders
 * placed in it and not cancelled; `orders`: how many. `received`: the money that came in during it
 * (orders paid in it, the wallet's part left out, less the refunds paid out in it).
 */
export const dashboardPeriodSchema = z.object({
  sales: moneySchema,
  orders: z.number().int(),
  received: moneySchema,
});

export const dashboardOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  payment_method: z.string(),
  customer: z.string(),
  total: moneySchema,
  created_at: z.string(),
});
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

export const dashboardLowStockSchema = z.object({
  id: z.number().int(),
  titlu: z.string(),
  sku: z.string().nullable(),
  stoc: z.number().int(),
});
export type DashboardLowStock = z.infer<typeof dashboardLowStockSchema>;

/** A document RO e-Factura has not accepted yet, close to its term or past it. */
export const dashboardEfacturaDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  code: z.string(),
  issue_date: z.string(),
  buyer: z.string(),
  total: moneySchema,
  state: z.enum(['pending', 'uploaded', 'rejected']),
  /** The last day (Romania) it may reach RO e-Factura: 5 working days after its issue date. */
  deadline: z.string(),
  /** Working days from today to the deadline: 1 the working day before, 0 on it, negative after. */
  working_days_left: z.number().int(),
});
export type DashboardEfacturaDocument = z.infer<typeof dashboardEfacturaDocumentSchema>;

export const dashboardSchema = z.object({
  /** The shop's calendar day ("2026-11-23", Romania) the figures are for. */
  today: z.string(),
  revenue_today: dashboardPeriodSchema,
  revenue_month: dashboardPeriodSchema,
  /** The last 30 days, oldest first, every day present (zero days too). */
  daily_revenue: z.array(
    z.object({ day: z.string(), sales: moneySchema, orders: z.number().int(), received: moneySchema }),
  ),
  awaiting_action: z.object({
    /** Placed or processing: to be packed and shipped. */
    to_ship: z.number().int(),
    awaiting_payment: z.number().int(),
    latest: z.array(dashboardOrderSchema),
  }),
  low_stock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    products: z.array(dashboardLowStockSchema),
  }),
  /** Invoices and credit notes RO e-Factura has not accepted yet (OUG 120/2021 art. 10). */
  efactura: z.object({
    /** Not accepted yet: not sent, sent without an answer, rejected. */
    open: z.number().int(),
    pending: z.number().int(),
    uploaded: z.number().int(),
    rejected: z.number().int(),
    /** Within one working day of their deadline or past it (`late` of them past it). */
    due_count: z.number().int(),
    late_count: z.number().int(),
    /** The oldest of those, at most 10. */
    due: z.array(dashboardEfacturaDocumentSchema),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
