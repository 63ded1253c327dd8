import { keepPreviousData } from '@tanstack/react-query';
import type { CategoryRef } from '@shop/shared/schemas/catalog';
import { Suspense, useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessageKey, refusalDetail } from '@/lib/error-message';
import { useDocumentHead } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useQuery } from '@tanstack/react-query';
import { i18n, loadTexts, localized, useTranslation } from '@/lib/i18n';
import { getCategoriesQueryOptions } from '@/hooks/use-categories';
import { useCategory } from '../api/get-category';
import { useProducts } from '../api/get-products';
import { useTags } from '../api/get-tags';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListingFilters, type ListingBasePath } from '../hooks/use-listing-filters';
import { categoryPath } from '../lib/categories';
import { hasActiveFilters, listingQuery, shownRange, totalPages } from '../lib/listing-filters';
import { scrollBehavior } from '../lib/scroll';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { lazyPart } from '@/lib/lazy-part';

// Under the grid of 24 cards, below the fold: a part loaded with the page, outside its first
// bundle (decision 077), rendered by the server all the same.
const Pagination = lazyPart(
  'listing-pagination',
  async () => (await import('@/components/ui/pagination')).Pagination,
);

function ListingPagination(props: ComponentProps<typeof Pagination>) {
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  );
}

// The controls (filters, tags, sort, the phones' filters button): parts of the page, outside its
// first bundle (decision 077). The server renders them, the browser loads them before it hydrates,
// and a navigation in the app loads them with the route (`LISTING_PARTS`), so none waits on screen.
// Their texts (`listing.controls`) come with them, outside the route's.
const listingControls = async () => {
  const [controls] = await Promise.all([
    import('./listing-controls'),
    loadTexts(i18n.language, ['listing.controls']),
  ]);
  return controls;
};
const CategoryNav = lazyPart('listing-category-nav', async () => (await listingControls()).CategoryNav);
const FiltersDrawer = lazyPart('listing-filters-drawer', async () => (await listingControls()).FiltersDrawer);
const PriceFilter = lazyPart('listing-price-filter', async () => (await listingControls()).PriceFilter);
const SortSelect = lazyPart('listing-sort', async () => (await listingControls()).SortSelect);
const StockFilter = lazyPart('listing-stock-filter', async () => (await listingControls()).StockFilter);
const TagFilter = lazyPart('listing-tags', async () => (await listingControls()).TagFilter);
// Shown inside the toolbar's and the results' Suspense boundaries.
const ResetLink = lazyPart('listing-reset', async () => (await listingControls()).ResetLink);
const ListingEmpty = lazyPart('listing-empty', async () => (await import('./listing-empty')).ListingEmpty);

/** The parts the listing's first paint shows: its route loads them with the page's code. */
export const LISTING_PARTS = [
  'listing-category-nav',
  'listing-filters-drawer',
  'listing-price-filter',
  'listing-sort',
  'listing-stock-filter',
  'listing-tags',
  'listing-empty',
  'listing-reset',
] as const;

// The category tree as cards, above the products of /categorii without a slug (routes/category.tsx).
const CategoryCards = lazyPart(
  'category-cards',
  async () => (await import('./category-cards')).CategoryCards,
);

/** The category cards, a part of the category page that its route loads with its code. */
export function CategoryCardsPart() {
  return (
    <Suspense fallback={null}>
      <CategoryCards />
    </Suspense>
  );
}

const SKELETON_CARDS = 8;

type ShopListingProps = {
  /** `/produse` (the shop) or `/categorii` (the category page); categories link within it. */
  basePath: ListingBasePath;
  /** The category of the path, or null for all products. */
  categorySlug: string | null;
  /** Contract §4, §9: the listing request waits this long after a change (150 ms shop, 120 ms category page). */
  requestDelayMs: number;
  /** Shown instead of the listing when the category does not exist. */
  notFound: ReactNode;
  /** Above the products, e.g. the category cards of /categorii. */
  intro?: ReactNode;
};

