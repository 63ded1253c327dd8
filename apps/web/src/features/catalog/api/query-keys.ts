import type { ProductListQuery } from '@shop/shared/schemas/catalog';

/** Hierarchical keys, so `catalogKeys.products()` invalidates every product list at once. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (params: ProductListQuery) => [...catalogKeys.products(), 'list', params] as const,
};
