import type { AdminCoupon, CouponStatus } from '@shop/shared/schemas/admin/coupons';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const BADGE: Record<CouponStatus, string> = {
  active: 'bg-sage-100 text-brand-strong',
  scheduled: 'bg-honey-100 text-honey-900',
  expired: 'bg-line text-ink',
  inactive: 'bg-line text-ink',
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        BADGE[status],
      )}
    >
      {t(`admin_coupons.statuses.${status}`)}
    </span>
  );
}

/** How the list and the detail word a coupon's discount, window and uses. */
export function useCouponFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ro-RO';
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    lei: (amount: string) => t('admin_coupons.fixed_value', { value: number.format(Number(amount)) }),
    discount: (coupon: AdminCoupon) =>
      coupon.discount_type === 'percent'
        ? t('admin_coupons.percent_value', { value: String(Number(coupon.value)) })
        : coupon.discount_type === 'free_shipping'
          ? t('admin_coupons.free_shipping_value')
          : t('admin_coupons.fixed_value', { value: number.format(Number(coupon.value)) }),
    validity: (coupon: AdminCoupon) => {
      const parts = [
        coupon.starts_at ? t('admin_coupons.from', { date: date.format(new Date(coupon.starts_at)) }) : null,
        coupon.ends_at ? t('admin_coupons.until', { date: date.format(new Date(coupon.ends_at)) }) : null,
      ].filter(Boolean);
      return parts.length ? parts.join(' ') : t('admin_coupons.always');
    },
    usage: (coupon: AdminCoupon) => `${coupon.used} / ${coupon.usage_limit ?? t('admin_coupons.unlimited')}`,
  };
}
