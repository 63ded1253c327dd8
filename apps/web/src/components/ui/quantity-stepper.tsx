import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** The lowest quantity (1 unless told). */
  min?: number;
  /** The highest quantity, when there is one (stock, what an order accepts, what still fits). */
  max?: number | null;
  /**
   * A visible label above the stepper ("Cantitate"): it names the group and the number field, so
   * their accessible names are the text on screen.
   */
  label?: string;
  /** The number field's name when there is no visible label (a cart line: "Cantitate pentru …"). */
  inputLabel?: string;
  decreaseLabel: string;
  increaseLabel: string;
  /**
   * What to say when a typed number is above `max` and brought down to it ("at most 99"): a
   * quantity must never change without the shopper being told.
   */
  cappedMessage: (limit: number) => string;
  disabled?: boolean;
};

const STEP =
  'grid size-11 cursor-pointer place-items-center text-ink transition-colors duration-150 hover:bg-sage-100 aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted aria-disabled:opacity-60 aria-disabled:hover:bg-transparent [&_svg]:size-4';

function clamp(quantity: number, min: number, max: number | null | undefined): number {
  const upper = max == null ? quantity : Math.min(quantity, max);
  return Math.max(min, upper);
}

/**
 * − / number / + between `min` and `max`. The buttons are aria-disabled rather than disabled at a
 * bound, so the keyboard focus stays on them; a typed number applies on Enter or when leaving the
 * field, brought within the bounds, so a half-typed value never changes anything.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = null,
  label,
  inputLabel,
  decreaseLabel,
  increaseLabel,
  cappedMessage,
  disabled = false,
}: QuantityStepperProps) {
  const labelId = useId();
  const noticeId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [capped, setCapped] = useState<number | null>(null);
  const cannotDecrease = disabled || value <= min;
  const cannotIncrease = disabled || (max != null && value >= max);

  const commit = () => {
    if (draft === null) return;
    const parsed = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isFinite(parsed)) return;
    const next = clamp(parsed, min, max);
    setCapped(max != null && parsed > max ? max : null);
    if (next !== value) onChange(next);
  };

  const stepper = (
    <div
      role={label ? 'group' : undefined}
      aria-labelledby={label ? labelId : undefined}
      className="inline-flex h-11 items-center overflow-hidden rounded-lg border border-line-strong bg-surface"
    >
      <button
        type="button"
        aria-label={decreaseLabel}
        aria-disabled={cannotDecrease || undefined}
        onClick={() => {
          setCapped(null);
          if (!cannotDecrease) onChange(clamp(value - 1, min, max));
        }}
        className={STEP}
      >
        <Minus aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max ?? undefined}
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : inputLabel}
        aria-describedby={capped !== null ? noticeId : undefined}
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
        className="h-full w-12 [appearance:textfield] border-x border-line bg-transparent text-center text-lg font-bold tabular-nums focus-visible:outline-offset-[-2px] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={increaseLabel}
        aria-disabled={cannotIncrease || undefined}
        onClick={() => {
          setCapped(null);
          if (!cannotIncrease) onChange(clamp(value + 1, min, max));
        }}
        className={STEP}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );

  // Always in the page, so that screen readers announce the message when it appears.
  const notice = (
    <p id={noticeId} role="status" className="text-sm font-semibold text-ink empty:hidden">
      {capped !== null ? cappedMessage(capped) : ''}
    </p>
  );
  if (!label)
    return (
      <div className="flex flex-col items-end gap-1">
        {stepper}
        {notice}
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-semibold text-ink-muted">
        {label}
      </span>
      {stepper}
      {notice}
    </div>
  );
}
