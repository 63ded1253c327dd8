import { CATEGORY_SORT_DEFAULT } from '@shop/shared/constants';
import type { CategoryNode } from '@shop/shared/schemas/catalog';

/** Spec §3: categories sort by sort_number, a missing one last (9999); the tree keeps that order. */
export function sortCategoryTree(nodes: CategoryNode[]): CategoryNode[] {
  return [...nodes]
    .sort((a, b) => (a.sort_number ?? CATEGORY_SORT_DEFAULT) - (b.sort_number ?? CATEGORY_SORT_DEFAULT))
    .map((node) => ({ ...node, subcategorii: sortCategoryTree(node.subcategorii ?? []) }));
}

/** The top-level category a slug belongs to (itself, or the parent of a subcategory). */
export function topLevelOf(tree: CategoryNode[], slug: string | null): CategoryNode | null {
  if (!slug) return null;
  const contains = (node: CategoryNode): boolean =>
    node.slug === slug || node.subcategorii.some((child) => contains(child));
  return tree.find(contains) ?? null;
}

/** The category with this slug and its ancestors, root first, or null when the tree lacks it. */
export function categoryPath(tree: CategoryNode[] | undefined, slug: string | null): CategoryNode[] | null {
  if (!tree || !slug) return null;
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = categoryPath(node.subcategorii, slug);
    if (below) return [node, ...below];
  }
  return null;
}
