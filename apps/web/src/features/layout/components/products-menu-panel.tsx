import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { localized, useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCategories } from '@/hooks/use-categories';

const LINK = 'rounded-md transition-colors duration-200 hover:text-brand hover:underline underline-offset-4';

/** The "Produse" dropdown of the desktop category bar: every top-level category with its children. */
export function ProductsMenuPanel() {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const { categories, isPending, isError, isFetching, refetch } = useCategories();

  let body;
  if (categories.length > 0) {
    body = (
      <ul className="grid grid-cols-3 gap-x-8 gap-y-6 xl:grid-cols-4">
        {categories.map((category) => {
          const name = localized(category, 'nume', i18n.language);
          return (
            <li key={category.id} className="flex flex-col gap-2">
              <Link to={localizedPath(`/produse/${category.slug}`)} className={`${LINK} font-bold text-ink`}>
                {name}
              </Link>
              {category.subcategorii.length > 0 ? (
                <ul aria-label={name} className="flex flex-col gap-1.5 text-[0.9375rem]">
                  {category.subcategorii.map((child) => (
                    <li key={child.id}>
                      <Link to={localizedPath(`/produse/${child.slug}`)} className={`${LINK} text-ink-muted`}>
                        {localized(child, 'nume', i18n.language)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  } else if (isPending) {
    body = (
      <div>
        <p role="status" className="sr-only">
          {t('header.categories_loading')}
        </p>
        <div className="grid grid-cols-3 gap-8 xl:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="flex flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-3/5" />
            </div>
          ))}
        </div>
      </div>
    );
  } else if (isError) {
    body = (
      <div className="flex items-center gap-3 text-ink-muted">
        <p>{t('header.categories_error')}</p>
        <Button variant="secondary" size="sm" onClick={refetch} disabled={isFetching}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <Link
        to={localizedPath('/produse')}
        className="inline-flex items-center gap-1.5 self-start font-bold text-brand underline-offset-4 hover:underline"
      >
        {t('header.all_products')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      {body}
    </div>
  );
}
