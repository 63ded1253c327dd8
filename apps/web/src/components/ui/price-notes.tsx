import { decimalToBani, formatLei } from '@shop/shared/money';
import { effectivePrice, unitPrice } from '@shop/shared/pricing';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

type PriceNotesProps = {
  price: string;
  discountedPrice: string | null;
  lowest30Days: string | null;
  netQuantity: number | null;
  unit: 'ml' | 'g' | 'buc' | null;
  className?: string;
};

/**
 * The small print under a price (cards, product page, cart lines): the unit price (lei / 100 ml,
 * lei / kg) and, while reduced, the lowest price of the 30 days before the reduction (Omnibus).
 */
export function PriceNotes({
  price,
  discountedPrice,
  lowest30Days,
  netQuantity,
  unit,
  className,
}: PriceNotesProps) {
  const { t } = useTranslation();
  const list = decimalToBani(price);
  if (list === null) return null;
  const current = effectivePrice(list, discountedPrice ? decimalToBani(discountedPrice) : null);
  const perUnit = unitPrice(current, netQuantity, unit);
  const lowest = current < list && lowest30Days ? decimalToBani(lowest30Days) : null;
  if (!perUnit && lowest === null) return null;
  return (
    <div className={cn('text-xs text-ink-muted', className)}>
      {perUnit ? (
        <p>{t('catalog.price_per_unit', { price: formatLei(perUnit.amount), per: perUnit.per })}</p>
      ) : null}
      {lowest !== null ? <p>{t('catalog.price_lowest_30_days', { price: formatLei(lowest) })}</p> : null}
    </div>
  );
}
