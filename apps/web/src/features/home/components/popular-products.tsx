import type { ReactNode } from 'react';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { useTranslation } from '@/lib/i18n';
import { usePopularProducts } from '../api/get-popular-products';
import { HomeProductsSection, HomeProductsUnavailable } from './home-products-section';

type PopularProductsProps = {
  /** The catalogue's product grid and its skeleton, composed in by the route. */
  renderGrid: (products: ProductSummary[]) => ReactNode;
  renderSkeleton: (label: string) => ReactNode;
};

/** Contract §2: the "popular" grid, the first 10 products of the home list. */
export function PopularProducts({ renderGrid, renderSkeleton }: PopularProductsProps) {
  const { t } = useTranslation();
  const products = usePopularProducts();

  let body: ReactNode;
  if (products.data && products.data.length > 0) {
    body = renderGrid(products.data);
  } else if (products.isPending) {
    body = renderSkeleton(t('home.products_loading'));
  } else {
    body = <HomeProductsUnavailable onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  }

  return (
    <HomeProductsSection
      title={t('home.popular_title')}
      allLabel={t('home.popular_all')}
      busy={products.isPending}
    >
      {body}
    </HomeProductsSection>
  );
}
