import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type ProductRatingProps = {
  rating: number | null;
  count: number;
};

export function ProductRating({ rating, count }: ProductRatingProps) {
  const { t, i18n } = useTranslation();
  if (rating === null || count <= 0) return null;
  const formatted = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'ro-RO', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);

  return (
    <p className="flex items-center gap-1 text-sm text-ink-muted">
      <Star aria-hidden="true" className="size-4 fill-honey-300 text-honey-700" strokeWidth={1.5} />
      <span aria-hidden="true">
        <span className="font-semibold text-ink">{formatted}</span> ({count})
      </span>
      <span className="sr-only">{t('catalog.rating', { rating: formatted, count })}</span>
    </p>
  );
}
