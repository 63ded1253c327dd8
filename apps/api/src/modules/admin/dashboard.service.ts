import { baniToDecimal } from '@shop/shared/money';
import type { Dashboard } from '@shop/shared/schemas/admin/dashboard';
import type { StockReportsService } from '../catalog/products/stock-reports.service';
import type { OrderReportsService } from '../checkout/orders/order-reports.service';
import type { EfacturaDeadlines } from '../invoicing/efactura-deadlines';

/** Days of daily revenue on the dashboard, today included. */
export const DASHBOARD_DAYS = 30;
const LATEST_AWAITING = 8;
const LOW_STOCK_SHOWN = 10;
const EFACTURA_DUE_SHOWN = 10;

/**
 * The admin dashboard, read through the owning modules' report services (docs/decisions/014): six
 * statements, each on an index, run at once.
 */
export function createDashboardService(deps: {
  orders: Pick<OrderReportsService, 'dailyRevenue' | 'awaitingCounts' | 'latestAwaiting'>;
  stock: Pick<StockReportsService, 'lowStock'>;
  efactura: Pick<EfacturaDeadlines, 'summary'>;
  lowStockThreshold: number;
}) {
  return {
    async summary(): Promise<Dashboard> {
      // The month can start up to 30 days back (the 31st), the chart 29: one query covers both.
      const [revenue, counts, latest, lowStock, efactura] = await Promise.all([
        deps.orders.dailyRevenue(DASHBOARD_DAYS),
        deps.orders.awaitingCounts(),
        deps.orders.latestAwaiting(LATEST_AWAITING),
        deps.stock.lowStock(deps.lowStockThreshold, LOW_STOCK_SHOWN),
        deps.efactura.summary(EFACTURA_DUE_SHOWN),
      ]);
      const today = revenue.today;
      const monthStart = `${today.slice(0, 8)}01`;
      const period = (days: typeof revenue.days) => {
        const total = days.reduce(
          (sum, day) => ({
            sales: sum.sales + day.sales,
            orders: sum.orders + day.orders,
            received: sum.received + day.received,
          }),
          { sales: 0, orders: 0, received: 0 },
        );
        return {
          sales: baniToDecimal(total.sales),
          orders: total.orders,
          received: baniToDecimal(total.received),
        };
      };
      return {
        today,
        revenue_today: period(revenue.days.filter((day) => day.day === today)),
        revenue_month: period(revenue.days.filter((day) => day.day >= monthStart)),
        daily_revenue: revenue.days.slice(-DASHBOARD_DAYS).map((day) => ({
          day: day.day,
          sales: baniToDecimal(day.sales),
          orders: day.orders,
          received: baniToDecimal(day.received),
        })),
        awaiting_action: {
          to_ship: counts.toShip,
          awaiting_payment: counts.awaitingPayment,
          latest: latest.map((order) => ({
            id: order.id,
            status: order.status,
            payment_method: order.paymentMethod,
            customer: `${order.firstName} ${order.lastName}`.trim(),
            total: baniToDecimal(order.total),
            created_at: order.createdAt.toISOString(),
          })),
        },
        low_stock: {
          threshold: deps.lowStockThreshold,
          count: lowStock.count,
          products: lowStock.products.map((product) => ({
            id: product.id,
            titlu: product.title,
            sku: product.sku,
            stoc: product.stock,
          })),
        },
        efactura: {
          open: efactura.pending + efactura.uploaded + efactura.rejected,
          pending: efactura.pending,
          uploaded: efactura.uploaded,
          rejected: efactura.rejected,
          due_count: efactura.dueCount,
          late_count: efactura.lateCount,
          due: efactura.due.map((document) => ({
            id: document.id,
            kind: document.kind,
            code: document.code,
            issue_date: document.issueDate,
            buyer: document.buyerName,
            total: baniToDecimal(document.grossTotal),
            state: document.state,
            deadline: document.deadline,
            working_days_left: document.workingDaysLeft,
          })),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
