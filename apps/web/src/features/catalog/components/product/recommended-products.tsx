import { useId } from 'react';
import { RECOMMENDED_PRODUCTS } from '@shop/shared/constants';
import { useTranslation } from '@/lib/i18n';
import { useRecommendedProducts } from '../../api/get-recommended-products';
import { ProductGrid, ProductGridSkeleton } from '../product-grid';

/** Contract §2: the product page's "recommended" grid of 10. Hidden when there is nothing to show. */
export function RecommendedProducts({
  productId,
  categoryId,
}: {
  productId: number;
  categoryId: number | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const recommended = useRecommendedProducts(productId, categoryId);

  // A failure is logged by the query cache; a page without recommendations is still whole.
  if (recommended.isError || (recommended.data && recommended.data.length === 0)) return null;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={recommended.isPending}
      className="flex flex-col gap-4 sm:gap-6"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {t('product.recommended.title')}
      </h2>
      {recommended.data ? (
        <ProductGrid products={recommended.data} eager={false} />
      ) : (
        <ProductGridSkeleton count={RECOMMENDED_PRODUCTS} label={t('product.recommended.loading')} />
      )}
    </section>
  );
}
