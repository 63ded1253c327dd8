import type { CategoryNode } from '@shop/shared/schemas/catalog';
import { type MediaBase, mediaUrl } from '../../../lib/media';
import type { CategoryRow } from './categories.repository';

/**
 * Builds the category tree from flat rows that are already in display order (sort number, missing
 * last, then name). A category whose parent is missing is shown at the top level.
 */
export function toCategoryTree(rows: CategoryRow[], media: MediaBase): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      nume: row.name,
      nume_en: row.name_en,
      slug: row.slug,
      imagine_principala_url: mediaUrl(media, row.image_path),
      parent: row.parent_id,
      sort_number: row.sort_number,
      numar_produse: row.product_count,
      subcategorii: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.subcategorii.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The chain from the top-level category down to the one with this slug, for breadcrumbs. */
export function ancestorsOf(rows: CategoryRow[], slug: string): CategoryRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chain: CategoryRow[] = [];
  let current = rows.find((row) => row.slug === slug);
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return chain;
}
