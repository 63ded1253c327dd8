import type { CategoryNode } from '@shop/shared/schemas/catalog';

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
