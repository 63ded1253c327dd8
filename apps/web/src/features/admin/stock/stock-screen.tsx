import { useQuery } from '@tanstack/react-query';
import { History, SlidersHorizontal, Upload } from 'lucide-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import {
  STOCK_SORTS,
  type StockItem,
  type StockLevel,
  type StockSort,
} from '@shop/shared/schemas/admin/stock';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { ExportCsvButton } from '../components/export-csv-button';
import { AdjustDialog } from './adjust-dialog';
import { ImportDialog } from './import-dialog';
import { MovementsSheet } from './movements-sheet';
import { downloadStockCsv, stockListQueryOptions } from './stock-api';
import { SearchFilter, SelectFilter } from '../list-page/filter-fields';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';
import { categoryFilterOptions, categoryOptionsQueryOptions } from '../products/products-api';

const PAGE_SIZE = 25;

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
  const list = useListParams({
    q: {},
    level: { accept: (value) => value === 'low' || value === 'out' },
    category: { accept: (value) => /^\d+$/.test(value) },
    ordering: { initial: 'stock', accept: (value) => (STOCK_SORTS as readonly string[]).includes(value) },
  });
  const [search, setSearch] = useListSearch(list, 'q', 250);
  const [adjusting, setAdjusting] = useState<StockItem | null>(null);
  const [viewing, setViewing] = useState<StockItem | null>(null);
  const [importing, setImporting] = useState(false);
  const [status, setStatus] = useState('');

  const query = useQuery(
    stockListQueryOptions({
      q: list.values.q,
      level: list.values.level as StockLevel | '',
      category: list.values.category,
      ordering: list.values.ordering as StockSort,
      page: list.page,
    }),
  );
  const categories = useQuery(categoryOptionsQueryOptions);
  const rows = query.data?.results ?? [];

  const columns: ColumnDef<StockItem>[] = [
    {
      id: 'title',
      accessorFn: (row) => row.title,
      enableSorting: true,
      header: t('admin_stock.col_product'),
      meta: { rowHeader: true },
      cell: ({ row: { original: row } }) => (
        <>
          <span className="font-medium">{row.title}</span>
          {row.is_active ? null : (
            <span className="ml-2 text-xs text-ink-muted">({t('admin_stock.inactive')})</span>
          )}
        </>
      ),
    },
    {
      id: 'sku',
      accessorFn: (row) => row.sku,
      enableSorting: true,
      header: t('admin_stock.col_sku'),
      meta: { className: 'font-mono whitespace-nowrap' },
      cell: ({ row }) => row.original.sku ?? '—',
    },
    {
      id: 'stock',
      accessorFn: (row) => row.stock,
      enableSorting: true,
      header: t('admin_stock.col_stock'),
      meta: { align: 'end' },
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2">
          <StockBadge stock={row.original.stock} />
          <span className="font-semibold">{row.original.stock}</span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('admin_stock.col_actions'),
      meta: { align: 'end' },
      cell: ({ row: { original: row } }) => (
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
      ),
    },
  ];

  return (
    <AdminListPage
      id="stock"
      title={t('admin_stock.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton download={downloadStockCsv} />
          <Button variant="secondary" size="sm-touch" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" className="size-4" />
            {t('admin_stock.import')}
          </Button>
        </div>
      }
      intro={
        <p role="status" className="empty:hidden">
          {status}
        </p>
      }
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search.trim() }),
        slashToSearch: true,
        className:
          'sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]',
        fields: (
          <>
            <SearchFilter
              label={t('admin_stock.search')}
              name="q"
              value={search}
              onChange={setSearch}
              maxLength={200}
              keyShortcut
            />
            <SelectFilter
              label={t('admin_stock.level')}
              name="level"
              value={list.values.level}
              onChange={(level) => list.set({ level })}
              allLabel={t('admin_stock.level_all')}
              options={[
                { value: 'low', label: t('admin_stock.level_low', { threshold: LOW_STOCK_THRESHOLD }) },
                { value: 'out', label: t('admin_stock.level_out') },
              ]}
            />
            <SelectFilter
              label={t('admin_stock.category')}
              name="category"
              value={list.values.category}
              onChange={(category) => list.set({ category })}
              allLabel={t('admin_stock.category_all')}
              options={categoryFilterOptions(categories.data)}
            />
          </>
        ),
      }}
      query={query}
      rows={rows}
      getRowId={(row) => String(row.id)}
      emptyTitle={t('admin_stock.empty')}
      summary={
        <p className="text-sm text-ink-muted">
          {t('admin.common.results', { count: query.data?.count ?? 0 })}
        </p>
      }
      view={{
        columns,
        caption: t('admin_stock.title'),
        sorting: { value: list.values.ordering, onChange: (ordering) => list.set({ ordering }) },
      }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, PAGE_SIZE),
        label: t('admin_stock.pagination'),
        href: list.pageHref,
      }}
    >
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
    </AdminListPage>
  );
}
