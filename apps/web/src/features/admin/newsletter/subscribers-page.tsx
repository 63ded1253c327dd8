import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { NEWSLETTER_STATUSES } from '@shop/shared/schemas/newsletter';
import { Button } from '@/components/ui/button';
import {} from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTranslation } from '@/lib/i18n';
import { AdminQueryState, AdminScreen, useShopDateTimeFormat } from '../components/admin-screen';
import { StatusSearchFilters } from '../components/status-search-filters';
import {
  downloadSubscribersCsv,
  type SubscriberFilters,
  SUBSCRIBERS_PER_PAGE,
  subscribersQueryOptions,
} from './newsletter-api';

const NO_FILTERS: SubscriberFilters = { status: '', q: '', page: 1 };

/** /admin/newsletter: who signed up, who confirmed, who left; the list as CSV. */
export function SubscribersPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SubscriberFilters>(NO_FILTERS);
  const q = useDebouncedValue(filters.q, 300);
  const shown = { ...filters, q };
  const query = useQuery(subscribersQueryOptions(shown));
  const dates = useShopDateTimeFormat('medium', 'short');
  const rows = query.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / SUBSCRIBERS_PER_PAGE));
  const download = useMutation({ mutationFn: () => downloadSubscribersCsv(shown) });

  return (
    <AdminScreen
      id="newsletter"
      title={t('admin_newsletter.title')}
      actions={
        <Button
          variant="secondary"
          iconSize="sm"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          <Download aria-hidden="true" />
          {t('admin_newsletter.export')}
        </Button>
      }
    >
      <p className="text-ink-muted">
        {t('admin_newsletter.confirmed', { count: query.data?.subscribed ?? 0 })}
      </p>
      {download.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t('admin_newsletter.export_error')}
        </p>
      ) : null}
      <StatusSearchFilters
        status={filters.status}
        q={filters.q}
        statuses={NEWSLETTER_STATUSES}
        onChange={(change) => setFilters((current) => ({ ...current, ...change, page: 1 }))}
        onReset={() => setFilters(NO_FILTERS)}
        labels={{
          status: t('admin_newsletter.status'),
          all: t('admin_newsletter.all_statuses'),
          search: t('admin_newsletter.search'),
          statusName: (status) => t(`admin_newsletter.statuses.${status}`),
        }}
      />
      <AdminQueryState query={query} empty={rows.length === 0} emptyTitle={t('admin_newsletter.empty')}>
        <Table caption={t('admin_newsletter.title')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin_newsletter.email')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_newsletter.status')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_newsletter.source')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_newsletter.signed_up')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_newsletter.confirmed_at')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="font-semibold break-all">{row.email}</TableCell>
                <TableCell>{t(`admin_newsletter.statuses.${row.status}`)}</TableCell>
                <TableCell>{row.source}</TableCell>
                <TableCell className="whitespace-nowrap">{dates.format(new Date(row.created_at))}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {row.confirmed_at ? dates.format(new Date(row.confirmed_at)) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pagination
          page={filters.page}
          totalPages={pages}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </AdminQueryState>
    </AdminScreen>
  );
}
