import { decimalToBani, formatLei } from '@shop/shared/money';
import type { PricedLine } from '@shop/shared/schemas/discounts';
import { cn } from '@/lib/cn';
import { localized, useTranslation } from '@/lib/i18n';

/**
 * A cart or checkout line's automatic discount as the server priced it (decision 062): the
 * discount's name and amount, and the Omnibus reference (the lowest price of the 30 days before
 * the discount began).
 */
export function LineDiscount({ priced, className }: { priced: PricedLine | undefined; className?: string }) {
  const { t, i18n } = useTranslation();
  const automatic = priced?.reducere_automata;
  if (!priced || !automatic) return null;
  const name = localized({ nume: automatic.nume, nume_en: automatic.nume_en }, 'nume', i18n.language);
  const reference = priced.pret_minim_30_zile ? decimalToBani(priced.pret_minim_30_zile) : null;
  return (
    <div data-testid="line-discount" className={cn('text-sm', className)}>
      <p className="font-semibold text-honey-700">
        {t('checkout.summary.line_discount', { name, amount: formatLei(decimalToBani(automatic.suma) ?? 0) })}
      </p>
      {reference !== null ? (
        <p className="text-xs text-ink-muted">
          {t('checkout.summary.line_lowest', { price: formatLei(reference) })}
        </p>
      ) : null}
    </div>
  );
}
