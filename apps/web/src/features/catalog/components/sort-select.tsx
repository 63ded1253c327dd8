import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SHOP_ORDERINGS, type ShopOrdering } from '../lib/listing-filters';

const LABEL_KEYS = {
  '-created': 'listing.controls.sort_default',
  price: 'listing.controls.sort_price_asc',
  '-price': 'listing.controls.sort_price_desc',
  name: 'listing.controls.sort_name_asc',
  '-name': 'listing.controls.sort_name_desc',
} as const satisfies Record<ShopOrdering, string>;

type SortSelectProps = { value: ShopOrdering; onChange: (ordering: string) => void };

/** Contract §2: default, price ascending and descending, name A-Z and Z-A. A native select, for phones. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-ink-muted">
        {t('listing.controls.sort_label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 cursor-pointer appearance-none rounded-lg border border-line-strong bg-surface py-0 pr-9 pl-3 text-sm font-semibold text-ink hover:border-brand"
        >
          {SHOP_ORDERINGS.map((ordering) => (
            <option key={ordering} value={ordering}>
              {t(LABEL_KEYS[ordering])}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
    </div>
  );
}
