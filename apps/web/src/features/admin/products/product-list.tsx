import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { decimalToBani, formatLei } from '@shop/shared/money';
import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductRow,
  type AdminProductSort,
  type BulkAction,
} from '@shop/shared/schemas/admin/products';
import { Button } from '@/components/ui/button';
import { checkboxClass, FormField, Input, Select } from '@/components/ui/form-field';
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
import { showShopToast } from '@/lib/toasts';
import {
  bulkProducts,
  categoryOptionsQueryOptions,
  productKeys,
  productListQueryOptions,
  type ProductListState,
  tagOptionsQueryOptions,
} from './products-api';
import {
  AdminFilters,
  AdminQueryState,
  AdminScreen,
  useShopDateTimeFormat,
} from '../components/admin-screen';
import { ConfirmDialog } from '../components/confirm-dialog';

const FLAGS = ['published', 'in_stock', 'discounted'] as const;
type Flag = (typeof FLAGS)[number];

function flagOf(value: string | null): '' | 'true' | 'false' {
  return value === 'true' || value === 'false' ? value : '';
}

/** The list's state from the URL, so a reload, a shared link or Back shows the same list. */
function stateFrom(params: URLSearchParams): ProductListState {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    category: /^\d+$/.test(params.get('category') ?? '') ? params.get('category')! : '',
    tag: /^\d+$/.test(params.get('tag') ?? '') ? params.get('tag')! : '',
    published: flagOf(params.get('published')),
    in_stock: flagOf(params.get('in_stock')),
    discounted: flagOf(params.get('discounted')),
    sort: (ADMIN_PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as AdminProductSort) : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

type SortKey = 'id' | 'title' | 'price' | 'stock' | 'updated';

function directionOf(sort: ProductListState['sort'], key: SortKey): SortDirection | null {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return null;
}

/** Staff's product list: search, filters, sortable columns, pages and actions on a selection. */
export function ProductList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = stateFrom(params);
  const [search, setSearch] = useState(state.q);
  const debouncedSearch = useDebouncedValue(search, 300);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [bulkCategory, setBulkCategory] = useState('');
  // Adding loses nothing, so it is the default; replacing drops every other category (asked first).
  const [bulkCategoryMode, setBulkCategoryMode] = useState<'add_category' | 'set_category'>('add_category');
  const [confirmCategory, setConfirmCategory] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const update = (patch: Partial<ProductListState>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ ...patch, page: patch.page ?? 1 })) {
          if (value === '' || value === 1 || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      // Typing in the search box replaces the entry; filters and pages each get their own.
      { replace: patch.q !== undefined },
    );
    setRowSelection({});
  };

  useEffect(() => {
    if (debouncedSearch !== state.q) update({ q: debouncedSearch });
    // Only the debounced text drives this; the URL follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const query = useQuery(productListQueryOptions(state));
  const categories = useQuery(categoryOptionsQueryOptions);
  const tags = useQuery(tagOptionsQueryOptions);
  const rows = useMemo(() => query.data?.results ?? [], [query.data]);
  const dateTime = useShopDateTimeFormat();

  const sortHeader = (key: SortKey, label: string, align?: 'end') => (
    <SortableHeaderCell
      align={align}
      direction={directionOf(state.sort, key)}
      onSort={(direction) => update({ sort: direction === 'ascending' ? key : `-${key}` })}
    >
      {label}
    </SortableHeaderCell>
  );

  const columns = useMemo<ColumnDef<AdminProductRow>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <TableHeaderCell className="w-10">
            <input
              type="checkbox"
              className={checkboxClass}
              aria-label={t('admin_products.columns.select_all')}
              checked={table.getIsAllPageRowsSelected()}
              ref={(element) => {
                if (element) element.indeterminate = table.getIsSomePageRowsSelected();
              }}
              onChange={table.getToggleAllPageRowsSelectedHandler()}
            />
          </TableHeaderCell>
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            className={checkboxClass}
            aria-label={t('admin_products.columns.select_row', { title: row.original.titlu })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            onClick={(event) => event.stopPropagation()}
          />
        ),
      },
      {
        id: 'image',
        header: () => (
          <TableHeaderCell>
            <span className="sr-only">{t('admin_products.columns.image')}</span>
          </TableHeaderCell>
        ),
        cell: ({ row }) =>
          row.original.imagine_principala_url ? (
            <img
              src={row.original.imagine_principala_url}
              alt=""
              loading="lazy"
              className="size-10 rounded object-cover"
            />
          ) : (
            <span className="block size-10 rounded bg-sage-100" />
          ),
      },
      {
        id: 'id',
        header: () => sortHeader('id', t('admin_products.columns.id'), 'end'),
        cell: ({ row }) => row.original.id,
      },
      {
        id: 'title',
        header: () => sortHeader('title', t('admin_products.columns.title')),
        cell: ({ row }) => (
          <Link
            to={`/admin/products/${row.original.id}`}
            className="font-semibold text-ink underline-offset-2 hover:underline"
            onClick={(event) => event.stopPropagation()}
          >
            {row.original.titlu}
          </Link>
        ),
      },
      {
        id: 'sku',
        header: () => <TableHeaderCell>{t('admin_products.columns.sku')}</TableHeaderCell>,
        cell: ({ row }) => row.original.sku ?? '—',
      },
      {
        id: 'price',
        header: () => sortHeader('price', t('admin_products.columns.price'), 'end'),
        cell: ({ row }) => {
          const price = formatLei(decimalToBani(row.original.pret) ?? 0);
          if (!row.original.pret_redus) return price;
          return (
            <span className="whitespace-nowrap">
              <del className="text-ink-muted">{price}</del>{' '}
              {formatLei(decimalToBani(row.original.pret_redus) ?? 0)}
            </span>
          );
        },
      },
      {
        id: 'stock',
        header: () => sortHeader('stock', t('admin_products.columns.stock'), 'end'),
        cell: ({ row }) => row.original.stoc,
      },
      {
        id: 'published',
        header: () => <TableHeaderCell>{t('admin_products.columns.published')}</TableHeaderCell>,
        cell: ({ row }) =>
          row.original.publicat ? t('admin_products.published_yes') : t('admin_products.published_no'),
      },
      {
        id: 'categories',
        header: () => <TableHeaderCell>{t('admin_products.columns.categories')}</TableHeaderCell>,
        cell: ({ row }) => row.original.categorii.map((category) => category.nume).join(', ') || '—',
      },
      {
        id: 'updated',
        header: () => sortHeader('updated', t('admin_products.columns.updated')),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{dateTime.format(new Date(row.original.updated_at))}</span>
        ),
      },
    ],
    // The headers read the sort from the URL state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, state.sort, i18n.language],
  );

  // The table's instance is new on every render, so the compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    enableRowSelection: true,
    manualPagination: true,
    manualSorting: true,
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
  });

  const selectedIds = Object.keys(rowSelection)
    .filter((id) => rowSelection[id])
    .map(Number);
  const bulk = useMutation({
    mutationFn: (action: { action: BulkAction; category_id?: number }) =>
      bulkProducts({ ids: selectedIds, ...action }),
    onSuccess: (result, action) => {
      showShopToast(
        action.action === 'delete'
          ? t('admin_products.bulk.deleted', { count: result.updated })
          : t('admin_products.bulk.done', { count: result.updated }),
      );
      setRowSelection({});
      setConfirmDelete(false);
      setConfirmCategory(false);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: () => showShopToast(t('admin_products.bulk.failed')),
  });

  const totalPages = Math.max(1, Math.ceil((query.data?.count ?? 0) / ADMIN_PAGE_SIZE));
  const flagLabel: Record<Flag, string> = {
    published: t('admin_products.filters.published'),
    in_stock: t('admin_products.filters.in_stock'),
    discounted: t('admin_products.filters.discounted'),
  };

  return (
    <AdminScreen
      id="products"
      title={t('admin_products.title')}
      actions={
        <Button asChild>
          <Link to="/admin/products/nou">
            <Plus aria-hidden="true" />
            {t('admin_products.add')}
          </Link>
        </Button>
      }
    >
      <AdminFilters
        onReset={() => {
          setSearch('');
          setParams(new URLSearchParams());
          setRowSelection({});
        }}
        className="sm:grid-cols-2 lg:grid-cols-[2fr_repeat(5,minmax(0,1fr))_auto] lg:items-end"
      >
        <FormField label={t('admin_products.search_label')}>
          <Input
            type="search"
            value={search}
            placeholder={t('admin_products.search_placeholder')}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={200}
          />
        </FormField>
        <FormField label={t('admin_products.filters.category')}>
          <Select value={state.category} onChange={(event) => update({ category: event.target.value })}>
            <option value="">{t('admin_products.filters.any')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin_products.filters.tag')}>
          <Select value={state.tag} onChange={(event) => update({ tag: event.target.value })}>
            <option value="">{t('admin_products.filters.any')}</option>
            {tags.data?.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {i18n.language === 'en' && tag.nume_en ? tag.nume_en : tag.nume}
              </option>
            ))}
          </Select>
        </FormField>
        {FLAGS.map((flag) => (
          <FormField key={flag} label={flagLabel[flag]}>
            <Select value={state[flag]} onChange={(event) => update({ [flag]: flagOf(event.target.value) })}>
              <option value="">{t('admin_products.filters.any')}</option>
              <option value="true">{t('admin_products.filters.yes')}</option>
              <option value="false">{t('admin_products.filters.no')}</option>
            </Select>
          </FormField>
        ))}
      </AdminFilters>

      {selectedIds.length > 0 ? (
        <div
          role="region"
          aria-label={t('admin_products.bulk.selected', { count: selectedIds.length })}
          className="flex flex-wrap items-end gap-2 rounded-card border border-brand bg-sage-50 p-3"
        >
          <p className="self-center font-semibold" aria-live="polite">
            {t('admin_products.bulk.selected', { count: selectedIds.length })}
          </p>
          <Button
            type="button"
            variant="secondary"
            disabled={bulk.isPending}
            onClick={() => bulk.mutate({ action: 'publish' })}
          >
            {t('admin_products.bulk.publish')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={bulk.isPending}
            onClick={() => bulk.mutate({ action: 'unpublish' })}
          >
            {t('admin_products.bulk.unpublish')}
          </Button>
          <FormField label={t('admin_products.bulk.category')} className="min-w-48">
            <Select value={bulkCategory} onChange={(event) => setBulkCategory(event.target.value)}>
              <option value="">{t('admin_products.bulk.choose_category')}</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {`${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('admin_products.bulk.category_mode')} className="min-w-48">
            <Select
              value={bulkCategoryMode}
              onChange={(event) =>
                setBulkCategoryMode(event.target.value === 'set_category' ? 'set_category' : 'add_category')
              }
            >
              <option value="add_category">{t('admin_products.bulk.mode_add')}</option>
              <option value="set_category">{t('admin_products.bulk.mode_replace')}</option>
            </Select>
          </FormField>
          <Button
            type="button"
            variant="secondary"
            disabled={!bulkCategory || bulk.isPending}
            onClick={() => setConfirmCategory(true)}
          >
            {t('admin_products.bulk.apply')}
          </Button>
          <Button type="button" variant="secondary-danger" onClick={() => setConfirmDelete(true)}>
            {t('admin_products.bulk.delete')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setRowSelection({})}>
            {t('admin_products.bulk.clear')}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmCategory}
        onCancel={() => setConfirmCategory(false)}
        onConfirm={() => bulk.mutate({ action: bulkCategoryMode, category_id: Number(bulkCategory) })}
        title={t(
          bulkCategoryMode === 'add_category'
            ? 'admin_products.bulk.confirm_add_title'
            : 'admin_products.bulk.confirm_replace_title',
          {
            count: selectedIds.length,
            category: categories.data?.find((category) => String(category.id) === bulkCategory)?.name ?? '',
          },
        )}
        description={t(
          bulkCategoryMode === 'add_category'
            ? 'admin_products.bulk.confirm_add_text'
            : 'admin_products.bulk.confirm_replace_text',
        )}
        confirmLabel={t('admin_products.bulk.confirm_category')}
        tone={bulkCategoryMode === 'add_category' ? 'primary' : 'danger'}
        busy={bulk.isPending}
      />

      <ConfirmDialog
        open={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => bulk.mutate({ action: 'delete' })}
        title={t('admin_products.bulk.confirm_title', { count: selectedIds.length })}
        description={t('admin_products.bulk.confirm_text')}
        confirmLabel={t('admin_products.bulk.confirm')}
        busy={bulk.isPending}
      />

      <AdminQueryState query={query} empty={rows.length === 0} emptyTitle={t('admin_products.empty')}>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('admin_products.count', { count: query.data?.count ?? 0 })}
        </p>
        <Table caption={t('admin_products.title')} captionHidden density="dense" aria-busy={query.isFetching}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  // Each column's header renders its own cell (sortable or plain).
                  <Fragment key={header.id}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Fragment>
                ))}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow key={row.id} onClick={() => void navigate(`/admin/products/${row.original.id}`)}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    align={['id', 'price', 'stock'].includes(cell.column.id) ? 'end' : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pagination
          page={Math.min(state.page, totalPages)}
          totalPages={totalPages}
          label={t('admin_products.pagination')}
          onChange={(page) => update({ page })}
        />
      </AdminQueryState>
    </AdminScreen>
  );
}
