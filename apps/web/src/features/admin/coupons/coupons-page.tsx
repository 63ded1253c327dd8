import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type AdminCoupon, COUPON_STATUSES, type CouponStatus } from '@shop/shared/schemas/admin/coupons';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { refusalDetail } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { CouponDetail } from './coupon-detail';
import { CouponForm } from './coupon-form';
import { couponKeys, couponsQueryOptions, deleteCoupon } from './coupons-api';
import { CouponStatusBadge, useCouponFormat } from './coupon-format';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SearchFilter, SelectFilter } from '../list-page/filter-fields';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';

const isStatus = (value: string) => (COUPON_STATUSES as readonly string[]).includes(value);

type Open =
  { kind: 'create' } | { kind: 'edit'; coupon: AdminCoupon } | { kind: 'detail'; id: number } | null;

/** Contract §2 /admin/coupons: every coupon with its uses, filters, and the forms to change them. */
export function CouponsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListParams({ q: {}, status: { accept: isStatus } });
  const [search, setSearch] = useListSearch(list, 'q', 250);
  const query = useQuery({
    ...couponsQueryOptions({
      q: list.values.q,
      status: list.values.status as CouponStatus | '',
      page: list.page,
    }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const format = useCouponFormat();
  const coupons = query.data?.results ?? [];

  const removal = useMutation({
    mutationFn: (coupon: AdminCoupon) => deleteCoupon(coupon.id),
    onSuccess: async () => {
      setDeleting(null);
      showShopToast(t('admin_coupons.deleted'));
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
  });

  const columns: ColumnDef<AdminCoupon>[] = [
    {
      id: 'code',
      header: t('admin_coupons.code'),
      cell: ({ row: { original: coupon } }) => (
        <Button
          variant="link"
          size="sm"
          className="px-0 font-mono"
          onClick={() => setOpen({ kind: 'detail', id: coupon.id })}
          aria-label={t('admin_coupons.details', { code: coupon.cod })}
        >
          {coupon.cod}
        </Button>
      ),
    },
    {
      id: 'discount',
      header: t('admin_coupons.discount'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => format.discount(row.original),
    },
    { id: 'validity', header: t('admin_coupons.validity'), cell: ({ row }) => format.validity(row.original) },
    {
      id: 'usage',
      header: t('admin_coupons.usage'),
      meta: { className: 'whitespace-nowrap tabular-nums' },
      cell: ({ row }) => format.usage(row.original),
    },
    {
      id: 'revenue',
      header: t('admin_coupons.revenue'),
      meta: { className: 'whitespace-nowrap tabular-nums' },
      cell: ({ row }) => format.lei(row.original.venit),
    },
    {
      id: 'status',
      header: t('admin_coupons.status'),
      cell: ({ row }) => <CouponStatusBadge status={row.original.status} />,
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row: { original: coupon } }) => (
        <div className="flex gap-1">
          <Button
            variant="ghost-brand"
            size="sm"
            onClick={() => setOpen({ kind: 'edit', coupon })}
            aria-label={t('admin_coupons.edit_title', { code: coupon.cod })}
          >
            {t('admin.common.edit')}
          </Button>
          <Button
            variant="ghost-danger"
            size="sm"
            onClick={() => {
              removal.reset();
              setDeleting(coupon);
            }}
            aria-label={t('admin_coupons.delete_label', { code: coupon.cod })}
          >
            {t('admin.common.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminListPage
      id="coupons"
      title={t('admin_coupons.title')}
      actions={
        <Button onClick={() => setOpen({ kind: 'create' })}>
          <Plus aria-hidden="true" />
          {t('admin_coupons.new')}
        </Button>
      }
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search.trim() }),
        className: 'sm:grid-cols-[1fr_1fr_auto] sm:items-end',
        fields: (
          <>
            <SearchFilter
              label={t('admin_coupons.search')}
              name="q"
              value={search}
              onChange={setSearch}
              maxLength={50}
            />
            <SelectFilter
              label={t('admin_coupons.status_filter')}
              name="status"
              value={list.values.status}
              onChange={(status) => list.set({ status })}
              allLabel={t('admin_coupons.all_statuses')}
              options={COUPON_STATUSES.map((value) => ({
                value,
                label: t(`admin_coupons.statuses.${value}`),
              }))}
            />
          </>
        ),
      }}
      query={query}
      rows={coupons}
      getRowId={(coupon) => String(coupon.id)}
      emptyTitle={t('admin_coupons.empty')}
      view={{ columns, caption: t('admin_coupons.title') }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, ADMIN_PAGE_SIZE),
        href: list.pageHref,
      }}
    >
      <Dialog open={open !== null && open.kind !== 'detail'} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-2xl" aria-describedby={undefined}>
          <DialogTitle>
            {open?.kind === 'edit'
              ? t('admin_coupons.edit_title', { code: open.coupon.cod })
              : t('admin_coupons.create_title')}
          </DialogTitle>
          {open && open.kind !== 'detail' ? (
            <CouponForm coupon={open.kind === 'edit' ? open.coupon : null} onDone={() => setOpen(null)} />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={open?.kind === 'detail'} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-3xl" aria-describedby={undefined}>
          {open?.kind === 'detail' ? <CouponDetail id={open.id} onClose={() => setOpen(null)} /> : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removal.mutate(deleting)}
        title={t('admin_coupons.delete_title', { code: deleting?.cod ?? '' })}
        description={t('admin_coupons.delete_text')}
        busy={removal.isPending}
        error={removal.isError ? (refusalDetail(removal.error) ?? t('admin.common.load_error')) : null}
      />
    </AdminListPage>
  );
}
