import { LayoutGrid } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { POPULAR_SEARCH_CATEGORIES } from '@shop/shared/constants';
import { localized, useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { popularCategories, useCategories } from '@/hooks/use-categories';

/** Contract §2 search panel: up to 6 popular categories (the top-level ones with most products). */
export function PopularSearchCategories() {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();
  const { categories, isPending } = useCategories();
  const popular = popularCategories(categories, POPULAR_SEARCH_CATEGORIES);

  // Contract §8: a failed load leaves the list empty; the panel then simply has no such section.
  if (!isPending && popular.length === 0) return null;

  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="mb-2 flex items-center gap-1.5 text-sm font-bold tracking-wide text-ink-muted uppercase"
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        {t('header.popular_categories')}
      </h2>
      {isPending ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-5 w-3/4" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-col">
          {popular.map((category) => (
            <li key={category.id}>
              <Link
                to={localizedPath(`/produse/${category.slug}`)}
                className="flex min-h-9 items-center justify-between gap-2 rounded-md px-1 text-sm font-semibold text-ink transition-colors duration-200 hover:bg-sage-50 hover:text-brand"
              >
                <span>{localized(category, 'nume', i18n.language)}</span>
                <span className="text-xs font-normal text-ink-muted">{category.numar_produse}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
