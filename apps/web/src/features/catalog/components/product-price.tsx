import { decimalToBani, formatLei } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

type ProductPriceProps = {
  price: string;
  discountedPrice: string | null;
  className?: string;
  /** `lg` on the product page. */
  size?: 'md' | 'lg';
  /** A product sold in variants: its cheapest variant's price, "from" it. */
  from?: boolean;
};

export function ProductPrice({
  price,
  discountedPrice,
  className,
  size = 'md',
  from = false,
}: ProductPriceProps) {
  const { t } = useTranslation();
  const list = decimalToBani(price);
  if (list === null) return null;
  const current = effectivePrice(list, discountedPrice ? decimalToBani(discountedPrice) : null);
  const isDiscounted = current < list;

  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className="sr-only">{isDiscounted ? t('catalog.price_discounted') : t('catalog.price')}:</span>
      {from ? <span className="text-sm text-ink-muted">{t('catalog.price_from')}</span> : null}
      <span
        className={cn(
          'font-bold whitespace-nowrap',
          size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-lg',
          isDiscounted ? 'text-honey-700' : 'text-ink',
        )}
      >
        {formatLei(current)}
      </span>
      {isDiscounted ? (
        <>
          <span className="sr-only">{t('catalog.price_old')}:</span>
          <s className={cn('whitespace-nowrap text-ink-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>
            {formatLei(list)}
          </s>
        </>
      ) : null}
    </p>
  );
}

/** Whole-percent discount, or null when there is none worth showing. */
export function discountPercent(price: string, discountedPrice: string | null): number | null {
  const list = decimalToBani(price);
  const reduced = discountedPrice ? decimalToBani(discountedPrice) : null;
  if (list === null || reduced === null || list <= 0 || reduced >= list) return null;
  const percent = Math.round(((list - reduced) / list) * 100);
  return percent > 0 ? percent : null;
}
