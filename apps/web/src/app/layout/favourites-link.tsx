import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useFavourites } from '@/hooks/use-favourites';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { IconWithCount } from './count-badge';

/** Contract §2: the favourites link with a count badge; `compact` shows the icon only (mobile). */
export function FavouritesLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const { count } = useFavourites();

  return (
    <Link
      to={localizedPath('/favorite')}
      className={cn(
        'inline-flex h-11 items-center gap-1.5 rounded-lg font-semibold text-ink transition-colors duration-200 hover:bg-sage-100 hover:text-brand',
        compact ? 'w-11 justify-center' : 'px-3',
      )}
    >
      <IconWithCount icon={<Heart aria-hidden="true" className="size-5" />} count={count} />
      <span className={compact ? 'sr-only' : 'sr-only xl:not-sr-only'}>{t('header.favourites')}</span>
      {count > 0 ? <span className="sr-only">{`, ${t('header.products', { count })}`}</span> : null}
    </Link>
  );
}
