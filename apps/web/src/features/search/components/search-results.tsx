import { PackageSearch } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SHOP_PAGE_SIZE } from '@shop/shared/constants';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey, refusalDetail } from '@/lib/error-message';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useSearchProducts } from '../api/search-products';
import { searchPath } from '../lib/search-path';
import { PopularSearchLinks } from './search-panel';

type SearchResultsProps = {
  query: string;
  page: number;
  /** The product grid of the catalogue, composed in by the route. */
  renderGrid: (products: ProductSummary[]) => ReactNode;
  renderSkeleton: (label: string) => ReactNode;
};

/** The results of `/search?searchText=…`: heading with the count, grid, pagination and states. */
export function SearchResults({ query, page, renderGrid, renderSkeleton }: SearchResultsProps) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();
  const results = useSearchProducts(query, page);
  const data = results.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.count / SHOP_PAGE_SIZE)) : 1;
  // The API answers a page past the last one with 404 (`pagination.invalid_page`).
  const pastLastPage =
    (data !== undefined && data.count > 0 && data.results.length === 0) ||
    (!data && page > 1 && isApiError(results.error) && results.error.status === 404);

  let content: ReactNode;
  if (pastLastPage) {
    content = (
      <EmptyState
        icon={<PackageSearch className="size-6" />}
        title={t('search.page_out_of_range')}
        action={
          <Button asChild variant="secondary">
            <Link to={localizedPath(searchPath(query))}>{t('search.first_page')}</Link>
          </Button>
        }
      />
    );
  } else if (data && data.count === 0) {
    content = (
      <EmptyState
        icon={<PackageSearch className="size-6" />}
        title={t('search.empty_title', { query })}
        description={t('search.empty_text')}
        action={
          <div className="flex flex-col items-center gap-4">
            <PopularSearchLinks className="justify-center" />
            <Button asChild variant="secondary">
              <Link to={localizedPath('/produse')}>{t('search.browse_all')}</Link>
            </Button>
          </div>
        }
      />
    );
  } else if (data) {
    const from = (page - 1) * SHOP_PAGE_SIZE + 1;
    const to = from + data.results.length - 1;
    content = (
      <>
        <p className="mb-4 text-sm text-ink-muted">{t('search.showing', { from, to, total: data.count })}</p>
        {renderGrid(data.results)}
        <Pagination
          page={page}
          totalPages={totalPages}
          label={t('search.pagination_label')}
          href={(target) => localizedPath(searchPath(query, target))}
          onNavigate={() => window.scrollTo({ top: 0 })}
          className="mt-8"
        />
      </>
    );
  } else if (results.isError && refusalDetail(results.error)) {
    // The shop refused the search itself (too long, say): its words, not "try again".
    content = (
      <EmptyState
        icon={<PackageSearch className="size-6" />}
        title={t('search.refused_title')}
        description={refusalDetail(results.error) ?? undefined}
      />
    );
  } else if (results.isError) {
    content = (
      <ErrorState
        title={t('search.error')}
        description={t(errorMessageKey(results.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
      />
    );
  } else {
    content = renderSkeleton(t('search.loading'));
  }

  return (
    <section aria-labelledby={headingId} aria-busy={results.isFetching}>
      <div className="mb-6 flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('search.results_title', { query })}
        </h1>
        {data ? <p className="text-ink-muted">{t('search.results_count', { count: data.count })}</p> : null}
      </div>
      {content}
    </section>
  );
}
