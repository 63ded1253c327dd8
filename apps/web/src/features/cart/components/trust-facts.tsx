import { RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { useTranslation } from '@/lib/i18n';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 text-sm">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-sage-100 text-brand"
      >
        {icon}
      </span>
      {children}
    </li>
  );
}

/** Design §8: delivery, return and payment facts near the buying decision (contract §1, §9). */
export function TrustFacts({
  shop,
}: {
  shop: Pick<ShopSettings, 'delivery_days_min' | 'delivery_days_max' | 'return_days'>;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('cart.trust_label')} className="flex flex-col gap-3">
      <Fact icon={<Truck className="size-[18px]" />}>
        {t('cart.trust_delivery', { min: shop.delivery_days_min, max: shop.delivery_days_max })}
      </Fact>
      <Fact icon={<RotateCcw className="size-[18px]" />}>
        {t('cart.trust_return', { days: shop.return_days })}
      </Fact>
      <Fact icon={<ShieldCheck className="size-[18px]" />}>{t('cart.trust_payment')}</Fact>
    </ul>
  );
}
