import { decimalToBani, formatLei } from '@shop/shared/money';
import { PriceNotes } from '@/components/ui/price-notes';
import { useTranslation } from '@/lib/i18n';
import { lineUnitPrice, type CartLine } from '@/stores/cart-store';

/**
 * The price of one, with the old price struck through when the product is discounted, and its
 * small print: price per litre or kilo, and the lowest price of the 30 days before the reduction.
 */
export function LinePrice({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const unit = lineUnitPrice(line);
  const list = decimalToBani(line.pret) ?? unit;
  const discounted = unit < list;
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="sr-only">{t('cart.price')}:</span>
        <span className={discounted ? 'font-semibold text-honey-700' : 'font-semibold text-ink'}>
          {formatLei(unit)}
        </span>
        <span className="text-ink-muted">{t('cart.each')}</span>
        {discounted ? (
          <>
            <span className="sr-only">{t('cart.price_old')}:</span>
            <s className="text-ink-muted">{formatLei(list)}</s>
          </>
        ) : null}
      </p>
      <PriceNotes
        price={line.pret}
        discountedPrice={line.pret_redus}
        lowest30Days={line.pret_minim_30_zile ?? null}
        netQuantity={line.cantitate_neta ?? null}
        unit={line.unitate ?? null}
      />
    </>
  );
}
