import { useQuery } from '@tanstack/react-query';
import { Download, History, SlidersHorizontal, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import type { StockItem, StockLevel, StockSort } from '@shop/shared/schemas/admin/stock';
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
import { useTranslation } from '@/lib/i18n';
import { AdjustDialog } from './adjust-dialog';
import { ImportDialog } from './import-dialog';
import { MovementsSheet } from './movements-sheet';
import { downloadStockCsv, type StockFilters, stockListQueryOptions } from './stock-api';
import { AdminFilters, AdminQueryState, AdminScreen } from '../components/admin-screen';
import { categoryOptionsQueryOptions } from '../products/products-api';

const PAGE_SIZE = 25;
const START: StockFilters = { q: '', level: '', category: '', ordering: 'stock', page: 1 };

type SortColumn = 'title' | 'sku' | 'stock';

function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation();
  if (stock === 0) {
    return (
      <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
        {t('admin_stock.badge_out')}
      </span>
    );
  }
  if (stock <= LOW_STOCK_THRESHOLD) {
    return (
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {t('admin_stock.badge_low')}
      </span>
    );
  }
  return null;
}

/** Stock levels: search, low/out filters, sorting, adjustments, the movement log and CSV in/out. */
export function StockScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<StockFilters>(START);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, 250);
  const [adjusting, setAdjusting] = useState<StockItem | null>(null);
  const [viewing, setViewing] = useState<StockItem | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);

  const effective = { ...filters, q: debouncedSearch };
  const query = useQuery(stockListQueryOptions(effective));
  const categories = useQuery(categoryOptionsQueryOptions);
  const rows = query.data?.results ?? [];
  const totalPages = Math.max(1, Math.ceil((query.data?.count ?? 0) / PAGE_SIZE));

  // "/" jumps to the search box, as in most admin tools.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const sortDirection = (column: SortColumn): SortDirection | null =>
    filters.ordering === column ? 'ascending' : filters.ordering === `-${column}` ? 'descending' : null;
  const sortBy = (column: SortColumn) => (direction: SortDirection) =>
    setFilters((current) => ({
      ...current,
      page: 1,
      ordering: (direction === 'ascending' ? column : `-${column}`) as StockSort,
    }));

  async function exportCsv() {
    setExporting(true);
    setStatus('');
    try {
      await downloadStockCsv();
    } catch {
      setStatus(t('admin_stock.export_error'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <AdminScreen
      id="stock"
      title={t('admin_stock.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm-touch"
            onClick={() => void exportCsv()}
            aria-disabled={exporting || undefined}
          >
            <Download aria-hidden="true" className="size-4" />
            {exporting ? t('admin_stock.exporting') : t('admin_stock.export')}
          </Button>
          <Button variant="secondary" size="sm-touch" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" className="size-4" />
            {t('admin_stock.import')}
          </Button>
        </div>
      }
    >
      <p role="status" className="empty:hidden">
        {status}
      </p>

      <AdminFilters
        onReset={() => {
          setSearch('');
          setFilters(START);
        }}
        className="sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <FormField label={t('admin_stock.search')}>
          <Input
            ref={searchRef}
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.target.value);
              setFilters((current) => (current.page === 1 ? current : { ...current, page: 1 }));
            }}
            aria-keyshortcuts="/"
          />
        </FormField>
        <FormField label={t('admin_stock.level')}>
          <Select
            value={filters.level}
            onChange={(event) =>
              setFilters((current) => ({ ...current, page: 1, level: event.target.value as StockLevel | '' }))
            }
          >
            <option value="">{t('admin_stock.level_all')}</option>
            <option value="low">{t('admin_stock.level_low', { threshold: LOW_STOCK_THRESHOLD })}</option>
            <option value="out">{t('admin_stock.level_out')}</option>
          </Select>
        </FormField>
        <FormField label={t('admin_stock.category')}>
          <Select
            value={filters.category}
            onChange={(event) =>
              setFilters((current) => ({ ...current, page: 1, category: event.target.value }))
            }
          >
            <option value="">{t('admin_stock.category_all')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </Select>
        </FormField>
      </AdminFilters>

      <AdminQueryState query={query} empty={rows.length === 0} emptyTitle={t('admin_stock.empty')}>
        <p className="text-sm text-ink-muted">
          {t('admin.common.results', { count: query.data?.count ?? 0 })}
        </p>
        <Table
          caption={t('admin_stock.title')}
          captionHidden
          density="dense"
          aria-busy={query.isFetching || undefined}
        >
          <TableHead>
            <TableRow>
              <SortableHeaderCell direction={sortDirection('title')} onSort={sortBy('title')}>
                {t('admin_stock.col_product')}
              </SortableHeaderCell>
              <SortableHeaderCell direction={sortDirection('sku')} onSort={sortBy('sku')}>
                {t('admin_stock.col_sku')}
              </SortableHeaderCell>
              <SortableHeaderCell align="end" direction={sortDirection('stock')} onSort={sortBy('stock')}>
                {t('admin_stock.col_stock')}
              </SortableHeaderCell>
              <TableHeaderCell align="end">{t('admin_stock.col_actions')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableHeaderCell scope="row" className="font-normal">
                  <span className="font-medium">{row.title}</span>
                  {row.is_active ? null : (
                    <span className="ml-2 text-xs text-ink-muted">({t('admin_stock.inactive')})</span>
                  )}
                </TableHeaderCell>
                <TableCell className="font-mono whitespace-nowrap">{row.sku ?? '—'}</TableCell>
                <TableCell align="end">
                  <span className="inline-flex items-center gap-2">
                    <StockBadge stock={row.stock} />
                    <span className="font-semibold">{row.stock}</span>
                  </span>
                </TableCell>
                <TableCell align="end">
                  <span className="inline-flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('admin_stock.adjust_named', { title: row.title })}
                      onClick={() => setAdjusting(row)}
                    >
                      <SlidersHorizontal aria-hidden="true" className="size-4" />
                      <span className="hidden md:inline">{t('admin_stock.adjust')}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('admin_stock.history_named', { title: row.title })}
                      onClick={() => setViewing(row)}
                    >
                      <History aria-hidden="true" className="size-4" />
                      <span className="hidden md:inline">{t('admin_stock.history')}</span>
                    </Button>
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pagination
          page={filters.page}
          totalPages={totalPages}
          label={t('admin_stock.pagination')}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </AdminQueryState>

      {adjusting ? (
        <AdjustDialog
          item={adjusting}
          onClose={() => setAdjusting(null)}
          onDone={(message) => {
            setAdjusting(null);
            setStatus(message);
          }}
        />
      ) : null}
      {viewing ? <MovementsSheet item={viewing} onClose={() => setViewing(null)} /> : null}
      {importing ? (
        <ImportDialog
          onClose={() => setImporting(false)}
          onDone={(message) => {
            setImporting(false);
            setStatus(message);
          }}
        />
      ) : null}
    </AdminScreen>
  );
}
