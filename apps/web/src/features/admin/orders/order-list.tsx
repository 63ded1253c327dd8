import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { decimalToBani, formatLei } from '@shop/shared/money';
import {
  ORDER_PAYMENT_STATES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderPaymentState,
  type OrderStatus,
} from '@shop/shared/order-status';
import {
  ADMIN_ORDER_SORTS,
  type AdminOrderSort,
  type AdminOrderSummary,
} from '@shop/shared/schemas/admin/orders';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/shared/schemas/checkout';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBulkAwb } from './bulk-awb';
import { DayAwb } from './day-awb';
import { OrderStatusBadge } from './order-status-badge';
import { ExportOrdersButton, NewOrderLink, TagChips, TagFilter, useBulkStatus } from './order-tools';
import { type OrderFilters, ordersQueryOptions } from './orders-api';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { DateFilter, SearchFilter, SelectFilter } from '../list-page/filter-fields';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';
import { useAdminPath } from '@/lib/use-localized-path';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isOneOf = (values: readonly string[]) => (value: string) => values.includes(value);
const statusesIn = (value: string) =>
  value
    .split(',')
    .filter((status): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status));

/** The list's filters in the URL (Romanian names, as staff share them): `?status=placed,shipped&plata=card`. */
const FIELDS = {
  status: {},
  paymentMethod: { param: 'plata', accept: isOneOf(PAYMENT_METHODS) },
  paymentStatus: { param: 'stare_plata', accept: isOneOf(ORDER_PAYMENT_STATES) },
  from: { param: 'de_la', accept: (value: string) => DAY.test(value) },
  to: { param: 'pana_la', accept: (value: string) => DAY.test(value) },
  q: {},
  tag: { param: 'eticheta' },
  customer: { param: 'client', accept: (value: string) => /^[1-9]\d{0,9}$/.test(value) },
  ordering: { param: 'ordine', initial: '-created', accept: isOneOf(ADMIN_ORDER_SORTS) },
};

