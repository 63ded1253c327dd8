import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { formatterPerLocale, intlLocale } from '@/lib/formatters';
import { StarRow } from './star-row';

type ProductRatingProps = {
  rating: number | null;
  count: number;
  className?: string;
};

const oneDecimal = formatterPerLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

export function formatRating(rating: number, language: string): string {
  return oneDecimal(intlLocale(language)).format(rating);
}

/** Fixed-display stars with the average and the number of reviews (contract §2: product card). */
export function ProductRating({ rating, count, className }: ProductRatingProps) {
  const { t, i18n } = useTranslation();
  const rated = rating !== null && count > 0;
  const formatted = rated ? formatRating(rating, i18n.language) : '';

  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-ink-muted', className)}>
      <StarRow value={rated ? rating : 0} />
      <span aria-hidden="true">
        {rated ? <span className="font-semibold text-ink">{formatted} </span> : null}({count})
      </span>
      <span className="sr-only">
        {rated ? t('catalog.rating', { rating: formatted, count }) : t('catalog.no_reviews')}
      </span>
    </p>
  );
}