/**
 * The shop listing of contract §2 with the filters of contract §4: sidebar of categories, tags, sort,
 * price range, in-stock flag, grid, pagination. Every filter lives in the URL.
 */
export function ShopListing({ basePath, categorySlug, requestDelayMs, notFound, intro }: ShopListingProps) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const listing = useListingFilters(basePath);
  const { filters } = listing;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const listRef = useRef<HTMLElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingId = useId();

  const categories = useQuery(getCategoriesQueryOptions());
  const category = useCategory(categorySlug);
  // The tree (cached for an hour) names the category and its parents at once; the category's own
  // answer confirms it exists and has the last word.
  const treePath = categoryPath(categories.data, categorySlug);
  const chain: CategoryRef[] = category.data ? [...category.data.parinti, category.data] : (treePath ?? []);
  const current = chain.at(-1) ?? null;
  const tags = useTags(current?.id ?? null, categorySlug === null || current !== null);

  // Contract §4: a newer request replaces an older one. The key settles for the delay first, the
  // previous results stay on screen meanwhile, and TanStack Query aborts (signal) a request whose
  // key nobody watches any more.
  const wanted = listingQuery(filters, categorySlug);
  const params = useDebouncedValue(wanted, requestDelayMs);
  const products = useProducts({ params, queryConfig: { placeholderData: keepPreviousData } });
  const settling = JSON.stringify(wanted) !== JSON.stringify(params);

  const pageCount = products.data ? totalPages(products.data.count) : 1;
  const { resetPage } = listing;
  const pastTheEnd =
    filters.page > 1 &&
    isApiError(products.error) &&
    products.error.status === 404 &&
    params.page === filters.page;
  useEffect(() => {
    // A shared or old link to a page that no longer exists: show the first page instead of an error.
    if (pastTheEnd) resetPage();
  }, [pastTheEnd, resetPage]);

  const isCategoryMissing = isApiError(category.error) && category.error.status === 404;
  const categoryName = current
    ? localized(current, 'nume', i18n.language)
    : categorySlug
      ? null
      : t(basePath === '/categorii' ? 'listing.categories' : 'listing.all_products');

  const app = t('app.name');
  useDocumentHead({
    title: categoryName ? t('listing.document_title', { name: categoryName, app }) : app,
    socialTitle: categoryName ?? app,
    description: current
      ? t('listing.description_category', { name: categoryName, app })
      : t(basePath === '/categorii' ? 'listing.description_categories' : 'listing.description_all', { app }),
  });

  if (isCategoryMissing) return <>{notFound}</>;

  const scrollToList = ({ focus = false } = {}) => {
    listRef.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
    if (focus) resultsHeadingRef.current?.focus({ preventScroll: true });
  };

  const activeCount =
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (categorySlug ? 1 : 0);
  const canReset = hasActiveFilters(filters) || categorySlug !== null || filters.page > 1;
  const count = products.data?.count ?? 0;
  const range = shownRange(filters.page, count);
  const updating = settling || products.isPlaceholderData || (products.isFetching && !products.isPending);

  const crumbs: Crumb[] = [
    { label: t('catalog.breadcrumb_home'), to: localizedPath('/') },
    {
      label: t(basePath === '/categorii' ? 'listing.categories' : 'catalog.breadcrumb_shop'),
      to: localizedPath(basePath),
    },
    ...chain.map((node, index) => ({
      label: localized(node, 'nume', i18n.language),
      to: index < chain.length - 1 ? localizedPath(`${basePath}/${node.slug}`) : undefined,
    })),
  ];

  const categoryNav = (onNavigate?: () => void) => (
    <CategoryNav
      categories={categories.data}
      isLoading={categories.isPending}
      isError={categories.isError}
      onRetry={() => void categories.refetch()}
      activeSlug={categorySlug}
      hrefFor={listing.categoryHref}
      onNavigate={onNavigate}
    />
  );
  const otherFilters = (
    <div className="flex flex-col gap-6 px-3">
      <PriceFilter min={filters.minPrice} max={filters.maxPrice} onApply={listing.setPriceRange} />
      <StockFilter checked={filters.inStock} onChange={listing.setInStock} />
    </div>
  );

  let results: ReactNode;
  if (products.data) {
    results =
      products.data.results.length > 0 ? (
        <ProductGrid
          products={products.data.results}
          columns="narrow"
          className={cn('transition-opacity duration-200', updating && 'opacity-60')}
        />
      ) : (
        <ListingEmpty
          refused={false}
          title={t('listing.empty_title')}
          description={t('listing.empty_text')}
          action={<ResetLink to={listing.resetHref} />}
        />
      );
  } else if (products.isError && !pastTheEnd && refusalDetail(products.error)) {
    // A shared or hand-made link the shop refuses (say pret_min above pret_max): its words say
    // what is wrong, and starting over helps where retrying never would.
    results = (
      <ListingEmpty
        refused
        title={t('listing.refused_title')}
        description={refusalDetail(products.error) ?? undefined}
        action={<ResetLink to={listing.resetHref} />}
      />
    );
  } else if (products.isError && !pastTheEnd) {
    results = (
      <ErrorState
        title={t('listing.error_title')}
        description={t(errorMessageKey(products.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  } else {
    results = <ProductGridSkeleton count={SKELETON_CARDS} columns="narrow" label={t('listing.loading')} />;
  }

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Breadcrumbs items={crumbs} className="mb-4 sm:mb-6" />
      <div className="lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-label={t('listing.filters_title')} className="hidden flex-col gap-8 lg:flex">
          <Suspense fallback={null}>
            {categoryNav()}
            {otherFilters}
          </Suspense>
        </aside>

        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col gap-1">
            {categoryName ? (
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{categoryName}</h1>
            ) : (
              <Skeleton className="h-9 w-64 max-w-full" />
            )}
            <p className="text-ink-muted" aria-live="polite">
              {products.data ? t('listing.product_count', { count }) : '\u00a0'}
            </p>
          </header>

          {intro}

          <section
            ref={listRef}
            aria-labelledby={resultsHeadingId}
            aria-busy={products.isPending || updating}
            className="flex scroll-mt-28 flex-col gap-4"
          >
            <h2 id={resultsHeadingId} ref={resultsHeadingRef} tabIndex={-1} className="sr-only">
              {t('listing.results_heading')}
            </h2>
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
              <div className="flex items-center gap-3">
                <Suspense fallback={null}>
                  <FiltersDrawer
                    open={drawerOpen}
                    onOpenChange={setDrawerOpen}
                    activeCount={activeCount}
                    doneLabel={t('listing.show_results', { count })}
                  >
                    {/* The short filters first: the category list is long on a phone. */}
                    {otherFilters}
                    {categoryNav(() => setDrawerOpen(false))}
                  </FiltersDrawer>
                </Suspense>
                <p className="text-sm text-ink-muted">
                  {products.data && count > 0
                    ? t('listing.showing', { from: range.from, to: range.to, total: count })
                    : null}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <Suspense fallback={null}>
                  {canReset ? <ResetLink to={listing.resetHref} /> : null}
                  <SortSelect value={filters.ordering} onChange={listing.setOrdering} />
                </Suspense>
              </div>
            </div>

            <Suspense fallback={null}>
              <TagFilter
                tags={tags.data ?? []}
                selected={filters.tag}
                hrefFor={listing.tagHref}
                onNavigate={() => scrollToList()}
              />
            </Suspense>

            <Suspense fallback={null}>{results}</Suspense>

            {products.data ? (
              <ListingPagination
                page={filters.page}
                totalPages={pageCount}
                href={listing.pageHref}
                onNavigate={() => scrollToList({ focus: true })}
              />
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}
