import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  StockAdjustment,
  StockAdjustmentResult,
  StockImportResult,
  StockLevel,
  StockMovementsPage,
  StockPage,
  StockSort,
} from '@shop/shared/schemas/admin/stock';
import { api } from '@/lib/api-client';
import { downloadCsv } from '../components/download-csv';

export type StockFilters = {
  q: string;
  level: StockLevel | '';
  /** A category id, or '' for all; a category includes its subcategories' products. */
  category: string;
  ordering: StockSort;
  page: number;
};

export const stockKeys = {
  all: ['admin', 'stock'] as const,
  list: (filters: StockFilters) => [...stockKeys.all, 'list', filters] as const,
  movements: (productId: number) => [...stockKeys.all, 'movements', productId] as const,
};

export function stockListQueryOptions(filters: StockFilters) {
  return queryOptions({
    queryKey: stockKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<StockPage>('/admin/stock/', {
        signal,
        params: {
          q: filters.q.trim(),
          level: filters.level,
          category: filters.category || undefined,
          ordering: filters.ordering,
          page: filters.page > 1 ? filters.page : undefined,
        },
      }),
    // The table keeps its rows while the next page or filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** A product's movements, newest first, one page after another ("older"). */
export function movementsQueryOptions(productId: number) {
  return infiniteQueryOptions({
    queryKey: stockKeys.movements(productId),
    queryFn: ({ pageParam, signal }) =>
      api.get<StockMovementsPage>(`/admin/stock/${productId}/movements/`, {
        signal,
        params: { before: pageParam },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
}

/** `key`: the submission's Idempotency-Key, so a retried request moves the stock once. */
export const adjustStock = (productId: number, body: StockAdjustment, key: string) =>
  api.post<StockAdjustmentResult>(`/admin/stock/${productId}/adjustments/`, body, {
    headers: { 'Idempotency-Key': key },
  });

/** Sends the file as it is (text/csv); `dryRun` only answers what would change. */
export const importStock = (csv: string, dryRun: boolean) =>
  api.post<StockImportResult>('/admin/stock/import/', new Blob([csv], { type: 'text/csv' }), {
    params: { dry_run: dryRun },
  });

/** The stock list as a dated CSV file. */
export function downloadStockCsv(): Promise<void> {
  return downloadCsv('/admin/stock/export.csv', `stoc-${new Date().toISOString().slice(0, 10)}.csv`);
}
