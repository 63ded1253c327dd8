import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormField, Input } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTranslation } from '@/lib/i18n';
import { formatDecimalLei } from '@shop/shared/money';
import {
  AdminFilters,
  AdminQueryState,
  AdminScreen,
  useShopDateTimeFormat,
} from '../components/admin-screen';
import { type CustomerFilters, CUSTOMERS_PER_PAGE, customersQueryOptions } from './customers-api';

const NO_FILTERS: CustomerFilters = { q: '', page: 1 };

/** /admin/clienti: customer accounts, found by email, name or phone, with their wallet balance. */
export function CustomersPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<CustomerFilters>(NO_FILTERS);
  const debounced = useDebouncedValue(filters, 250);
  const query = useQuery({ ...customersQueryOptions(debounced), placeholderData: keepPreviousData });
  const dates = useShopDateTimeFormat('medium', 'short');
  const customers = query.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / CUSTOMERS_PER_PAGE));

  return (
    <AdminScreen id="customers" title={t('admin_customers.title')}>
      <AdminFilters onReset={() => setFilters(NO_FILTERS)} className="sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField label={t('admin_customers.search')} hint={t('admin_customers.search_hint')}>
          <Input
            type="search"
            value={filters.q}
            onChange={(event) => setFilters({ q: event.target.value, page: 1 })}
            maxLength={100}
            autoComplete="off"
          />
        </FormField>
      </AdminFilters>
      <AdminQueryState query={query} empty={customers.length === 0} emptyTitle={t('admin_customers.empty')}>
        <Table caption={t('admin_customers.title')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin_customers.customer')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_customers.phone')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_customers.joined')}</TableHeaderCell>
              <TableHeaderCell scope="col" className="text-right">
                {t('admin_customers.wallet_balance')}
              </TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {customers.map((customer) => (
              <TableRow key={customer.id}>
                <TableCell>
                  <Link className="font-semibold text-brand hover:underline" to={String(customer.id)}>
                    {customer.email}
                  </Link>
                  <span className="block text-sm text-ink-muted">
                    {[customer.first_name, customer.last_name].filter(Boolean).join(' ') || '—'}
                    {customer.email_verified ? '' : ` · ${t('admin_customers.unverified')}`}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap">{customer.phone || '—'}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {dates.format(new Date(customer.created_at))}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatDecimalLei(customer.wallet_balance)}
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
