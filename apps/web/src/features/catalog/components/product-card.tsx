import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { localized } from '@/lib/i18n';
import { mediaUrl } from '@/lib/media';
import { ProductImage } from './product-image';
import { discountPercent, ProductPrice } from './product-price';
import { ProductRating } from './product-rating';

type ProductCardProps = {
  product: ProductSummary;
  priority?: boolean;
};

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const title = localized(product, 'titlu', i18n.language);
  const discount = discountPercent(product.pret, product.pret_redus);
  const image = mediaUrl(product.imagine_principala_url ?? product.imagine_principala);
  const outOfStock = product.stoc <= 0;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow duration-200 hover:shadow-md">
      <div className="relative aspect-square bg-white p-3">
        <ProductImage src={image} priority={priority} />
        {discount !== null ? (
          <span className="absolute top-2 left-2 rounded-full bg-honey-300 px-2 py-0.5 text-sm font-bold text-honey-900">
            <span aria-hidden="true">{t('catalog.discount_badge', { percent: discount })}</span>
            <span className="sr-only">{t('catalog.discount_label', { percent: discount })}</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-line p-3 sm:p-4">
        <h3 className="line-clamp-2 min-h-[2lh] text-base leading-snug font-semibold">{title}</h3>
        <ProductRating rating={product.rating_mediu} count={product.numar_recenzii} />
        <div className="mt-auto pt-1">
          <ProductPrice price={product.pret} discountedPrice={product.pret_redus} />
          {outOfStock ? <p className="text-sm font-semibold text-danger">{t('catalog.stock_out')}</p> : null}
        </div>
      </div>
    </article>
  );
}
