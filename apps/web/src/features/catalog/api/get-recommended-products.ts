import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECOMMENDED_PRODUCTS } from '@shop/shared/constants';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { getProducts } from './get-products';
import { catalogKeys } from './query-keys';

/**
 * The product page's "recommended" grid (contract §2: 10 products): others from the product's first
 * category, topped up with the newest products (contract §7: `per=10&page=1&sort=id_desc`).
 */
export async function getRecommendedProducts(
  productId: number,
  categoryId: number | null,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const picked: ProductSummary[] = [];
  const add = (products: ProductSummary[]) => {
    for (const product of products) {
      if (picked.length >= RECOMMENDED_PRODUCTS) return;
      if (product.id !== productId && !picked.some((other) => other.id === product.id)) picked.push(product);
    }
  };
  if (categoryId !== null) {
    // One more than needed, in case the product itself is among them.
    const sameCategory = await getProducts(
      { per: RECOMMENDED_PRODUCTS + 1, page: 1, categorie: String(categoryId), ordering: '-created' },
      signal,
    );
    add(sameCategory.results);
  }
  if (picked.length < RECOMMENDED_PRODUCTS) {
    const newest = await getProducts({ per: RECOMMENDED_PRODUCTS * 2 + 1, page: 1, sort: 'id_desc' }, signal);
    add(newest.results);
  }
  return picked;
}

export function getRecommendedProductsQueryOptions(productId: number, categoryId: number | null) {
  return queryOptions({
    queryKey: catalogKeys.recommended(productId, categoryId),
    queryFn: ({ signal }) => getRecommendedProducts(productId, categoryId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useRecommendedProducts(productId: number, categoryId: number | null) {
  return useQuery(getRecommendedProductsQueryOptions(productId, categoryId));
}
