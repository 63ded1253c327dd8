import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { ProductDetail } from '@shop/shared/schemas/catalog';
import { i18n, loadTexts, localized, useTranslation } from '@/lib/i18n';
import { ErrorState } from '@/components/ui/error-state';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useProduct } from '../../api/get-product';
import { useProductMeta } from '../../hooks/use-product-meta';
import { productGalleryImages, productImages } from '../../lib/product-helpers';
import { scrollBehavior } from '../../lib/scroll';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { AutomaticDiscountNote } from '@/components/ui/automatic-discount-note';
import { PriceNotes } from '@/components/ui/price-notes';
import { discountPercent, ProductPrice } from '../product-price';
import { formatRating } from '../product-rating';
import { StarRow } from '../star-row';
import { chosenVariant, VARIANT_PARAM, variantAsProduct } from '../../lib/product-variants';
import type { ProductTab } from './product-tabs';
import { lazyPart } from '@/lib/lazy-part';

const META_DESCRIPTION_LENGTH = 160;

// Below the fold: the tabs (with the reviews), the recommended grid and the testimonials start
// loading as the product renders, and the visible part of the page does not wait for them.
// The reviews' and testimonials' texts come with them, outside the route's.
const belowTheFold = async () => {
  const [parts] = await Promise.all([
    import('./below-the-fold'),
    loadTexts(i18n.language, ['product.reviews', 'product.testimonials']),
  ]);
  return parts;
};
// Parts the server renders and the browser loads with the page, outside its first bundle
// (decision 077): the variants' chooser (only products with variants show it), delivery and
// payment under the buy button, the note below the gallery. The skeleton only shows while a
// navigation in the app waits for a product, so it loads then.
const VariantChooser = lazyPart(
  'variant-chooser',
  async () => (await import('./variant-chooser')).VariantChooser,
);
const PurchaseNotes = lazyPart(
  'purchase-notes',
  async () => (await import('./purchase-notes')).PurchaseNotes,
);
const ProductNote = lazyPart('product-note', async () => (await import('./product-note')).ProductNote);
// The gallery and the buy box: parts too, which the route loads with the page's code
// (`PRODUCT_PARTS`), so a navigation in the app shows them with the page, never after it.
const aboveTheFold = () => import('./above-the-fold');
const ProductGallery = lazyPart('product-gallery', async () => (await aboveTheFold()).ProductGallery);
const ProductPurchase = lazyPart('product-purchase', async () => (await aboveTheFold()).ProductPurchase);

/** The parts the product page's first paint always shows: its route loads them with the page. */
export const PRODUCT_PARTS = ['product-gallery', 'product-purchase'] as const;