/** Orders for staff: filter by status, payment and days, search, sort, page; each row opens the order. */
export function OrderList() {
  const adminLink = useAdminPath();
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('admin.document_title', { page: t('admin_orders.title') }));
  const list = useListParams(FIELDS);
  const [search, setSearch] = useListSearch(list, 'q');
  const { values } = list;
  const filters: OrderFilters = {
    status: statusesIn(values.status),
    paymentMethod: values.paymentMethod as PaymentMethod | '',
    paymentStatus: values.paymentStatus as OrderPaymentState | '',
    from: values.from,
    to: values.to,
    q: values.q,
    tag: values.tag,
    customer: values.customer,
    ordering: values.ordering as AdminOrderSort,
    page: list.page,
  };
  const query = useQuery(ordersQueryOptions(filters));
  const bulkAwb = useBulkAwb();
  const bulkStatus = useBulkStatus();
  const dateTime = useShopDateTimeFormat();
  const toggleStatus = (status: OrderStatus) =>
    list.set({
      status: (filters.status.includes(status)
        ? filters.status.filter((s) => s !== status)
        : [...filters.status, status]
      ).join(','),
    });
  const data = query.data;
  const orders = data?.results ?? [];
  const countedPages = pageCount(data?.count, ADMIN_PAGE_SIZE);
  // Past the capped count, one more page while the answer says there is a next one.
  const totalPages =
    !data || data.count_exact ? countedPages : Math.max(countedPages, list.page + (data.next ? 1 : 0));

  const columns: ColumnDef<AdminOrderSummary>[] = [
    {
      id: 'number',
      header: t('admin_orders.columns.number'),
      cell: ({ row: { original: order } }) => (
        <Link
          to={adminLink(`comenzi/${order.id}`)}
          aria-label={t('admin_orders.open', { id: order.id })}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          #{order.id}
        </Link>
      ),
    },
    {
      id: 'created',
      accessorFn: (order) => order.created_at,
      enableSorting: true,
      header: t('admin_orders.columns.date'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => dateTime.format(new Date(row.original.created_at)),
    },
    {
      id: 'customer',
      header: t('admin_orders.columns.customer'),
      cell: ({ row: { original: order } }) => (
        <>
          <span className="block font-medium">
            {order.prenume} {order.nume}
          </span>
          <span className="block text-ink-muted">{order.email}</span>
          <TagChips tags={order.tags} />
        </>
      ),
    },
    {
      id: 'total',
      accessorFn: (order) => order.total,
      enableSorting: true,
      header: t('admin_orders.columns.total'),
      meta: { align: 'end', className: 'whitespace-nowrap' },
      cell: ({ row }) => formatLei(decimalToBani(row.original.total) ?? 0),
    },
    {
      id: 'payment',
      header: t('admin_orders.columns.payment'),
      cell: ({ row: { original: order } }) => (
        <>
          <span className="block">{t(`admin_orders.methods.${order.plata}`)}</span>
          <span className="block text-ink-muted">
            {t(`admin_orders.payment_states.${order.payment_status}`)}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      accessorFn: (order) => order.status,
      enableSorting: true,
      header: t('admin_orders.columns.status'),
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
    },
  ];

  return (
    <AdminListPage
      id="orders"
      title={t('admin_orders.title')}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {data ? (
            <p className="text-ink-muted" aria-live="polite">
              {data.count_exact
                ? t('admin_orders.count', { count: data.count })
                : t('admin_orders.count_more', {
                    limit: data.count.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'ro-RO'),
                  })}
            </p>
          ) : null}
          <NewOrderLink />
          <ExportOrdersButton filters={filters} />
          <DayAwb initialDay={filters.from && filters.from === filters.to ? filters.from : undefined} />
        </div>
      }
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search.trim() }),
        slashToSearch: true,
        fields: (
          <>
            <fieldset className="flex flex-wrap gap-1.5">
              <legend className="mb-1.5 font-semibold">{t('admin_orders.status')}</legend>
              {ORDER_STATUSES.map((status) => {
                const active = filters.status.includes(status);
                return (
                  <button
                    key={status}
                    type="button"
                    aria-pressed={active}
                    onClick={() => toggleStatus(status)}
                    className={cn(
                      'min-h-9 cursor-pointer rounded-full border px-3 text-sm font-semibold',
                      active
                        ? 'border-brand bg-brand text-white'
                        : 'border-line-strong bg-surface text-ink hover:border-brand hover:text-brand',
                    )}
                  >
                    {ORDER_STATUS_LABELS[status][i18n.language]}
                  </button>
                );
              })}
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(5,minmax(0,1fr))] lg:items-end">
              <SearchFilter
                label={t('admin_orders.search')}
                hint={t('admin_orders.search_hint')}
                name="q"
                value={search}
                maxLength={100}
                onChange={setSearch}
                keyShortcut
              />
              <SelectFilter
                label={t('admin_orders.payment_method')}
                name="plata"
                value={filters.paymentMethod}
                onChange={(paymentMethod) => list.set({ paymentMethod })}
                allLabel={t('admin_orders.all_methods')}
                options={PAYMENT_METHODS.map((value) => ({
                  value,
                  label: t(`admin_orders.methods.${value}`),
                }))}
              />
              <SelectFilter
                label={t('admin_orders.payment_status')}
                name="stare_plata"
                value={filters.paymentStatus}
                onChange={(paymentStatus) => list.set({ paymentStatus })}
                allLabel={t('admin_orders.all_payment_states')}
                options={ORDER_PAYMENT_STATES.map((value) => ({
                  value,
                  label: t(`admin_orders.payment_states.${value}`),
                }))}
              />
              <TagFilter value={filters.tag} onChange={(tag) => list.set({ tag })} />
              <DateFilter
                label={t('admin_orders.from')}
                name="de_la"
                value={filters.from}
                onChange={(from) => list.set({ from })}
              />
              <DateFilter
                label={t('admin_orders.to')}
                name="pana_la"
                value={filters.to}
                onChange={(to) => list.set({ to })}
              />
            </div>
          </>
        ),
      }}
      query={query}
      rows={orders}
      getRowId={(order) => String(order.id)}
      emptyTitle={t('admin_orders.empty')}
      view={{
        columns,
        caption: t('admin_orders.title'),
        sorting: { value: filters.ordering, onChange: (ordering) => list.set({ ordering }) },
      }}
      selection={{
        ...bulkAwb.selection,
        actions: (selection) => (
          <>
            {bulkAwb.selection.actions(selection)}
            {bulkStatus.actions(selection)}
          </>
        ),
      }}
      pagination={{ page: list.page, totalPages, href: list.pageHref }}
      leaving={list.leaving}
    >
      {bulkAwb.results}
      {bulkStatus.results}
    </AdminListPage>
  );
}
