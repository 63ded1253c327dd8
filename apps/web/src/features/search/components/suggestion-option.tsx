import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { decimalToBani, formatLei } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { localized, useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { mediaVariantOrPath } from '@/lib/media';

/** Media variants are WebP resized on the server (`?w=`); a 48 px thumbnail needs the smallest. */
const THUMBNAIL_WIDTH = 160;

export function thumbnailUrl(product: Pick<ProductSummary, 'imagine_principala_url' | 'imagine_principala'>) {
  return mediaVariantOrPath(product.imagine_principala_url ?? product.imagine_principala, THUMBNAIL_WIDTH);
}

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    // Contract §3: a product without an image falls back to a placeholder.
    return (
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-lg bg-sage-50 text-sage-300"
      >
        <Leaf className="size-6" strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      decoding="async"
      onError={() => setFailed(src)}
      className="size-12 shrink-0 rounded-lg border border-line bg-white object-contain"
    />
  );
}

type SuggestionOptionProps = {
  id: string;
  product: ProductSummary;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
};

/** One suggested product: image, title and price (the discounted one when there is one). */
export function SuggestionOption({ id, product, active, onHover, onChoose }: SuggestionOptionProps) {
  const { t, i18n } = useTranslation();
  const title = localized(product, 'titlu', i18n.language);
  const list = decimalToBani(product.pret);
  const reduced = product.pret_redus ? decimalToBani(product.pret_redus) : null;
  const current = list === null ? null : effectivePrice(list, reduced);
  const discounted = list !== null && current !== null && current < list;

  return (
    // Focus stays in the combobox (aria-activedescendant); keys are handled there.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 transition-colors duration-150',
        active ? 'bg-sage-100' : 'hover:bg-sage-50',
      )}
    >
      <Thumbnail src={thumbnailUrl(product)} />
      <span className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug font-semibold text-ink">{title}</span>
      {current !== null ? (
        <span className="flex shrink-0 flex-col items-end text-sm leading-tight">
          <span className={cn('font-bold whitespace-nowrap', discounted ? 'text-honey-700' : 'text-ink')}>
            {discounted ? <span className="sr-only">{t('search.price_discounted')}: </span> : null}
            {formatLei(current)}
          </span>
          {discounted && list !== null ? (
            <s className="text-xs whitespace-nowrap text-ink-muted">
              <span className="sr-only">{t('search.price_old')}: </span>
              {formatLei(list)}
            </s>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}
