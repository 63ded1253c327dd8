import { queryOptions } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminCategoryList,
  CategoryInput,
  CategoryReorder,
} from '@shop/shared/schemas/admin/categories';
import { api } from '@/lib/api-client';

export const categoryKeys = {
  all: ['admin', 'categories'] as const,
};

export const categoriesQueryOptions = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: ({ signal }) => api.get<AdminCategoryList>('/admin/categories/', { signal }),
});

export const saveCategory = (id: number | null, body: CategoryInput) =>
  id === null
    ? api.post<AdminCategory>('/admin/categories/', body)
    : api.put<AdminCategory>(`/admin/categories/${id}/`, body);

export const reorderCategories = (body: CategoryReorder) =>
  api.post<AdminCategoryList>('/admin/categories/reorder/', body);

export const deleteCategory = (id: number, moveProductsTo: number | null) =>
  api.delete(`/admin/categories/${id}/`, {
    params: { move_products_to: moveProductsTo ?? undefined },
  });

export type CategoryNode = AdminCategory & { depth: number; children: CategoryNode[] };

/** The flat list (in display order) as a tree; children keep the list's order. */
export function categoryTree(list: readonly AdminCategory[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const category of list) nodes.set(category.id, { ...category, depth: 0, children: [] });
  const roots: CategoryNode[] = [];
  for (const category of list) {
    const node = nodes.get(category.id)!;
    const parent = category.parent_id === null ? undefined : nodes.get(category.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (items: CategoryNode[], depth: number) => {
    for (const item of items) {
      item.depth = depth;
      setDepth(item.children, depth + 1);
    }
  };
  setDepth(roots, 0);
  return roots;
}

/** Every id under a category (itself excluded): where it may not be moved. */
export function descendantIds(node: CategoryNode): Set<number> {
  const ids = new Set<number>();
  const walk = (items: CategoryNode[]) => {
    for (const item of items) {
      ids.add(item.id);
      walk(item.children);
    }
  };
  walk(node.children);
  return ids;
}

/** The tree flattened depth-first, for selects (indented by depth). */
export function flattenTree(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}