const ProductPageSkeleton = lazy(async () => ({
  default: (await import('./product-page-skeleton')).ProductPageSkeleton,
}));
const ProductTabs = lazyPart('product-tabs', () => belowTheFold().then((module) => module.ProductTabs));
const RecommendedProducts = lazyPart('recommended-products', () =>
  belowTheFold().then((module) => module.RecommendedProducts),
);
const Testimonials = lazyPart('testimonials', () => belowTheFold().then((module) => module.Testimonials));

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const localizedPath = useLocalizedPath();
  const [tab, setTab] = useState<ProductTab>('description');
  const tabsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const language = i18n.language;

  const [searchParams, setSearchParams] = useSearchParams();
  // A product sold in variants shows and sells the chosen one (the address keeps it: ?varianta=).
  const chosen = chosenVariant(product, searchParams.get(VARIANT_PARAM));
  const hasVariants = product.variante.length > 0;
  const shown = chosen ? variantAsProduct(product, chosen) : product;
  const chooseVariant = (slug: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(VARIANT_PARAM, slug);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const title = localized(product, 'titlu', language);
  const category = product.categorie[0] ?? null;
  const categoryName = category ? localized(category, 'nume', language) : null;
  const discount = discountPercent(shown.pret, shown.pret_redus);
  const rated = product.rating_mediu !== null && product.numar_recenzii > 0;
  const images = productImages(product);
  const productGallery = productGalleryImages(product, language);
  // A variant's own picture comes first; the product's follow.
  const variantImage = chosen?.imagine_principala_url ? productImages(shown)[0] : undefined;
  const gallery = variantImage
    ? [{ src: variantImage, alt: '' }, ...productGallery.filter((image) => image.src !== variantImage)]
    : productGallery;

  const description =
    localized(product, 'meta_descriere', language).trim() ||
    plainText(localized(product, 'descriere', language)).slice(0, META_DESCRIPTION_LENGTH);
  useProductMeta({
    title:
      localized(product, 'meta_titlu', language).trim() ||
      t('product.document_title', { title, app: t('app.name') }),
    description,
    keywords: product.tags.map((tag) => localized(tag, 'nume', language)).join(', '),
    image: product.imagine_principala_url ?? images[0] ?? null,
    path: `${location.pathname}${location.search}`,
  });

  const showReviews = () => {
    setTab('reviews');
    tabsRef.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  };

  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-12 px-4 py-6 sm:px-6 sm:py-8 lg:gap-16 lg:px-8">
      <div>
        <Breadcrumbs
          className="mb-4 sm:mb-6"
          items={[
            { label: t('catalog.breadcrumb_home'), to: localizedPath('/') },
            { label: t('catalog.breadcrumb_shop'), to: localizedPath('/produse') },
            ...(category && categoryName
              ? [{ label: categoryName, to: localizedPath(`/categorii/${category.slug}`) }]
              : []),
            { label: title },
          ]}
        />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,565px)_minmax(0,1fr)] lg:gap-12">
          <Suspense fallback={null}>
            <ProductGallery key={`${product.id}-${variantImage ?? ''}`} images={gallery} title={title} />
          </Suspense>

          <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-5">
            <div className="flex flex-col gap-2">
              <h1 id={titleId} className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
                {title}
              </h1>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
                {shown.sku ? <span>{t('product.sku', { sku: shown.sku })}</span> : null}
                <span className="flex items-center gap-2">
                  <StarRow value={rated ? (product.rating_mediu ?? 0) : 0} />
                  {rated ? (
                    <span className="sr-only">
                      {t('product.rating', { rating: formatRating(product.rating_mediu ?? 0, language) })}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    onClick={showReviews}
                    className="cursor-pointer rounded-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
                  >
                    {rated
                      ? t('product.reviews_link', { count: product.numar_recenzii })
                      : t('product.no_reviews_link')}
                  </button>
                </span>
              </div>
            </div>

            <div className="flex flex-wrap items-center gap-3">
              <ProductPrice
                price={shown.pret}
                discountedPrice={shown.pret_redus}
                size="lg"
                from={hasVariants && !chosen}
              />
              {discount !== null ? (
                <span className="rounded-full bg-honey-300 px-2.5 py-0.5 text-sm font-bold text-honey-900">
                  <span aria-hidden="true">{t('catalog.discount_badge', { percent: discount })}</span>
                  <span className="sr-only">{t('catalog.discount_label', { percent: discount })}</span>
                </span>
              ) : null}
              <span
                className={
                  shown.stoc > 0
                    ? 'rounded-full bg-sage-100 px-2.5 py-0.5 text-sm font-semibold text-brand'
                    : 'rounded-full bg-danger-soft px-2.5 py-0.5 text-sm font-semibold text-danger'
                }
              >
                {shown.stoc > 0 ? t('product.in_stock') : t('product.out_of_stock')}
              </span>
              <p className="basis-full text-sm text-ink-muted">{t('product.vat_note')}</p>
            </div>
            <PriceNotes
              price={shown.pret}
              discountedPrice={shown.pret_redus}
              lowest30Days={shown.pret_minim_30_zile}
              netQuantity={shown.cantitate_neta}
              unit={shown.unitate}
            />
            <AutomaticDiscountNote productId={product.id} size="md" />

            {hasVariants ? (
              <Suspense fallback={<div className="min-h-24" />}>
                <VariantChooser
                  product={product}
                  chosen={chosen}
                  onChoose={(variant) => chooseVariant(variant.slug)}
                />
              </Suspense>
            ) : null}

            <Suspense fallback={null}>
              <ProductPurchase
                key={shown.id}
                product={hasVariants && !chosen ? null : shown}
                favourite={product}
                choiceHint={t('product.variant_choose_hint', {
                  options: product.optiuni.map((option) => localized(option, 'nume', language)).join(', '),
                })}
              />
            </Suspense>

            {category && categoryName ? (
              <p className="text-sm">
                <span className="text-ink-muted">{t('product.category')}: </span>
                <Link
                  to={localizedPath(`/categorii/${category.slug}`)}
                  className="rounded-sm font-semibold text-brand underline-offset-4 hover:underline"
                >
                  {categoryName}
                </Link>
              </p>
            ) : null}

            <Suspense fallback={null}>
              <PurchaseNotes />
            </Suspense>
          </section>
        </div>
      </div>

      <Suspense fallback={null}>
        <ProductNote note={localized(product, 'nota', language)} />
      </Suspense>

      <div ref={tabsRef} className="scroll-mt-28">
        <Suspense fallback={<div className="min-h-80" />}>
          <ProductTabs product={product} value={tab} onValueChange={setTab} />
        </Suspense>
      </div>

      <Suspense fallback={null}>
        <RecommendedProducts productId={product.id} categoryId={category?.id ?? null} />
        <Testimonials />
      </Suspense>
    </div>
  );
}

type ProductPageProps = {
  slug: string;
  /** Shown for an unknown slug (the API answers 404). */
  notFound: ReactNode;
};

/** Contract §2: the product detail page, with its loading, error and not-found states. */
export function ProductPage({ slug, notFound }: ProductPageProps) {
  const { t } = useTranslation();
  const product = useProduct(slug);
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstSlug = useRef(slug);

  useEffect(() => {
    // Contract §2: a new slug scrolls to the top. Back and forward keep the browser's position.
    if (slug === firstSlug.current && navigationType === 'POP') return;
    firstSlug.current = '';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [slug, navigationType]);

  if (product.data && product.data.slug !== slug) {
    // A variant's own address (a cart line's link): its parent's page with it chosen.
    const variant = product.data.variante.find((candidate) => candidate.slug === slug);
    if (variant) {
      return (
        <Navigate
          replace
          to={`${location.pathname.replace(/[^/]+\/?$/, encodeURIComponent(product.data.slug))}?${VARIANT_PARAM}=${encodeURIComponent(slug)}`}
        />
      );
    }
  }
  if (product.data) return <ProductDetails key={product.data.id} product={product.data} />;
  if (isApiError(product.error) && product.error.status === 404) return <>{notFound}</>;
  if (product.isError) {
    return (
      <div className="mx-auto w-full max-w-page px-4 py-10 sm:px-6 lg:px-8">
        <ErrorState
          title={t('product.error_title')}
          description={t(errorMessageKey(product.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void product.refetch()}
          retrying={product.isFetching}
        />
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="min-h-dvh" />}>
      <ProductPageSkeleton />
    </Suspense>
  );
}
