import { decimalToBani, formatLei } from '@shop/shared/money';
import { cn } from '@/lib/cn';
import { localized, useTranslation } from '@/lib/i18n';
import { useProductDiscount } from '@/hooks/use-product-discount';

/**
 * A running automatic discount on a product (card or page, decision 062): its name and what one
 * unit costs with it, or the "buy N" offer, and always the Omnibus line, the lowest price of the
 * 30 days before the discount began. Nothing while it loads or when none runs.
 */
export function AutomaticDiscountNote({
  productId,
  className,
  size = 'sm',
}: {
  productId: number;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const { t, i18n } = useTranslation();
  const { data } = useProductDiscount(productId);
  if (!data) return null;
  const rule = data.reducere;
  const name = localized({ nume: rule.nume, nume_en: rule.nume_en }, 'nume', i18n.language);
  const reduced = data.pret_cu_reducere ? decimalToBani(data.pret_cu_reducere) : null;
  const reference = decimalToBani(data.pret_minim_30_zile);
  return (
    <div
      data-testid="automatic-discount"
      className={cn(
        'flex flex-col gap-0.5 rounded-lg bg-honey-100 px-2.5 py-1.5 text-honey-900',
        size === 'md' ? 'text-sm' : 'text-xs',
        className,
      )}
    >
      <p className="font-bold">
        {rule.tip === 'percent' && reduced !== null
          ? t('catalog.automatic_discount_percent', {
              name,
              percent: rule.procent,
              price: formatLei(reduced),
            })
          : t('catalog.automatic_discount_offer', {
              name,
              buy: rule.cumpara,
              next: rule.cumpara + 1,
              percent: rule.procent,
            })}
      </p>
      {reference !== null ? (
        <p>{t('catalog.automatic_discount_lowest', { price: formatLei(reference) })}</p>
      ) : null}
    </div>
  );
}
