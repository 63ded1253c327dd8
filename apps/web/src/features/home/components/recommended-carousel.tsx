import { Suspense, type ReactNode } from 'react';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';
import { useProductCount } from '../api/get-product-count';
import { useRecommendedProducts } from '../api/get-recommended-products';
import { CarouselSlides, CONTROLS_ROW, SLIDE } from './carousel-slides';
import { HomeProductsSection, HomeProductsUnavailable } from './home-products-section';
import { lazyPart } from '@/lib/lazy-part';

// Embla arrives just after the first paint; the slides show at once without it.
const CarouselTrack = lazyPart(
  'carousel-track',
  async () => (await import('./carousel-track')).CarouselTrack,
);

function SkeletonCard() {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-surface">
      <Skeleton rounded="none" className="aspect-square" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-3 h-5 w-1/2" />
        <Skeleton className="mt-1 h-9 w-full" />
      </div>
    </div>
  );
}

type RecommendedCarouselProps = {
  /** The catalogue's product card, composed in by the route. */
  renderProduct: (product: ProductSummary, index: number) => ReactNode;
};

/** Contract §2: the "recommended" carousel with arrows, dots and a link to the whole shop with its count. */
export function RecommendedCarousel({ renderProduct }: RecommendedCarouselProps) {
  const { t } = useTranslation();
  const products = useRecommendedProducts();
  const count = useProductCount();
  const list = products.data?.results ?? [];

  let body: ReactNode;
  if (list.length > 0) {
    body = (
      <Suspense
        fallback={
          <>
            <CarouselSlides products={list} renderProduct={renderProduct} />
            <div aria-hidden="true" className={CONTROLS_ROW} />
          </>
        }
      >
        <CarouselTrack products={list} renderProduct={renderProduct} />
      </Suspense>
    );
  } else if (products.isPending) {
    body = (
      <div>
        <p role="status" className="sr-only">
          {t('home.products_loading')}
        </p>
        <div aria-hidden="true" className="-ml-3 flex overflow-hidden sm:-ml-4">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className={SLIDE}>
              <SkeletonCard />
            </div>
          ))}
        </div>
        <div aria-hidden="true" className={CONTROLS_ROW} />
      </div>
    );
  } else {
    body = <HomeProductsUnavailable onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  }

  return (
    <HomeProductsSection
      title={t('home.recommended_title')}
      allLabel={
        count.data !== undefined
          ? t('home.recommended_all', { count: count.data })
          : t('home.recommended_all')
      }
      busy={products.isPending}
    >
      {body}
    </HomeProductsSection>
  );
}
