import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { decimalToBani, formatLei } from '@shop/shared/money';
import {
  ADMIN_INVOICE_SORTS,
  type AdminInvoiceSort,
  type AdminInvoiceSummary,
  EFACTURA_FILTERS,
  type EfacturaFilter,
  INVOICE_KINDS,
  type InvoiceKind,
} from '@shop/shared/schemas/admin/invoices';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DateFilter, SearchFilter, SelectFilter } from '../list-page/filter-fields';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';
import { InvoiceStateBadge } from './invoice-state-badge';
import { type InvoiceFilters, invoicesQueryOptions } from './invoices-api';
import { MonthExports } from './month-exports';
import { useAdminPath } from '@/lib/use-localized-path';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isOneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/** The list's filters in the URL (Romanian names, as staff share them): `?tip=invoice&efactura=open`. */
const FIELDS = {
  kind: { param: 'tip', accept: isOneOf(INVOICE_KINDS) },
  efactura: { accept: isOneOf(EFACTURA_FILTERS) },
  from: { param: 'de_la', accept: (value: string) => DAY.test(value) },
  to: { param: 'pana_la', accept: (value: string) => DAY.test(value) },
  q: {},
  ordering: { param: 'ordine', initial: '-date', accept: isOneOf(ADMIN_INVOICE_SORTS) },
};

/** /admin/facturi: invoices and credit notes, filtered and searched, with the month's exports. */
export function InvoiceList() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  useDocumentTitle(t('admin.document_title', { page: t('admin_invoices.title') }));
  const list = useListParams(FIELDS);
  const [search, setSearch] = useListSearch(list, 'q');
  const { values } = list;
  const filters: InvoiceFilters = {
    kind: values.kind as InvoiceKind | '',
    efactura: values.efactura as EfacturaFilter | '',
    from: values.from,
    to: values.to,
    q: values.q,
    ordering: values.ordering as AdminInvoiceSort,
    page: list.page,
  };
  const query = useQuery(invoicesQueryOptions(filters));
  const data = query.data;

  const columns: ColumnDef<AdminInvoiceSummary>[] = [
    {
      id: 'code',
      header: t('admin_invoices.columns.code'),
      cell: ({ row: { original: invoice } }) => (
        <>
          <Link
            to={adminLink(`facturi/${invoice.id}`)}
            aria-label={t('admin_invoices.open', { code: invoice.code })}
            className="font-semibold whitespace-nowrap text-brand underline-offset-4 hover:underline"
          >
            {invoice.code}
          </Link>
          <span className="block text-ink-muted">{t('admin_invoices.order', { id: invoice.order_id })}</span>
        </>
      ),
    },
    {
      id: 'date',
      accessorFn: (invoice) => invoice.issue_date,
      enableSorting: true,
      header: t('admin_invoices.columns.date'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => row.original.issue_date,
    },
    {
      id: 'kind',
      header: t('admin_invoices.columns.kind'),
      cell: ({ row }) => t(`admin_invoices.kinds.${row.original.kind}`),
    },
    {
      id: 'buyer',
      header: t('admin_invoices.columns.buyer'),
      cell: ({ row: { original: invoice } }) => (
        <>
          <span className="block font-medium">{invoice.buyer_name}</span>
          {invoice.buyer_cui ? (
            <span className="block text-ink-muted">
              {t('admin_invoices.cui', { cui: invoice.buyer_cui })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'total',
      header: t('admin_invoices.columns.total'),
      meta: { align: 'end', className: 'whitespace-nowrap' },
      cell: ({ row: { original: invoice } }) =>
        `${invoice.kind === 'credit_note' ? '−' : ''}${formatLei(decimalToBani(invoice.gross_total) ?? 0)}`,
    },
    {
      id: 'state',
      header: t('admin_invoices.columns.state'),
      cell: ({ row }) => <InvoiceStateBadge state={row.original.efactura_state} />,
    },
  ];

  return (
    <AdminListPage
      id="invoices"
      title={t('admin_invoices.title')}
      actions={
        data ? (
          <p className="text-ink-muted" aria-live="polite">
            {t('admin_invoices.count', { count: data.count })}
          </p>
        ) : null
      }
      intro={<MonthExports />}
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search.trim() }),
        slashToSearch: true,
        fields: (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,minmax(0,1fr))] lg:items-end">
            <SearchFilter
              label={t('admin_invoices.search')}
              hint={t('admin_invoices.search_hint')}
              name="q"
              value={search}
              maxLength={100}
              onChange={setSearch}
              keyShortcut
            />
            <SelectFilter
              label={t('admin_invoices.kind')}
              name="tip"
              value={filters.kind}
              onChange={(kind) => list.set({ kind })}
              allLabel={t('admin_invoices.all_kinds')}
              options={INVOICE_KINDS.map((value) => ({ value, label: t(`admin_invoices.kinds.${value}`) }))}
            />
            <SelectFilter
              label={t('admin_invoices.efactura')}
              name="efactura"
              value={filters.efactura}
              onChange={(efactura) => list.set({ efactura })}
              allLabel={t('admin_invoices.all_states')}
              options={EFACTURA_FILTERS.map((value) => ({
                value,
                label: t(`admin_invoices.states.${value}`),
              }))}
            />
            <DateFilter
              label={t('admin_invoices.from')}
              name="de_la"
              value={filters.from}
              onChange={(from) => list.set({ from })}
            />
            <DateFilter
              label={t('admin_invoices.to')}
              name="pana_la"
              value={filters.to}
              onChange={(to) => list.set({ to })}
            />
          </div>
        ),
      }}
      query={query}
      rows={data?.results ?? []}
      getRowId={(invoice) => String(invoice.id)}
      emptyTitle={t('admin_invoices.empty')}
      view={{
        columns,
        caption: t('admin_invoices.title'),
        sorting: { value: filters.ordering, onChange: (ordering) => list.set({ ordering }) },
      }}
      pagination={{
        page: list.page,
        totalPages: pageCount(data?.count, ADMIN_PAGE_SIZE),
        href: list.pageHref,
      }}
      leaving={list.leaving}
    />
  );
}
