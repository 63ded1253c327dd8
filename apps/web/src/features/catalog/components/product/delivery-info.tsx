import { ShieldCheck, Truck, Gift } from 'lucide-react';
import { formatDecimalLei } from '@shop/shared/money';
import { useShopSettings } from '@/hooks/use-shop-settings';
import { useTranslation } from '@/lib/i18n';

/** Contract §2: fast delivery, free delivery and secure payment, near the buy button (design §8). */
export function DeliveryInfo() {
  const { t } = useTranslation();
  const shop = useShopSettings();
  const cards = [
    ...(shop
      ? [
          {
            icon: Truck,
            title: t('product.delivery.fast_title'),
            text: t('product.delivery.fast_text', {
              min: shop.delivery_days_min,
              max: shop.delivery_days_max,
            }),
          },
          {
            icon: Gift,
            // The shop's one wording of the threshold (from the amount, inclusive), as in the header.
            title: t('common.free_shipping', { amount: formatDecimalLei(shop.free_shipping_from) }),
            text: null,
          },
        ]
      : []),
    { icon: ShieldCheck, title: t('product.delivery.secure_title'), text: t('product.delivery.secure_text') },
  ];
  return (
    <ul aria-label={t('product.delivery.label')} className="grid gap-2 sm:grid-cols-3">
      {cards.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex gap-3 rounded-card border border-line bg-sage-50 p-3 sm:flex-col sm:gap-2"
        >
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-sage-200 text-brand"
          >
            <Icon className="size-5" />
          </span>
          <span className="flex flex-col">
            <span className="font-semibold">{title}</span>
            {text ? <span className="text-sm text-ink-muted">{text}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
