import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type AdminCoupon, COUPON_STATUSES, type CouponStatus } from '@shop/shared/schemas/admin/coupons';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { refusalDetail } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { CouponDetail } from './coupon-detail';
import { CouponForm } from './coupon-form';
import { couponKeys, type CouponFilters, couponsQueryOptions, deleteCoupon } from './coupons-api';
import { CouponStatusBadge, useCouponFormat } from './coupon-format';
import { AdminFilters, AdminQueryState, AdminScreen } from '../components/admin-screen';
import { ConfirmDialog } from '../components/confirm-dialog';

const NO_FILTERS: CouponFilters = { q: '', status: '', page: 1 };

type Open =
  { kind: 'create' } | { kind: 'edit'; coupon: AdminCoupon } | { kind: 'detail'; id: number } | null;

/** Contract §2 /admin/coupons: every coupon with its uses, filters, and the forms to change them. */
export function CouponsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<CouponFilters>(NO_FILTERS);
  const debounced = useDebouncedValue(filters, 250);
  const query = useQuery({ ...couponsQueryOptions(debounced), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const format = useCouponFormat();
  const coupons = query.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / ADMIN_PAGE_SIZE));

  const removal = useMutation({
    mutationFn: (coupon: AdminCoupon) => deleteCoupon(coupon.id),
    onSuccess: async () => {
      setDeleting(null);
      showShopToast(t('admin_coupons.deleted'));
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
  });

  const set = (patch: Partial<CouponFilters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));

  return (
    <AdminScreen
      id="coupons"
      title={t('admin_coupons.title')}
      actions={
        <Button onClick={() => setOpen({ kind: 'create' })}>
          <Plus aria-hidden="true" />
          {t('admin_coupons.new')}
        </Button>
      }
    >
      <AdminFilters
        onReset={() => setFilters(NO_FILTERS)}
        className="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <FormField label={t('admin_coupons.search')}>
          <Input
            type="search"
            value={filters.q}
            onChange={(event) => set({ q: event.target.value })}
            maxLength={50}
            autoComplete="off"
          />
        </FormField>
        <FormField label={t('admin_coupons.status_filter')}>
          <Select
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as CouponStatus | '' })}
          >
            <option value="">{t('admin_coupons.all_statuses')}</option>
            {COUPON_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin_coupons.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </AdminFilters>

      <AdminQueryState query={query} empty={coupons.length === 0} emptyTitle={t('admin_coupons.empty')}>
        <Table caption={t('admin_coupons.title')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin_coupons.code')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_coupons.discount')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_coupons.validity')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_coupons.usage')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_coupons.status')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin.common.actions')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {coupons.map((coupon) => (
              <TableRow key={coupon.id}>
                <TableCell>
                  <Button
                    variant="link"
                    size="sm"
                    className="px-0 font-mono"
                    onClick={() => setOpen({ kind: 'detail', id: coupon.id })}
                    aria-label={t('admin_coupons.details', { code: coupon.cod })}
                  >
                    {coupon.cod}
                  </Button>
                </TableCell>
                <TableCell className="whitespace-nowrap">{format.discount(coupon)}</TableCell>
                <TableCell>{format.validity(coupon)}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{format.usage(coupon)}</TableCell>
                <TableCell>
                  <CouponStatusBadge status={coupon.status} />
                </TableCell>
                <TableCell>
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
    </AdminScreen>
  );
}
