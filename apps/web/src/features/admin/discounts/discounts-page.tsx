import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, SHOP_TIME_ZONE } from '@shop/shared/constants';
import { formatDecimalLei } from '@shop/shared/money';
import {
  type AdminDiscount,
  DISCOUNT_STATUSES,
  type DiscountStatus,
} from '@shop/shared/schemas/admin/discounts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { refusalDetail } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SearchFilter, SelectFilter } from '../list-page/filter-fields';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';
import { DiscountForm } from './discount-form';
import { deleteDiscount, discountKeys, discountsQueryOptions } from './discounts-api';

const isStatus = (value: string) => (DISCOUNT_STATUSES as readonly string[]).includes(value);

const BADGE: Record<DiscountStatus, string> = {
  active: 'bg-sage-100 text-brand-strong',
  scheduled: 'bg-honey-100 text-honey-900',
  expired: 'bg-line text-ink',
  inactive: 'bg-line text-ink',
};

type Open = { kind: 'create' } | { kind: 'edit'; discount: AdminDiscount } | null;

/**
 * The automatic discounts (decision 062): each with its rule, what it covers, when it runs, its
 * orders, revenue and the discount it gave, and the form to change them.
 */
export function DiscountsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListParams({ q: {}, status: { accept: isStatus } });
  const [search, setSearch] = useListSearch(list, 'q', 250);
  const query = useQuery({
    ...discountsQueryOptions({
      q: list.values.q,
      status: list.values.status as DiscountStatus | '',
      page: list.page,
    }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<AdminDiscount | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ro-RO', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });

  const removal = useMutation({
    mutationFn: (discount: AdminDiscount) => deleteDiscount(discount.id),
    onSuccess: async () => {
      setDeleting(null);
      showShopToast(t('admin_discounts.deleted'));
      await queryClient.invalidateQueries({ queryKey: discountKeys.all });
    },
  });

  const rule = (discount: AdminDiscount) =>
    discount.tip === 'percent'
      ? t('admin_discounts.rule_percent', { percent: discount.procent })
      : t('admin_discounts.rule_offer', {
          buy: discount.cumpara,
          next: discount.cumpara + 1,
          percent: discount.procent,
        });
  const validity = (discount: AdminDiscount) => {
    const parts = [
      discount.starts_at
        ? t('admin_discounts.from', { date: date.format(new Date(discount.starts_at)) })
        : null,
      discount.ends_at ? t('admin_discounts.until', { date: date.format(new Date(discount.ends_at)) }) : null,
    ].filter(Boolean);
    return parts.length ? parts.join(' ') : t('admin_discounts.always');
  };

  const columns: ColumnDef<AdminDiscount>[] = [
    { id: 'name', header: t('admin_discounts.name'), cell: ({ row }) => row.original.nume },
    {
      id: 'rule',
      header: t('admin_discounts.kind'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => rule(row.original),
    },
    {
      id: 'scope',
      header: t('admin_discounts.scope'),
      cell: ({ row }) =>
        t('admin_discounts.scope_value', {
          categories: row.original.categorii.length,
          products: row.original.produse.length,
        }),
    },
    { id: 'validity', header: t('admin_discounts.validity'), cell: ({ row }) => validity(row.original) },
    {
      id: 'usage',
      header: t('admin_discounts.usage'),
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => row.original.utilizari,
    },
    {
      id: 'revenue',
      header: t('admin_discounts.revenue'),
      meta: { className: 'whitespace-nowrap tabular-nums' },
      cell: ({ row }) => formatDecimalLei(row.original.venit),
    },
    {
      id: 'amount',
      header: t('admin_discounts.amount'),
      meta: { className: 'whitespace-nowrap tabular-nums' },
      cell: ({ row }) => formatDecimalLei(row.original.reducere_totala),
    },
    {
      id: 'status',
      header: t('admin_discounts.status'),
      cell: ({ row }) => (
        <span
          className={cn(
            'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
            BADGE[row.original.status],
          )}
        >
          {t(`admin_discounts.statuses.${row.original.status}`)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row: { original: discount } }) => (
        <div className="flex gap-1">
          <Button
            variant="ghost-brand"
            size="sm"
            onClick={() => setOpen({ kind: 'edit', discount })}
            aria-label={t('admin_discounts.edit', { name: discount.nume })}
          >
            {t('admin.common.edit')}
          </Button>
          <Button
            variant="ghost-danger"
            size="sm"
            onClick={() => {
              removal.reset();
              setDeleting(discount);
            }}
            aria-label={t('admin_discounts.delete_label', { name: discount.nume })}
          >
            {t('admin.common.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminListPage
      id="discounts"
      title={t('admin_discounts.title')}
      actions={
        <Button onClick={() => setOpen({ kind: 'create' })}>
          <Plus aria-hidden="true" />
          {t('admin_discounts.new')}
        </Button>
      }
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search.trim() }),
        className: 'sm:grid-cols-[1fr_1fr_auto] sm:items-end',
        fields: (
          <>
            <SearchFilter
              label={t('admin_discounts.search')}
              name="q"
              value={search}
              onChange={setSearch}
              maxLength={80}
            />
            <SelectFilter
              label={t('admin_discounts.status_filter')}
              name="status"
              value={list.values.status}
              onChange={(status) => list.set({ status })}
              allLabel={t('admin_discounts.all_statuses')}
              options={DISCOUNT_STATUSES.map((value) => ({
                value,
                label: t(`admin_discounts.statuses.${value}`),
              }))}
            />
          </>
        ),
      }}
      query={query}
      rows={query.data?.results ?? []}
      getRowId={(discount) => String(discount.id)}
      emptyTitle={t('admin_discounts.empty')}
      view={{ columns, caption: t('admin_discounts.title') }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, ADMIN_PAGE_SIZE),
        href: list.pageHref,
      }}
    >
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-2xl" aria-describedby={undefined}>
          <DialogTitle>
            {open?.kind === 'edit'
              ? t('admin_discounts.edit_title', { name: open.discount.nume })
              : t('admin_discounts.create_title')}
          </DialogTitle>
          {open ? (
            <DiscountForm
              discount={open.kind === 'edit' ? open.discount : null}
              onDone={() => setOpen(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removal.mutate(deleting)}
        title={t('admin_discounts.delete_title', { name: deleting?.nume ?? '' })}
        description={t('admin_discounts.delete_text')}
        busy={removal.isPending}
        error={removal.isError ? (refusalDetail(removal.error) ?? t('admin.common.load_error')) : null}
      />
    </AdminListPage>
  );
}
