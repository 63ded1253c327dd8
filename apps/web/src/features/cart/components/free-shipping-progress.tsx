import { Truck } from 'lucide-react';
import { formatLei, type Bani } from '@shop/shared/money';
import { useTranslation } from '@/lib/i18n';

/** Delivery is free from the shop's threshold; shows how far the cart is from it. */
export function FreeShippingProgress({ subtotal, threshold }: { subtotal: Bani; threshold: Bani }) {
  const { t } = useTranslation();
  const remaining = threshold - subtotal;
  const reached = remaining <= 0;
  const percent = reached ? 100 : Math.round((subtotal / threshold) * 100);

  return (
    <div className="flex flex-col gap-2 rounded-lg bg-sage-50 p-3.5">
      <p className="flex items-start gap-2 text-sm font-semibold text-brand">
        <Truck aria-hidden="true" className="size-5 shrink-0" />
        <span>
          {reached
            ? t('cart.free_shipping_reached')
            : t('cart.free_shipping_left', { amount: formatLei(remaining) })}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.free_shipping_progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('cart.free_shipping_value', {
          current: formatLei(Math.min(subtotal, threshold)),
          threshold: formatLei(threshold),
        })}
        className="h-2 overflow-hidden rounded-full bg-sage-200"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300 ease-out-soft"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
