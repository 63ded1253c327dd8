import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDecimalLei } from '@shop/shared/money';
import { RETURN_STATUSES, type ReturnStatus } from '@shop/shared/schemas/returns';
import { FormField, Select } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useTranslation } from '@/lib/i18n';
import {
  AdminFilters,
  AdminQueryState,
  AdminScreen,
  useShopDateTimeFormat,
} from '../components/admin-screen';
import { type ReturnFilters, RETURNS_PER_PAGE, returnsQueryOptions } from './returns-api';

const NO_FILTERS: ReturnFilters = { status: '', page: 1 };

/** /admin/retururi: return requests, newest first, by status. */
export function ReturnsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReturnFilters>(NO_FILTERS);
  const query = useQuery({ ...returnsQueryOptions(filters), placeholderData: keepPreviousData });
  const dates = useShopDateTimeFormat('medium', 'short');
  const rows = query.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / RETURNS_PER_PAGE));

  return (
    <AdminScreen id="returns" title={t('admin_returns.title')}>
      <AdminFilters onReset={() => setFilters(NO_FILTERS)} className="sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField label={t('admin_returns.status')}>
          <Select
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value as ReturnStatus | '', page: 1 })}
          >
            <option value="">{t('admin_returns.all_statuses')}</option>
            {RETURN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin_returns.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </AdminFilters>
      <AdminQueryState query={query} empty={rows.length === 0} emptyTitle={t('admin_returns.empty')}>
        <Table caption={t('admin_returns.title')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin_returns.request')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_returns.customer')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_returns.reason')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_returns.sent')}</TableHeaderCell>
              <TableHeaderCell scope="col" align="end">
                {t('admin_returns.value')}
              </TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_returns.status')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <Link className="font-semibold text-brand hover:underline" to={String(row.id)}>
                    {t('admin_returns.number', { id: row.id, order: row.comanda })}
                  </Link>
                </TableCell>
                <TableCell>
                  {row.client}
                  <span className="block text-sm text-ink-muted">{row.email}</span>
                </TableCell>
                <TableCell>{t(`admin_returns.reasons.${row.motiv}`)}</TableCell>
                <TableCell className="whitespace-nowrap">{dates.format(new Date(row.created_at))}</TableCell>
                <TableCell align="end" className="whitespace-nowrap tabular-nums">
                  {formatDecimalLei(row.valoare)}
                </TableCell>
                <TableCell>{t(`admin_returns.statuses.${row.status}`)}</TableCell>
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
