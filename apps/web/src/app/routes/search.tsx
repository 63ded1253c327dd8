import { useSearchParams } from 'react-router';
import { SHOP_PAGE_SIZE } from '@shop/shared/constants';
import { useTranslation } from '@/lib/i18n';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { PopularSearchCategories } from '@/features/layout/components/popular-search-categories';
import { SearchPrompt } from '@/features/search/components/search-prompt';
import { SearchResults } from '@/features/search/components/search-results';
import { normalizeQuery, parsePage, SEARCH_PARAM } from '@/features/search/lib/search-path';
import { useDocumentHead } from '@/lib/use-document-title';

/** Contract §2 `/search?searchText=…` (route "search"): results, or a prompt when there is no query. */
export function SearchRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = normalizeQuery(params.get(SEARCH_PARAM) ?? '');
  const page = parsePage(params.get('page'));
  const title = query ? t('search.results_title', { query }) : t('search.document_title');
  // Results pages are not indexed: they repeat the catalogue under endless addresses.
  useDocumentHead({
    title: `${title} | ${t('app.name')}`,
    socialTitle: title,
    description: t('search.prompt_text'),
    noindex: true,
  });

  return (
    // At least a screen tall: short results (or the prompt) do not pull the footer up into view
    // after the loading page, a layout shift the visitor would see.
    <div className="mx-auto min-h-dvh w-full max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {query ? (
        <SearchResults
          query={query}
          page={page}
          renderGrid={(products) => <ProductGrid products={products} headingLevel={2} />}
          renderSkeleton={(label) => <ProductGridSkeleton count={SHOP_PAGE_SIZE} label={label} />}
        />
      ) : (
        <SearchPrompt categories={<PopularSearchCategories />} />
      )}
    </div>
  );
}
