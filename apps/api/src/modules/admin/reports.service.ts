import { baniToDecimal, decimalToBani } from '@shop/shared/money';
import {
  type AbandonedCheckoutsReport,
  type BestSellerSort,
  type BestSellersReport,
  type CouponsReport,
  REPORT_ROWS_SHOWN,
  type ReportGrouping,
  type SalesPeriod,
  type SalesReport,
  type SlowMoversReport,
  type StockValueReport,
  type StockValueRow as StockValueWire,
} from '@shop/shared/schemas/admin/reports';
import { csvMoney, csvLine, UTF8_BOM } from '../../lib/csv';
import type { StockReportsService, StockValueRow } from '../catalog/products/stock-reports.service';
import type { OrderReportsService, SalesDayRow } from '../checkout/orders/order-reports.service';
import type {
  CheckoutSessionDayRow,
  CheckoutSessionsService,
} from '../checkout/sessions/checkout-sessions.service';

/** Rows per chunk of a CSV as it streams. */
const CSV_BATCH = 500;

type Range = { from: string; to: string };
type Figures = Omit<SalesDayRow, 'day'>;

const ZERO: Figures = { orders: 0, revenue: 0, shipping: 0, refunds: 0, refundCount: 0 };

function add(sum: Figures, day: Figures): Figures {
  return {
    orders: sum.orders + day.orders,
    revenue: sum.revenue + day.revenue,
    shipping: sum.shipping + day.shipping,
    refunds: sum.refunds + day.refunds,
    refundCount: sum.refundCount + day.refundCount,
  };
}

