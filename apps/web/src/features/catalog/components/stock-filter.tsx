import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

type StockFilterProps = { checked: boolean; onChange: (inStock: boolean) => void };

/** Contract §4: the in-stock flag (`in_stoc=1`). */
export function StockFilter({ checked, onChange }: StockFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        {t('listing.controls.availability_heading')}
      </h2>
      <div className="flex min-h-10 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 cursor-pointer accent-brand"
        />
        <label htmlFor={id} className="cursor-pointer">
          {t('listing.controls.in_stock')}
        </label>
      </div>
    </div>
  );
}
