import type { ProductListQuery } from '@shop/shared/schemas/catalog';

/** Hierarchical keys, so `catalogKeys.products()` invalidates every product list at once. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (params: ProductListQuery) => [...catalogKeys.products(), 'list', params] as const,
  productDetail: (slug: string) => [...catalogKeys.products(), 'detail', slug] as const,
  recommended: (productId: number, categoryId: number | null) =>
    [...catalogKeys.products(), 'recommended', { productId, categoryId }] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  /**
   * The same key as features/layout's category tree (same request, same answer), so the header
   * and the shop share one cached list instead of asking twice.
   */
  categoryDetail: (slug: string) => [...catalogKeys.categories(), 'detail', slug] as const,
  tags: (categoryId: number | null) => [...catalogKeys.all, 'tags', { categoryId }] as const,
  reviews: (productId: number) => [...catalogKeys.all, 'reviews', productId] as const,
};
