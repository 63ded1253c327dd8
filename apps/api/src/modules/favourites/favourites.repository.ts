import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** A favourite as stored: its product is the catalogue's, read through the products service. */
export type FavouriteRow = { id: number; product_id: number; created_at: Date };

export type AddFavouriteResult = { outcome: 'created'; id: number } | { outcome: 'exists'; id: number };

export function createFavouritesRepository(db: Executor) {
  return {
    /**
     * A user's favourites, newest first (optionally the one of a product). All of them: which
     * products are still sold is the catalogue's to say, so paging happens after that filter.
     */
    async list(userId: number, filter: { productId?: number }): Promise<FavouriteRow[]> {
      const result = await db.execute<FavouriteRow>(sql`
        SELECT f.id, f.product_id, f.created_at
          FROM favourites f
         WHERE f.user_id = ${userId}
           ${filter.productId === undefined ? sql`` : sql`AND f.product_id = ${filter.productId}`}
         ORDER BY f.created_at DESC, f.id DESC`);
      return result.rows;
    },

    /** One of the user's favourites; another user's id finds nothing. */
    async findForUser(userId: number, favouriteId: number): Promise<FavouriteRow | undefined> {
      const result = await db.execute<FavouriteRow>(
        sql`SELECT f.id, f.product_id, f.created_at FROM favourites f WHERE f.user_id = ${userId} AND f.id = ${favouriteId}`,
      );
      return result.rows[0];
    },

    /**
     * Adds the product to the user's favourites unless it is there already (the unique pair
     * settles two requests racing each other).
     */
    async add(userId: number, productId: number): Promise<AddFavouriteResult> {
      const inserted = await db.execute<{ id: number }>(sql`
        INSERT INTO favourites (user_id, product_id) VALUES (${userId}, ${productId})
        ON CONFLICT (user_id, product_id) DO NOTHING
        RETURNING id`);
      const created = inserted.rows[0]?.id;
      if (created !== undefined) return { outcome: 'created', id: created };
      // A statement of its own: it sees the row that the racing request committed.
      const existing = await db.execute<{ id: number }>(
        sql`SELECT f.id FROM favourites f WHERE f.user_id = ${userId} AND f.product_id = ${productId}`,
      );
      return { outcome: 'exists', id: existing.rows[0]!.id };
    },

    /** Deletes one of the user's favourites; false when it is not theirs or does not exist. */
    async remove(userId: number, favouriteId: number): Promise<boolean> {
      const result = await db.execute(
        sql`DELETE FROM favourites WHERE id = ${favouriteId} AND user_id = ${userId} RETURNING id`,
      );
      return result.rows.length > 0;
    },

    async removeAllOf(userId: number): Promise<void> {
      await db.execute(sql`DELETE FROM favourites WHERE user_id = ${userId}`);
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
