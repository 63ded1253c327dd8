import { useEffect, useId, useRef, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

type PriceFilterProps = {
  min: string | null;
  max: string | null;
  onApply: (min: string | null, max: string | null) => void;
};

const INPUT =
  'h-10 w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink tabular-nums placeholder:text-ink-muted hover:border-brand';

/**
 * Minimum and maximum price in lei, applied on submit or when focus leaves the pair. The URL
 * holds the applied range; the inputs only hold what is being typed, and follow the URL when it
 * changes (reset, back and forward).
 */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const minId = useId();
  const maxId = useId();
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (minRef.current) minRef.current.value = min ?? '';
  }, [min]);
  useEffect(() => {
    if (maxRef.current) maxRef.current.value = max ?? '';
  }, [max]);

  const apply = () => onApply(minRef.current?.value || null, maxRef.current?.value || null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    // Moving between the two inputs (or to the button) is not leaving the filter.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    apply();
  };

  return (
    <form aria-labelledby={headingId} onSubmit={onSubmit} onBlur={onBlur} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        {t('listing.controls.price_heading')}
      </h2>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={minId} className="text-sm text-ink-muted">
            {t('listing.controls.price_min')}
          </label>
          <input
            ref={minRef}
            id={minId}
            name="pret_min"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            defaultValue={min ?? ''}
            placeholder="0"
            className={INPUT}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={maxId} className="text-sm text-ink-muted">
            {t('listing.controls.price_max')}
          </label>
          <input
            ref={maxRef}
            id={maxId}
            name="pret_max"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            defaultValue={max ?? ''}
            placeholder="∞"
            className={INPUT}
          />
        </div>
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {t('listing.controls.price_apply')}
      </Button>
    </form>
  );
}
