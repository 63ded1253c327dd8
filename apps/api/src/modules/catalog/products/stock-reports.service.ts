import type { Executor } from '../../../db/client';
import { createStockReportsRepository } from './stock-reports.repository';

export type { LowStockRow } from './stock-reports.repository';

/** Read-only stock figures for the admin area (the dashboard); the catalogue owns the products. */
export function createStockReportsService(deps: { db: Executor }) {
  return { lowStock: createStockReportsRepository(deps.db).lowStock };
}

export type StockReportsService = ReturnType<typeof createStockReportsService>;
