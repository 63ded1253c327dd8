import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { decimalToBani, formatLei } from '@shop/shared/money';
import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductRow,
  type BulkAction,
} from '@shop/shared/schemas/admin/products';
import { Button } from '@/components/ui/button';
import { FormField, Select } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { BulkEditDialog } from './bulk-edit-dialog';
import { ProductImportDialog } from './product-import-dialog';
import {
  bulkProducts,
  categoryFilterOptions,
  downloadProductsCsv,
  categoryOptionsQueryOptions,
  productKeys,
  productListQueryOptions,
  type ProductListState,
  tagOptionsQueryOptions,
} from './products-api';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ExportCsvButton } from '../components/export-csv-button';
import { SearchFilter, SelectFilter } from '../list-page/filter-fields';
import { AdminListPage, type ListSelection, pageCount } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';
import { useAdminPath } from '@/lib/use-localized-path';

const FLAGS = ['published', 'in_stock', 'discounted'] as const;
type Flag = (typeof FLAGS)[number];

const isId = (value: string) => /^\d+$/.test(value);
const isFlag = (value: string) => value === 'true' || value === 'false';

/** The list's state in the URL, so a reload, a shared link or Back shows the same list. */
const FIELDS = {
  q: {},
  category: { accept: isId },
  tag: { accept: isId },
  published: { accept: isFlag },
  in_stock: { accept: isFlag },
  discounted: { accept: isFlag },
  sort: { accept: (value: string) => (ADMIN_PRODUCT_SORTS as readonly string[]).includes(value) },
};