/** The first day of the period a day falls in: itself, its week's Monday (ISO 8601) or its month's 1st. */
export function periodStart(day: string, group: ReportGrouping): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 8)}01`;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

type Period = Figures & { from: string; to: string };

/** Days into periods, each clipped to the range (its first and last day within it). */
function groupDays(days: SalesDayRow[], group: ReportGrouping): Period[] {
  const periods = new Map<string, Period>();
  for (const day of days) {
    const key = periodStart(day.day, group);
    const period = periods.get(key);
    periods.set(
      key,
      period
        ? { ...add(period, day), from: period.from, to: day.day }
        : { ...add(ZERO, day), from: day.day, to: day.day },
    );
  }
  return [...periods.values()];
}

/** Whole bani: the average order rounded half up. */
const average = (figures: Figures) =>
  figures.orders === 0 ? 0 : Math.round(figures.revenue / figures.orders);

const salesPeriod = (period: Period): SalesPeriod => ({
  from: period.from,
  to: period.to,
  orders: period.orders,
  revenue: baniToDecimal(period.revenue),
  shipping: baniToDecimal(period.shipping),
  average_order: baniToDecimal(average(period)),
  refunds: baniToDecimal(period.refunds),
  refund_count: period.refundCount,
});

const stockValueWire = (row: StockValueRow): StockValueWire => ({
  product_id: row.id,
  title: row.title,
  sku: row.sku,
  stock: row.stock,
  price: baniToDecimal(row.price),
  value: baniToDecimal(row.value),
  is_active: row.isActive,
});

const totalsWire = (totals: { products: number; units: number; value: number }) => ({
  products: totals.products,
  units: totals.units,
  value: baniToDecimal(totals.value),
});

/**
 * The admin's reports (docs/decisions/056), read through the owning modules' report services:
 * checkout's orders (sales, best sellers, coupons) and the catalogue's stock (value, slow movers).
 * Each report answers as JSON (its first {@link REPORT_ROWS_SHOWN} rows) and as CSV (every row).
 */
export function createReportsService(deps: {
  orders: Pick<OrderReportsService, 'salesByDay' | 'bestSellers' | 'couponPerformance'>;
  stock: Pick<StockReportsService, 'stockTotals' | 'stockValue' | 'slowMovers'>;
  checkoutSessions: Pick<CheckoutSessionsService, 'daily'>;
}) {
  const { orders, stock, checkoutSessions } = deps;

  async function abandonedCheckouts(query: Range): Promise<AbandonedCheckoutsReport> {
    const days = await checkoutSessions.daily(query.from, query.to);
    const totals = days.reduce(
      (sum, day) => ({
        sessions: sum.sessions + day.sessions,
        converted: sum.converted + day.converted,
        abandoned: sum.abandoned + day.abandoned,
        abandonedValue: sum.abandonedValue + day.abandonedValue,
      }),
      { sessions: 0, converted: 0, abandoned: 0, abandonedValue: 0 },
    );
    const wire = (row: Omit<CheckoutSessionDayRow, 'day'>) => ({
      sessions: row.sessions,
      converted: row.converted,
      abandoned: row.abandoned,
      abandoned_value: baniToDecimal(row.abandonedValue),
    });
    return {
      from: query.from,
      to: query.to,
      days: days.map((row) => ({ day: row.day, ...wire(row) })),
      totals: wire(totals),
    };
  }

  async function salesPeriods(query: Range & { group: ReportGrouping }) {
    const days = await orders.salesByDay(query.from, query.to);
    const total: Period = { ...days.reduce(add, ZERO), from: query.from, to: query.to };
    return { periods: groupDays(days, query.group), total };
  }

  /** Rows in chunks of a CSV's lines, so that a large file is written a part at a time. */
  function* chunks<T>(rows: T[], line: (row: T) => string): Generator<string> {
    for (let start = 0; start < rows.length; start += CSV_BATCH) {
      yield rows
        .slice(start, start + CSV_BATCH)
        .map(line)
        .join('');
    }
  }

  return {
    abandonedCheckouts,

    async *abandonedCheckoutsCsv(query: Range): AsyncGenerator<string> {
      const report = await abandonedCheckouts(query);
      yield (
        UTF8_BOM +
        csvLine(['Ziua', 'Vizite la finalizare', 'Cu comandă', 'Abandonate', 'Valoarea coșurilor abandonate'])
      );
      for (const row of [...report.days, { day: 'TOTAL', ...report.totals }]) {
        yield csvLine([
          row.day,
          row.sessions,
          row.converted,
          row.abandoned,
          csvMoney(decimalToBani(row.abandoned_value)!),
        ]);
      }
    },

    async sales(query: Range & { group: ReportGrouping }): Promise<SalesReport> {
      const { periods, total } = await salesPeriods(query);
      return {
        from: query.from,
        to: query.to,
        group: query.group,
        periods: periods.map(salesPeriod),
        totals: salesPeriod(total),
      };
    },

    async *salesCsv(query: Range & { group: ReportGrouping }): AsyncGenerator<string> {
      const { periods, total } = await salesPeriods(query);
      yield (
        UTF8_BOM +
        csvLine([
          'De la',
          'Până la',
          'Comenzi',
          'Vânzări (cu TVA, fără transport)',
          'Transport',
          'Comanda medie',
          'Rambursări',
          'Număr rambursări',
        ])
      );
      for (const period of [...periods, { ...total, from: 'TOTAL', to: '' }]) {
        yield csvLine([
          period.from,
          period.to,
          period.orders,
          csvMoney(period.revenue),
          csvMoney(period.shipping),
          csvMoney(average(period)),
          csvMoney(period.refunds),
          period.refundCount,
        ]);
      }
    },

    async bestSellers(
      query: Range & { sort: BestSellerSort; category?: number | undefined },
    ): Promise<BestSellersReport> {
      const category = query.category ?? null;
      const products = await orders.bestSellers({
        ...query,
        category,
        limit: REPORT_ROWS_SHOWN,
        categories: true,
      });
      return {
        from: query.from,
        to: query.to,
        sort: query.sort,
        category,
        count: products.count,
        products: products.rows.map((row) => ({
          product_id: row.productId,
          title: row.title,
          units: row.units,
          revenue: baniToDecimal(row.revenue),
          orders: row.orders,
        })),
        categories: products.categories.map((row) => ({
          category_id: row.categoryId,
          name: row.name,
          units: row.units,
          revenue: baniToDecimal(row.revenue),
        })),
      };
    },

    async *bestSellersCsv(
      query: Range & { sort: BestSellerSort; category?: number | undefined },
    ): AsyncGenerator<string> {
      const { rows } = await orders.bestSellers({
        ...query,
        category: query.category ?? null,
        limit: null,
        categories: false,
      });
      yield UTF8_BOM + csvLine(['ID produs', 'Produs', 'Bucăți', 'Vânzări (cu TVA)', 'Comenzi']);
      yield* chunks(rows, (row) =>
        csvLine([row.productId, row.title, row.units, csvMoney(row.revenue), row.orders]),
      );
    },

    async coupons(query: Range): Promise<CouponsReport> {
      const rows = await orders.couponPerformance(query.from, query.to);
      const totals = rows.reduce(
        (sum, row) => ({
          uses: sum.uses + row.uses,
          discount: sum.discount + row.discount,
          revenue: sum.revenue + row.revenue,
        }),
        { uses: 0, discount: 0, revenue: 0 },
      );
      return {
        from: query.from,
        to: query.to,
        coupons: rows.map((row) => ({
          code: row.code,
          uses: row.uses,
          discount: baniToDecimal(row.discount),
          revenue: baniToDecimal(row.revenue),
        })),
        totals: {
          uses: totals.uses,
          discount: baniToDecimal(totals.discount),
          revenue: baniToDecimal(totals.revenue),
        },
      };
    },

    async *couponsCsv(query: Range): AsyncGenerator<string> {
      const rows = await orders.couponPerformance(query.from, query.to);
      yield (
        UTF8_BOM + csvLine(['Cupon', 'Utilizări', 'Reducere acordată', 'Vânzări (cu TVA, fără transport)'])
      );
      for (const row of rows)
        yield csvLine([row.code, row.uses, csvMoney(row.discount), csvMoney(row.revenue)]);
    },

    async stockValue(): Promise<StockValueReport> {
      const [totals, rows] = await Promise.all([stock.stockTotals(), stock.stockValue(REPORT_ROWS_SHOWN)]);
      return { totals: totalsWire(totals), products: rows.map(stockValueWire) };
    },

    async *stockValueCsv(): AsyncGenerator<string> {
      const rows = await stock.stockValue(null);
      yield UTF8_BOM + csvLine(['ID produs', 'Produs', 'SKU', 'Stoc', 'Preț (cu TVA)', 'Valoare', 'Activ']);
      yield* chunks(rows, (row) =>
        csvLine([
          row.id,
          row.title,
          row.sku,
          row.stock,
          csvMoney(row.price),
          csvMoney(row.value),
          row.isActive ? 'da' : 'nu',
        ]),
      );
    },

    async slowMovers(query: Range): Promise<SlowMoversReport> {
      const { totals, rows } = await stock.slowMovers(query.from, query.to, REPORT_ROWS_SHOWN);
      return {
        from: query.from,
        to: query.to,
        totals: totalsWire(totals),
        products: rows.map((row) => ({
          ...stockValueWire(row),
          last_sold_on: row.lastSoldOn,
        })),
      };
    },

    async *slowMoversCsv(query: Range): AsyncGenerator<string> {
      const { rows } = await stock.slowMovers(query.from, query.to, null);
      yield (
        UTF8_BOM +
        csvLine(['ID produs', 'Produs', 'SKU', 'Stoc', 'Preț (cu TVA)', 'Valoare', 'Activ', 'Ultima vânzare'])
      );
      yield* chunks(rows, (row) =>
        csvLine([
          row.id,
          row.title,
          row.sku,
          row.stock,
          csvMoney(row.price),
          csvMoney(row.value),
          row.isActive ? 'da' : 'nu',
          row.lastSoldOn ?? '',
        ]),
      );
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
