import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDecimalLei } from '@shop/shared/money';
import {
  type AbandonedCheckoutsReport,
  BEST_SELLER_SORTS,
  daysInRange,
  REPORT_GROUPINGS,
  REPORT_MAX_DAYS,
  type BestSellersReport,
  type CouponsReport,
  type SalesReport,
  type SlowMoversReport,
  type StockValueReport,
} from '@shop/shared/schemas/admin/reports';
import { Button } from '@/components/ui/button';
import { FormField, Select } from '@/components/ui/form-field';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminQueryState, AdminScreen } from '../components/admin-screen';
import { ExportCsvButton } from '../components/export-csv-button';
import { addDays, shopToday } from '../components/shop-time';
import { DateFilter } from '../list-page/filter-fields';
import { useListParams } from '../list-page/use-list-params';
import { categoryFilterOptions, categoryOptionsQueryOptions } from '../products/products-api';
import {
  downloadReportCsv,
  REPORT_KINDS,
  type ReportFilters,
  type ReportKind,
  reportQueryOptions,
} from './reports-api';
import { useAdminPath } from '@/lib/use-localized-path';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/** The range a report opens on: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

function useMoney() {
  return (value: string) => formatDecimalLei(value);
}

/** A shop day ("2026-11-23") as a date in the screen's language; formatted at UTC midnight, it never shifts. */
function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ro-RO', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

function Totals({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4">
          <dt className="text-sm text-ink-muted">{item.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>;
}

function SalesView({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  const period = (row: SalesReport['periods'][number]) =>
    row.from === row.to ? day(row.from) : `${day(row.from)} – ${day(row.to)}`;
  const cells = (row: SalesReport['periods'][number]) => (
    <>
      <TableCell align="end">{row.orders}</TableCell>
      <TableCell align="end">{money(row.revenue)}</TableCell>
      <TableCell align="end">{money(row.average_order)}</TableCell>
      <TableCell align="end">{money(row.shipping)}</TableCell>
      <TableCell align="end">
        {money(row.refunds)} ({row.refund_count})
      </TableCell>
    </>
  );
  return (
    <div className="flex flex-col gap-4">
      <Totals
        items={[
          { label: t('admin_reports.orders'), value: String(report.totals.orders) },
          { label: t('admin_reports.revenue'), value: money(report.totals.revenue) },
          { label: t('admin_reports.average_order'), value: money(report.totals.average_order) },
        ]}
      />
      <Note>{t('admin_reports.revenue_note')}</Note>
      <Table caption={t('admin_reports.kinds.sales')} captionHidden density="dense">
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('admin_reports.period')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.orders')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.revenue')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.average_order')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.shipping')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.refunds')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.periods.map((row) => (
            <TableRow key={row.from}>
              <TableHeaderCell scope="row" className="font-normal">
                {period(row)}
              </TableHeaderCell>
              {cells(row)}
            </TableRow>
          ))}
          <TableRow className="font-bold">
            <TableHeaderCell scope="row">{t('admin_reports.total')}</TableHeaderCell>
            {cells(report.totals)}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

