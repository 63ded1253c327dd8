import * as Tabs from '@radix-ui/react-tabs';
import type { ProductDetail } from '@shop/shared/schemas/catalog';
import { localized, useTranslation } from '@/lib/i18n';
import { ProductReviews } from './product-reviews';
import { ReviewForm } from './review-form';
import { EditorHtml } from '@/components/ui/editor-html';

export type ProductTab = 'description' | 'additional' | 'reviews';

type ProductTabsProps = {
  product: ProductDetail;
  value: ProductTab;
  onValueChange: (tab: ProductTab) => void;
};

// On phones the three tabs share the width and long names wrap, so none is scrolled out of sight.
const TRIGGER =
  'relative -mb-px inline-flex min-h-12 flex-1 cursor-pointer items-center justify-center border-b-2 border-transparent px-1 py-2 text-center leading-tight font-semibold text-ink-muted transition-colors duration-150 hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand sm:flex-none sm:justify-start sm:text-left';

/** Contract §2: Description, Additional information and Reviews. */
export function ProductTabs({ product, value, onValueChange }: ProductTabsProps) {
  const { t, i18n } = useTranslation();
  const description = localized(product, 'descriere', i18n.language).trim();
  const additional = localized(product, 'informatii_suplimentare', i18n.language).trim();

  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as ProductTab)}>
      <Tabs.List aria-label={t('product.tabs.label')} className="flex gap-3 border-b border-line sm:gap-8">
        <Tabs.Trigger value="description" className={TRIGGER}>
          {t('product.tabs.description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="additional" className={TRIGGER}>
          {t('product.tabs.additional')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={TRIGGER}>
          {t('product.tabs.reviews', { total: product.numar_recenzii })}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className="py-6 outline-none focus-visible:outline-2">
        {description ? (
          <EditorHtml html={description} />
        ) : (
          <p className="text-ink-muted">{t('product.no_description')}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="additional" className="py-6 outline-none focus-visible:outline-2">
        {additional ? (
          <EditorHtml html={additional} />
        ) : (
          <p className="text-ink-muted">{t('product.no_additional')}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="reviews" className="py-6 outline-none focus-visible:outline-2">
        <ProductReviews productId={product.id} form={<ReviewForm productId={product.id} />} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
