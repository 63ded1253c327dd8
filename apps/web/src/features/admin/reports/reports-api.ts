import { queryOptions } from '@tanstack/react-query';
import type {
  AbandonedCheckoutsReport,
  BestSellerSort,
  BestSellersReport,
  CouponsReport,
  ReportGrouping,
  SalesReport,
  SlowMoversReport,
  StockValueReport,
} from '@shop/shared/schemas/admin/reports';
import { api, type QueryParams } from '@/lib/api-client';
import { downloadCsv } from '../components/download-csv';

/** The reports (docs/decisions/056, 064), by their path under /admin/reports/. */
export const REPORT_KINDS = [
  'sales',
  'best-sellers',
  'coupons',
  'stock-value',
  'slow-movers',
  'abandoned-checkouts',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type ReportFilters = {
  from: string;
  to: string;
  group: ReportGrouping;
  sort: BestSellerSort;
  category: string;
};

type ReportOf = {
  sales: SalesReport;
  'best-sellers': BestSellersReport;
  coupons: CouponsReport;
  'stock-value': StockValueReport;
  'slow-movers': SlowMoversReport;
  'abandoned-checkouts': AbandonedCheckoutsReport;
};

/** The query a report takes: stock value is today's, the others a range (and their own options). */
function paramsOf(kind: ReportKind, filters: ReportFilters): QueryParams {
  const range = { from: filters.from, to: filters.to };
  switch (kind) {
    case 'sales':
      return { ...range, group: filters.group };
    case 'best-sellers':
      return { ...range, sort: filters.sort, category: filters.category || undefined };
    case 'stock-value':
      return {};
    default:
      return range;
  }
}

export const reportKeys = { all: ['admin', 'reports'] as const };

export function reportQueryOptions<Kind extends ReportKind>(kind: Kind, filters: ReportFilters) {
  const params = paramsOf(kind, filters);
  return queryOptions({
    queryKey: [...reportKeys.all, kind, params] as const,
    queryFn: ({ signal }) => api.get<ReportOf[Kind]>(`/admin/reports/${kind}/`, { params, signal }),
    // A new range keeps the report's old figures on screen until the new ones arrive (another
    // report's figures never stand in: their shape differs).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === kind ? previous : undefined,
  });
}

/** The file's name says what it holds: "vanzari-2026-11-01_2026-11-30.csv". */
const FILE_NAMES: Record<ReportKind, string> = {
  sales: 'vanzari',
  'best-sellers': 'cele-mai-vandute',
  coupons: 'cupoane',
  'stock-value': 'valoare-stoc',
  'slow-movers': 'fara-vanzari',
  'abandoned-checkouts': 'checkout-abandonat',
};

export function downloadReportCsv(kind: ReportKind, filters: ReportFilters, today: string): Promise<void> {
  const suffix = kind === 'stock-value' ? today : `${filters.from}_${filters.to}`;
  return downloadCsv(
    `/admin/reports/${kind}/export.csv`,
    `${FILE_NAMES[kind]}-${suffix}.csv`,
    paramsOf(kind, filters),
  );
}
