import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDecimalLei } from '@shop/shared/money';
import { type AdminReturnPage, RETURN_STATUSES } from '@shop/shared/schemas/returns';
import { useTranslation } from '@/lib/i18n';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { SelectFilter } from '../list-page/filter-fields';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams } from '../list-page/use-list-params';
import { RETURNS_PER_PAGE, returnsQueryOptions } from './returns-api';

type ReturnRow = AdminReturnPage['results'][number];
const isStatus = (value: string) => (RETURN_STATUSES as readonly string[]).includes(value);

/** /admin/retururi: return requests, newest first, by status. */
export function ReturnsPage() {
  const { t } = useTranslation();
  const list = useListParams({ status: { accept: isStatus } });
  const status = list.values.status as ReturnRow['status'] | '';
  const query = useQuery({
    ...returnsQueryOptions({ status, page: list.page }),
    placeholderData: keepPreviousData,
  });
  const dates = useShopDateTimeFormat('medium', 'short');
  const rows = query.data?.results ?? [];

  const columns: ColumnDef<ReturnRow>[] = [
    {
      id: 'request',
      header: t('admin_returns.request'),
      cell: ({ row }) => (
        <Link className="font-semibold text-brand hover:underline" to={String(row.original.id)}>
          {t('admin_returns.number', { id: row.original.id, order: row.original.comanda })}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: t('admin_returns.customer'),
      cell: ({ row }) => (
        <>
          {row.original.client}
          <span className="block text-sm text-ink-muted">{row.original.email}</span>
        </>
      ),
    },
    {
      id: 'reason',
      header: t('admin_returns.reason'),
      cell: ({ row }) => t(`admin_returns.reasons.${row.original.motiv}`),
    },
    {
      id: 'sent',
      header: t('admin_returns.sent'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => dates.format(new Date(row.original.created_at)),
    },
    {
      id: 'value',
      header: t('admin_returns.value'),
      meta: { align: 'end', className: 'whitespace-nowrap tabular-nums' },
      cell: ({ row }) => formatDecimalLei(row.original.valoare),
    },
    {
      id: 'status',
      header: t('admin_returns.status'),
      cell: ({ row }) => t(`admin_returns.statuses.${row.original.status}`),
    },
  ];

  return (
    <AdminListPage
      id="returns"
      title={t('admin_returns.title')}
      filters={{
        onReset: list.reset,
        className: 'sm:grid-cols-[1fr_auto] sm:items-end',
        fields: (
          <SelectFilter
            label={t('admin_returns.status')}
            name="status"
            value={status}
            onChange={(value) => list.set({ status: value })}
            allLabel={t('admin_returns.all_statuses')}
            options={RETURN_STATUSES.map((value) => ({ value, label: t(`admin_returns.statuses.${value}`) }))}
          />
        ),
      }}
      query={query}
      rows={rows}
      getRowId={(row) => String(row.id)}
      emptyTitle={t('admin_returns.empty')}
      view={{ columns, caption: t('admin_returns.title') }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, RETURNS_PER_PAGE),
        href: list.pageHref,
      }}
    />
  );
}
