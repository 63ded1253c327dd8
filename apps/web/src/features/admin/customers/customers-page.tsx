import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { AdminCustomerSummary } from '@shop/shared/schemas/admin/customers';
import { formatDecimalLei } from '@shop/shared/money';
import { useTranslation } from '@/lib/i18n';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { SearchFilter } from '../list-page/filter-fields';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';
import { ExportCustomersButton } from './customer-orders';
import { CUSTOMERS_PER_PAGE, customersQueryOptions } from './customers-api';

/** /admin/clienti: customer accounts, found by email, name or phone, with their wallet balance. */
export function CustomersPage() {
  const { t } = useTranslation();
  const list = useListParams({ q: {} });
  const [search, setSearch] = useListSearch(list, 'q', 250);
  const query = useQuery({
    ...customersQueryOptions({ q: list.values.q, page: list.page }),
    placeholderData: keepPreviousData,
  });
  const dates = useShopDateTimeFormat('medium', 'short');
  const customers = query.data?.results ?? [];

  const columns: ColumnDef<AdminCustomerSummary>[] = [
    {
      id: 'customer',
      header: t('admin_customers.customer'),
      cell: ({ row: { original: customer } }) => (
        <>
          <Link className="font-semibold text-brand hover:underline" to={String(customer.id)}>
            {customer.email}
          </Link>
          <span className="block text-sm text-ink-muted">
            {[customer.first_name, customer.last_name].filter(Boolean).join(' ') || '—'}
            {customer.email_verified ? '' : ` · ${t('admin_customers.unverified')}`}
          </span>
        </>
      ),
    },
    {
      id: 'phone',
      header: t('admin_customers.phone'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => row.original.phone || '—',
    },
    {
      id: 'joined',
      header: t('admin_customers.joined'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => dates.format(new Date(row.original.created_at)),
    },
    {
      id: 'wallet',
      header: t('admin_customers.wallet_balance'),
      meta: { align: 'end', className: 'whitespace-nowrap tabular-nums' },
      cell: ({ row }) => formatDecimalLei(row.original.wallet_balance),
    },
  ];

  return (
    <AdminListPage
      id="customers"
      title={t('admin_customers.title')}
      actions={<ExportCustomersButton q={list.values.q} />}
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search.trim() }),
        className: 'sm:grid-cols-[1fr_auto] sm:items-end',
        fields: (
          <SearchFilter
            label={t('admin_customers.search')}
            hint={t('admin_customers.search_hint')}
            name="q"
            value={search}
            onChange={setSearch}
            maxLength={100}
          />
        ),
      }}
      query={query}
      rows={customers}
      getRowId={(customer) => String(customer.id)}
      emptyTitle={t('admin_customers.empty')}
      view={{ columns, caption: t('admin_customers.title') }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, CUSTOMERS_PER_PAGE),
        href: list.pageHref,
      }}
      leaving={list.leaving}
    />
  );
}
