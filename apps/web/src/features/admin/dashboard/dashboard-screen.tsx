import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@shop/shared/schemas/admin/dashboard';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { decimalToBani, formatDecimalLei, formatLei } from '@shop/shared/money';
import { dashboardQueryOptions } from './dashboard-api';
import { AdminScreen } from '../components/admin-screen';
import { useAdminPath } from '@/lib/use-localized-path';

function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ro-RO';
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Bucharest',
  });
  return {
    // "lei", as everywhere else in the shop (not the ISO code "RON").
    money: (value: string) => formatDecimalLei(value),
    // A shop day ("2026-11-23") is a calendar date: formatted at UTC midnight, it never shifts.
    day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    dateTime: (value: string) => dateTime.format(new Date(value)),
  };
}

function Kpi({ label, value, detail, to }: { label: string; value: string; detail?: string; to?: string }) {
  const body = (
    <>
      <span className="text-sm text-ink-muted">{label}</span>
      <span className="text-2xl font-bold tabular-nums">{value}</span>
      {detail ? <span className="text-sm text-ink-muted">{detail}</span> : null}
    </>
  );
  const className = 'flex flex-col gap-1 rounded-card border border-line bg-surface p-4';
  return to ? (
    <Link to={to} className={`${className} hover:border-brand focus-visible:border-brand`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** Sales and money received per day (docs/decisions/038): two bars a day, and the same as a table. */
function RevenueChart({ data }: { data: Dashboard['daily_revenue'] }) {
  const { t } = useTranslation();
  const format = useFormats();
  const sum = (pick: (day: Dashboard['daily_revenue'][number]) => string) =>
    data.reduce((total, day) => total + (decimalToBani(pick(day)) ?? 0), 0);
  const best = data.reduce((top, day) => (Number(day.sales) > Number(top.sales) ? day : top), data[0]!);
  const summary = t('admin_dashboard.chart_summary', {
    sales: formatLei(sum((day) => day.sales)),
    received: formatLei(sum((day) => day.received)),
    best_day: format.day(best.day),
    best: format.money(best.sales),
  });
  const points = data.map((day) => ({
    label: format.day(day.day),
    sales: Number(day.sales),
    received: Number(day.received),
  }));
  return (
    <section aria-labelledby="revenue-chart" className="rounded-card border border-line bg-surface p-4">
      <h2 id="revenue-chart" className="mb-1 text-lg font-bold">
        {t('admin_dashboard.chart_title')}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">{summary}</p>
      <div role="img" aria-label={summary} className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 4, right: 4, bottom: 4, left: 4 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis
              tick={{ fontSize: 12 }}
              width={72}
              tickFormatter={(value: number) => format.money(value.toFixed(2))}
            />
            <Tooltip formatter={(value) => format.money(Number(value).toFixed(2))} />
            <Legend />
            <Bar
              dataKey="sales"
              name={t('admin_dashboard.sales')}
              fill="currentColor"
              className="text-brand"
            />
            <Bar
              dataKey="received"
              name={t('admin_dashboard.received')}
              fill="currentColor"
              className="text-honey-700"
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium">{t('admin_dashboard.chart_table')}</summary>
        <Table caption={t('admin_dashboard.chart_title')} captionHidden density="dense" className="mt-2">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin_dashboard.day')}</TableHeaderCell>
              <TableHeaderCell scope="col" align="end">
                {t('admin_dashboard.sales')}
              </TableHeaderCell>
              <TableHeaderCell scope="col" align="end">
                {t('admin_dashboard.orders')}
              </TableHeaderCell>
              <TableHeaderCell scope="col" align="end">
                {t('admin_dashboard.received')}
              </TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((day) => (
              <TableRow key={day.day}>
                <TableCell>{format.day(day.day)}</TableCell>
                <TableCell align="end" className="tabular-nums">
                  {format.money(day.sales)}
                </TableCell>
                <TableCell align="end" className="tabular-nums">
                  {day.orders}
                </TableCell>
                <TableCell align="end" className="tabular-nums">
                  {format.money(day.received)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </section>
  );
}

/** "02.12.2026": the deadline as Romanian documents write a date, in both languages. */
function documentDay(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day}.${month}.${year}`;
}

/** Where a document stands against its term, in words. */
function deadlineText(t: ReturnType<typeof useTranslation>['t'], left: number): string {
  if (left < 0) return t('admin_dashboard.efactura_late', { count: -left });
  return left === 0 ? t('admin_dashboard.efactura_last_day') : t('admin_dashboard.efactura_one_day_left');
}

/**
 * The documents RO e-Factura has not accepted yet (OUG 120/2021 art. 10: 5 working days from
 * issue): how many, a link to them in the invoices list, and those close to or past their term.
 */
function EfacturaSection({ data }: { data: Dashboard['efactura'] }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const format = useFormats();
  const hidden = data.due_count - data.due.length;
  return (
    <section
      aria-labelledby="efactura-title"
      className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="efactura-title" className="text-lg font-bold">
          {t('admin_dashboard.efactura_title')}
        </h2>
        {data.open > 0 ? (
          <Link to={adminLink('facturi?efactura=open')} className="text-sm text-brand underline">
            {t('admin_dashboard.efactura_link')}
          </Link>
        ) : null}
      </div>
      {data.open === 0 ? (
        <p className="text-ink-muted">{t('admin_dashboard.efactura_none')}</p>
      ) : (
        <>
          <p>
            <span className="font-semibold">{t('admin_dashboard.efactura_open', { count: data.open })}</span>
            <span className="block text-sm text-ink-muted">
              {t('admin_dashboard.efactura_states', {
                pending: data.pending,
                uploaded: data.uploaded,
                rejected: data.rejected,
              })}
            </span>
          </p>
          <p className={data.late_count > 0 ? 'font-semibold text-danger' : 'text-sm'}>
            {t('admin_dashboard.efactura_due_counts', { due: data.due_count, late: data.late_count })}
          </p>
        </>
      )}
      <p className="text-sm text-ink-muted">{t('admin_dashboard.efactura_due_hint')}</p>
      <h3 className="sr-only">{t('admin_dashboard.efactura_due_title')}</h3>
      {data.due.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('admin_dashboard.efactura_due_empty')}</p>
      ) : (
        <ul className="divide-y divide-line border-t border-line">
          {data.due.map((document) => (
            <li key={document.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <span className="font-semibold tabular-nums">{document.code}</span>
              <span className="min-w-0 flex-1 truncate">{document.buyer}</span>
              <span className="text-sm text-ink-muted">
                {t(`admin_dashboard.efactura_states_short.${document.state}`)}
              </span>
              <span className="ml-auto text-right tabular-nums">
                {format.money(document.total)}
                <span
                  className={`block text-xs ${document.working_days_left < 0 ? 'font-semibold text-danger' : 'text-ink-muted'}`}
                >
                  {t('admin_dashboard.efactura_deadline', { date: documentDay(document.deadline) })},{' '}
                  {deadlineText(t, document.working_days_left)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 ? (
        <p className="text-sm">
          <Link to={adminLink('facturi?efactura=open')} className="text-brand underline">
            {t('admin_dashboard.efactura_more', { count: hidden })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function statusLabel(t: ReturnType<typeof useTranslation>['t'], status: string): string {
  return status === 'awaiting_payment' || status === 'placed' || status === 'processing'
    ? t(`admin_dashboard.statuses.${status}`)
    : status;
}

function DashboardBody({ data }: { data: Dashboard }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Kpi
          label={t('admin_dashboard.sales_today')}
          value={format.money(data.revenue_today.sales)}
          detail={t('admin_dashboard.orders_count', { count: data.revenue_today.orders })}
        />
        <Kpi label={t('admin_dashboard.received_today')} value={format.money(data.revenue_today.received)} />
        <Kpi
          label={t('admin_dashboard.to_ship')}
          value={String(data.awaiting_action.to_ship)}
          detail={`${t('admin_dashboard.awaiting_payment')}: ${data.awaiting_action.awaiting_payment}`}
        />
        <Kpi
          label={t('admin_dashboard.sales_month')}
          value={format.money(data.revenue_month.sales)}
          detail={t('admin_dashboard.orders_count', { count: data.revenue_month.orders })}
        />
        <Kpi label={t('admin_dashboard.received_month')} value={format.money(data.revenue_month.received)} />
        <Kpi
          label={t('admin_dashboard.low_stock')}
          value={String(data.low_stock.count)}
          detail={t('admin_dashboard.low_stock_hint', { count: data.low_stock.threshold })}
          to={adminLink('stoc')}
        />
      </div>
      <dl className="grid gap-1 text-sm text-ink-muted sm:grid-cols-[auto_1fr] sm:gap-x-2">
        <dt className="font-semibold">{t('admin_dashboard.sales')}</dt>
        <dd>{t('admin_dashboard.sales_hint')}</dd>
        <dt className="font-semibold">{t('admin_dashboard.received')}</dt>
        <dd>{t('admin_dashboard.received_hint')}</dd>
      </dl>
      <EfacturaSection data={data.efactura} />
      <RevenueChart data={data.daily_revenue} />
      <div className="grid gap-4 xl:grid-cols-2">
        <section aria-labelledby="awaiting-title" className="flex flex-col gap-2">
          <h2 id="awaiting-title" className="text-lg font-bold">
            {t('admin_dashboard.awaiting_title')}
          </h2>
          {data.awaiting_action.latest.length === 0 ? (
            <p className="rounded-card border border-line bg-surface p-4 text-ink-muted">
              {t('admin_dashboard.awaiting_empty')}
            </p>
          ) : (
            <ul className="divide-y divide-line rounded-card border border-line bg-surface">
              {data.awaiting_action.latest.map((order) => (
                <li key={order.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3">
                  <Link to={adminLink(`comenzi/${order.id}`)} className="font-semibold text-brand underline">
                    {t('admin_dashboard.order', { id: order.id })}
                  </Link>
                  <span>{order.customer}</span>
                  <span className="text-sm text-ink-muted">{statusLabel(t, order.status)}</span>
                  <span className="ml-auto text-right tabular-nums">
                    {format.money(order.total)}
                    <span className="block text-xs text-ink-muted">{format.dateTime(order.created_at)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="low-stock-title" className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="low-stock-title" className="text-lg font-bold">
              {t('admin_dashboard.low_stock_title')}
            </h2>
            <Link to={adminLink('stoc')} className="text-sm text-brand underline">
              {t('admin_dashboard.all_stock')}
            </Link>
          </div>
          {data.low_stock.products.length === 0 ? (
            <p className="rounded-card border border-line bg-surface p-4 text-ink-muted">
              {t('admin_dashboard.low_stock_empty')}
            </p>
          ) : (
            <ul className="divide-y divide-line rounded-card border border-line bg-surface">
              {data.low_stock.products.map((product) => (
                <li key={product.id} className="flex items-baseline gap-3 px-4 py-3">
                  <Link to={adminLink('stoc')} className="min-w-0 flex-1 truncate text-brand underline">
                    {product.titlu}
                  </Link>
                  {product.sku ? <span className="text-sm text-ink-muted">{product.sku}</span> : null}
                  <span className="tabular-nums">
                    {t('admin_dashboard.stock')}: {product.stoc}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/** The first admin screen: how today and the month are going, and what waits for the staff. */
export function DashboardScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.document_title', { page: t('admin_dashboard.title') }));
  const query = useQuery(dashboardQueryOptions());
  return (
    <AdminScreen id="dashboard" title={t('admin_dashboard.title')}>
      {query.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('admin.common.loading')}
          className="flex flex-col gap-3"
        >
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-24 w-full" />
            ))}
          </div>
          <Skeleton className="h-72 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title={t('admin.common.load_error')}
          retryLabel={t('admin.common.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <DashboardBody data={query.data} />
      )}
    </AdminScreen>
  );
}
