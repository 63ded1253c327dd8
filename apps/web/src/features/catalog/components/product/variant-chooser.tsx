import { Link, useLocation } from 'react-router';
import type { ProductDetail, ProductVariant } from '@shop/shared/schemas/catalog';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';
import { localized, useTranslation } from '@/lib/i18n';
import { VARIANT_PARAM, valueOf, variantWith } from '../../lib/product-variants';

const PILL =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors duration-150';
const PILL_IDLE = 'border-line-strong bg-surface hover:border-brand';
const PILL_CHOSEN = 'border-brand bg-sage-50 text-brand ring-1 ring-brand';

type VariantChooserProps = {
  product: ProductDetail;
  chosen: ProductVariant | null;
  onChoose: (variant: ProductVariant) => void;
};

/**
 * One group per option (size, shade) of a product sold in variants. Before the scripts run (and
 * without JavaScript) each value is a link to the page with that variant chosen (`?varianta=`);
 * then they are radio buttons that choose it in place (the page keeps the choice in its address).
 * A value no variant on sale has is left out; an out-of-stock one says so.
 */
export function VariantChooser({ product, chosen, onChoose }: VariantChooserProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const language = i18n.language;

  const linkTo = (variant: ProductVariant) => {
    const search = new URLSearchParams(location.search);
    search.set(VARIANT_PARAM, variant.slug);
    return `${location.pathname}?${search.toString()}`;
  };

  return (
    <div className="flex flex-col gap-4">
      {product.optiuni.map((option) => {
        const name = localized(option, 'nume', language);
        const current = valueOf(chosen, option.id);
        const currentValue = option.valori.find((value) => value.id === current);
        const choices = option.valori.flatMap((value) => {
          const variant = variantWith(product, chosen, option.id, value.id);
          return variant ? [{ value, variant }] : [];
        });
        return (
          <fieldset key={option.id} className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">
              {currentValue
                ? t('product.variant_legend_chosen', {
                    option: name,
                    value: localized(currentValue, 'valoare', language),
                  })
                : name}
            </legend>
            <div className="flex flex-wrap gap-2">
              {choices.map(({ value, variant }) => {
                const label = localized(value, 'valoare', language);
                const isChosen = current === value.id;
                const soldOut = variant.stoc < 1;
                const text = (
                  <>
                    <span className={cn(soldOut && 'line-through decoration-1')}>{label}</span>
                    {soldOut ? <span className="sr-only"> ({t('product.variant_sold_out')})</span> : null}
                  </>
                );
                if (!hydrated) {
                  return (
                    <Link
                      key={value.id}
                      to={linkTo(variant)}
                      // Replaced on purpose by the radios once the app runs (no hydration mismatch).
                      data-until-hydrated=""
                      replace
                      preventScrollReset
                      aria-current={isChosen ? 'true' : undefined}
                      className={cn(
                        PILL,
                        isChosen ? PILL_CHOSEN : PILL_IDLE,
                        !isChosen && soldOut && 'text-ink-muted',
                      )}
                    >
                      {text}
                    </Link>
                  );
                }
                return (
                  <label
                    key={value.id}
                    className={cn(
                      PILL,
                      'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand',
                      isChosen ? PILL_CHOSEN : PILL_IDLE,
                      !isChosen && soldOut && 'text-ink-muted',
                    )}
                  >
                    <input
                      type="radio"
                      name={`option-${option.id}`}
                      value={value.id}
                      checked={isChosen}
                      onChange={() => onChoose(variant)}
                      className="sr-only"
                    />
                    {text}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
