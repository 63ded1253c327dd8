import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { readPrepared } from '../../../db/prepared';
import { listedInShop } from '../products/products.repository';

export type CategoryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string;
  slug: string;
  image_path: string | null;
  sort_number: number | null;
  product_count: number;
};

/** A category as the admin edits it, with its own and its subtree's product counts. */
export type AdminCategoryRow = CategoryRow & { own_product_count: number };

export type CategoryValues = {
  parent_id: number | null;
  name: string;
  name_en: string;
  slug: string;
  image_path: string | null;
  sort_number: number | null;
};

export function createCategoriesRepository(db: Executor) {
  return {
    /** Every category with the number of active products in it or below it, in one statement. */
    async listWithCounts(): Promise<CategoryRow[]> {
      return readPrepared<CategoryRow>(
        db,
        sql`
        WITH RECURSIVE closure AS (
          SELECT id AS ancestor, id AS descendant FROM categories
          UNION
          SELECT closure.ancestor, child.id FROM closure JOIN categories child ON child.parent_id = closure.descendant)
        SELECT c.id, c.parent_id, c.name, c.name_en, c.slug, c.image_path, c.sort_number,
               coalesce(counts.product_count, 0)::int AS product_count
          FROM categories c
          LEFT JOIN (
            SELECT closure.ancestor, count(DISTINCT pc.product_id) AS product_count
              FROM closure
              JOIN product_categories pc ON pc.category_id = closure.descendant
              JOIN products p ON p.id = pc.product_id AND ${listedInShop()}
             GROUP BY closure.ancestor) counts ON counts.ancestor = c.id
         ORDER BY coalesce(c.sort_number, 9999), c.name COLLATE shop_ro, c.id`,
      );
    },

    /** Every category (active or not, products sold or not) with its own and subtree counts. */
    async listForAdmin(): Promise<AdminCategoryRow[]> {
      const result = await db.execute<AdminCategoryRow>(sql`
        WITH RECURSIVE closure AS (
          SELECT id AS ancestor, id AS descendant FROM categories
          UNION
          SELECT closure.ancestor, child.id FROM closure JOIN categories child ON child.parent_id = closure.descendant)
        SELECT c.id, c.parent_id, c.name, c.name_en, c.slug, c.image_path, c.sort_number,
               (SELECT count(*) FROM product_categories pc WHERE pc.category_id = c.id)::int AS own_product_count,
               (SELECT count(DISTINCT pc.product_id) FROM closure
                  JOIN product_categories pc ON pc.category_id = closure.descendant
                 WHERE closure.ancestor = c.id)::int AS product_count
          FROM categories c
         ORDER BY coalesce(c.sort_number, 9999), c.name COLLATE shop_ro, c.id`);
      return result.rows;
    },

    /** The category's id and parent, locking every category row against concurrent moves. */
    async lockAll(): Promise<{ id: number; parent_id: number | null }[]> {
      const result = await db.execute<{ id: number; parent_id: number | null }>(
        sql`SELECT id, parent_id FROM categories ORDER BY id FOR UPDATE`,
      );
      return result.rows;
    },

    async findById(id: number): Promise<AdminCategoryRow | undefined> {
      const result = await db.execute<AdminCategoryRow>(sql`
        SELECT c.id, c.parent_id, c.name, c.name_en, c.slug, c.image_path, c.sort_number,
               (SELECT count(*) FROM product_categories pc WHERE pc.category_id = c.id)::int AS own_product_count,
               0 AS product_count
          FROM categories c WHERE c.id = ${id}`);
      return result.rows[0];
    },

    async slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM categories WHERE slug = ${slug} AND id IS DISTINCT FROM ${exceptId} LIMIT 1`,
      );
      return result.rows.length > 0;
    },

    async insert(values: CategoryValues): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO categories (parent_id, name, name_en, slug, image_path, sort_number)
        VALUES (${values.parent_id}, ${values.name}, ${values.name_en}, ${values.slug}, ${values.image_path}, ${values.sort_number})
        RETURNING id`);
      return result.rows[0]!.id;
    },

    async update(id: number, values: CategoryValues): Promise<void> {
      await db.execute(sql`
        UPDATE categories SET parent_id = ${values.parent_id}, name = ${values.name}, name_en = ${values.name_en},
               slug = ${values.slug}, image_path = ${values.image_path}, sort_number = ${values.sort_number}
         WHERE id = ${id}`);
    },

    async place(id: number, parentId: number | null, sortNumber: number | null): Promise<void> {
      await db.execute(
        sql`UPDATE categories SET parent_id = ${parentId}, sort_number = ${sortNumber} WHERE id = ${id}`,
      );
    },

    /**
     * Moves the products of one category into another (a product already in both keeps its place
     * in the target), then deletes the category after lifting its subcategories to its parent.
     */
    async remove(id: number, moveProductsTo: number | null): Promise<void> {
      if (moveProductsTo !== null) {
        await db.execute(sql`
          INSERT INTO product_categories (product_id, category_id, position)
          SELECT pc.product_id, ${moveProductsTo}, pc.position FROM product_categories pc WHERE pc.category_id = ${id}
          ON CONFLICT DO NOTHING`);
      }
      await db.execute(sql`
        UPDATE categories SET parent_id = (SELECT parent_id FROM categories WHERE id = ${id}) WHERE parent_id = ${id}`);
      await db.execute(sql`DELETE FROM categories WHERE id = ${id}`);
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
