import type { Executor } from '../../../db/client';
import { createOrderReportsRepository } from './order-reports.repository';

export type {
  AwaitingOrderRow,
  BestSellerRow,
  CategorySalesRow,
  CouponRow,
  DailyRevenueRow,
  SalesDayRow,
} from './order-reports.repository';

/** Read-only order figures for the admin area (the dashboard, the reports); checkout owns the orders. */
export function createOrderReportsService(deps: { db: Executor }) {
  const reports = createOrderReportsRepository(deps.db);
  return {
    dailyRevenue: reports.dailyRevenue,
    awaitingCounts: reports.awaitingCounts,
    latestAwaiting: reports.latestAwaiting,
    salesByDay: reports.salesByDay,
    bestSellers: reports.bestSellers,
    couponPerformance: reports.couponPerformance,
  };
}

export type OrderReportsService = ReturnType<typeof createOrderReportsService>;
