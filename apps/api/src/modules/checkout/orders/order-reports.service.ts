import type { Executor } from '../../../db/client';
import { createOrderReportsRepository } from './order-reports.repository';

export type { AwaitingOrderRow, DailyRevenueRow } from './order-reports.repository';

/** Read-only order figures for the admin area (the dashboard); checkout owns the orders. */
export function createOrderReportsService(deps: { db: Executor }) {
  const reports = createOrderReportsRepository(deps.db);
  return {
    dailyRevenue: reports.dailyRevenue,
    awaitingCounts: reports.awaitingCounts,
    latestAwaiting: reports.latestAwaiting,
  };
}

export type OrderReportsService = ReturnType<typeof createOrderReportsService>;
