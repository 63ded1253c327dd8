import type { QueryClient } from '@tanstack/react-query';
import { parseListingSearch, listingQuery } from '../lib/listing-filters';
import { getCategoriesQueryOptions } from '@/hooks/use-categories';
import { prefetchProductDiscounts } from '@/hooks/use-product-discount';
import { getCategoryQueryOptions } from './get-category';
import { getProductQueryOptions } from './get-product';
import { getProductsQueryOptions } from './get-products';
import { getRecommendedProductsQueryOptions } from './get-recommended-products';
import { getTagsQueryOptions } from './get-tags';

/**
 * For route loaders: start the page's requests while its code downloads. The browser does not wait
 * for them, the server renderer does; failures are left to the page, which shows them with a retry.
 */
export async function prefetchProductPage(queryClient: QueryClient, slug: string | undefined): Promise<void> {
  if (!slug) return;
  // The recommended grid too (it needs the product's id and first category), so the server sends
  // it rendered rather than as a loading state the browser then replaces; and the automatic
  // discounts of the product and of the grid's cards, whose notes the server renders too.
  const product = await queryClient.fetchQuery(getProductQueryOptions(slug)).catch(() => null);
  if (product) {
    await Promise.all([
      prefetchProductDiscounts(queryClient, [product]),
      queryClient
        .fetchQuery(getRecommendedProductsQueryOptions(product.id, product.categorie[0]?.id ?? null))
        .then((cards) => prefetchProductDiscounts(queryClient, cards))
        .catch(() => undefined),
    ]);
  }
}

export async function prefetchListing(
  queryClient: QueryClient,
  categorySlug: string | undefined,
  url: string,
): Promise<void> {
  const filters = parseListingSearch(new URL(url).searchParams);
  // The tag filter names the category by id, known once the category has answered.
  const tags = categorySlug
    ? queryClient
        .fetchQuery(getCategoryQueryOptions(categorySlug))
        .then((category) => queryClient.prefetchQuery(getTagsQueryOptions(category.id)))
        .catch(() => undefined)
    : queryClient.prefetchQuery(getTagsQueryOptions(null));
  await Promise.all([
    queryClient.prefetchQuery(getCategoriesQueryOptions()),
    tags,
    queryClient
      .fetchQuery(getProductsQueryOptions(listingQuery(filters, categorySlug ?? null)))
      .then((page) => prefetchProductDiscounts(queryClient, page.results))
      .catch(() => undefined),
  ]);
}
