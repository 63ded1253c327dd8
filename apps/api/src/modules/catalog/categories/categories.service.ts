import type { CategoryNode, CategoryRef } from '@shop/shared/schemas/catalog';
import { notFound } from '../../../lib/errors';
import { invalidPage, type PageRequest } from '../../../lib/pagination';
import type { MediaBase } from '../../../lib/media';
import { ancestorsOf, toCategoryTree } from './categories.mapper';
import type { CategoriesRepository } from './categories.repository';

function findNode(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.subcategorii, id);
    if (found) return found;
  }
  return undefined;
}

export function createCategoriesService(deps: { categories: CategoriesRepository; media: MediaBase }) {
  const { categories, media } = deps;

  return {
    /** A page of top-level categories, each with its nested subcategories and product counts. */
    async list(page: PageRequest): Promise<{ results: CategoryNode[]; count: number }> {
      const roots = toCategoryTree(await categories.listWithCounts(), media);
      if (page.page > 1 && page.offset >= roots.length) throw invalidPage();
      return { results: roots.slice(page.offset, page.offset + page.size), count: roots.length };
    },

    /** One category with its subtree and the chain of its parents. */
    async detail(slug: string): Promise<CategoryNode & { parinti: CategoryRef[] }> {
      const rows = await categories.listWithCounts();
      const chain = ancestorsOf(rows, slug);
      const self = chain.at(-1);
      if (!self) throw notFound('catalog.category_not_found', 'Categoria nu a fost găsită.');
      const node = findNode(toCategoryTree(rows, media), self.id);
      return {
        ...node!,
        parent: self.parent_id,
        parinti: chain.slice(0, -1).map((row) => ({
          id: row.id,
          nume: row.name,
          nume_en: row.name_en,
          slug: row.slug,
          parent: row.parent_id,
        })),
      };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
