import { type SQL, sql } from 'drizzle-orm';
import { foldDiacritics } from '@shop/shared/text';
import { containsPattern } from '../../../lib/like';
import type { Executor } from '../../../db/client';
import { listedInShop, productsInCategoryTree, type TagRow } from '../products/products.repository';
import { readPrepared } from '../../../db/prepared';

export type AdminTagRow = TagRow & { product_count: number };

export function createTagsRepository(db: Executor) {
  return {
    /** Tags whose folded name, English name or slug contains `search`, with their product counts. */
    async listForAdmin(options: {
      search?: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: AdminTagRow[]; total: number }> {
      const pattern = options.search ? containsPattern(foldDiacritics(options.search)) : null;
      const result = await db.execute<AdminTagRow & { total: number }>(sql`
        SELECT t.id, t.name, t.name_en, t.slug,
               (SELECT count(*) FROM product_tags pt WHERE pt.tag_id = t.id)::int AS product_count,
               count(*) OVER ()::int AS total
          FROM tags t
         WHERE ${pattern}::text IS NULL
            OR lower(shop_unaccent(t.name)) LIKE ${pattern}::text
            OR lower(shop_unaccent(t.name_en)) LIKE ${pattern}::text
            OR t.slug LIKE ${pattern}::text
         ORDER BY t.name COLLATE shop_ro, t.id
         LIMIT ${options.limit} OFFSET ${options.offset}`);
      return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
    },

    async findById(id: number): Promise<AdminTagRow | undefined> {
      const result = await db.execute<AdminTagRow>(sql`
        SELECT t.id, t.name, t.name_en, t.slug,
               (SELECT count(*) FROM product_tags pt WHERE pt.tag_id = t.id)::int AS product_count
          FROM tags t WHERE t.id = ${id}`);
      return result.rows[0];
    },

    async slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM tags WHERE slug = ${slug} AND id IS DISTINCT FROM ${exceptId} LIMIT 1`,
      );
      return result.rows.length > 0;
    },

    async insert(values: { name: string; name_en: string; slug: string }): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO tags (name, name_en, slug) VALUES (${values.name}, ${values.name_en}, ${values.slug}) RETURNING id`);
      return result.rows[0]!.id;
    },

    async update(id: number, values: { name: string; name_en: string; slug: string }): Promise<void> {
      await db.execute(
        sql`UPDATE tags SET name = ${values.name}, name_en = ${values.name_en}, slug = ${values.slug} WHERE id = ${id}`,
      );
    },

    /** Deletes a tag; its links to products go with it. */
    async remove(id: number): Promise<void> {
      await db.execute(sql`DELETE FROM tags WHERE id = ${id}`);
    },

    /** Gives the products of `from` the tag `into`, then deletes `from`. */
    async merge(from: number, into: number): Promise<void> {
      await db.execute(sql`
        INSERT INTO product_tags (product_id, tag_id)
        SELECT pt.product_id, ${into} FROM product_tags pt WHERE pt.tag_id = ${from}
        ON CONFLICT DO NOTHING`);
      await db.execute(sql`DELETE FROM tags WHERE id = ${from}`);
    },

    /** Tags in use by active products, optionally only those of a category and its subcategories. */
    async list(options: {
      category?: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: TagRow[]; total: number }> {
      const categoryCondition: SQL = options.category
        ? sql`AND pt.product_id IN ${productsInCategoryTree(options.category)}`
        : sql``;
      const rows = await readPrepared<TagRow & { total: number }>(
        db,
        sql`
        SELECT t.id, t.name, t.name_en, t.slug, count(*) OVER ()::int AS total
          FROM tags t
         WHERE EXISTS (
           SELECT 1 FROM product_tags pt JOIN products p ON p.id = pt.product_id AND ${listedInShop()}
            WHERE pt.tag_id = t.id ${categoryCondition})
         ORDER BY t.name COLLATE shop_ro, t.id
         LIMIT ${options.limit} OFFSET ${options.offset}`,
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
