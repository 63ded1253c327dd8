import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { decrementQuantity, incrementQuantity } from '../../lib/quantity';

type QuantityStepperProps = { value: number; onChange: (quantity: number) => void };

const STEP =
  'grid size-11 cursor-pointer place-items-center text-ink transition-colors duration-150 hover:bg-sage-100 aria-disabled:cursor-not-allowed aria-disabled:text-line-strong aria-disabled:hover:bg-transparent [&_svg]:size-4';

/**
 * Contract §4: starts at 1, decrement only above 1, increment unbounded (the cart caps at the stock).
 * The minus button is aria-disabled rather than disabled, so keyboard focus stays on it at 1.
 */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const atMinimum = value <= 1;

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-semibold text-ink-muted">
        {t('product.quantity')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex h-11 items-center overflow-hidden rounded-lg border border-line-strong bg-surface"
      >
        <button
          type="button"
          aria-label={t('product.quantity_decrease')}
          aria-disabled={atMinimum}
          onClick={() => onChange(decrementQuantity(value))}
          className={STEP}
        >
          <Minus aria-hidden="true" />
        </button>
        <output
          aria-live="polite"
          aria-label={t('product.quantity_value', { value })}
          className="min-w-10 px-1 text-center text-lg font-bold tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          aria-label={t('product.quantity_increase')}
          onClick={() => onChange(incrementQuantity(value))}
          className={STEP}
        >
          <Plus aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