/** Staff's product list: search, filters, sortable columns, pages and actions on a selection. */
export function ProductList() {
  const adminLink = useAdminPath();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListParams(FIELDS);
  const [search, setSearch] = useListSearch(list, 'q');
  const { values } = list;
  const state: ProductListState = {
    q: values.q,
    category: values.category,
    tag: values.tag,
    published: values.published as ProductListState['published'],
    in_stock: values.in_stock as ProductListState['in_stock'],
    discounted: values.discounted as ProductListState['discounted'],
    sort: values.sort as ProductListState['sort'],
    page: list.page,
  };
  const [bulkCategory, setBulkCategory] = useState('');
  // Adding loses nothing, so it is the default; replacing drops every other category (asked first).
  const [bulkCategoryMode, setBulkCategoryMode] = useState<'add_category' | 'set_category'>('add_category');
  const [confirmCategory, setConfirmCategory] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [importing, setImporting] = useState(false);
  const [bulkEditing, setBulkEditing] = useState<{ rows: AdminProductRow[]; clear: () => void } | null>(null);

  const query = useQuery(productListQueryOptions(state));
  const categories = useQuery(categoryOptionsQueryOptions);
  const tags = useQuery(tagOptionsQueryOptions);
  const rows = query.data?.results ?? [];
  const dateTime = useShopDateTimeFormat();

  const columns: ColumnDef<AdminProductRow>[] = [
    {
      id: 'image',
      header: () => <span className="sr-only">{t('admin_products.columns.image')}</span>,
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
      accessorFn: (product) => product.id,
      enableSorting: true,
      header: t('admin_products.columns.id'),
      meta: { align: 'end' },
      cell: ({ row }) => row.original.id,
    },
    {
      id: 'title',
      accessorFn: (product) => product.titlu,
      enableSorting: true,
      header: t('admin_products.columns.title'),
      cell: ({ row }) => (
        <Link
          to={adminLink(`products/${row.original.id}`)}
          className="font-semibold text-ink underline-offset-2 hover:underline"
          onClick={(event) => event.stopPropagation()}
        >
          {row.original.titlu}
        </Link>
      ),
    },
    {
      id: 'variants',
      header: t('admin_products.columns.variants'),
      cell: ({ row }) =>
        row.original.numar_variante > 0
          ? t('admin_products.variants_count', { count: row.original.numar_variante })
          : '—',
    },
    { id: 'sku', header: t('admin_products.columns.sku'), cell: ({ row }) => row.original.sku ?? '—' },
    {
      id: 'price',
      accessorFn: (product) => product.pret,
      enableSorting: true,
      header: t('admin_products.columns.price'),
      meta: { align: 'end' },
      cell: ({ row }) => {
        const price = formatLei(decimalToBani(row.original.pret) ?? 0);
        // A product with variants shows its cheapest active variant's price, "from".
        const from = (text: string) =>
          row.original.numar_variante > 0 ? t('admin_products.variants_from', { price: text }) : text;
        if (!row.original.pret_redus) return from(price);
        return (
          <span className="whitespace-nowrap">
            {row.original.numar_variante > 0
              ? `${t('admin_products.variants_from', { price: '' }).trim()} `
              : null}
            <del className="text-ink-muted">{price}</del>{' '}
            {formatLei(decimalToBani(row.original.pret_redus) ?? 0)}
          </span>
        );
      },
    },
    {
      id: 'stock',
      accessorFn: (product) => product.stoc,
      enableSorting: true,
      header: t('admin_products.columns.stock'),
      meta: { align: 'end' },
      cell: ({ row }) => row.original.stoc,
    },
    {
      id: 'published',
      header: t('admin_products.columns.published'),
      cell: ({ row }) =>
        row.original.publicat ? t('admin_products.published_yes') : t('admin_products.published_no'),
    },
    {
      id: 'categories',
      header: t('admin_products.columns.categories'),
      cell: ({ row }) => row.original.categorii.map((category) => category.nume).join(', ') || '—',
    },
    {
      id: 'updated',
      accessorFn: (product) => product.updated_at,
      enableSorting: true,
      header: t('admin_products.columns.updated'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{dateTime.format(new Date(row.original.updated_at))}</span>
      ),
    },
  ];

  const bulk = useMutation({
    mutationFn: (action: { ids: number[]; action: BulkAction; category_id?: number }) => bulkProducts(action),
    onSuccess: (result, action) => {
      showShopToast(
        action.action === 'delete'
          ? [
              t('admin_products.bulk.deleted', { count: result.deleted ?? result.updated }),
              result.unpublished
                ? t('admin_products.tools.unpublished_instead', { count: result.unpublished })
                : '',
            ]
              .filter(Boolean)
              .join(' ')
          : t('admin_products.bulk.done', { count: result.updated }),
      );
      setConfirmDelete(false);
      setConfirmCategory(false);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: () => showShopToast(t('admin_products.bulk.failed')),
  });

  const flagLabel: Record<Flag, string> = {
    published: t('admin_products.filters.published'),
    in_stock: t('admin_products.filters.in_stock'),
    discounted: t('admin_products.filters.discounted'),
  };
  const categoryOptions = categoryFilterOptions(categories.data).map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

  const bulkActions = ({ ids, rows: selected, clear }: ListSelection<AdminProductRow>) => {
    const run = (action: { action: BulkAction; category_id?: number }) =>
      bulk.mutate({ ids: ids.map(Number), ...action }, { onSuccess: clear });
    return (
      <>
        <Button type="button" onClick={() => setBulkEditing({ rows: selected, clear })}>
          {t('admin_products.tools.bulk_edit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={bulk.isPending}
          onClick={() => run({ action: 'publish' })}
        >
          {t('admin_products.bulk.publish')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={bulk.isPending}
          onClick={() => run({ action: 'unpublish' })}
        >
          {t('admin_products.bulk.unpublish')}
        </Button>
        <FormField label={t('admin_products.bulk.category')} className="min-w-48">
          <Select value={bulkCategory} onChange={(event) => setBulkCategory(event.target.value)}>
            <option value="">{t('admin_products.bulk.choose_category')}</option>
            {categoryOptions}
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

        <ConfirmDialog
          open={confirmCategory}
          onCancel={() => setConfirmCategory(false)}
          onConfirm={() => run({ action: bulkCategoryMode, category_id: Number(bulkCategory) })}
          title={t(
            bulkCategoryMode === 'add_category'
              ? 'admin_products.bulk.confirm_add_title'
              : 'admin_products.bulk.confirm_replace_title',
            {
              count: ids.length,
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
          onConfirm={() => run({ action: 'delete' })}
          title={t('admin_products.bulk.confirm_title', { count: ids.length })}
          description={t('admin_products.bulk.confirm_text')}
          confirmLabel={t('admin_products.bulk.confirm')}
          busy={bulk.isPending}
        />
      </>
    );
  };

  return (
    <AdminListPage
      id="products"
      title={t('admin_products.title')}
      actions={
        <>
          <ExportCsvButton download={downloadProductsCsv} />
          <Button variant="secondary" size="sm-touch" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" className="size-4" />
            {t('admin_products.tools.import')}
          </Button>
          <Button asChild>
            <Link to={adminLink('products/nou')}>
              <Plus aria-hidden="true" />
              {t('admin_products.add')}
            </Link>
          </Button>
          {importing ? (
            <ProductImportDialog
              onClose={() => setImporting(false)}
              onDone={(message) => {
                setImporting(false);
                showShopToast(message);
              }}
            />
          ) : null}
          {bulkEditing ? (
            <BulkEditDialog
              products={bulkEditing.rows}
              onClose={() => setBulkEditing(null)}
              onDone={(message) => {
                bulkEditing.clear();
                setBulkEditing(null);
                showShopToast(message);
              }}
            />
          ) : null}
        </>
      }
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search.trim() }),
        className: 'sm:grid-cols-2 lg:grid-cols-[2fr_repeat(5,minmax(0,1fr))_auto] lg:items-end',
        fields: (
          <>
            <SearchFilter
              label={t('admin_products.search_label')}
              name="q"
              value={search}
              placeholder={t('admin_products.search_placeholder')}
              onChange={setSearch}
              maxLength={200}
            />
            <SelectFilter
              label={t('admin_products.filters.category')}
              name="category"
              value={values.category}
              onChange={(category) => list.set({ category })}
              allLabel={t('admin_products.filters.any')}
              options={categoryFilterOptions(categories.data)}
            />
            <SelectFilter
              label={t('admin_products.filters.tag')}
              name="tag"
              value={values.tag}
              onChange={(tag) => list.set({ tag })}
              allLabel={t('admin_products.filters.any')}
              options={(tags.data ?? []).map((tag) => ({
                value: tag.id,
                label: i18n.language === 'en' && tag.nume_en ? tag.nume_en : tag.nume,
              }))}
            />
            {FLAGS.map((flag) => (
              <SelectFilter
                key={flag}
                label={flagLabel[flag]}
                name={flag}
                value={values[flag]}
                onChange={(value) => list.set({ [flag]: value })}
                allLabel={t('admin_products.filters.any')}
                options={[
                  { value: 'true', label: t('admin_products.filters.yes') },
                  { value: 'false', label: t('admin_products.filters.no') },
                ]}
              />
            ))}
          </>
        ),
      }}
      query={query}
      rows={rows}
      getRowId={(product) => String(product.id)}
      emptyTitle={t('admin_products.empty')}
      summary={
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('admin_products.count', { count: query.data?.count ?? 0 })}
        </p>
      }
      view={{
        columns,
        caption: t('admin_products.title'),
        sorting: { value: values.sort, onChange: (sort) => list.set({ sort }) },
        onRowClick: (product) => void navigate(adminLink(`products/${product.id}`)),
      }}
      selection={{
        rowName: (product) => product.titlu,
        labels: {
          all: t('admin_products.columns.select_all'),
          row: (product) => t('admin_products.columns.select_row', { title: product.titlu }),
          selected: (count) => t('admin_products.bulk.selected', { count }),
          clear: t('admin_products.bulk.clear'),
        },
        actions: bulkActions,
      }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, ADMIN_PAGE_SIZE),
        label: t('admin_products.pagination'),
        href: list.pageHref,
      }}
      leaving={list.leaving}
    />
  );
}
