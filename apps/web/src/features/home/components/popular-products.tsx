import { ArrowRight, PackageOpen, RotateCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { usePopularProducts } from '../api/get-popular-products';

type PopularProductsProps = {
  /** The catalogue's product grid and its skeleton, composed in by the route. */
  renderGrid: (products: ProductSummary[]) => ReactNode;
  renderSkeleton: (label: string) => ReactNode;
};

/** Spec §2: the "popular" grid, the first 10 products of the home list. */
export function PopularProducts({ renderGrid, renderSkeleton }: PopularProductsProps) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();
  const products = usePopularProducts();

  let body: ReactNode;
  if (products.data && products.data.length > 0) {
    body = renderGrid(products.data);
  } else if (products.isPending) {
    body = renderSkeleton(t('home.products_loading'));
  } else {
    // Spec §8: a failed home list was logged and stays empty; the visitor can still ask again.
    body = (
      <EmptyState
        icon={<PackageOpen className="size-6" />}
        title={t('home.products_empty_title')}
        description={t('home.products_empty_text')}
        action={
          <Button variant="secondary" onClick={() => void products.refetch()} disabled={products.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('home.check_again')}
          </Button>
        }
      />
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={products.isPending}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 sm:mb-6">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('home.popular_title')}
        </h2>
        <Link
          to={localizedPath('/produse')}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('home.popular_all')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {body}
    </section>
  );
}
