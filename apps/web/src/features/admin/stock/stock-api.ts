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

export const adjustStock = (productId: number, body: StockAdjustment) =>
  api.post<StockAdjustmentResult>(`/admin/stock/${productId}/adjustments/`, body);

/** Sends the file as it is (text/csv); `dryRun` only answers what would change. */
export const importStock = (csv: string, dryRun: boolean) =>
  api.post<StockImportResult>('/admin/stock/import/', new Blob([csv], { type: 'text/csv' }), {
    params: { dry_run: dryRun },
  });

/** The export as a file download (the API needs the token, so a plain link would not do). */
export async function downloadStockCsv(): Promise<void> {
  const text = await api.get<string>('/admin/stock/export.csv', { headers: { Accept: 'text/csv' } });
  // Reading the answer as text drops its byte order mark, which Excel needs to see UTF-8.
  const bom = text.startsWith('\uFEFF') ? '' : '\uFEFF';
  const url = URL.createObjectURL(new Blob([bom, text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `stoc-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
