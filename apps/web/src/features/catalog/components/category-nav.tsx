import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import { localized, useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type CategoryNavProps = {
  categories: CategoryNode[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  activeSlug: string | null;
  /** Where a category (or null: all products) leads. */
  hrefFor: (slug: string | null) => string;
  /** Called after a category is chosen, e.g. to close the filters drawer. */
  onNavigate?: () => void;
};

function CountedLink({
  to,
  label,
  count,
  active,
  nested = false,
  onNavigate,
}: {
  to: string;
  label: string;
  count: number | null;
  active: boolean;
  nested?: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      // Spelled out, so every browser names it alike ("Seruri 10 produse"), and starting with the
      // visible words, so a speech user who says "Seruri 10" finds it (WCAG 2.5.3, Label in Name).
      aria-label={count === null ? undefined : `${label} ${t('listing.product_count', { count })}`}
      className={cn(
        'flex min-h-10 items-center justify-between gap-3 rounded-lg px-3 py-1.5 transition-colors duration-150 hover:bg-sage-100',
        nested ? 'text-sm' : 'font-semibold',
        active ? 'bg-sage-100 text-brand' : 'text-ink',
      )}
    >
      <span className="min-w-0">{label}</span>{' '}
      {count === null ? null : (
        <span
          className={cn(
            'shrink-0 rounded-full px-2 text-sm font-semibold tabular-nums',
            active ? 'bg-brand text-white' : 'bg-sage-100 text-ink-muted',
          )}
        >
          {count}
        </span>
      )}
    </Link>
  );
}

/**
 * Contract §2: the sidebar with the top-level categories, their subcategories and product counts,
 * plus "all products". A load failure leaves only "all products" (contract §8) and a retry.
 */
export function CategoryNav({
  categories,
  isLoading,
  isError,
  onRetry,
  activeSlug,
  hrefFor,
  onNavigate,
}: CategoryNavProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();

  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 px-3 text-sm font-bold tracking-wide text-ink-muted uppercase">
        {t('listing.controls.categories_heading')}
      </h2>
      <ul className="flex flex-col gap-0.5">
        <li>
          <CountedLink
            to={hrefFor(null)}
            label={t('listing.all_products')}
            count={null}
            active={activeSlug === null}
            onNavigate={onNavigate}
          />
        </li>
        {(categories ?? []).map((category) => (
          <li key={category.id}>
            <CountedLink
              to={hrefFor(category.slug)}
              label={localized(category, 'nume', i18n.language)}
              count={category.numar_produse}
              active={activeSlug === category.slug}
              onNavigate={onNavigate}
            />
            {category.subcategorii.length > 0 ? (
              <ul className="ml-3 flex flex-col gap-0.5 border-l border-line pl-2">
                {category.subcategorii.map((child) => (
                  <li key={child.id}>
                    <CountedLink
                      to={hrefFor(child.slug)}
                      label={localized(child, 'nume', i18n.language)}
                      count={child.numar_produse}
                      active={activeSlug === child.slug}
                      nested
                      onNavigate={onNavigate}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {isLoading && !categories ? (
        <div className="mt-1 flex flex-col gap-2 px-3" role="status">
          <span className="sr-only">{t('listing.categories_loading')}</span>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-6 w-full" />
          ))}
        </div>
      ) : null}
      {isError && !categories?.length ? (
        <div className="mt-2 flex flex-col items-start gap-2 px-3 text-sm text-ink-muted">
          <p>{t('listing.controls.categories_error')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-sm font-semibold text-brand underline underline-offset-4"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {t('common.retry')}
          </button>
        </div>
      ) : null}
    </nav>
  );
}
