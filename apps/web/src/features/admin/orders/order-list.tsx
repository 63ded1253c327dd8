import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { decimalToBani, formatLei } from '@shop/shared/money';
import {
  ORDER_PAYMENT_STATES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderPaymentState,
  type OrderStatus,
} from '@shop/shared/order-status';
import { ADMIN_ORDER_SORTS, type AdminOrderSort } from '@shop/shared/schemas/admin/orders';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/shared/schemas/checkout';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import {
  SortableHeaderCell,
  type SortDirection,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OrderStatusBadge } from './order-status-badge';
import { type OrderFilters, ordersQueryOptions } from './orders-api';
import { AdminQueryState, AdminScreen, useShopDateTimeFormat } from '../components/admin-screen';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

/** The list's state from the URL: a shared or reloaded link shows the same orders. */
function filtersFrom(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  return {
    status: (params.get('status') ?? '')
      .split(',')
      .filter((status): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status)),
    paymentMethod: oneOf<PaymentMethod>(PAYMENT_METHODS, params.get('plata')),
    paymentStatus: oneOf<OrderPaymentState>(ORDER_PAYMENT_STATES, params.get('stare_plata')),
    from: /^\d{4}-\d{2}-\d{2}$/.test(params.get('de_la') ?? '') ? params.get('de_la')! : '',
    to: /^\d{4}-\d{2}-\d{2}$/.test(params.get('pana_la') ?? '') ? params.get('pana_la')! : '',
    q: params.get('q') ?? '',
    ordering: oneOf<AdminOrderSort>(ADMIN_ORDER_SORTS, params.get('ordine')) || '-created',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function paramsFrom(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status.length) params.set('status', filters.status.join(','));
  if (filters.paymentMethod) params.set('plata', filters.paymentMethod);
  if (filters.paymentStatus) params.set('stare_plata', filters.paymentStatus);
  if (filters.from) params.set('de_la', filters.from);
  if (filters.to) params.set('pana_la', filters.to);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.ordering !== '-created') params.set('ordine', filters.ordering);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

function direction(ordering: AdminOrderSort, column: 'created' | 'total' | 'status'): SortDirection | null {
  if (ordering === column) return 'ascending';
  if (ordering === `-${column}`) return 'descending';
  return null;
}

