import { HeartOff } from 'lucide-react';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { localized, useTranslation } from '@/lib/i18n';
import { useFavourites } from '@/hooks/use-favourites';

type RemoveFavouriteButtonProps = {
  product: ProductSummary;
  /** Called once the removal starts; the card (and this button) are about to go. */
  onRemoved: () => void;
};

/** Takes a product off the favourites (guest set or server, with the toast of contract §2). */
export function RemoveFavouriteButton({ product, onRemoved }: RemoveFavouriteButtonProps) {
  const { t, i18n } = useTranslation();
  const favourites = useFavourites();
  const title = localized(product, 'titlu', i18n.language);

  return (
    <button
      type="button"
      aria-label={t('favourites.remove', { title })}
      aria-disabled={favourites.isPending || undefined}
      onClick={() => {
        if (favourites.isPending) return;
        favourites.toggle(product);
        onRemoved();
      }}
      className="inline-flex h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-ink-muted transition-colors hover:border-danger hover:text-danger aria-disabled:cursor-wait aria-disabled:opacity-70"
    >
      <HeartOff aria-hidden="true" className="size-4" />
      {t('favourites.remove_short')}
    </button>
  );
}
