import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  PRODUCT_RATING_JOIN,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
} from '../catalog/products/products.repository';

/** A favourite with its product as a summary row; products that are no longer sold are left out. */
export type FavouriteRow = ProductSummaryRow & { favourite_id: number; favourite_created_at: Date };

export type AddFavouriteResult =
  { outcome: 'created'; id: number } | { outcome: 'exists'; id: number } | { outcome: 'no_product' };

function selectFavourites(where: SQL, page: { limit: number; offset: number }): SQL {
  // The user's favourites are paged first; only that page's products get their categories, tags and rating.
  return sql`
    WITH page AS (
      SELECT f.id, f.product_id, f.created_at, count(*) OVER () AS total
        FROM favourites f
        JOIN products p ON p.id = f.product_id AND p.is_active
       WHERE ${where}
       ORDER BY f.created_at DESC, f.id DESC
       LIMIT ${page.limit} OFFSET ${page.offset})
    SELECT ${PRODUCT_SUMMARY_COLUMNS},
           page.id AS favourite_id, page.created_at AS favourite_created_at, page.total::int AS total
      FROM page
      JOIN products p ON p.id = page.product_id
      ${PRODUCT_RATING_JOIN}
     ORDER BY page.created_at DESC, page.id DESC`;
}

export function createFavouritesRepository(db: Executor) {
  return {
    /** One page of a user's favourites, newest first, and the total, in one statement. */
    async list(
      userId: number,
      filter: { productId?: number },
      page: { limit: number; offset: number },
    ): Promise<{ rows: FavouriteRow[]; total: number }> {
      const conditions: SQL[] = [sql`f.user_id = ${userId}`];
      if (filter.productId !== undefined) conditions.push(sql`f.product_id = ${filter.productId}`);
      const result = await db.execute<FavouriteRow & { total: number }>(
        selectFavourites(sql.join(conditions, sql` AND `), page),
      );
      return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
    },

    /** One of the user's favourites; another user's id finds nothing. */
    async findForUser(userId: number, favouriteId: number): Promise<FavouriteRow | undefined> {
      const result = await db.execute<FavouriteRow>(
        selectFavourites(sql`f.user_id = ${userId} AND f.id = ${favouriteId}`, { limit: 1, offset: 0 }),
      );
      return result.rows[0];
    },

    /**
     * Adds an active product to the user's favourites unless it is there already, in one statement
     * (the unique pair settles two requests racing each other).
     */
    async add(userId: number, productId: number): Promise<AddFavouriteResult> {
      const result = await db.execute<{
        inserted_id: number | null;
        existing_id: number | null;
        product_exists: boolean;
      }>(sql`
        WITH product AS (SELECT p.id FROM products p WHERE p.id = ${productId} AND p.is_active),
        inserted AS (
          INSERT INTO favourites (user_id, product_id)
          SELECT ${userId}, product.id FROM product
          ON CONFLICT (user_id, product_id) DO NOTHING
          RETURNING id)
        SELECT (SELECT id FROM inserted) AS inserted_id,
               (SELECT f.id FROM favourites f WHERE f.user_id = ${userId} AND f.product_id = ${productId}) AS existing_id,
               EXISTS (SELECT 1 FROM product) AS product_exists`);
      const row = result.rows[0]!;
      if (!row.product_exists) return { outcome: 'no_product' };
      if (row.inserted_id !== null) return { outcome: 'created', id: row.inserted_id };
      if (row.existing_id !== null) return { outcome: 'exists', id: row.existing_id };
      // Another request inserted the same pair after this statement's snapshot: read it now.
      const again = await db.execute<{ id: number }>(
        sql`SELECT f.id FROM favourites f WHERE f.user_id = ${userId} AND f.product_id = ${productId}`,
      );
      const id = again.rows[0]?.id;
      return id === undefined ? { outcome: 'no_product' } : { outcome: 'exists', id };
    },

    /** Deletes one of the user's favourites; false when it is not theirs or does not exist. */
    async remove(userId: number, favouriteId: number): Promise<boolean> {
      const result = await db.execute(
        sql`DELETE FROM favourites WHERE id = ${favouriteId} AND user_id = ${userId} RETURNING id`,
      );
      return result.rows.length > 0;
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
