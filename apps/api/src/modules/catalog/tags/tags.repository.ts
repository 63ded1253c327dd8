import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { productsInCategoryTree, type TagRow } from '../products/products.repository';

export function createTagsRepository(db: Executor) {
  return {
    /** Tags in use by active products, optionally only those of a category and its subcategories. */
    async list(options: {
      category?: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: TagRow[]; total: number }> {
      const categoryCondition: SQL = options.category
        ? sql`AND pt.product_id IN ${productsInCategoryTree(options.category)}`
        : sql``;
      const result = await db.execute<TagRow & { total: number }>(sql`
        SELECT t.id, t.name, t.name_en, t.slug, count(*) OVER ()::int AS total
          FROM tags t
         WHERE EXISTS (
           SELECT 1 FROM product_tags pt JOIN products p ON p.id = pt.product_id AND p.is_active
            WHERE pt.tag_id = t.id ${categoryCondition})
         ORDER BY t.name COLLATE shop_ro, t.id
         LIMIT ${options.limit} OFFSET ${options.offset}`);
      return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
    },
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
