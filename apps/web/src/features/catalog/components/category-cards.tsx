import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useQuery } from '@tanstack/react-query';
import { localized, useTranslation } from '@/lib/i18n';
import { getCategoriesQueryOptions } from '@/hooks/use-categories';
import { ProductImage } from './product-image';

const CATEGORY_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 33vw, 50vw';

/** /categorii without a slug: the category tree as cards with images, each opening its page. */
export function CategoryCards() {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();
  const categories = useQuery(getCategoriesQueryOptions());

  // A load failure is logged by the query (contract §8); the products below still show.
  if (categories.isError && !categories.data?.length) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {t('listing.browse_categories')}
      </h2>
      {categories.data ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {categories.data.map((category, index) => (
            <li
              key={category.id}
              className="flex flex-col overflow-hidden rounded-card border border-line bg-surface"
            >
              <Link
                to={localizedPath(`/categorii/${category.slug}`)}
                className="group flex flex-col focus-visible:outline-offset-[-2px]"
              >
                <div className="aspect-[4/3] overflow-hidden bg-sage-50">
                  <ProductImage
                    src={category.imagine_principala_url}
                    priority={index < 3}
                    widths={[320, 480, 640]}
                    sizes={CATEGORY_IMAGE_SIZES}
                    fit="cover"
                    className="transition-transform duration-200 motion-safe:group-hover:scale-[1.03]"
                  />
                </div>
                <span className="flex flex-col gap-0.5 px-3 pt-3 sm:px-4">
                  <span className="font-bold group-hover:text-brand">
                    {localized(category, 'nume', i18n.language)}
                  </span>
                  <span className="text-sm text-ink-muted">
                    {t('listing.product_count', { count: category.numar_produse })}
                  </span>
                </span>
              </Link>
              {category.subcategorii.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5 px-3 pt-2 pb-3 sm:px-4 sm:pb-4">
                  {category.subcategorii.map((child) => (
                    <li key={child.id}>
                      <Link
                        to={localizedPath(`/categorii/${child.slug}`)}
                        className="inline-flex min-h-8 items-center rounded-full bg-sage-100 px-2.5 text-sm text-ink hover:bg-sage-200 hover:text-brand"
                      >
                        {localized(child, 'nume', i18n.language)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="pb-3 sm:pb-4" />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" role="status">
          <span className="sr-only">{t('listing.categories_loading')}</span>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="overflow-hidden rounded-card border border-line bg-surface">
              <Skeleton rounded="none" className="aspect-[4/3]" />
              <div className="flex flex-col gap-2 p-3 sm:p-4">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
