import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

type QuantityStepperProps = {
  value: number;
  /** The stock, when known: the highest quantity. */
  max: number | null;
  onChange: (quantity: number) => void;
  /** The product's title, for the controls' names. */
  title: string;
  disabled?: boolean;
};

const BUTTON =
  'grid size-10 cursor-pointer place-items-center text-ink transition-colors hover:bg-sage-100 aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted aria-disabled:opacity-60 aria-disabled:hover:bg-transparent [&_svg]:size-4';

/**
 * − / number / + for a cart line (contract §4: at least 1, at most the stock). Typing a number is
 * applied on Enter or when leaving the field, so a half-typed value never changes the cart.
 */
export function QuantityStepper({ value, max, onChange, title, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  // aria-disabled rather than disabled: a button reaching its limit keeps the keyboard focus.
  const cannotDecrease = disabled || value <= 1;
  const cannotIncrease = disabled || (max !== null && value >= max);

  const commit = () => {
    if (draft === null) return;
    const parsed = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isFinite(parsed)) return;
    const next = Math.max(1, max === null ? parsed : Math.min(parsed, max));
    if (next !== value) onChange(next);
  };

  return (
    <div className="inline-flex h-11 items-center overflow-hidden rounded-lg border border-ink-muted/70 bg-surface">
      <button
        type="button"
        className={BUTTON}
        aria-label={t('cart.decrease', { title })}
        aria-disabled={cannotDecrease || undefined}
        onClick={() => {
          if (!cannotDecrease) onChange(value - 1);
        }}
      >
        <Minus aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max ?? undefined}
        aria-label={t('cart.quantity_for', { title })}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="h-full w-12 [appearance:textfield] border-x border-line bg-transparent text-center font-semibold tabular-nums focus-visible:outline-offset-[-2px] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={BUTTON}
        aria-label={t('cart.increase', { title })}
        aria-disabled={cannotIncrease || undefined}
        onClick={() => {
          if (!cannotIncrease) onChange(value + 1);
        }}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
