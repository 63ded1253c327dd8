import { Suspense } from 'react';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { ProductCard } from '@/features/catalog/components/product-card';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { RecommendedCarousel } from '@/features/home/components/recommended-carousel';
import { useCategories } from '@/hooks/use-categories';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { lazyPart } from '@/lib/lazy-part';

const HomeBelowTheFold = lazyPart('home-below-the-fold', () =>
  import('./home-below-the-fold').then((module) => module.HomeBelowTheFold),
);

// One function for the page's life, so the carousel's memoized slides keep their cards.
const renderCard = (product: ProductSummary) => <ProductCard product={product} />;

/** Contract §2 Home: hero, recommended carousel, popular grid, tips and the latest blog posts. */
export function HomeRoute() {
  const { t } = useTranslation();
  const name = t('app.name');
  const tagline = t('app.tagline');
  useDocumentTitle(t('home.document_title', { name, tagline }));
  // The hero's serums offer points at the serums category, wherever the catalogue keeps it.
  const { categories } = useCategories();

  return (
    <>
      <h1 className="sr-only">
        {name} – {tagline}
      </h1>
      <HeroSlider categories={categories} />
      <div className="mx-auto flex w-full max-w-page flex-col gap-14 px-4 py-10 sm:gap-16 sm:px-6 sm:py-12 lg:px-8">
        <RecommendedCarousel renderProduct={renderCard} />
        <Suspense fallback={null}>
          <HomeBelowTheFold />
        </Suspense>
      </div>
    </>
  );
}
