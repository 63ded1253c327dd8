import { PackageOpen, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessageKey } from '@/lib/error-message';
import { NEWEST_PRODUCTS_PARAMS, useProducts } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const SKELETON_CARDS = 10;

/** The home list of the newest products, with its loading, empty and error states. */
export function NewestProducts() {
  const { t } = useTranslation();
  const headingId = useId();
  const products = useProducts({ params: NEWEST_PRODUCTS_PARAMS });
  const retry = () => void products.refetch();

  let content;
  if (products.data) {
    content =
      products.data.results.length > 0 ? (
        <ProductGrid products={products.data.results} />
      ) : (
        <EmptyState
          icon={<PackageOpen className="size-6" />}
          title={t('home.newest_empty_title')}
          description={t('home.newest_empty_text')}
          action={
            <Button variant="secondary" onClick={retry} disabled={products.isFetching}>
              <RotateCw aria-hidden="true" />
              {t('home.check_again')}
            </Button>
          }
        />
      );
  } else if (products.isError) {
    content = (
      <ErrorState
        title={t('home.newest_error')}
        description={t(errorMessageKey(products.error))}
        retryLabel={t('common.retry')}
        onRetry={retry}
        retrying={products.isFetching}
      />
    );
  } else {
    content = <ProductGridSkeleton count={SKELETON_CARDS} label={t('home.newest_loading')} />;
  }

  return (
    <section aria-labelledby={headingId} aria-busy={products.isPending}>
      <h2 id={headingId} className="mb-4 text-2xl font-bold tracking-tight sm:mb-6">
        {t('home.newest_title')}
      </h2>
      {content}
    </section>
  );
}
