import { Heart } from 'lucide-react';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFavourites } from '@/hooks/use-favourites';

type FavouriteButtonProps = {
  product: Pick<ProductSummary, 'id' | 'titlu' | 'titlu_en'>;
  /** `icon`: a round heart (cards); `full`: a heart with its label (product page). */
  look?: 'icon' | 'full';
  className?: string;
};

/** Adds the product to the favourites or takes it out; the toast names the product (contract §2). */
export function FavouriteButton({ product, look = 'icon', className }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const active = favourites.isFavourite(product.id);
  const label = active ? t('catalog.favourite_remove') : t('catalog.favourite_add');
  const heart = (
    <Heart
      aria-hidden="true"
      className={cn('transition-colors duration-150', active ? 'fill-danger text-danger' : 'text-ink')}
    />
  );

  if (look === 'full') {
    return (
      <Button
        variant="secondary"
        aria-pressed={active}
        disabled={favourites.isPending}
        onClick={() => favourites.toggle(product)}
        className={className}
      >
        {heart}
        {label}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      title={label}
      disabled={favourites.isPending}
      onClick={() => favourites.toggle(product)}
      className={cn(
        'grid size-10 cursor-pointer place-items-center rounded-full border border-line bg-surface/95 shadow-sm transition-colors duration-150 hover:border-brand disabled:opacity-60 [&_svg]:size-5',
        className,
      )}
    >
      {heart}
    </button>
  );
}
