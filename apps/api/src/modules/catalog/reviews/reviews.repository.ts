import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { ReviewRow } from '../products/products.repository';
import { readPrepared } from '../../../db/prepared';

export function createReviewsRepository(db: Executor) {
  return {
    async listForProduct(
      productId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ReviewRow[]; total: number }> {
      const rows = await readPrepared<ReviewRow & { total: number }>(
        db,
        sql`
        SELECT r.id, r.product_id, r.author_name, r.rating, r.comment, r.created_at, count(*) OVER ()::int AS total
          FROM reviews r
         WHERE r.product_id = ${productId} AND r.is_approved
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },

    /** A customer's own reviews, newest first, with their products. */
    async ofUser(userId: number): Promise<OwnReviewRow[]> {
      const result = await db.execute<OwnReviewRow>(sql`
        SELECT r.id, r.rating, r.comment, r.is_approved, r.created_at,
               p.id AS product_id, p.slug, p.title, p.title_en
          FROM reviews r JOIN products p ON p.id = r.product_id
         WHERE r.user_id = ${userId}
         ORDER BY r.created_at DESC, r.id DESC`);
      return result.rows;
    },

    /** A closed account's reviews stay on their products, signed by no one. */
    async anonymiseOfUser(userId: number): Promise<void> {
      await db.execute(
        sql`UPDATE reviews SET author_name = 'Client', user_id = NULL WHERE user_id = ${userId}`,
      );
    },
  };
}

export type OwnReviewRow = {
  id: number;
  rating: number;
  comment: string;
  is_approved: boolean;
  created_at: string | Date;
  product_id: number;
  slug: string;
  title: string;
  title_en: string;
};

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
