import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  type AdminSubscriber,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
} from '@shop/shared/schemas/newsletter';
import { useTranslation } from '@/lib/i18n';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { ExportCsvButton } from '../components/export-csv-button';
import { useStatusSearchFilters } from '../components/status-search-filters';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams } from '../list-page/use-list-params';
import { downloadSubscribersCsv, SUBSCRIBERS_PER_PAGE, subscribersQueryOptions } from './newsletter-api';

const isStatus = (value: string) => (NEWSLETTER_STATUSES as readonly string[]).includes(value);

/** /admin/newsletter: who signed up, who confirmed, who left; the list as CSV. */
export function SubscribersPage() {
  const { t } = useTranslation();
  const list = useListParams({ status: { accept: isStatus }, q: {} });
  const shown = {
    status: list.values.status as NewsletterStatus | '',
    q: list.values.q,
    page: list.page,
  };
  const query = useQuery(subscribersQueryOptions(shown));
  const dates = useShopDateTimeFormat('medium', 'short');
  const rows = query.data?.results ?? [];
  const filters = useStatusSearchFilters(list, NEWSLETTER_STATUSES, {
    status: t('admin_newsletter.status'),
    all: t('admin_newsletter.all_statuses'),
    search: t('admin_newsletter.search'),
    statusName: (status) => t(`admin_newsletter.statuses.${status}`),
  });

  const columns: ColumnDef<AdminSubscriber>[] = [
    {
      id: 'email',
      header: t('admin_newsletter.email'),
      meta: { className: 'font-semibold break-all' },
      cell: ({ row }) => row.original.email,
    },
    {
      id: 'status',
      header: t('admin_newsletter.status'),
      cell: ({ row }) => t(`admin_newsletter.statuses.${row.original.status}`),
    },
    { id: 'source', header: t('admin_newsletter.source'), cell: ({ row }) => row.original.source },
    {
      id: 'signed_up',
      header: t('admin_newsletter.signed_up'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => dates.format(new Date(row.original.created_at)),
    },
    {
      id: 'confirmed_at',
      header: t('admin_newsletter.confirmed_at'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) =>
        row.original.confirmed_at ? dates.format(new Date(row.original.confirmed_at)) : '—',
    },
  ];

  return (
    <AdminListPage
      id="newsletter"
      title={t('admin_newsletter.title')}
      actions={<ExportCsvButton download={() => downloadSubscribersCsv(shown)} />}
      intro={
        <>
          <p className="text-ink-muted">
            {t('admin_newsletter.confirmed', { count: query.data?.subscribed ?? 0 })}
          </p>
        </>
      }
      filters={filters}
      query={query}
      rows={rows}
      getRowId={(row) => String(row.id)}
      emptyTitle={t('admin_newsletter.empty')}
      view={{ columns, caption: t('admin_newsletter.title') }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, SUBSCRIBERS_PER_PAGE),
        href: list.pageHref,
      }}
    />
  );
}