function BestSellersView({ report }: { report: BestSellersReport }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="flex flex-col gap-4">
      <Note>
        {t('admin_reports.best_sellers_count', { shown: report.products.length, count: report.count })}{' '}
        {t('admin_reports.revenue_note')}
      </Note>
      <Table caption={t('admin_reports.kinds.best-sellers')} captionHidden density="dense">
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('admin_reports.product')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.units')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.revenue')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.orders')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.products.map((row) => (
            <TableRow key={`${row.product_id ?? 'deleted'}-${row.title}`}>
              <TableHeaderCell scope="row" className="font-normal">
                {row.product_id === null ? (
                  t('admin_reports.deleted_product', { title: row.title })
                ) : (
                  <Link to={adminLink(`products/${row.product_id}`)} className="text-brand underline">
                    {row.title}
                  </Link>
                )}
              </TableHeaderCell>
              <TableCell align="end">{row.units}</TableCell>
              <TableCell align="end">{money(row.revenue)}</TableCell>
              <TableCell align="end">{row.orders}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {report.categories.length > 0 ? (
        <section aria-labelledby="reports-by-category" className="flex flex-col gap-2">
          <h2 id="reports-by-category" className="text-lg font-bold">
            {t('admin_reports.by_category')}
          </h2>
          <Note>{t('admin_reports.by_category_note')}</Note>
          <Table caption={t('admin_reports.by_category')} captionHidden density="dense">
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('admin_reports.category')}</TableHeaderCell>
                <TableHeaderCell align="end">{t('admin_reports.units')}</TableHeaderCell>
                <TableHeaderCell align="end">{t('admin_reports.revenue')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.categories.map((row) => (
                <TableRow key={row.category_id}>
                  <TableHeaderCell scope="row" className="font-normal">
                    {row.name}
                  </TableHeaderCell>
                  <TableCell align="end">{row.units}</TableCell>
                  <TableCell align="end">{money(row.revenue)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
    </div>
  );
}

function CouponsView({ report }: { report: CouponsReport }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="flex flex-col gap-4">
      <Totals
        items={[
          { label: t('admin_reports.uses'), value: String(report.totals.uses) },
          { label: t('admin_reports.discount'), value: money(report.totals.discount) },
          { label: t('admin_reports.revenue'), value: money(report.totals.revenue) },
        ]}
      />
      <Note>{t('admin_reports.revenue_note')}</Note>
      <Table caption={t('admin_reports.kinds.coupons')} captionHidden density="dense">
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('admin_reports.coupon')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.uses')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.discount')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.revenue')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.coupons.map((row) => (
            <TableRow key={row.code}>
              <TableHeaderCell scope="row" className="font-normal">
                {row.code}
              </TableHeaderCell>
              <TableCell align="end">{row.uses}</TableCell>
              <TableCell align="end">{money(row.discount)}</TableCell>
              <TableCell align="end">{money(row.revenue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

type StockRow = StockValueReport['products'][number] & { last_sold_on?: string | null };

function StockTable({ caption, rows }: { caption: string; rows: StockRow[] }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  const withLastSale = rows.some((row) => row.last_sold_on !== undefined);
  return (
    <Table caption={caption} captionHidden density="dense">
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('admin_reports.product')}</TableHeaderCell>
          <TableHeaderCell>{t('admin_reports.sku')}</TableHeaderCell>
          <TableHeaderCell align="end">{t('admin_reports.stock')}</TableHeaderCell>
          <TableHeaderCell align="end">{t('admin_reports.price')}</TableHeaderCell>
          <TableHeaderCell align="end">{t('admin_reports.value')}</TableHeaderCell>
          {withLastSale ? <TableHeaderCell>{t('admin_reports.last_sold')}</TableHeaderCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.product_id}>
            <TableHeaderCell scope="row" className="font-normal">
              <Link to={adminLink(`products/${row.product_id}`)} className="text-brand underline">
                {row.title}
              </Link>
              {row.is_active ? null : (
                <span className="text-ink-muted"> ({t('admin_reports.inactive')})</span>
              )}
            </TableHeaderCell>
            <TableCell>{row.sku ?? '—'}</TableCell>
            <TableCell align="end">{row.stock}</TableCell>
            <TableCell align="end">{money(row.price)}</TableCell>
            <TableCell align="end">{money(row.value)}</TableCell>
            {withLastSale ? (
              <TableCell>
                {row.last_sold_on ? day(row.last_sold_on) : t('admin_reports.never_sold')}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function StockView({ report, kind }: { report: StockValueReport | SlowMoversReport; kind: ReportKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="flex flex-col gap-4">
      <Totals
        items={[
          { label: t('admin_reports.stock_products'), value: String(report.totals.products) },
          { label: t('admin_reports.stock_units'), value: String(report.totals.units) },
          { label: t('admin_reports.stock_total_value'), value: money(report.totals.value) },
        ]}
      />
      <Note>
        {kind === 'stock-value' ? t('admin_reports.stock_value_note') : t('admin_reports.slow_movers_note')}{' '}
        {t('admin_reports.rows_shown', { shown: report.products.length, count: report.totals.products })}
      </Note>
      <StockTable caption={t(`admin_reports.kinds.${kind}`)} rows={report.products} />
    </div>
  );
}

function AbandonedCheckoutsView({ report }: { report: AbandonedCheckoutsReport }) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  const cells = (row: AbandonedCheckoutsReport['totals']) => (
    <>
      <TableCell align="end">{row.sessions}</TableCell>
      <TableCell align="end">{row.converted}</TableCell>
      <TableCell align="end">{row.abandoned}</TableCell>
      <TableCell align="end">{money(row.abandoned_value)}</TableCell>
    </>
  );
  return (
    <div className="flex flex-col gap-4">
      <Totals
        items={[
          { label: t('admin_reports.sessions'), value: String(report.totals.sessions) },
          { label: t('admin_reports.abandoned'), value: String(report.totals.abandoned) },
          { label: t('admin_reports.abandoned_value'), value: money(report.totals.abandoned_value) },
        ]}
      />
      <Note>{t('admin_reports.abandoned_note')}</Note>
      <Table caption={t('admin_reports.kinds.abandoned-checkouts')} captionHidden density="dense">
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('admin_reports.day')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.sessions')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.converted')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.abandoned')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_reports.abandoned_value')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.days.map((row) => (
            <TableRow key={row.day}>
              <TableHeaderCell scope="row" className="font-normal">
                {day(row.day)}
              </TableHeaderCell>
              {cells(row)}
            </TableRow>
          ))}
          <TableRow className="font-bold">
            <TableHeaderCell scope="row">{t('admin_reports.total')}</TableHeaderCell>
            {cells(report.totals)}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

/** Whether the report has nothing to show (its empty state then says why). */
function isEmpty(kind: ReportKind, data: unknown): boolean {
  if (data === undefined) return true;
  switch (kind) {
    case 'sales':
      return (data as SalesReport).totals.orders === 0 && (data as SalesReport).totals.refund_count === 0;
    case 'best-sellers':
      return (data as BestSellersReport).products.length === 0;
    case 'coupons':
      return (data as CouponsReport).coupons.length === 0;
    case 'abandoned-checkouts':
      return (data as AbandonedCheckoutsReport).totals.sessions === 0;
    default:
      return (data as StockValueReport).products.length === 0;
  }
}

const EMPTY_TEXT = {
  sales: 'admin_reports.sales_empty',
  'best-sellers': 'admin_reports.best_sellers_empty',
  coupons: 'admin_reports.coupons_empty',
  'stock-value': 'admin_reports.stock_empty',
  'slow-movers': 'admin_reports.slow_movers_empty',
  'abandoned-checkouts': 'admin_reports.abandoned_empty',
} as const;

/**
 * "Rapoarte" (docs/decisions/056, 064): sales, best sellers, coupons, stock value, slow movers and
 * abandoned checkout, each
 * over a range of Romanian days kept in the URL (`?raport=…&de_la=…&pana_la=…`, so a view can be
 * shared or reloaded), with a CSV of every row.
 */
export function ReportsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin_reports.title'));
  const location = useLocation();
  const [today] = useState(() => shopToday());
  const list = useListParams({
    kind: { param: 'raport', initial: 'sales', accept: oneOf(REPORT_KINDS) },
    from: { param: 'de_la', initial: addDays(today, 1 - DEFAULT_DAYS), accept: (value) => DAY.test(value) },
    to: { param: 'pana_la', initial: today, accept: (value) => DAY.test(value) },
    group: { param: 'grupare', initial: 'day', accept: oneOf(REPORT_GROUPINGS) },
    sort: { param: 'ordine', initial: 'units', accept: oneOf(BEST_SELLER_SORTS) },
    category: { param: 'categorie', accept: (value) => /^\d+$/.test(value) },
  });
  const kind = list.values.kind as ReportKind;
  const filters = list.values as ReportFilters;
  const days = daysInRange(filters.from, filters.to);
  const rangeError =
    kind === 'stock-value'
      ? ''
      : days < 1
        ? t('admin_reports.range_reversed')
        : days > REPORT_MAX_DAYS
          ? t('admin_reports.range_too_long', { days: REPORT_MAX_DAYS })
          : '';
  const query = useQuery({ ...reportQueryOptions(kind, filters), enabled: rangeError === '' });
  const categories = useQuery({ ...categoryOptionsQueryOptions, enabled: kind === 'best-sellers' });

  const linkTo = (target: ReportKind) => {
    const params = new URLSearchParams(location.search);
    if (target === 'sales') params.delete('raport');
    else params.set('raport', target);
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };

  const presets = [
    { label: t('admin_reports.preset_7'), from: addDays(today, -6), to: today },
    { label: t('admin_reports.preset_30'), from: addDays(today, 1 - DEFAULT_DAYS), to: today },
    { label: t('admin_reports.preset_month'), from: `${today.slice(0, 8)}01`, to: today },
    { label: t('admin_reports.preset_year'), from: addDays(today, -364), to: today },
  ];

  const data = query.data;
  return (
    <AdminScreen
      id="reports"
      title={t('admin_reports.title')}
      actions={
        rangeError ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <ExportCsvButton download={() => downloadReportCsv(kind, filters, today)} />
          </div>
        )
      }
    >
      <nav aria-label={t('admin_reports.reports_label')}>
        <ul className="flex flex-wrap gap-2">
          {REPORT_KINDS.map((target) => (
            <li key={target}>
              <Link
                to={linkTo(target)}
                aria-current={target === kind ? 'page' : undefined}
                className={cn(
                  'inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium',
                  target === kind
                    ? 'border-brand bg-brand text-white'
                    : 'border-line-strong bg-surface text-ink hover:border-brand hover:text-brand',
                )}
              >
                {t(`admin_reports.kinds.${target}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {kind === 'stock-value' ? null : (
        <form
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
          onSubmit={(event) => event.preventDefault()}
          aria-label={t(`admin_reports.kinds.${kind}`)}
        >
          <DateFilter
            label={t('admin_reports.from')}
            name="de_la"
            value={filters.from}
            onChange={(from) => DAY.test(from) && list.set({ from }, { replace: true })}
          />
          <DateFilter
            label={t('admin_reports.to')}
            name="pana_la"
            value={filters.to}
            onChange={(to) => DAY.test(to) && list.set({ to }, { replace: true })}
          />
          {kind === 'sales' ? (
            <FormField label={t('admin_reports.group')}>
              <Select
                name="grupare"
                value={filters.group}
                onChange={(event) => list.set({ group: event.target.value })}
              >
                {REPORT_GROUPINGS.map((group) => (
                  <option key={group} value={group}>
                    {t(`admin_reports.group_${group}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          {kind === 'best-sellers' ? (
            <>
              <FormField label={t('admin_reports.sort')}>
                <Select
                  name="ordine"
                  value={filters.sort}
                  onChange={(event) => list.set({ sort: event.target.value })}
                >
                  {BEST_SELLER_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`admin_reports.sort_${sort}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label={t('admin_reports.category')}>
                <Select
                  name="categorie"
                  value={filters.category}
                  onChange={(event) => list.set({ category: event.target.value })}
                >
                  <option value="">{t('admin_reports.all_categories')}</option>
                  {categoryFilterOptions(categories.data).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              </FormField>
            </>
          ) : null}
          <fieldset className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
            <legend className="mb-1 text-sm font-medium">{t('admin_reports.presets_label')}</legend>
            {presets.map((preset) => (
              <Button
                key={preset.label}
                type="button"
                variant="ghost"
                size="sm-touch"
                aria-pressed={filters.from === preset.from && filters.to === preset.to}
                onClick={() => list.set({ from: preset.from, to: preset.to })}
              >
                {preset.label}
              </Button>
            ))}
          </fieldset>
        </form>
      )}

      {rangeError ? (
        <p role="alert" className="text-danger">
          {rangeError}
        </p>
      ) : (
        <div aria-busy={query.isFetching || undefined}>
          <AdminQueryState query={query} empty={isEmpty(kind, data)} emptyTitle={t(EMPTY_TEXT[kind])}>
            {data === undefined ? null : kind === 'sales' ? (
              <SalesView report={data as SalesReport} />
            ) : kind === 'best-sellers' ? (
              <BestSellersView report={data as BestSellersReport} />
            ) : kind === 'coupons' ? (
              <CouponsView report={data as CouponsReport} />
            ) : kind === 'abandoned-checkouts' ? (
              <AbandonedCheckoutsView report={data as AbandonedCheckoutsReport} />
            ) : (
              <StockView report={data as StockValueReport | SlowMoversReport} kind={kind} />
            )}
          </AdminQueryState>
        </div>
      )}
    </AdminScreen>
  );
}
