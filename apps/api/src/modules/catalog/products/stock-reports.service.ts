import type { Executor } from '../../../db/client';
import { createStockReportsRepository } from './stock-reports.repository';

export type { LowStockRow, SlowMoverRow, StockTotals, StockValueRow } from './stock-reports.repository';

/**
 * Read-only stock figures for the admin area (the dashboard, the stock value and slow movers
 * reports); the catalogue owns the products.
 */
export function createStockReportsService(deps: { db: Executor }) {
  const reports = createStockReportsRepository(deps.db);
  return {
    lowStock: reports.lowStock,
    stockTotals: reports.stockTotals,
    stockValue: reports.stockValue,
    slowMovers: reports.slowMovers,
  };
}

export type StockReportsService = ReturnType<typeof createStockReportsService>;
