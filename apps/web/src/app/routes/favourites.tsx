import { Heart, LogIn } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ReviewsSection } from '@/features/account/components/reviews-section';
import { withNextPath } from '@/features/auth/lib/next-path';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { RemoveFavouriteButton } from '@/features/favourites/components/remove-favourite-button';
import { useFavouriteProducts } from '@/features/favourites/hooks/use-favourite-products';
import { errorMessageKey } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';

// The catalogue grid's columns (design §4: 2 on phones, 3 on tablets, 4-5 on desktop).
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
const EAGER_IMAGES = 5;

/** Where a guest's reviews go: onto the product page once approved; signed in, they are listed here. */
function GuestReviewsNote() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();
  return (
    <section
      id="reviews"
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="mb-2 text-xl font-semibold">
        {t('account.reviews.guest_title')}
      </h2>
      <p className="text-ink-muted">{t('account.reviews.guest_text')}</p>
      <Link
        to={withNextPath(localizedPath('/login'), localizedPath('/favorite#reviews'))}
        className="mt-3 inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
      >
        <LogIn aria-hidden="true" className="size-4" />
        {t('account.reviews.guest_login')}
      </Link>
    </section>
  );
}

/** Contract §2 /favorite: the guest's local favourites or the customer's server list, then the reviews. */
export function FavouritesRoute() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const heading = useRef<HTMLHeadingElement>(null);
  const favourites = useFavouriteProducts();
  const { products } = favourites;
  useDocumentTitle(`${t('favourites.document_title')} | ${t('app.name')}`);

  // The pressed button leaves with its card: the heading takes the focus.
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  let content;
  if (products && products.length > 0) {
    content = (
      <ul className={GRID}>
        {products.map((product, index) => (
          <li key={product.id} className="flex flex-col gap-2">
            <div className="flex-1">
              <ProductCard product={product} priority={index < EAGER_IMAGES} headingLevel={2} />
            </div>
            <RemoveFavouriteButton product={product} onRemoved={focusHeading} />
          </li>
        ))}
      </ul>
    );
  } else if (products) {
    content = (
      <EmptyState
        icon={<Heart className="size-6" />}
        title={t('favourites.empty_title')}
        description={t('favourites.empty_text')}
        action={
          <Button asChild>
            <Link to={localizedPath('/produse')}>{t('favourites.browse')}</Link>
          </Button>
        }
      />
    );
  } else if (favourites.isError) {
    content = (
      <ErrorState
        title={t('favourites.error')}
        description={t(errorMessageKey(favourites.error))}
        retryLabel={t('common.retry')}
        onRetry={favourites.refetch}
        retrying={favourites.isFetching}
      />
    );
  } else {
    content = <ProductGridSkeleton count={5} label={t('favourites.loading')} />;
  }

  return (
    <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="mb-6 flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          {t('favourites.title')}
          {products && products.length > 0 ? (
            <span className="ml-3 align-middle text-lg font-semibold text-ink-muted">
              {t('favourites.count', { count: products.length })}
            </span>
          ) : null}
        </h1>
        {favourites.signedIn ? null : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
            {t('favourites.guest_note')}
            <Link
              to={withNextPath(localizedPath('/login'), localizedPath('/favorite'))}
              className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
            >
              <LogIn aria-hidden="true" className="size-4" />
              {t('favourites.guest_login')}
            </Link>
          </p>
        )}
      </div>
      <section aria-label={t('favourites.title')} aria-busy={!products && !favourites.isError}>
        {content}
      </section>
      {/* Contract §2: the toast after a review is sent leads here (/favorite#reviews). */}
      <div className="mt-10">
        {favourites.signedIn ? <ReviewsSection id="reviews" /> : <GuestReviewsNote />}
      </div>
    </div>
  );
}
