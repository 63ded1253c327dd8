import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CategoryNode, Tag } from '@shop/shared/schemas/catalog';
import type {
  AdminProductDetail,
  AdminProductPage,
  AdminProductSort,
  BulkAction,
  ProductBulkResult,
  ProductCreate,
  ProductDeleteResult,
  ProductUpdate,
} from '@shop/shared/schemas/admin/products';
import type {
  ProductBulkEditInput,
  ProductBulkEditResult,
  ProductImportResult,
} from '@shop/shared/schemas/admin/product-tools';
import { api } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { downloadCsv } from '../components/download-csv';

/** The list's state, as it is kept in the URL's query (empty: not filtered). */
export type ProductListState = {
  q: string;
  category: string;
  tag: string;
  published: '' | 'true' | 'false';
  in_stock: '' | 'true' | 'false';
  discounted: '' | 'true' | 'false';
  sort: AdminProductSort | '';
  page: number;
};

export const productKeys = {
  all: ['admin', 'products'] as const,
  list: (state: ProductListState) => [...productKeys.all, 'list', state] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  categories: ['admin', 'products', 'categories'] as const,
  tags: ['admin', 'products', 'tags'] as const,
};

export function productListQueryOptions(state: ProductListState) {
  return queryOptions({
    queryKey: productKeys.list(state),
    queryFn: ({ signal }) =>
      api.get<AdminProductPage>('/admin/products/', {
        signal,
        params: { ...state, page: state.page > 1 ? state.page : undefined },
      }),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function productDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminProductDetail>(`/admin/products/${id}/`, { signal }),
  });
}

/** A category with its depth in the tree, for indented pickers. */
export type CategoryOption = { id: number; name: string; depth: number };

function flatten(nodes: CategoryNode[], depth: number, into: CategoryOption[]): CategoryOption[] {
  for (const node of nodes) {
    into.push({ id: node.id, name: node.nume, depth });
    flatten(node.subcategorii, depth + 1, into);
  }
  return into;
}

export const categoryOptionsQueryOptions = queryOptions({
  queryKey: productKeys.categories,
  queryFn: async ({ signal }) => flatten(await fetchAllPages<CategoryNode>('/categorii/', { signal }), 0, []),
  staleTime: 5 * 60 * 1000,
});

/** The categories as a filter's options, each indented by its depth in the tree. */
export const categoryFilterOptions = (categories: CategoryOption[] | undefined) =>
  (categories ?? []).map((category) => ({
    value: category.id,
    label: `${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`,
  }));

export const tagOptionsQueryOptions = queryOptions({
  queryKey: productKeys.tags,
  // The shop's list holds the tags in use, which is what a filter can find.
  queryFn: ({ signal }) => fetchAllPages<Tag>('/tags/', { signal }),
  staleTime: 5 * 60 * 1000,
});

export const createProduct = (body: ProductCreate) => api.post<AdminProductDetail>('/admin/products/', body);

export const updateProduct = (id: number, body: ProductUpdate) =>
  api.put<AdminProductDetail>(`/admin/products/${id}/`, body);

export const bulkProducts = (body: { ids: number[]; action: BulkAction; category_id?: number }) =>
  api.post<ProductBulkResult>('/admin/products/bulk/', body);

/** Prices, stock, tags, categories and publication of the selected products, each at the version seen. */
export const bulkEditProducts = (body: ProductBulkEditInput) =>
  api.post<ProductBulkEditResult>('/admin/products/bulk-edit/', body);

export const duplicateProduct = (id: number) =>
  api.post<AdminProductDetail>(`/admin/products/${id}/duplicate/`, undefined);

/** Undefined when the product was deleted (204); the answer when a sold product was taken off sale instead. */
export const deleteProduct = (id: number) =>
  api.delete<ProductDeleteResult | undefined>(`/admin/products/${id}/`);

/** Sends the file as it is (text/csv); `dryRun` only answers what would change. */
export const importProducts = (csv: string, dryRun: boolean) =>
  api.post<ProductImportResult>('/admin/products/import/', new Blob([csv], { type: 'text/csv' }), {
    params: { dry_run: dryRun },
  });

/** Every product, every field, as a dated CSV file. */
export function downloadProductsCsv(): Promise<void> {
  return downloadCsv('/admin/products/export.csv', `produse-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** The reference price the shop would show beside these (unsaved) prices: the Omnibus line. */
export const referencePriceQueryOptions = (id: number, prices: { pret: string; pret_redus: string }) =>
  queryOptions({
    queryKey: [...productKeys.all, 'reference-price', id, prices] as const,
    queryFn: ({ signal }) =>
      api.get<{ pret_referinta: string | null }>(`/admin/products/${id}/reference-price/`, {
        signal,
        params: prices,
      }),
  });