/** Orders for staff: filter by status, payment and days, search, sort, page; each row opens the order. */
export function OrderList() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('admin.document_title', { page: t('admin_orders.title') }));
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [search, setSearch] = useState(filters.q);
  const debouncedSearch = useDebouncedValue(search, 300);
  const query = useQuery(ordersQueryOptions(filters));
  const searchRef = useRef<HTMLInputElement>(null);

  // "/" jumps to the search from anywhere on the list, as in most admin tools.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const update = (patch: Partial<OrderFilters>) =>
    setParams(paramsFrom({ ...filters, page: 1, ...patch }), { replace: true });

  // Set when staff open an order: a search settling while the order's screen loads must not pull
  // them back to the list.
  const leaving = useRef(false);
  useEffect(() => {
    if (leaving.current) return;
    if (debouncedSearch.trim() !== filters.q.trim()) update({ q: debouncedSearch });
    // Only a settled search changes the URL; the other filters apply at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const dateTime = useShopDateTimeFormat();
  const sort = (column: 'created' | 'total' | 'status') => (next: SortDirection) =>
    update({ ordering: next === 'ascending' ? column : (`-${column}` as AdminOrderSort) });
  const toggleStatus = (status: OrderStatus) =>
    update({
      status: filters.status.includes(status)
        ? filters.status.filter((s) => s !== status)
        : [...filters.status, status],
    });
  const data = query.data;
  const orders = data?.results ?? [];
  const countedPages = data ? Math.max(1, Math.ceil(data.count / ADMIN_PAGE_SIZE)) : 1;
  // Past the capped count, one more page while the answer says there is a next one.
  const totalPages =
    !data || data.count_exact ? countedPages : Math.max(countedPages, filters.page + (data.next ? 1 : 0));

  return (
    <AdminScreen
      id="orders"
      title={t('admin_orders.title')}
      actions={
        data ? (
          <p className="text-ink-muted" aria-live="polite">
            {data.count_exact
              ? t('admin_orders.count', { count: data.count })
              : t('admin_orders.count_more', {
                  limit: data.count.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'ro-RO'),
                })}
          </p>
        ) : null
      }
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: search });
        }}
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3"
      >
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
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,minmax(0,1fr))_auto] lg:items-end">
          <FormField label={t('admin_orders.search')} hint={t('admin_orders.search_hint')}>
            <Input
              ref={searchRef}
              type="search"
              aria-keyshortcuts="/"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
          </FormField>
          <FormField label={t('admin_orders.payment_method')}>
            <Select
              value={filters.paymentMethod}
              onChange={(event) => update({ paymentMethod: event.target.value as PaymentMethod | '' })}
            >
              <option value="">{t('admin_orders.all_methods')}</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`admin_orders.methods.${method}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('admin_orders.payment_status')}>
            <Select
              value={filters.paymentStatus}
              onChange={(event) => update({ paymentStatus: event.target.value as OrderPaymentState | '' })}
            >
              <option value="">{t('admin_orders.all_payment_states')}</option>
              {ORDER_PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`admin_orders.payment_states.${state}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('admin_orders.from')}>
            <Input
              type="date"
              value={filters.from}
              onChange={(event) => update({ from: event.target.value })}
            />
          </FormField>
          <FormField label={t('admin_orders.to')}>
            <Input type="date" value={filters.to} onChange={(event) => update({ to: event.target.value })} />
          </FormField>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setSearch('');
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            {t('admin.common.reset_filters')}
          </Button>
        </div>
      </form>

      <AdminQueryState query={query} empty={orders.length === 0} emptyTitle={t('admin_orders.empty')}>
        <Table
          caption={t('admin_orders.title')}
          captionHidden
          density="dense"
          aria-busy={query.isFetching || undefined}
        >
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('admin_orders.columns.number')}</TableHeaderCell>
              <SortableHeaderCell direction={direction(filters.ordering, 'created')} onSort={sort('created')}>
                {t('admin_orders.columns.date')}
              </SortableHeaderCell>
              <TableHeaderCell>{t('admin_orders.columns.customer')}</TableHeaderCell>
              <SortableHeaderCell
                align="end"
                direction={direction(filters.ordering, 'total')}
                onSort={sort('total')}
              >
                {t('admin_orders.columns.total')}
              </SortableHeaderCell>
              <TableHeaderCell>{t('admin_orders.columns.payment')}</TableHeaderCell>
              <SortableHeaderCell direction={direction(filters.ordering, 'status')} onSort={sort('status')}>
                {t('admin_orders.columns.status')}
              </SortableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <Link
                    to={`/admin/comenzi/${order.id}`}
                    onClick={() => {
                      leaving.current = true;
                    }}
                    aria-label={t('admin_orders.open', { id: order.id })}
                    className="font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    #{order.id}
                  </Link>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {dateTime.format(new Date(order.created_at))}
                </TableCell>
                <TableCell>
                  <span className="block font-medium">
                    {order.prenume} {order.nume}
                  </span>
                  <span className="block text-ink-muted">{order.email}</span>
                </TableCell>
                <TableCell align="end" className="whitespace-nowrap">
                  {formatLei(decimalToBani(order.total) ?? 0)}
                </TableCell>
                <TableCell>
                  <span className="block">{t(`admin_orders.methods.${order.plata}`)}</span>
                  <span className="block text-ink-muted">
                    {t(`admin_orders.payment_states.${order.payment_status}`)}
                  </span>
                </TableCell>
                <TableCell>
                  <OrderStatusBadge status={order.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pagination
          page={filters.page}
          totalPages={totalPages}
          onChange={(page) => setParams(paramsFrom({ ...filters, page }))}
        />
      </AdminQueryState>
    </AdminScreen>
  );
}
